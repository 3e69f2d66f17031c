/**
 * The inline scripts that the site itself puts into a built page, and the hash by which a Content Security
 * Policy admits each one.
 *
 * The site's own inline scripts are those outside the app's root element: the page template's (the script
 * loader), the tags plugins add to `<head>` and around the app (the colour mode, the stored preferences'
 * guard…) and the `<head>` elements pages set. Inside the root is the page's rendered content, which is
 * never admitted: a script that reached it (through Markdown, say) stays blocked. Data blocks
 * (`type="application/ld+json"`) and scripts with a `src` are not inline scripts a policy hashes.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** The `id` of the element Docusaurus's template renders the app into (and its client hydrates). */
export const APP_ROOT_ID = '__docusaurus';

/**
 * The `type` values that make a `<script>` run (HTML's JavaScript MIME types, and `module`); an absent or
 * empty `type` does too. Any other type is a data block, which the browser neither runs nor checks.
 */
const EXECUTABLE_TYPE =
  /^(module|(application|text)\/(x-)?(ecma|java)script|text\/javascript1\.[0-5]|text\/(jscript|livescript))$/i;

export function isExecutableType(type: string | undefined): boolean {
  const trimmed = type?.trim() ?? '';
  return trimmed === '' || EXECUTABLE_TYPE.test(trimmed);
}

/**
 * The text of each inline script of a page outside its app root, in document order. Throws when the page
 * has no app root: every script would then count as the site's own.
 */
export function siteInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  /** The depth of open elements, and the depth at which the app root was opened (while it is open). */
  let depth = 0;
  let rootDepth: number | undefined;
  let sawRoot = false;
  /** The text of the inline script being read, when it counts. */
  let script: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (attributes.id === APP_ROOT_ID && rootDepth === undefined) {
          rootDepth = depth;
          sawRoot = true;
        }
        if (name === 'script' && rootDepth === undefined && !('src' in attributes) && isExecutableType(attributes.type))
          script = '';
      },
      // A script's content is raw text, passed on as written (no character references decoded), which is
      // what the browser hashes; it may come in several pieces.
      ontext(text) {
        if (script !== undefined) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== undefined) {
          scripts.push(script);
          script = undefined;
        }
        if (depth === rootDepth) rootDepth = undefined;
        depth -= 1;
      },
    },
    // HTML's rules: names in lower case, attribute values with their character references decoded.
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  if (!sawRoot) throw new Error(`content-security-policy: a built page has no element with id="${APP_ROOT_ID}"`);
  return scripts;
}

/** The policy's source expression for an inline script: the base64 SHA-256 of its text in UTF-8. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
