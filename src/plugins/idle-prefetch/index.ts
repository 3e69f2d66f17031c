/**
 * Docusaurus prefetches the code of every internal link as soon as the link scrolls into view. On a first
 * load that is dozens of `<link rel="prefetch">` insertions inside the same tasks that hydrate the page,
 * which lengthens the tasks that block input. This plugin's client module queues those prefetches and
 * runs them a few at a time while the browser is idle after the page has loaded. Hovering or touching a
 * link still loads its code at once (Docusaurus's `preload`), and slow or data-saving connections still
 * skip prefetching, as Docusaurus decides.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
