import type { MDXComponents } from 'mdx/types';
import * as React from 'react';
import type { ComponentType, ReactElement } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

type MdxComponent = ComponentType<{ components?: MDXComponents }>;

const cache = new Map<string, MdxComponent>();

/**
 * Turns the function body that contentlayer2 (mdx-bundler) produced at build time into a React
 * component, once per document. The code is our own compiled content, never user input.
 */
export function getMDXComponent(code: string): MdxComponent {
  const cached = cache.get(code);
  if (cached) return cached;
  const scope = { React, ReactDOM: undefined, _jsx_runtime: jsxRuntime };
  const fn = new Function(...Object.keys(scope), code) as (...args: unknown[]) => { default: MdxComponent };
  const component = fn(...Object.values(scope)).default;
  cache.set(code, component);
  return component;
}

/** Renders compiled MDX with the given component map. */
export function renderMdx(code: string, components: MDXComponents): ReactElement {
  return React.createElement(getMDXComponent(code), { components });
}
