/**
 * The page template: Docusaurus's own, with two changes.
 *
 * The app's HTML loses the image preload hints that React's server renderer writes in front of it
 * (`<link rel="preload" as="image">`, one per logo, the dark one in light mode too). React's hydration
 * skips such hints; Preact's matches the app's parts against the container's children in order, meets the
 * links first and moves every part (navbar, main, footer) out of the page and back in, so the browser
 * restyles and lays out the whole page in the middle of hydration.
 *
 * The page's scripts list `main.js` last, after the page's own chunks (`src/plugins/split-routes/pageScripts.ts`).
 * Deferred scripts run in the order they are listed: each chunk has registered its modules by the time
 * `main.js` starts the app, which finds them installed instead of waiting on their script elements. A
 * script that fails to download removes its element: the bundler's runtime looks for an element with a
 * chunk's URL before it adds one, and would otherwise wait two minutes on one that has already failed
 * instead of fetching the chunk again.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const appHtml = '<%~ it.appHtml %>';

/** The image preload hints at the start of React's HTML. */
export const leadingImagePreloads = /^(?:<link rel="preload" as="image"[^>]*>)+/;

const scriptsLoop = 'it.scripts.forEach(';
const scriptTag = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';

/** The entry chunk's file (`assets/js/main.<hash>.js`). */
const entryScript = /(^|\/)main\.[^/]*\.js$/;

export function ssrTemplate(template: string = docusaurusTemplate): string {
  for (const part of [appHtml, scriptsLoop, scriptTag]) {
    if (!template.includes(part)) throw new Error(`preact-client: Docusaurus's page template no longer holds ${part}`);
  }
  const entry = String(entryScript);
  return template
    .replace(appHtml, `<%~ it.appHtml.replace(${String(leadingImagePreloads)}, '') %>`)
    .replace(
      scriptsLoop,
      `[...it.scripts.filter((s) => !${entry}.test(s)), ...it.scripts.filter((s) => ${entry}.test(s))].forEach(`,
    )
    .replace(scriptTag, scriptTag.replace(' defer>', ' defer onerror="this.remove()">'));
}
