/**
 * The browser bundle renders with Preact (preact/compat) instead of React DOM; the server bundle keeps
 * React, so every page is still rendered at build time by React and hydrated by Preact. Production only:
 * development keeps React and its warnings. Its client module makes opening another page at a heading
 * land on that heading under Preact (`scrollToHash.ts`). The page template it pairs with
 * (`ssrTemplate.ts`, set in the site config) is left out of the browser's copy of that config
 * (`clientSiteConfigLoader.cjs`).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prependAliases } from '../prependAliases';

const preact = path.dirname(require.resolve('preact/package.json'));

export default function preactClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'preact-client',
    getClientModules() {
      return process.env.NODE_ENV === 'production' ? [path.join(__dirname, 'scrollToHash.ts')] : [];
    },
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const compat = path.join(preact, 'compat/dist/compat.mjs');
      // Exact matches (`$`), ahead of Docusaurus's `react` and `react-dom` folder aliases.
      prependAliases(config, {
        'react/jsx-runtime$': path.join(preact, 'jsx-runtime/dist/jsxRuntime.mjs'),
        // Preact's roots, with a doc page's hydration waiting for the reader's first interaction.
        'react-dom/client$': path.join(__dirname, 'hydrateRoot.ts'),
        'react-dom$': compat,
        react$: compat,
      });
      return {
        module: {
          rules: [
            {
              // The browser's copy of the site config, without the page template (./clientSiteConfigLoader.cjs).
              test: /[\\/]docusaurus\.config\.mjs$/,
              include: [context.generatedFilesDir],
              use: [{ loader: path.join(__dirname, 'clientSiteConfigLoader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
