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
        const added = await index.addHTMLFile({ url: pageUrl(baseUrl, file), content });
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
