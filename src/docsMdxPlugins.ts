/** The remark, rehype and recma plugins of the docs' MDX (the lists left out are empty), for the docs plugin. */
import remarkTwins from './plugins/markdown-twins/remarkTwins';
import remarkStaticCode, { type StaticCodeOptions } from './plugins/static-code/highlight';
import { magicComments } from './prism/magicComments';

/** Prism languages beyond prism-react-renderer's own, highlighted at build time. */
export const additionalLanguages = ['bash', 'diff', 'json'];

/** Code blocks are highlighted here, at build time, instead of in every reader's browser. */
export const staticCodeRemarkPlugin = [
  remarkStaticCode,
  { additionalLanguages, magicComments } satisfies StaticCodeOptions,
] as const;

export const docsMdxPlugins = {
  beforeDefaultRemarkPlugins: [
    // First, while the tree is as parsed: a production build takes each page's Markdown twin from it.
    remarkTwins,
    staticCodeRemarkPlugin,
  ],
};
