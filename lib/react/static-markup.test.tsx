import { Fragment, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderStaticMarkup } from './static-markup';

function Tile({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} className="tile" aria-current={href === '/a' ? 'page' : undefined}>
      <img src="/f.svg" width={120} height={80} alt="" loading="lazy" decoding="async" />
      <span>{title}</span>
    </a>
  );
}

const tree = (
  <>
    {['/a', '/b'].map((href) => (
      <li key={href}>
        <Tile href={href} title={`Title & <${href}> "quoted" it's`} />
      </li>
    ))}
    <details open>
      <summary>More</summary>
      <th scope="colgroup" colSpan={2} data-state={false} style={{ textAlign: 'left', '--gap': '1px' } as React.CSSProperties}>
        x
      </th>
    </details>
    <p dangerouslySetInnerHTML={{ __html: '<b>raw</b>' }} />
    {null}
    {false}
    <Fragment>{3}</Fragment>
  </>
);

describe('renderStaticMarkup', () => {
  it('writes what React writes for plain elements and function components', () => {
    // React's own serialiser separates adjacent text with comments for hydration; with no
    // adjacent text here, the two must agree character for character.
    expect(renderStaticMarkup(tree)).toBe(renderToStaticMarkup(tree));
  });

  it('fails loudly on anything that needs React in the page', () => {
    expect(() => renderStaticMarkup(<button onClick={() => undefined}>x</button>)).toThrow(/onClick needs React/);
    function Counter() {
      const [n] = useState(0);
      return <span>{n}</span>;
    }
    expect(() => renderStaticMarkup(<Counter />)).toThrow();
    const Client = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference'), displayName: 'Menu' });
    expect(() =>
      renderStaticMarkup(
        <ul>
          <Client />
        </ul>,
      ),
    ).toThrow(/ul > Menu: a client component/);
    async function Later() {
      return <p />;
    }
    expect(() => renderStaticMarkup(<Later />)).toThrow(/async components/);
    expect(() => renderStaticMarkup(<div autoFocus />)).toThrow(/autoFocus/);
    expect(() => renderStaticMarkup(<div style={{ width: 3 }} />)).toThrow(/React adds units/);
  });
});
