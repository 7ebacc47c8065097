import { SiteLink } from '@/components/site-link';
import { referenceHref } from '@/lib/reference/links';
import { parseRefText } from '@/lib/reference/text';

/** Renders a reference description: text, `code`, and checked cross-reference links. */
export function ApiText({ text }: { text: string }) {
  return (
    <>
      {parseRefText(text).map((token, index) => {
        if (token.kind === 'text') return token.value;
        if (token.kind === 'code') return <code key={index}>{token.value}</code>;
        return (
          <SiteLink key={index} href={referenceHref(token.name, token.param)}>
            <code>{token.param ? `${token.name}.${token.param}` : `lq.${token.name}`}</code>
          </SiteLink>
        );
      })}
    </>
  );
}
