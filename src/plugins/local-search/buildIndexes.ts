/**
 * Builds one Pagefind index per docs version from the rendered pages of the production build, into
 * `<outDir>/search-index/<version name>/`. Only doc pages are indexed (the `.theme-doc-markdown`
 * part of the page: title, headings, prose and code); unlisted pages (`noindex`) are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PagefindApi from 'pagefind';
import type { VersionRoot } from '../../versioning/docsVersions';

export const SEARCH_INDEX_DIR = 'search-index';

/** The docs version a built HTML file belongs to, from its path relative to the build directory. */
export function versionOfPage(relativeHtmlPath: string, roots: readonly VersionRoot[]): string | undefined {
  const firstSegment = relativeHtmlPath.split('/')[0];
  const prefixed = roots.find((root) => root.path !== '' && root.path === firstSegment);
  return (prefixed ?? roots.find((root) => root.path === ''))?.name;
}

/** Doc pages are searchable; pages that ask not to be indexed (unlisted docs) are not. */
export function isSearchablePage(html: string): boolean {
  if (!html.includes('theme-doc-markdown')) return false;
  return !/<meta[^>]*name=["']?robots["']?[^>]*content=["']?[^"'>]*noindex/i.test(html);
}

/** The `keywords` of a page's front matter, which Docusaurus writes into `<meta name="keywords">`. */
export function keywordsOf(html: string): string[] {
  // The build minifies its HTML, so attribute values may be unquoted.
  const match = /<meta[^>]*\bname=["']?keywords["']?[^>]*\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(html);
  const content = match?.[1] ?? match?.[2] ?? match?.[3] ?? '';
  return content
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/**
 * Puts a page's keywords into the indexed part of the page with the highest weight, so that a page can
 * claim the terms it is the reference for (`keywords: ['@Prop']` on the properties page) even where a
 * shorter page mentions them too. Readers never see the element: it exists only in the indexed copy.
 */
export function withWeightedKeywords(html: string): string {
  const keywords = keywordsOf(html);
  if (!keywords.length) return html;
  const escaped = keywords.map((k) => k.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  return html.replace(
    /(<div[^>]*class="[^"]*theme-doc-markdown[^"]*"[^>]*>)/,
    `$1<p data-pagefind-weight="10">${escaped.join(' ')}</p>`,
  );
}

/** The URL of a built HTML file: `v4.8/events/index.html` → `/docs/v4.8/events`. */
export function pageUrl(baseUrl: string, relativeHtmlPath: string): string {
  const route = relativeHtmlPath.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `${baseUrl}${route}`.replace(/\/$/, '') || '/';
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
  roots: readonly VersionRoot[],
): Promise<Record<string, number>> {
  // Pagefind is ESM-only; load it by file URL so that the config loader's CommonJS transform leaves it alone.
  const pagefind = (await import(pathToFileURL(pagefindEntry()).href)) as typeof PagefindApi;
  const pagesPerVersion: Record<string, number> = {};
  const htmlFiles = fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'));
  try {
    for (const root of roots) {
      const { index, errors } = await pagefind.createIndex({
        rootSelector: '.theme-doc-markdown',
        excludeSelectors: ['.hash-link', 'button', '.theme-admonition-heading svg'],
        forceLanguage: 'en',
        includeCharacters: '@',
      });
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      let count = 0;
      for (const file of htmlFiles) {
        if (versionOfPage(file, roots) !== root.name) continue;
        const content = fs.readFileSync(path.join(outDir, file), 'utf8');
        if (!isSearchablePage(content)) continue;
        const added = await index.addHTMLFile({ url: pageUrl(baseUrl, file), content: withWeightedKeywords(content) });
        if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
        count++;
      }
      const written = await index.writeFiles({ outputPath: path.join(outDir, SEARCH_INDEX_DIR, root.name) });
      if (written.errors.length)
        throw new Error(`Pagefind could not write the ${root.name} index: ${written.errors.join('; ')}`);
      pagesPerVersion[root.name] = count;
    }
  } finally {
    await pagefind.close();
  }
  return pagesPerVersion;
}
