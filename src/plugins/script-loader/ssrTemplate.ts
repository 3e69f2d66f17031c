/**
 * The page template: Docusaurus's own, with two changes.
 *
 * The page's scripts are not `<script defer>` elements: one inline script adds them once the page is
 * parsed and its first contentful paint is on screen (./loadScripts.ts), in the order the page lists
 * them, `main.js` last, after the page's own chunks (`src/plugins/split-routes/pageScripts.ts`), so each
 * chunk has registered its modules by the time `main.js` starts the app, which finds them installed
 * instead of waiting on their script elements. The script reads the list from its own attribute
 * (./loadScripts.ts, `ownScriptList`).
 *
 * The template's lines, the tags plugins add (`headTags`, `preBodyTags`, `postBodyTags`) and the loader
 * lose their indentation and blank lines, so the HTML minifier has less to do. The line breaks stay, so
 * the inline scripts run as written.
 *
 * Docusaurus's template is not a public API (src/docusaurusInternals.ts): when its shape changes,
 * `ssrTemplate` throws at config load and the unit tests fail, naming the file and the Docusaurus version.
 */
import { SSG_TEMPLATE, SSG_TEMPLATE_NAME, shapeChanged } from '../../docusaurusInternals';
import { loaderScript, ownScriptList, SCRIPT_LIST_ATTRIBUTE } from './loadScripts';

const appHtml = '<%~ it.appHtml %>';

/** Docusaurus's loop that writes a deferred `<script>` element for each of the page's scripts. */
const scriptsLoop =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/** The entry chunk's file (`assets/js/main.<hash>.js`). */
const entryScript = /(^|\/)main\.[^/]*\.js$/;

/**
 * The page's script URLs, the entry last, as a template expression that writes them as a JSON array,
 * escaped for an attribute's value (`<%=`).
 */
const scriptUrls =
  `<%= JSON.stringify([...it.scripts.filter((s) => !${String(entryScript)}.test(s)), ` +
  `...it.scripts.filter((s) => ${String(entryScript)}.test(s))].map((s) => it.baseUrl + s)) %>`;

/** The loader: the same text on every page, the page's list in its attribute. */
const loader = () =>
  `<script ${SCRIPT_LIST_ATTRIBUTE}="${scriptUrls}">${compactLines(loaderScript(ownScriptList))}</script>`;

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

export function ssrTemplate(template: string = SSG_TEMPLATE): string {
  if (!template.includes(appHtml)) throw shapeChanged(SSG_TEMPLATE_NAME, `no longer holds ${appHtml}`);
  if (!scriptsLoop.test(template)) throw shapeChanged(SSG_TEMPLATE_NAME, 'no longer holds its loop over it.scripts');
  // Each line of Docusaurus's template is a whole tag or template statement: the lines join without a break.
  return compactLines(template)
    .replace(/\n/g, '')
    .replace(scriptsLoop, loader)
    .replace(pluginTags, (_, name: string) => `<%~ ${compactLinesExpression(`it.${name}`)} %>`);
}
