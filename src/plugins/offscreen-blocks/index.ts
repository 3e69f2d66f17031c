/**
 * Code blocks far from the viewport are not rendered until the reader scrolls near them
 * (`content-visibility: auto` in src/theme/CodeBlock): on a long page their tokens are most of the
 * elements, and their style, layout and paint were much of what blocked the first load.
 *
 * A skipped block takes the size of its lines and columns (./measureCode.ts), which is exact where
 * scrollbars take no room (phones, macOS) and for nearly every block elsewhere; with classic scrollbars, a
 * block whose code overruns its box by a few pixels gets its 10 px scrollbar only once rendered. So that
 * such small errors cannot add up under a heading, every block is rendered before any jump to a fragment
 * (`ALL_BLOCKS_ATTRIBUTE` on the root element):
 * - a page loaded with a fragment renders all its blocks from the start (the script below, in `<head>`,
 *   runs before the first paint and before the browser scrolls to the fragment);
 * - a click on a link with a fragment renders them before the browser or the router scrolls (the same
 *   script listens to clicks from the start, before any other script has loaded);
 * - a navigation by the router to a fragment (a search result chosen from the keyboard, say) renders them
 *   before the new page renders and scrolls (./client.ts).
 * Nothing else changes: the blocks stay rendered for the rest of the visit, as the browser would leave
 * them once scrolled through.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { ALL_BLOCKS_ATTRIBUTE } from './constants';

export { ALL_BLOCKS_ATTRIBUTE };

/** The early script: renders every block on a load with a fragment and on a click on a fragment link. */
export function offscreenBlocksScript(): string {
  const name = JSON.stringify(ALL_BLOCKS_ATTRIBUTE);
  return (
    `(function(){var d=document.documentElement,r=function(){d.setAttribute(${name},"")};` +
    `if(location.hash)r();` +
    `document.addEventListener("click",function(e){var t=e.target;` +
    `if(t&&t.closest&&t.closest('a[href*="#"]'))r()},true)})();`
  );
}

export interface OffscreenBlocksOptions {
  /** false: every block renders from the start, as without this plugin (for `npm run bench -- --without`). */
  deferBlocks: boolean;
}

/** The script of a build that does not defer blocks: every block renders from the start. */
const renderAllScript = () => `document.documentElement.setAttribute(${JSON.stringify(ALL_BLOCKS_ATTRIBUTE)},"")`;

export default function offscreenBlocksPlugin(_context: unknown, options: unknown): Plugin {
  const deferBlocks = (options as Partial<OffscreenBlocksOptions> | undefined)?.deferBlocks ?? true;
  return {
    name: 'offscreen-blocks',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'script', innerHTML: deferBlocks ? offscreenBlocksScript() : renderAllScript() }],
      };
    },
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
