/** The remark, rehype and recma plugins of the docs' MDX (the lists left out are empty), for the docs plugin. */
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkTwins from './plugins/markdown-twins/remarkTwins';
import remarkTryIt from './plugins/try-it/remarkTryIt';
import remarkStaticCode, { type StaticCodeOptions } from './plugins/static-code/highlight';
import { magicComments } from './prism/magicComments';

/** Prism languages beyond prism-react-renderer's own, highlighted at build time. */
export const additionalLanguages = ['bash', 'diff', 'json'];

/** Code blocks are highlighted here, at build time, instead of in every reader's browser. */
export const staticCodeRemarkPlugin = [
  remarkStaticCode,
  { additionalLanguages, magicComments } satisfies StaticCodeOptions,
] as const;

/**
 * A fence marked ```bash npm2yarn becomes npm / Yarn / pnpm tabs (scripts/lib/installCommands.mjs says
 * which fences qualify). `sync` gives them one tab group, so a reader's choice holds on every page and
 * visit (the theme stores it); Bun, the plugin's third default, is left out as the reference site does.
 */
export const npm2yarnOptions = { sync: true, converters: ['yarn', 'pnpm'] } satisfies Parameters<typeof npm2yarn>[0];

export const docsMdxPlugins = {
  beforeDefaultRemarkPlugins: [
    // First, while the tree is as parsed: a production build takes each page's Markdown twin from it, so
    // a twin shows the npm command once, as written.
    remarkTwins,
    // After the twins (which keep plain fences), before the fences become tabs and <CodeBlock>: "Try it" controls.
    remarkTryIt,
    // Before the code is highlighted, since the tabs hold copies of the fence.
    [npm2yarn, npm2yarnOptions],
    staticCodeRemarkPlugin,
  ],
};
