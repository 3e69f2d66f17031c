/**
 * The site's Content Security Policy: what every page may load and run, built from the hashes of the
 * site's own inline scripts and from the features the build has.
 */

/** A policy's directives, each with its sources, in the order they are written. */
export type Directives = Map<string, string[]>;

/** What a feature adds to the base policy: sources per directive. */
export type Sources = Readonly<Record<string, readonly string[]>>;

/**
 * The policy of a build with no feature beyond the pages themselves.
 *
 * - `default-src 'self'`: the pages load their own files only, and Docusaurus's prefetches of the next
 *   page's code (`<link rel="prefetch">`, which no narrower directive governs) are among them.
 * - `script-src`: the site's files, and its inline scripts by hash; never `'unsafe-inline'` or
 *   `'unsafe-eval'`.
 * - `style-src 'self' 'unsafe-inline'` with `style-src-elem 'self'`: the theme and React write `style`
 *   attributes into the pages (the announcement bar's colours, each code block's size, the hidden icon
 *   sprite), which only `'unsafe-inline'` admits in every browser (a hash admits an attribute only with
 *   `'unsafe-hashes'`, and browsers before `style-src-attr` read `style-src` alone). Browsers that know
 *   `style-src-elem` hold `<style>` elements and stylesheets to the site's files: the pages have no
 *   `<style>` element (hosted search adds one).
 * - `img-src 'self' data:`: the stylesheet draws small icons (the menu's and links' arrows) from `data:`
 *   SVG images.
 * - `worker-src` and `frame-src 'none'`: nothing runs a worker or shows a frame unless a feature says so.
 * - `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`, `frame-ancestors 'self'`: no plugins,
 *   no `<base>` or form that sends the reader elsewhere, no framing by other sites.
 */
export function basePolicy(scriptHashes: Iterable<string>): Directives {
  return new Map([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ]);
}

/** The origin Docusaurus's Google Tag Manager plugin loads the container from (and frames without JavaScript). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The hosts Algolia's search client sends an application's queries to: its DSN host first, then three
 * fallbacks (the DocSearch modal and the search page use the same client).
 */
export function algoliaSearchOrigins(appId: string): string[] {
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}

/** What the build has, as Docusaurus loaded it. */
export interface SiteFeatures {
  /** The names of the loaded plugins. */
  plugins: readonly string[];
  /** `themeConfig.algolia.appId`, when hosted search is configured. */
  algoliaAppId?: string;
}

/**
 * What each feature that reaches beyond the base policy adds, keyed by the name of the plugin that brings
 * it, so that a build without the feature admits none of it. A new feature that needs more (the
 * playground's worker and preview frame) gets its entry here, with only the sources it uses.
 */
const FEATURE_SOURCES: Readonly<Record<string, (features: SiteFeatures) => Sources>> = {
  // Pagefind searches in a worker (`pagefind-worker.js`, beside the index), which compiles Pagefind's
  // WebAssembly module: `'wasm-unsafe-eval'` allows compiling WebAssembly, not evaluating JavaScript.
  'local-search': () => ({ 'worker-src': ["'self'"], 'script-src': ["'wasm-unsafe-eval'"] }),
  // The queries, and the `<style>` element inside the Algolia logo that the DocSearch dialog and the search
  // page draw (without it the logo loses its colours).
  'docusaurus-theme-search-algolia': ({ algoliaAppId }) => {
    if (!algoliaAppId) throw new Error('content-security-policy: hosted search is loaded without an Algolia appId');
    return { 'connect-src': algoliaSearchOrigins(algoliaAppId), 'style-src-elem': ["'unsafe-inline'"] };
  },
  // "Try it": the compiler runs in a worker built from the site's files, and the preview is a frame of the
  // site's own document (src/plugins/try-it), sandboxed into an opaque origin; that document has a policy
  // of its own (`DocumentPolicy`), so nothing here admits readers' code.
  'try-it': () => ({ 'worker-src': ["'self'"], 'frame-src': ["'self'"] }),
  // The container script, the requests Google documents for it, and the frame it shows without JavaScript.
  'docusaurus-plugin-google-tag-manager': () => ({
    'script-src': [TAG_MANAGER_ORIGIN],
    'img-src': [TAG_MANAGER_ORIGIN],
    'frame-src': [TAG_MANAGER_ORIGIN],
  }),
};

/** The sources each feature of the build adds, in the order of the plugins. */
export function featureSources(features: SiteFeatures): Sources[] {
  return features.plugins.flatMap((name) => {
    const sources = FEATURE_SOURCES[name];
    return sources ? [sources(features)] : [];
  });
}

/** The base policy with the features' sources added (a directive's `'none'` gives way to them). */
export function sitePolicy(scriptHashes: Iterable<string>, features: readonly Sources[]): Directives {
  const directives = basePolicy(scriptHashes);
  for (const sources of features) {
    for (const [name, added] of Object.entries(sources)) {
      const current = directives.get(name);
      if (!current) throw new Error(`content-security-policy: a feature adds to ${name}, which the policy lacks`);
      const kept = current.filter((source) => source !== "'none'");
      directives.set(name, [...kept, ...added.filter((source) => !kept.includes(source))]);
    }
  }
  return directives;
}

export function serializePolicy(directives: Directives): string {
  return [...directives].map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The longest line Cloudflare Pages reads in `_headers` (Netlify has no such limit). The policy must fit:
 * an inline script whose text differs from page to page (a page's data written into the script instead
 * of beside it) would add a hash per page and overflow it.
 */
export const HEADERS_LINE_LIMIT = 2000;

/**
 * A document of the build that goes out with a policy of its own instead of the site's, such as the
 * playground's preview frame, which runs readers' code. A plugin declares its documents in the content it
 * loads, as `{ documentsWithOwnPolicy: DocumentPolicy[] }`.
 */
export interface DocumentPolicy {
  /** The document's URL path (a `_headers` path: `*` matches any run of characters). */
  path: string;
  policy: string;
}

/** The documents with a policy of their own that the loaded plugins declare. */
export function documentsWithOwnPolicy(plugins: readonly { content?: unknown }[]): DocumentPolicy[] {
  return plugins.flatMap(({ content }) =>
    content && typeof content === 'object' && 'documentsWithOwnPolicy' in content
      ? (content as { documentsWithOwnPolicy: DocumentPolicy[] }).documentsWithOwnPolicy
      : [],
  );
}

function policyLine(policy: string): string {
  const line = `  Content-Security-Policy: ${policy}`;
  if (line.length > HEADERS_LINE_LIMIT) {
    throw new Error(
      `content-security-policy: the policy takes ${line.length} characters, over the ${HEADERS_LINE_LIMIT} a ` +
        "_headers line may hold: do the pages' inline scripts carry per-page data in their text?",
    );
  }
  return line;
}

/**
 * The `_headers` rules that send the policy with every file under the base URL, then each document's own
 * policy in place of the site's (a later rule's `! Name` drops what an earlier rule set).
 */
export function policyHeadersRule(baseUrl: string, policy: string, documents: readonly DocumentPolicy[] = []): string {
  return [
    "# This build's Content Security Policy: its pages' own inline scripts by hash, and the sources of the",
    '# features it has (src/plugins/content-security-policy, written by the build).',
    `${baseUrl}*`,
    policyLine(policy),
    ...documents.flatMap((document) => [
      '',
      '# A document with a policy of its own, declared by the plugin that writes it.',
      document.path,
      '  ! Content-Security-Policy',
      policyLine(document.policy),
    ]),
    '',
  ].join('\n');
}
