import type { ReactNode } from 'react';

/**
 * Serialises a tree of server-side React elements that never changes (plain elements and
 * function components without hooks) into HTML, so that a page can hand it to React as one
 * element's inner HTML: React then neither carries its elements in the page payload nor walks
 * them when it hydrates. Next does not offer react-dom/server's renderToStaticMarkup in server
 * components, and what is handed over here is deliberately the simple case, so this is a small
 * serialiser of that case only. Anything it cannot write exactly as React would (an event
 * handler, a ref, a client component, an async component, an unknown camelCase attribute, a
 * numeric style) throws, naming the element, so a change that makes a static part interactive
 * fails the build instead of losing its behaviour.
 */
export function renderStaticMarkup(node: ReactNode): string {
  return write(node, []);
}

const elementTypes = new Set([Symbol.for('react.transitional.element'), Symbol.for('react.element')]);
const fragment = Symbol.for('react.fragment');
const clientReference = Symbol.for('react.client.reference');

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * React prop names whose attribute React writes differently. Other camelCase props that React
 * writes as they are (HTML attribute names are case-insensitive; SVG's are not) are listed in
 * `keptAsWritten`; any other camelCase prop throws rather than guess.
 */
const attributeNames: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  crossOrigin: 'crossorigin',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  strokeDasharray: 'stroke-dasharray',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
};
const keptAsWritten = new Set([
  'colSpan',
  'rowSpan',
  'srcSet',
  'referrerPolicy',
  'fetchPriority',
  'dateTime',
  'hrefLang',
  'viewBox',
  'preserveAspectRatio',
]);

/** Attributes written bare when true and left out when false. */
const booleanAttributes = new Set([
  'hidden',
  'open',
  'disabled',
  'checked',
  'selected',
  'multiple',
  'required',
  'async',
  'defer',
  'reversed',
]);

/** Props that only steer React and write nothing. */
const reactOnly = new Set(['children', 'key', 'dangerouslySetInnerHTML', 'suppressHydrationWarning']);

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text and attribute values escaped as React escapes them. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

interface Element {
  type: unknown;
  props: Record<string, unknown>;
}

function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && elementTypes.has((node as { $$typeof?: symbol }).$$typeof as symbol);
}

function write(node: ReactNode, path: string[]): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => write(child, path)).join('');
  if (!isElement(node)) throw new Error(`static markup at ${where(path)}: cannot write ${describe(node)}`);
  const { type, props } = node;
  if (type === fragment) return write(props.children as ReactNode, path);
  if (typeof type === 'string') return writeElement(type, props, [...path, type]);
  if (typeof type === 'function') {
    const name = (type as { displayName?: string; name?: string }).displayName ?? type.name ?? 'anonymous';
    if ((type as { $$typeof?: symbol }).$$typeof === clientReference) {
      throw new Error(`static markup at ${where([...path, name])}: a client component needs React on the page; keep it outside`);
    }
    const result = (type as (p: unknown) => unknown)(props);
    if (result instanceof Promise) throw new Error(`static markup at ${where([...path, name])}: async components are not supported`);
    return write(result as ReactNode, [...path, name]);
  }
  throw new Error(`static markup at ${where(path)}: cannot write an element of type ${describe(type)}`);
}

function writeElement(tag: string, props: Record<string, unknown>, path: string[]): string {
  let attributes = '';
  for (const [name, value] of Object.entries(props)) {
    if (reactOnly.has(name) || value === undefined || value === null) continue;
    attributes += writeAttribute(name, value, path);
  }
  if (voidElements.has(tag)) {
    if (props.children !== undefined || props.dangerouslySetInnerHTML !== undefined)
      throw new Error(`static markup at ${where(path)}: <${tag}> has no content`);
    return `<${tag}${attributes}/>`;
  }
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  const content = inner ? (inner.__html ?? '') : write(props.children as ReactNode, path);
  return `<${tag}${attributes}>${content}</${tag}>`;
}

function writeAttribute(name: string, value: unknown, path: string[]): string {
  if (name === 'ref' || (/^on[A-Z]/.test(name) && typeof value === 'function')) {
    throw new Error(`static markup at ${where(path)}: ${name} needs React on the page; keep the element outside`);
  }
  if (name === 'style') return ` style="${escapeHtml(writeStyle(value, path))}"`;
  const isData = name.startsWith('data-') || name.startsWith('aria-');
  if (!isData && !(name in attributeNames) && !keptAsWritten.has(name) && /[A-Z]/.test(name)) {
    throw new Error(`static markup at ${where(path)}: no HTML spelling known for the prop ${name}`);
  }
  const attribute = attributeNames[name] ?? name;
  if (typeof value === 'boolean') {
    if (isData) return ` ${attribute}="${value}"`;
    if (!booleanAttributes.has(attribute)) throw new Error(`static markup at ${where(path)}: ${name} is not a boolean attribute`);
    return value ? ` ${attribute}=""` : '';
  }
  if (typeof value === 'string' || typeof value === 'number') return ` ${attribute}="${escapeHtml(String(value))}"`;
  throw new Error(`static markup at ${where(path)}: cannot write ${name}=${describe(value)}`);
}

function writeStyle(value: unknown, path: string[]): string {
  if (typeof value !== 'object' || value === null) throw new Error(`static markup at ${where(path)}: style must be an object`);
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([property, v]) => {
      if (typeof v !== 'string')
        throw new Error(`static markup at ${where(path)}: style ${property} must be a string (React adds units to numbers)`);
      const css = property.startsWith('--') ? property : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${css}:${v.trim()}`;
    })
    .join(';');
}

function where(path: string[]): string {
  return path.length === 0 ? 'the top' : path.join(' > ');
}

function describe(value: unknown): string {
  if (typeof value === 'function') return `function ${value.name || 'anonymous'}`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'object' && value !== null) return `an object (${Object.keys(value).slice(0, 3).join(', ')})`;
  return typeof value;
}
