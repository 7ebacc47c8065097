// @next/mdx's component map for MDX that lives in app/: the same one content/ pages get.
export { withComponents as useMDXComponents } from '@/components/mdx';
