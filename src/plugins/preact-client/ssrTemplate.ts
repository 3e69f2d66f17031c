/**
 * The page template: Docusaurus's own, with three changes.
 *
 * The app's HTML loses the image preload hints that React's server renderer writes in front of it
 * (`<link rel="preload" as="image">`, one per logo, the dark one in light mode too). React's hydration
 * skips such hints; Preact's matches the app's parts against the container's children in order, meets the
 * links first and moves every part (navbar, main, footer) out of the page and back in, so the browser
 * restyles and lays out the whole page in the middle of hydration.
 *
 * The page's scripts are not `<script defer>` elements: one inline script adds them once the page is
 * parsed and its first contentful paint is on screen (./loadScripts.ts), in the order the page lists
 * them, `main.js` last, after the page's own chunks (`src/plugins/split-routes/pageScripts.ts`), so each
 * chunk has registered its modules by the time `main.js` starts the app, which finds them installed
 * instead of waiting on their script elements.
 *
 * The template's lines, the tags plugins add (`headTags`, `preBodyTags`, `postBodyTags`) and the loader
 * lose their indentation and blank lines. The pages' HTML is not minified (see `SKIP_HTML_MINIFICATION`
 * in the site config): React writes the app's HTML without white space between tags, so this is what
 * the minifier had left to remove besides attribute quotes, which cost nothing once the page is
 * compressed. The line breaks stay, so the inline scripts run as written.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { loaderScript } from './loadScripts';

const appHtml = '<%~ it.appHtml %>';

/** The image preload hints at the start of React's HTML. */
export const leadingImagePreloads = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/** Docusaurus's loop that writes a deferred `<script>` element for each of the page's scripts. */
const scriptsLoop =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/** The entry chunk's file (`assets/js/main.<hash>.js`). */
const entryScript = /(^|\/)main\.[^/]*\.js$/;

/** The page's script URLs, the entry last, as a template expression that writes them as a JSON array. */
const scriptUrls =
  `<%~ JSON.stringify([...it.scripts.filter((s) => !${String(entryScript)}.test(s)), ` +
  `...it.scripts.filter((s) => ${String(entryScript)}.test(s))].map((s) => it.baseUrl + s)) %>`;

/** The tags plugins add, each a string the same on every page. */
const pluginTags = /<%~ it\.(headTags|preBodyTags|postBodyTags) %>/g;

/** Each line without its leading and trailing white space, blank lines dropped; the line breaks kept. */
export function compactLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** `compactLines` applied, in the template, to a string the template is given (the function's own source). */
const compactLinesExpression = (value: string) => `(${String(compactLines)})(${value})`;

export function ssrTemplate(template: string = docusaurusTemplate): string {
  if (!template.includes(appHtml))
    throw new Error(`preact-client: Docusaurus's page template no longer holds ${appHtml}`);
  if (!scriptsLoop.test(template)) {
    throw new Error("preact-client: Docusaurus's page template no longer holds its loop over it.scripts");
  }
  // Each line of Docusaurus's template is a whole tag or template statement: the lines join without a break.
  return compactLines(template)
    .replace(/\n/g, '')
    .replace(appHtml, `<%~ it.appHtml.replace(${String(leadingImagePreloads)}, '') %>`)
    .replace(scriptsLoop, () => `<script>${compactLines(loaderScript(scriptUrls))}</script>`)
    .replace(pluginTags, (_, name: string) => `<%~ ${compactLinesExpression(`it.${name}`)} %>`);
}
