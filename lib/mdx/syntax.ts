import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

export { remarkGfm, remarkMath };

/** Markdown syntax beyond CommonMark and MDX that the site's content uses: the renderer and every reader of the tree parse with it. */
export const syntaxPlugins = [remarkGfm, remarkMath];
