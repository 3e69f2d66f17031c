import { describe, expect, it } from 'vitest';
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { npm2yarnOptions } from '../../src/docsMdxPlugins';
import { CONVERTED_COMMANDS, installFence, NPM2YARN_META } from '../../scripts/lib/installCommands.mjs';

/** The tabs the site's npm2yarn plugin makes of a fence: each tab's value and code. */
async function tabsOf(code: string): Promise<Record<string, string>> {
  const tree: Root = { type: 'root', children: [{ type: 'code', lang: 'bash', meta: NPM2YARN_META, value: code }] };
  // The plugin's types say unified's Plugin; called as the processor calls it, it returns the transformer.
  const transform = (npm2yarn as unknown as (options: typeof npm2yarnOptions) => (tree: Root) => Promise<void>)(
    npm2yarnOptions,
  );
  await transform(tree);
  const tabs = tree.children.find((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement')!;
  return Object.fromEntries(
    tabs.children.map((item) => {
      const tab = item as MdxJsxFlowElement;
      const value = tab.attributes.find((attribute) => 'name' in attribute && attribute.name === 'value')!.value;
      return [value as string, (tab.children[0] as Code).value];
    }),
  );
}

/** One command of each kind that the content check lets a tabbed fence hold, as the docs write them. */
const SAMPLES: Record<(typeof CONVERTED_COMMANDS)[number], string> = {
  install: 'npm install --save-dev @stencil/sass',
  i: 'npm i @stencil/store --save-exact',
  uninstall: 'npm uninstall @types/puppeteer',
  init: 'npm init stencil component hello-stencil',
  run: 'npm run build -- --docs',
  test: 'npm test',
  start: 'npm start',
};

describe('install fences shown as npm / Yarn / pnpm tabs', () => {
  it('has a sample for every npm command the content check accepts', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...CONVERTED_COMMANDS].sort());
  });

  it.each(Object.values(SAMPLES))('converts `%s` for every package manager the site shows', async (command) => {
    expect(installFence(command)).toBe(true);
    const tabs = await tabsOf(command);
    expect(Object.keys(tabs)).toEqual(['npm', ...npm2yarnOptions.converters]);
    expect(tabs.npm).toBe(command);
    for (const manager of npm2yarnOptions.converters) {
      expect(tabs[manager]).toMatch(new RegExp(`^${manager} `));
      expect(tabs[manager]).not.toMatch(/couldn't auto-convert|\bnpm\b/);
    }
  });

  it('converts each step in the tabs of a fence that changes folder first', async () => {
    const code = 'cd hello-stencil\nnpm install\nnpm start';
    expect(installFence(code)).toBe(true);
    expect(await tabsOf(code)).toEqual({
      npm: code,
      yarn: 'cd hello-stencil\nyarn install\nyarn start',
      pnpm: 'cd hello-stencil\npnpm install\npnpm start',
    });
    expect((await tabsOf('npm install --save-dev @stencil/sass')).yarn).toBe('yarn add --dev @stencil/sass');
    expect((await tabsOf('npm init stencil')).pnpm).toBe('pnpm create stencil');
  });

  it('refuses fences whose tabs would show a wrong or unconverted command', async () => {
    for (const code of [
      'npm ci',
      'npm publish',
      'npx stencil build',
      'npm install\nnpx stencil build',
      'npm run build --workspace acme-ui',
      'npm install -g @stencil/core',
      '# with npm 7 or later\nnpm install',
      'node --version',
      '',
    ]) {
      expect(installFence(code), code).toBe(false);
    }
    // What the refusals guard against: pnpm has no `npm publish` of its own, and a workspace flag is
    // carried over although Yarn and pnpm name a workspace differently.
    expect((await tabsOf('npm publish')).pnpm).toContain("couldn't auto-convert");
    expect((await tabsOf('npm run build --workspace acme-ui')).yarn).toBe('yarn build --workspace acme-ui');
  });
});
