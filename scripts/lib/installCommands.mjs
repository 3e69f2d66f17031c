// Which shell code fences the docs show as npm / Yarn / pnpm tabs: those marked ```bash npm2yarn, which
// @docusaurus/remark-plugin-npm2yarn turns into tabs (src/docsMdxPlugins.ts). The plugin rewrites each
// `npm …` in the fence for the other package managers and leaves every other line as written, so a fence
// qualifies only when all it runs is npm commands that become the same step in each of them.

/** The fence meta the plugin converts: exactly this word, with nothing else (no title). */
export const NPM2YARN_META = 'npm2yarn';

/**
 * The npm commands the tabs show: each becomes the same step in Yarn and pnpm (`npm install x` →
 * `yarn add x` / `pnpm add x`, `npm init stencil` → `yarn create stencil`, `npm run build` → `yarn build`).
 * Others (`npm ci`, `npm version`, `npm publish`, `npm ls`) have no equivalent there or convert to a
 * different command, and `npx` is left alone (Yarn would show it as `yarn dlx`, which downloads the tool).
 */
export const CONVERTED_COMMANDS = ['install', 'i', 'uninstall', 'init', 'run', 'test', 'start'];

/**
 * Options that the conversion carries over unchanged although the other package managers spell them
 * differently or not at all: workspaces (`yarn workspace x`, `pnpm --filter x`), global installs (gone
 * after Yarn 1) and another project folder.
 */
const UNCONVERTED_OPTION = /^(--workspaces?|-w|-ws|--global|-g|--prefix)(=|$)/;

/**
 * One command of a fence line (lines chain them with `&&`): npm, a folder change, or something else.
 * @param {string} command
 * @returns {'npm' | 'cd' | 'other'}
 */
function commandKind(command) {
  const words = command.trim().split(/\s+/);
  if (words[0] === 'cd' && words.length === 2) return 'cd';
  if (words[0] !== 'npm') return 'other';
  if (!CONVERTED_COMMANDS.includes(words[1] ?? '')) return 'other';
  return words.slice(2).some((word) => UNCONVERTED_OPTION.test(word)) ? 'other' : 'npm';
}

/**
 * Whether a shell fence's code is a package install or script run to show as tabs: at least one npm
 * command, every command one of `CONVERTED_COMMANDS` (or a `cd`), and no comment naming npm (the plugin
 * would rewrite it too).
 * @param {string} code
 */
export function installFence(code) {
  let commands = 0;
  for (const line of code.split('\n').map((text) => text.trim())) {
    if (!line) continue;
    if (line.startsWith('#')) {
      if (/\bnpm\b/.test(line)) return false;
      continue;
    }
    for (const command of line.split('&&')) {
      const kind = commandKind(command);
      if (kind === 'other') return false;
      if (kind === 'npm') commands++;
    }
  }
  return commands > 0;
}
