/**
 * Everything the site takes from Docusaurus that Docusaurus does not publish, in one place: a Docusaurus
 * upgrade that changes one of these fails the build or tests/unit/docusaurusInternals.test.ts with a
 * message naming the internal and the installed version (README, "Upgrading Docusaurus").
 *
 * - the shape of the generated `.docusaurus/routes.js`, `routesChunkNames.json` and `registry.js`, and the
 *   `@generated/*` aliases that point the browser bundle at them (src/plugins/split-routes);
 * - `client-manifest.json`, the bundle manifest Docusaurus writes beside them and reads to list a page's
 *   scripts (src/plugins/split-routes/pageScripts.ts);
 * - `ChunkAssetPlugin` (`@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin`), which writes the
 *   chunk-name table into the browser's runtime and which split-routes replaces with per-version tables;
 * - how the browser's prefetch (`@docusaurus/core/lib/client/docusaurus.js`) uses that table: it asks
 *   `__webpack_require__.gca` for each chunk of a route and skips a chunk given no file, which split-routes
 *   uses to prefetch each chunk once and never one already loaded.
 */
import { createRequire } from 'node:module';
import { version } from '@docusaurus/core/package.json';
import type { RouteNode } from './plugins/split-routes/split';

const requireHere = createRequire(__filename);

export const DOCUSAURUS_VERSION: string = version;

/** An error saying that an internal of Docusaurus is no longer what the site expects. */
export function shapeChanged(internal: string, what: string): Error {
  return new Error(
    `Docusaurus internal changed: ${internal} ${what} (Docusaurus ${DOCUSAURUS_VERSION}); ` +
      'see "Upgrading Docusaurus" in the README',
  );
}

/** The generated files split-routes reads, inside `generatedFilesDir`, and the aliases the bundle imports them by. */
export const GENERATED = {
  routes: { file: 'routes.js', alias: '@generated/routes' },
  routesChunkNames: { file: 'routesChunkNames.json', alias: '@generated/routesChunkNames' },
  registry: { file: 'registry.js', alias: '@generated/registry' },
  /** Written by Docusaurus's client config (`@docusaurus/core/lib/webpack/client.js`), read when it renders. */
  clientManifest: { file: 'client-manifest.json' },
} as const;

/** Evaluates the generated routes module with a `ComponentCreator` that records its arguments. */
export function parseRoutes(source: string): RouteNode[] {
  if (!/^export default \[/m.test(source))
    throw shapeChanged('.docusaurus/routes.js', 'is no longer `export default [ … ]`');
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  // The generated module is a literal array of routes whose only calls are ComponentCreator(path, hash).
  const evaluate = new Function('ComponentCreator', body) as (
    creator: (path: string, hash?: string) => { path: string; hash?: string },
  ) => RouteNode[];
  return evaluate((path, hash) => (hash === undefined ? { path } : { path, hash }));
}

/**
 * One line of the generated registry: `"name": [() => import(…), "module", require.resolveWeak(…)],`; the
 * last entry closes the object on its line (`],};`).
 */
const REGISTRY_ENTRY = /^\s*("[^"]+"): (\[.*\]),?(?:\};)?$/;

/** The generated registry (`.docusaurus/registry.js`) as chunk name → the source of its entry. */
export function parseRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of source.split('\n')) {
    const match = REGISTRY_ENTRY.exec(line);
    if (match) entries.set(JSON.parse(match[1]) as string, match[2]);
  }
  // A chunk left out of the browser's registry would not be bundled, and the MDX loader's cache shared
  // between the browser and server compilers would then wait for it forever: fail instead.
  const expected = source.match(/webpackChunkName/g)?.length ?? 0;
  if (entries.size === 0 || entries.size !== expected)
    throw shapeChanged('.docusaurus/registry.js', `gave ${entries.size} of its ${expected} entries to the reader`);
  return entries;
}

const CHUNK_ASSET_PLUGIN = '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin';

/** Docusaurus's `ChunkAssetPlugin` class, found by its module (not by its name). */
export function chunkAssetPluginClass(): new () => unknown {
  let loaded: { default?: unknown } | undefined;
  try {
    loaded = requireHere(CHUNK_ASSET_PLUGIN) as { default?: unknown };
  } catch {
    throw shapeChanged(CHUNK_ASSET_PLUGIN, 'cannot be loaded');
  }
  if (typeof loaded.default !== 'function') throw shapeChanged(CHUNK_ASSET_PLUGIN, 'no longer exports a class');
  return loaded.default as new () => unknown;
}

/**
 * The client bundle's plugins without Docusaurus's `ChunkAssetPlugin`, whose chunk-name table split-routes
 * replaces; fails when there is none to remove, so that a change cannot silently bring the table back.
 */
export function withoutChunkAssetPlugin<T>(plugins: readonly T[]): T[] {
  const ChunkAssetPlugin = chunkAssetPluginClass();
  const kept = plugins.filter((plugin) => !(plugin instanceof ChunkAssetPlugin));
  if (kept.length === plugins.length)
    throw shapeChanged(CHUNK_ASSET_PLUGIN, "is no longer in the client bundle's plugins");
  return kept;
}
