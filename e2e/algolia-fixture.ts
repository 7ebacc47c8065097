import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchServiceHead } from '@/components/search/search-service-head';

/** Fake credentials: the hosted service is never reached, the test answers in its place. */
export const fakeEnv = {
  NEXT_PUBLIC_DOCSEARCH_APP_ID: 'E2ETESTAPP',
  NEXT_PUBLIC_DOCSEARCH_API_KEY: 'e2e-search-only-key',
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'lilaq_e2e',
};
export const fakeHost = 'https://e2etestapp-dsn.algolia.net';

/** What the layout writes into <head> when the variables above are set at build time. */
export const serviceHeadHtml = renderToStaticMarkup(createElement(SearchServiceHead, { env: fakeEnv }));

const hierarchy = { lvl0: 'Reference', lvl1: 'legend', lvl2: 'Parameters', lvl3: 'position', lvl4: null, lvl5: null, lvl6: null };
const content = 'Fixture answer: where the legend box sits, as an alignment inside the data area or as coordinates.';
const marked = (value: string) => ({
  value: value.replace(/legend/g, '<mark>legend</mark>'),
  matchLevel: 'full',
  matchedWords: ['legend'],
});

/** A hosted-service answer in Algolia's multi-query format, with one DocSearch record. */
export const fixtureAnswer = {
  results: [
    {
      hits: [
        {
          objectID: 'fixture-1',
          url: '/docs/reference/legend#position',
          url_without_anchor: '/docs/reference/legend',
          anchor: 'position',
          type: 'content',
          hierarchy,
          content,
          language: 'en',
          docusaurus_tag: 'docs-default-current',
          _highlightResult: {
            hierarchy: Object.fromEntries(
              Object.entries(hierarchy)
                .filter(([, v]) => v !== null)
                .map(([k, v]) => [k, marked(v as string)]),
            ),
            content: marked(content),
          },
          _snippetResult: {
            hierarchy: { lvl3: { value: 'position', matchLevel: 'none' } },
            content: { value: marked(content).value, matchLevel: 'full' },
          },
        },
      ],
      nbHits: 1,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      processingTimeMS: 1,
      query: 'legend',
      params: 'query=legend',
      index: 'lilaq_e2e',
    },
  ],
};
