/**
 * The build's `_headers` file (`static/_headers`, to which src/plugins/content-security-policy adds the
 * build's policy), in the format Cloudflare Pages and Netlify read: a path pattern on a line of its own
 * (`*` matches any run of characters), then that rule's headers, indented: `Name: value` sets one,
 * `! Name` removes one that an earlier rule set; `#` starts a comment. The production server
 * (scripts/serve.mjs) sends the same headers, read from the build it serves.
 */

/**
 * @typedef {{ pattern: RegExp, set: [string, string][], detach: string[] }} HeadersRule
 */

/** @param {string} path */
const patternOf = (path) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/**
 * @param {string} text the file's content
 * @returns {HeadersRule[]} the rules, in the file's order
 */
export function parseHeaders(text) {
  /** @type {HeadersRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header before any path: ${line.trim()}`);
    const detached = /^\s*!\s*(\S+)\s*$/.exec(line);
    if (detached) {
      rule.detach.push(detached[1]);
      continue;
    }
    const header = /^\s*([^:\s]+):\s*(.*?)\s*$/.exec(line);
    if (!header) throw new Error(`_headers: not a header: ${line.trim()}`);
    rule.set.push([header[1], header[2]]);
  }
  return rules;
}

/**
 * The headers of a path: those of every rule that matches it, in order. A header that two rules set is
 * sent once with both values joined by a comma, as the hosts do; `! Name` drops what earlier rules set.
 * @param {HeadersRule[]} rules
 * @param {string} pathname the URL path, decoded
 * @returns {Map<string, string>} header values by their lower-case name
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const earlier = headers.get(key);
      headers.set(key, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return headers;
}
