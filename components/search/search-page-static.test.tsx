import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SearchPageClient } from './search-page.client';
import { SearchPagePlaceholder } from './search-page-static';

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));

/**
 * The boxes a reader sees: ids, the label's target, the live region's attributes and the field's
 * state (its name, empty value and focus, which React writes in another order) aside.
 */
const boxes = (html: string) => html.replace(/ (id|for|aria-[a-z]+|role|name|value|autofocus)="[^"]*"/g, '');

describe('SearchPagePlaceholder', () => {
  it('is the client part as it first renders for an empty query, so nothing moves when it takes over', () => {
    const placeholder = renderToStaticMarkup(<SearchPagePlaceholder />);
    expect(placeholder).toContain('name="q"');
    expect(placeholder).toContain('Type a word or two to search');
    expect(boxes(placeholder)).toBe(boxes(renderToStaticMarkup(<SearchPageClient />)));
  });
});
