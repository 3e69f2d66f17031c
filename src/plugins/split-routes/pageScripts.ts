/**
 * A page's HTML lists the scripts of its own chunks, so the browser fetches them together with `main.js`
 * instead of in two more round trips after `main.js` has run (the version's route table first, then the
 * page's components).
 *
 * Docusaurus writes into each page the scripts of the modules its server render reported (the route
 * components and props, by module path), looked up in the client manifest that
 * `react-loadable-ssr-addon` writes. That manifest knows chunks by name only, so no page found its chunks
 * there and every page listed just the runtime and `main.js`. Once the browser bundle is emitted, this
 * plugin adds each registry module under its own path, and adds the version's route table (./split.ts)
 * under that version's props module, which every page of the version reports.
 *
 * Docusaurus's page template writes them as deferred `<script>` elements after `main.js`; when the app
 * asks for a chunk whose element has not run yet, the bundler's runtime waits on that element instead of
 * fetching the file again (tests/e2e/firstLoad.spec.ts).
 */
import fs from 'node:fs';

const NAME = 'split-routes-page-scripts';

/** The parts of `react-loadable-ssr-addon`'s manifest that Docusaurus reads: origin → chunk ids → files. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/** The module path of a registry entry's source (`[() => import(…), "module", require.resolveWeak(…)]`). */
export function registryModule(entry: string): string {
  const match = /^\[\(\) => import\(.*?\), ("(?:[^"\\]|\\.)*"),/.exec(entry);
  if (!match) throw new Error(`split-routes: cannot read the module of the registry entry ${entry.slice(0, 120)}`);
  return JSON.parse(match[1]) as string;
}

/**
 * The manifest with an origin for each module path: the chunks of the module's chunk name, followed by
 * those of the chunk names `extra` adds to that module.
 */
export function withModuleOrigins(
  manifest: ClientManifest,
  registry: ReadonlyMap<string, string>,
  extra: ReadonlyMap<string, readonly string[]> = new Map(),
): ClientManifest {
  const origins = { ...manifest.origins };
  for (const [chunkName, entry] of registry) {
    const chunks = [chunkName, ...(extra.get(chunkName) ?? [])].flatMap((name) => manifest.origins[name] ?? []);
    if (chunks.length > 0) origins[registryModule(entry)] = [...new Set(chunks)];
  }
  return { ...manifest, origins };
}

/** The Rspack plugin: rewrites the manifest file once the browser bundle has been emitted. */
export class PageScriptsPlugin {
  constructor(
    private readonly manifestPath: string,
    private readonly registry: ReadonlyMap<string, string>,
    private readonly extra: ReadonlyMap<string, readonly string[]>,
  ) {}

  apply(compiler: { hooks: { afterEmit: { tap(name: string, callback: () => void): void } } }): void {
    compiler.hooks.afterEmit.tap(NAME, () => {
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      fs.writeFileSync(this.manifestPath, JSON.stringify(withModuleOrigins(manifest, this.registry, this.extra)));
    });
  }
}
