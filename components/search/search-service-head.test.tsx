import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchServiceHead } from './search-service-head';

describe('SearchServiceHead', () => {
  it('adds the preconnect hint and the configuration when the three variables are set', () => {
    const html = renderToStaticMarkup(
      <SearchServiceHead
        env={{ NEXT_PUBLIC_DOCSEARCH_APP_ID: 'APP1', NEXT_PUBLIC_DOCSEARCH_API_KEY: 'key', NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'docs' }}
      />,
    );
    expect(html).toContain('<link rel="preconnect" href="https://app1-dsn.algolia.net" crossorigin="anonymous"/>');
    expect(html).toContain(
      '<meta name="docsearch-service" content="{&quot;appId&quot;:&quot;APP1&quot;,&quot;apiKey&quot;:&quot;key&quot;,&quot;indexName&quot;:&quot;docs&quot;}"/>',
    );
  });
  it('adds nothing without them', () => {
    expect(renderToStaticMarkup(<SearchServiceHead env={{ NEXT_PUBLIC_DOCSEARCH_APP_ID: 'APP1' }} />)).toBe('');
  });
});
