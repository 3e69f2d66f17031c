/** The remark, rehype and recma plugins of the docs' MDX (the lists left out are empty), for the docs plugin. */
import remarkTwins from './plugins/markdown-twins/remarkTwins';
import remarkStaticCode, { type StaticCodeOptions } from './plugins/static-code/highlight';

/** Prism languages beyond prism-react-renderer's own, highlighted at build time. */
export const additionalLanguages = ['bash', 'diff', 'json'];

export const docsMdxPlugins = {
  beforeDefaultRemarkPlugins: [
    // First, while the tree is as parsed: a production build takes each page's Markdown twin from it.
    remarkTwins,
    // Code blocks are highlighted here, at build time, instead of in every reader's browser.
    [remarkStaticCode, { additionalLanguages } satisfies StaticCodeOptions],
  ],
};
