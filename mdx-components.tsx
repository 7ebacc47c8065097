// @next/mdx's component map for the stand-alone pages: the same one contentlayer's pages get.
export { withComponents as useMDXComponents } from '@/components/mdx';
