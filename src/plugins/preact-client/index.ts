/**
 * The browser bundle renders with Preact (preact/compat) instead of React DOM; the server bundle keeps
 * React, so every page is still rendered at build time by React and hydrated by Preact.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const preact = path.dirname(require.resolve('preact/package.json'));

export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const compat = path.join(preact, 'compat/dist/compat.mjs');
      config.resolve = {
        ...config.resolve,
        alias: {
          'react/jsx-runtime$': path.join(preact, 'jsx-runtime/dist/jsxRuntime.mjs'),
          'react/jsx-dev-runtime$': path.join(preact, 'jsx-runtime/dist/jsxRuntime.mjs'),
          'react-dom/client$': path.join(preact, 'compat/client.mjs'),
          'react-dom/test-utils$': path.join(preact, 'test-utils/dist/testUtils.mjs'),
          'react-dom$': compat,
          react$: compat,
          ...(config.resolve?.alias as Record<string, string>),
        },
      };
      return {};
    },
  };
}
