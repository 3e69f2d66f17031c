/**
 * Builds one Pagefind index per docs version from the rendered pages of the production build, into
 * `<outDir>/search-index/<version name>/`. The versions and their pages come from the docs plugin; of
 * each page, the `.theme-doc-markdown` part is indexed (title, headings, prose and code), as it shows on
 * load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PagefindApi from 'pagefind';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { LoadedContent as DocsLoadedContent } from '@docusaurus/plugin-content-docs';

export const SEARCH_INDEX_DIR = 'search-index';

/** A doc page to index: its URL and the `keywords` of its front matter. */
export interface SearchablePage {
  permalink: string;
  keywords: string[];
}

/** The pages of one docs version, indexed together into `search-index/<name>/`. */
export interface SearchableVersion {
  name: string;
  pages: SearchablePage[];
}

/**
 * The searchable pages of every docs version this build includes, from the docs plugin's loaded content
 * (its versions and their docs, as Docusaurus hands them to other plugins): listed docs only, since an
 * unlisted page asks not to be found.
 */
export function searchableVersions(docs: DocsLoadedContent | undefined): SearchableVersion[] {
  if (!docs) throw new Error('Embedded search needs the docs plugin, whose content was not loaded');
  return docs.loadedVersions.map((version) => ({
    name: version.versionName,
    pages: version.docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => ({ permalink: doc.permalink, keywords: keywordList(doc.frontMatter.keywords) })),
  }));
}

function keywordList(keywords: unknown): string[] {
  return Array.isArray(keywords) ? keywords.map(String).filter(Boolean) : [];
}

/** The HTML file the build wrote for a route: `<route>/index.html`, or `<route>.html` with trailingSlash off. */
export function builtHtmlFile(outDir: string, baseUrl: string, permalink: string): string {
  const route = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  const asFolder = path.join(outDir, route, 'index.html');
  if (fs.existsSync(asFolder)) return asFolder;
  const asFile = path.join(outDir, `${route.replace(/\/$/, '')}.html`);
  if (fs.existsSync(asFile)) return asFile;
  throw new Error(`The build wrote no HTML file for ${permalink}`);
}

/**
 * The page with every element's end tag written out. The HTML minifier leaves out the optional ones
 * (`</td>`, `</li>`, `</p>`), and Pagefind, which does not infer them, would read the text of neighbouring
 * cells as one word (`Decorators@Component` on the API page); a parser that follows HTML's rules puts
 * them back.
 */
export function withEndTags(html: string): string {
  return DomUtils.getOuterHTML(parseDocument(html));
}

/**
 * Puts a page's keywords into the indexed part of the page with the highest weight, so that a page can
 * claim the terms it is the reference for (`keywords: ['@Prop']` on the properties page) even where a
 * shorter page mentions them too. Readers never see the element: it exists only in the indexed copy.
 */
export function withWeightedKeywords(html: string, keywords: readonly string[]): string {
  if (!keywords.length) return html;
  const escaped = keywords.map((k) => k.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  return html.replace(
    /(<div[^>]*class="[^"]*theme-doc-markdown[^"]*"[^>]*>)/,
    `$1<p data-pagefind-weight="10">${escaped.join(' ')}</p>`,
  );
}

/** Pagefind's ESM entry file (its package exports no CommonJS entry and no package.json). */
function pagefindEntry(): string {
  for (const dir of require.resolve.paths('pagefind') ?? []) {
    const candidate = path.join(dir, 'pagefind', 'lib', 'index.js');
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('The pagefind package is not installed; run npm install');
}

export async function buildSearchIndexes(
  outDir: string,
  baseUrl: string,
  versions: readonly SearchableVersion[],
): Promise<Record<string, number>> {
  // Pagefind is ESM-only; load it by file URL so that the config loader's CommonJS transform leaves it alone.
  const pagefind = (await import(pathToFileURL(pagefindEntry()).href)) as typeof PagefindApi;
  const pagesPerVersion: Record<string, number> = {};
  try {
    for (const version of versions) {
      const { index, errors } = await pagefind.createIndex({
        rootSelector: '.theme-doc-markdown',
        // Also left out: what the page shows only on request, such as the Yarn and pnpm copies of an npm
        // command (hidden tab panels), and the tabs' names, so a result quotes the npm command once.
        excludeSelectors: ['.hash-link', 'button', '.theme-admonition-heading svg', '[role="tablist"]', '[hidden]'],
        forceLanguage: 'en',
        includeCharacters: '@',
      });
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      for (const page of version.pages) {
        const content = fs.readFileSync(builtHtmlFile(outDir, baseUrl, page.permalink), 'utf8');
        const added = await index.addHTMLFile({
          url: page.permalink,
          content: withWeightedKeywords(withEndTags(content), page.keywords),
        });
        if (added.errors.length)
          throw new Error(`Pagefind could not index ${page.permalink}: ${added.errors.join('; ')}`);
      }
      const written = await index.writeFiles({ outputPath: path.join(outDir, SEARCH_INDEX_DIR, version.name) });
      if (written.errors.length)
        throw new Error(`Pagefind could not write the ${version.name} index: ${written.errors.join('; ')}`);
      pagesPerVersion[version.name] = version.pages.length;
    }
  } finally {
    await pagefind.close();
  }
  return pagesPerVersion;
}
