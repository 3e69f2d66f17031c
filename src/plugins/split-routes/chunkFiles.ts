/**
 * The bundler's runtime knows the file of every async chunk (id → content hash) and Docusaurus adds the
 * id of every named chunk (`__webpack_require__.gca`, used to prefetch a link's route). Both tables grow
 * with pages × versions and travel with every first load. This plugin keeps only the shared chunks in
 * them: the chunks that one version's pages alone use are listed by that version's route table module
 * (./split.ts), which registers them before any of its routes loads.
 *
 * Each version module holds a placeholder string; once the bundle is minified and before the final
 * content hashes are computed, the plugin puts the version's chunks (name → [id, hash]) in its place and
 * drops the same chunks from the runtime's table. The content-hash pass that follows then sees both
 * files as they are served, so their names still change whenever what they list changes.
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const NAME = 'split-routes-chunk-files';
/** Docusaurus's single runtime chunk (`optimization.runtimeChunk: true` names it after the entry). */
const RUNTIME_CHUNK = 'runtime~main';

/** The string each version's route table module passes to `__webpack_require__.vc`. */
export const chunkFilesPlaceholder = (version: string) => `@@split-routes:chunk-files:${version}@@`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces a placeholder string literal (either quote) with the JSON of `value`; exactly one must exist. */
export function fillPlaceholder(source: string, placeholder: string, value: unknown): string {
  const literal = new RegExp(`(["'])${escapeRegExp(placeholder)}\\1`, 'g');
  const found = source.match(literal)?.length ?? 0;
  if (found !== 1) throw new Error(`${NAME}: expected one ${placeholder} in its module, found ${found}`);
  return source.replace(literal, () => JSON.stringify(value));
}

/**
 * Drops `id:"hash"` pairs from the runtime's chunk-file table (minified: `{123:"0a1b2c3d",abc:"…"}`;
 * with `--no-minify`: `{"123": "0a1b2c3d", …}`). Every pair must be found, so a change in the runtime's
 * shape fails the build.
 */
export function dropChunkHashes(source: string, files: readonly (readonly [string, string])[]): string {
  let result = source;
  for (const [id, hash] of files) {
    const key = escapeRegExp(id);
    const pair = new RegExp(`([{,])\\s*(?:${key}|"${key}")\\s*:\\s*"${escapeRegExp(hash)}"\\s*(?=[,}])`);
    const match = pair.exec(result);
    if (!match) throw new Error(`${NAME}: chunk ${id} is not in the runtime's table`);
    const end = match.index + match[0].length;
    // Remove the pair with the comma on one side, keeping the object literal valid.
    result =
      match[1] === ','
        ? result.slice(0, match.index) + result.slice(end)
        : result.slice(0, match.index + 1) + result.slice(result[end] === ',' ? end + 1 : end);
  }
  return result;
}

/** The script file of a chunk (its `files` may also hold a stylesheet). */
const scriptFile = (chunk: { files: Iterable<string> } | undefined) =>
  chunk && [...chunk.files].find((file) => file.endsWith('.js'));

/** Chunk names that one version's pages alone use, by version name (see `splitRoutes`). */
export type VersionChunks = ReadonlyMap<string, readonly string[]>;

export class ChunkFilesPlugin implements RspackPluginInstance {
  constructor(
    private readonly versionChunks: VersionChunks,
    /** The output's `chunkFilename` prefix, before `[id]`. */
    private readonly prefix: string,
  ) {}

  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals, Compilation, sources } = compiler.webpack;
    const owned = new Set([...this.versionChunks.values()].flat());
    const prefix = this.prefix;

    /** `gca` (chunk name → URL) as Docusaurus defines it, and `vc`, which version modules call. */
    class ChunkFilesRuntimeModule extends RuntimeModule {
      constructor() {
        super('SplitRoutesChunkFiles', RuntimeModule.STAGE_ATTACH);
        this.fullHash = true;
      }
      generate(): string {
        const idToName = this.chunk!.getChunkMaps(false).name as Record<string, string>;
        const shared = Object.fromEntries(
          Object.entries(idToName)
            .filter(([, name]) => !owned.has(name))
            .map(([id, name]) => [name, id]),
        );
        const require = RuntimeGlobals.require;
        return [
          `var chunkIds = ${JSON.stringify(shared)}, hashes = {}, chunkFile = ${RuntimeGlobals.getChunkScriptFilename};`,
          `${RuntimeGlobals.getChunkScriptFilename} = function(id) { return hashes[id] ? ${JSON.stringify(prefix)} + id + "." + hashes[id] + ".js" : chunkFile(id); };`,
          // Docusaurus prefetches every chunk of a route each time a link to it scrolls into view, most of
          // them shared with the page already open: one link element per chunk and link, about 200 right
          // after a first load. gca gives a chunk's file once, and none for a chunk already loaded (listed
          // in the chunk loading global); Docusaurus then skips it.
          `var prefetched = {};`,
          `${require}.gca = function(name) {`,
          `  var id = String(chunkIds[name] || name), loaded = self[${JSON.stringify(this.compilation!.outputOptions.chunkLoadingGlobal)}] || [];`,
          `  if (prefetched[id]) return undefined;`,
          `  prefetched[id] = 1;`,
          `  for (var i = 0; i < loaded.length; i++) if (loaded[i][0].map(String).indexOf(id) !== -1) return undefined;`,
          `  return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(id);`,
          `};`,
          `${require}.vc = function(files) { for (var name in files) { chunkIds[name] = files[name][0]; hashes[files[name][0]] = files[name][1]; } };`,
        ].join('\n');
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, requirements) => {
        requirements.add(RuntimeGlobals.publicPath);
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new ChunkFilesRuntimeModule());
      });

      // After minification (OPTIMIZE_SIZE), before the real content hashes (OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const fileOf = (name: string): readonly [string, string] => {
            const chunk = compilation.namedChunks.get(name);
            const file = scriptFile(chunk);
            const match = file && /\.([0-9a-f]+)\.js$/.exec(file);
            if (!chunk || chunk.id === null || chunk.id === undefined || !match)
              throw new Error(`${NAME}: no script file for chunk ${name}`);
            return [String(chunk.id), match[1]];
          };
          const dropped: (readonly [string, string])[] = [];
          for (const [version, names] of this.versionChunks) {
            const file = scriptFile(compilation.namedChunks.get(`routes-${version}`));
            if (!file) throw new Error(`${NAME}: no route table chunk for ${version}`);
            const files = names
              .filter((name) => compilation.namedChunks.get(name) !== undefined)
              .map((name) => [name, fileOf(name)] as const);
            const source = compilation.getAsset(file)!.source.source().toString();
            const filled = fillPlaceholder(source, chunkFilesPlaceholder(version), Object.fromEntries(files));
            compilation.updateAsset(file, new sources.RawSource(filled));
            dropped.push(...files.map(([, idAndHash]) => idAndHash));
          }
          const runtimeFile = scriptFile(compilation.namedChunks.get(RUNTIME_CHUNK));
          if (!runtimeFile) throw new Error(`${NAME}: no ${RUNTIME_CHUNK} chunk`);
          const runtime = compilation.getAsset(runtimeFile)!.source.source().toString();
          compilation.updateAsset(runtimeFile, new sources.RawSource(dropChunkHashes(runtime, dropped)));
        },
      );
    });
  }
}
