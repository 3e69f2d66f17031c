/**
 * Gives the bundler's memory back once bundling is done, before the pages render. In a full build,
 * Rspack holds about 1.6 GB of native memory at the end of bundling, and without this plugin it kept
 * all of it until the process ended, so that rendering (two more threads) set the build's peak.
 *
 * Three things kept it:
 * - Docusaurus keeps its client config until the build ends, and the `ReactLoadableSSRAddon` plugin in
 *   it keeps the compiler it was applied to, and through it the last compilation. The plugin needs the
 *   compiler only until the assets are written, so once the compiler is done every plugin's reference to
 *   it is dropped (the other holders in this site let go of theirs themselves: see `mdx-workers` and
 *   `split-routes`).
 * - Rspack frees a compiler's Rust side when the garbage collector finalizes its JavaScript object,
 *   and nothing in the rendering step allocates enough on the main thread for a collection to come.
 *   Before rendering, this plugin runs the collector.
 * - Rspack's allocator (mimalloc) kept the freed pages until Rspack's threads ran again, and gave most
 *   of them back only with `MIMALLOC_PURGE_DELAY=0` (in a full build, 780 MB were left after the release
 *   with it, 1,390 MB without). So this plugin sets that variable before Rspack is loaded and, after the
 *   collection, compiles one empty module with Rspack, twice. The release takes about 3 s in a full
 *   build, most of it Rspack freeing the compilation.
 *
 * Docusaurus renders the pages through `executeSSG`, which its build calls through the module's
 * exports; the plugin runs the steps above in a wrapper around it. A build in which the wrapper did not
 * run fails in `postBuild`, so that a Docusaurus upgrade that changes this cannot make the plugin a
 * silent no-op.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Plugin } from '@docusaurus/types';
import type { Compiler, RspackOptions, RspackPluginInstance } from '@rspack/core';
import type { Configuration } from 'webpack';

const NAME = 'release-bundler';

// Read by mimalloc when Rspack's binding first allocates, which is after the config has loaded. Set in
// development too, where it only makes freed memory go back sooner.
process.env.MIMALLOC_PURGE_DELAY ??= '0';

const requireHere = createRequire(__filename);
type ExecuteSSG = (...args: unknown[]) => Promise<unknown>;
const ssgExecutor = requireHere('@docusaurus/core/lib/ssg/ssgExecutor') as { executeSSG: ExecuteSSG };
const executeSSG = ssgExecutor.executeSSG;

const megabytes = () => Math.round(process.memoryUsage.rss() / 1024 ** 2);

/** A full garbage collection, without the `--expose-gc` flag. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** Runs one Rspack compilation to its end and closes the compiler. */
export async function compile(options: RspackOptions): Promise<void> {
  // Required here, not imported: an import would load Rspack's binding before the variable above is set.
  const { rspack } = requireHere('@rspack/core') as { rspack: (options: RspackOptions) => Compiler };
  await new Promise<void>((resolve, reject) => {
    const compiler = rspack(options);
    compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve())));
  });
}

/** Compiles one empty module, so that Rspack's threads run and hand back the pages freed in them. */
function compileEmptyModule(directory: string): Promise<void> {
  return compile({
    mode: 'production',
    context: directory,
    entry: './empty.js',
    output: { path: path.join(directory, 'out') },
    infrastructureLogging: { level: 'none' },
    stats: 'none',
  });
}

/** Frees what the finished compilers held; returns the process's memory before and after, in MB. */
export async function releaseBundlerMemory(): Promise<{ before: number; after: number }> {
  const before = megabytes();
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), `${NAME}-`));
  try {
    await fs.writeFile(path.join(directory, 'empty.js'), 'export {};\n');
    collectGarbage();
    for (let round = 0; round < 2; round++) {
      await compileEmptyModule(directory);
      collectGarbage();
    }
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
  return { before, after: megabytes() };
}

export default function releaseBundlerPlugin(): Plugin {
  // Only a production build renders pages, and only there does a compiler run once: in development,
  // plugins go on using their compiler for every rebuild.
  if (process.env.NODE_ENV !== 'production') return { name: NAME };
  let released = false;
  return {
    name: NAME,
    configureWebpack() {
      if (ssgExecutor.executeSSG === executeSSG) {
        ssgExecutor.executeSSG = async (...args) => {
          ssgExecutor.executeSSG = executeSSG;
          const started = Date.now();
          const { before, after } = await releaseBundlerMemory();
          released = true;
          console.log(`[${NAME}] the bundler's memory: ${before} MB → ${after} MB in ${Date.now() - started} ms`);
          return executeSSG(...args);
        };
      }
      const dropCompilerReferences: RspackPluginInstance = {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap(NAME, () => {
            for (const plugin of compiler.options.plugins ?? []) {
              const holder = plugin as { compiler?: unknown } | null | undefined;
              if (holder && typeof holder === 'object' && holder.compiler === compiler) delete holder.compiler;
            }
          });
        },
      };
      return { plugins: [dropCompilerReferences as unknown as NonNullable<Configuration['plugins']>[number]] };
    },
    postBuild() {
      if (!released)
        throw new Error(
          `[${NAME}] Docusaurus rendered the pages without calling executeSSG through its module's exports, ` +
            `so the bundler's memory was not released: adapt or remove src/plugins/release-bundler/.`,
        );
    },
  };
}
