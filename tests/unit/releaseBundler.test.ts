import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
// First, as in the site's config: the plugin sets mimalloc's purge delay before Rspack's binding loads.
import releaseBundlerPlugin, { compile, releaseBundlerMemory } from '../../src/plugins/release-bundler';
import type { RspackPluginInstance } from '@rspack/core';
import { createRequire } from 'node:module';

// The plugin works in production builds only.
beforeEach(() => {
  vi.stubEnv('NODE_ENV', 'production');
  return () => vi.unstubAllEnvs();
});

const megabytes = () => Math.round(process.memoryUsage.rss() / 1024 ** 2);
const directories: string[] = [];
afterAll(() => Promise.all(directories.map((directory) => fs.rm(directory, { recursive: true, force: true }))));

/** A project of 1,500 modules of about 36 KB each: Rspack keeps over 100 MB for it. */
async function writeProject(): Promise<string> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'release-bundler-test-'));
  directories.push(directory);
  const imports: string[] = [];
  for (let index = 0; index < 1500; index++) {
    const text = JSON.stringify(`module ${index} `.repeat(3000));
    await fs.writeFile(
      path.join(directory, `m${index}.js`),
      `export const text = ${text};\nexport const add = (a) => a + ${index};\n`,
    );
    imports.push(`import { text as t${index}, add as a${index} } from './m${index}.js';`);
    imports.push(`console.log(t${index}.length, a${index}(1));`);
  }
  await fs.writeFile(path.join(directory, 'index.js'), imports.join('\n'));
  return directory;
}

const ssgExecutor = createRequire(import.meta.url)('@docusaurus/core/lib/ssg/ssgExecutor') as {
  executeSSG: (...args: unknown[]) => Promise<unknown>;
};

it('releases the memory when Docusaurus calls executeSSG through its module, then renders as before', async () => {
  const original = ssgExecutor.executeSSG;
  const plugin = releaseBundlerPlugin();
  plugin.configureWebpack!({}, false, {} as never, undefined as never);
  expect(ssgExecutor.executeSSG).not.toBe(original);
  // Docusaurus's own executeSSG runs next, and fails on these made-up parameters.
  await expect(ssgExecutor.executeSSG({ props: {} })).rejects.toThrow();
  expect(ssgExecutor.executeSSG).toBe(original);
  expect(() => plugin.postBuild!({} as never)).not.toThrow();
});

it('lets a finished compiler go and gives its memory back', async () => {
  const directory = await writeProject();
  const plugin = releaseBundlerPlugin();
  const configured = plugin.configureWebpack!({}, false, {} as never, undefined as never) as {
    plugins: RspackPluginInstance[];
  };
  // Like Docusaurus's ReactLoadableSSRAddon, a plugin that keeps the compiler it was applied to.
  const holder = {
    compiler: undefined as unknown,
    apply(compiler: unknown) {
      this.compiler = compiler;
    },
  };
  const before = megabytes();
  await compile({
    mode: 'production',
    context: directory,
    entry: './index.js',
    output: { path: path.join(directory, 'out') },
    plugins: [holder, ...configured.plugins],
  });
  expect(holder.compiler).toBeUndefined();

  const built = megabytes();
  expect(built - before).toBeGreaterThan(50);
  const released = await releaseBundlerMemory();
  // Most of what the compilation took is back with the operating system.
  expect(released.after).toBeLessThan(built - (built - before) / 2);
});

it('fails the build when Docusaurus rendered the pages without it', () => {
  const plugin = releaseBundlerPlugin();
  expect(() => plugin.postBuild!({} as never)).toThrow(/without calling executeSSG through its module's exports/);
});

it('stays out of the development server, whose compiler runs again on every change', () => {
  vi.stubEnv('NODE_ENV', 'development');
  const plugin = releaseBundlerPlugin();
  expect(plugin.configureWebpack).toBeUndefined();
  expect(plugin.postBuild).toBeUndefined();
});
