import { SiteLink } from '@/components/site-link';
import { typeLink } from '@/lib/reference/links';
import type { TypeRef } from '@/lib/reference/types';

/** A type name as a pill: Typst's own types link to typst.app, Lilaq's to our pages. */
export function ApiType({ type }: { type: TypeRef }) {
  const link = typeLink(type);
  const className = `type-pill type-pill--${type.startsWith('lq:') ? 'lilaq' : type}`;
  if (!link.href) return <span className={className}>{link.label}</span>;
  if (link.external)
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
      </a>
    );
  return (
    <SiteLink className={className} href={link.href}>
      {link.label}
    </SiteLink>
  );
}

export function ApiTypes({ types }: { types: readonly TypeRef[] }) {
  return (
    <span className="type-list">
      {types.map((type, index) => (
        <span key={type}>
          {index > 0 ? <span className="type-list__or"> or </span> : null}
          <ApiType type={type} />
        </span>
      ))}
    </span>
  );
}
