/**
 * One route table per docs version in the browser (./split.ts): Docusaurus puts every route of every
 * version, with its chunk registry, into the entry bundle (facebook/docusaurus#7256), so a first load
 * would carry the routes of all versions. This plugin writes the split tables after Docusaurus has
 * generated its own and points the browser bundle's `@generated/routes`, `routesChunkNames` and `registry`
 * at them.
 * It also names the browser's async chunk files by id and content hash only, which halves the chunk
 * table of the webpack runtime, the other part of a first load that grows with pages × versions; and it
 * lists each page's chunks in the page's HTML (./pageScripts.ts).
 *
 * Production builds only: the development server regenerates its tables on every edit. The server
 * bundle keeps Docusaurus's complete tables, so every page still renders in full at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedContent as DocsLoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { prependAliases } from '../prependAliases';
import { ChunkFilesPlugin } from './chunkFiles';
import { PageScriptsPlugin } from './pageScripts';
import { GENERATED, parseRegistry, withoutChunkAssetPlugin } from '../../docusaurusInternals';
import { splitRoutes } from './split';

const CHUNK_PREFIX = 'assets/js/';
type WebpackPlugin = NonNullable<Configuration['plugins']>[number];

export default function splitRoutesPlugin(context: LoadContext): Plugin {
  let versions: { name: string; path: string }[] = [];
  return {
    name: 'split-routes',
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsLoadedContent | undefined;
      versions = (docs?.loadedVersions ?? []).map((version) => ({ name: version.versionName, path: version.path }));
    },
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const generated = context.generatedFilesDir;
      const read = (file: string) => fs.readFileSync(path.join(generated, file), 'utf8');
      const manifestPath = path.join(generated, GENERATED.clientManifest.file);
      const registry = parseRegistry(read(GENERATED.registry.file));
      if (versions.length < 2) {
        return { plugins: [new PageScriptsPlugin(manifestPath, registry, new Map()) as unknown as WebpackPlugin] };
      }
      const { files, versionChunks, versionTables } = splitRoutes(
        read(GENERATED.routes.file),
        JSON.parse(read(GENERATED.routesChunkNames.file)) as Record<string, unknown>,
        versions,
        registry,
      );
      const outDir = path.join(generated, 'split-routes');
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
      for (const [file, source] of Object.entries(files)) fs.writeFileSync(path.join(outDir, file), source);
      prependAliases(config, {
        [GENERATED.registry.alias]: path.join(outDir, 'registry.js'),
        [GENERATED.routes.alias]: path.join(outDir, 'routes.js'),
        [GENERATED.routesChunkNames.alias]: path.join(outDir, 'routesChunkNames.js'),
      });
      // The runtime maps every async chunk to its file name. Docusaurus names files `[name].[contenthash]`,
      // which puts two entries per chunk (its name and its hash) into every first load; `[id]` needs one.
      // Chunks of one version's pages leave the runtime's tables for that version's module (./chunkFiles.ts),
      // which also takes over Docusaurus's own chunk-name table (`__webpack_require__.gca`).
      config.plugins = withoutChunkAssetPlugin(config.plugins ?? []);
      return {
        output: { chunkFilename: `${CHUNK_PREFIX}[id].[contenthash:8].js` },
        // An Rspack plugin: Docusaurus types the configuration with webpack's types.
        plugins: [
          new ChunkFilesPlugin(versionChunks, CHUNK_PREFIX) as unknown as WebpackPlugin,
          new PageScriptsPlugin(
            manifestPath,
            registry,
            new Map([...versionTables].map(([props, table]) => [props, [table]])),
          ) as unknown as WebpackPlugin,
        ],
      };
    },
  };
}
