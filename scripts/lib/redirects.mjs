/**
 * The build's `_redirects` file (written by src/plugins/version-root-redirects), in the format Netlify and
 * Cloudflare Pages read: one `from to status` rule per line, `#` for comments. The production server
 * (scripts/serve.mjs) answers the same rules, so a version root such as `/docs/` sends the browser on to
 * its Introduction before any page loads.
 */

/**
 * @typedef {{ to: string, status: number }} Redirect
 */

/**
 * @param {string} text the file's content
 * @returns {Map<string, Redirect>} the rules by the exact path they match
 */
export function parseRedirects(text) {
  /** @type {Map<string, Redirect>} */
  const rules = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status = '301'] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!from || !to) continue;
    rules.set(from, { to, status: Number(status) });
  }
  return rules;
}

/**
 * The redirect for a request, with its query kept; undefined when no rule matches its path exactly.
 * @param {Map<string, Redirect>} rules
 * @param {string} pathname the request's path, decoded
 * @param {string} search the request's query, with its `?`, or ''
 * @returns {{ location: string, status: number } | undefined}
 */
export function redirectFor(rules, pathname, search) {
  const rule = rules.get(pathname);
  return rule && { location: `${rule.to}${search}`, status: rule.status };
}
