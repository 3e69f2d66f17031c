import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import versionsJson from '../../versions.json';
import examplesManifest from '../examples/package.json';

/** The facts the browser tests need: which routes each version has (tests/fixtures/routes.json). */
interface RoutesFile {
  versions: { name: string; label: string; path: string }[];
  sidebarCategories: Record<string, { label: string }>;
  pages: Record<string, { route: string; docId: string; category: string | null }[]>;
}

const root = path.resolve(__dirname, '../..');
export const routesFile = JSON.parse(
  fs.readFileSync(path.join(root, 'tests/fixtures/routes.json'), 'utf8'),
) as RoutesFile;

export interface DocsVersion {
  name: string;
  label: string;
  /** URL prefix of the version, e.g. `/docs/v4.8` or `/docs` for the latest. */
  prefix: string;
  /** Folder of the version's Markdown files. */
  contentDir: string;
}

/** The released version served at /docs/: the first entry of versions.json. */
export const latestVersion = versionsJson[0];
const latest = latestVersion;
export const docsVersions: DocsVersion[] = [
  { name: 'current', label: 'Next', prefix: '/docs/next', contentDir: path.join(root, 'docs') },
  ...versionsJson.map((name) => ({
    name,
    label: name,
    prefix: name === latest ? '/docs' : `/docs/${name}`,
    contentDir: path.join(root, 'versioned_docs', `version-${name}`),
  })),
];

/**
 * A sidebar category (its folder), or `null` for the pages at the top of the docs folder that the sidebar
 * leaves out of its categories (build variables, telemetry).
 */
export type Section = string | null;

/** The routes of a version. A version just cut from Next, and not yet listed, has Next's routes. */
export function routesOf(versionName: string): RoutesFile['pages'][string] {
  return routesFile.pages[versionName] ?? routesFile.pages.current;
}

/** The written pages of a version that live in the given sections. */
export function pagesOf(version: DocsVersion, sections: Section[]): { url: string; docId: string; title: string }[] {
  const pages = routesOf(version.name);
  return pages
    .filter((page) => sections.includes(page.category) && isWritten(page.docId))
    .map((page) => ({
      url: `${version.prefix}/${page.route}`,
      docId: page.docId,
      title: titleOf(version, page.docId),
    }));
}

/** The `title` front matter of a doc, which the page shows as its heading and document title. */
export function titleOf(version: DocsVersion, docId: string): string {
  const file = ['.md', '.mdx'].map((ext) => path.join(version.contentDir, docId + ext)).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`No Markdown file for ${docId} in ${version.contentDir}`);
  const title: unknown = matter(fs.readFileSync(file, 'utf8')).data.title;
  if (typeof title !== 'string' || !title) throw new Error(`${file} has no title`);
  return title;
}

const categoryOf = (docId: string): Section => (docId.includes('/') ? docId.split('/')[0] : null);

/** The doc ids (`components/events`) of the Markdown files of a version. */
function docIdsIn(version: DocsVersion): string[] {
  if (!fs.existsSync(version.contentDir)) return [];
  return fs
    .readdirSync(version.contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) =>
      file
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/'),
    );
}

const nextCategories = new Set(docIdsIn(docsVersions[0]).map(categoryOf));
const writtenSomewhere = new Set(docsVersions.flatMap(docIdsIn));

/**
 * Whether a page of routes.json has been written (the rule of scripts/check-content.mjs): Next has pages in
 * its category, or some version has the page (as only v2 and v3 have browser support).
 */
export function isWritten(docId: string): boolean {
  return nextCategories.has(categoryOf(docId)) || writtenSomewhere.has(docId);
}

/** The written pages of a version, in every section. */
export function writtenPagesOf(version: DocsVersion): { url: string; docId: string; title: string }[] {
  return pagesOf(version, [...new Set(routesOf(version.name).map((page) => page.category))]);
}

/** Written routes that other versions have and this one does not. */
export function missingWrittenPagesOf(version: DocsVersion): string[] {
  const own = new Set(routesOf(version.name).map((page) => page.route));
  const all = new Set(
    Object.values(routesFile.pages)
      .flat()
      .filter((page) => isWritten(page.docId))
      .map((page) => page.route),
  );
  return [...all].filter((route) => !own.has(route)).map((route) => `${version.prefix}/${route}`);
}

/**
 * The release of a package pinned for a docs version in tests/examples/package.json, the one release map
 * (`stencil-store-`, `react-output-target-` … aliases), else Next's.
 */
export function pinnedRelease(aliasPrefix: string, versionName: string): string {
  const { dependencies } = examplesManifest as { dependencies: Record<string, string> };
  const alias = (name: string) => `${aliasPrefix}${name === 'current' ? 'next' : name.replaceAll('.', '-')}`;
  const spec = dependencies[alias(versionName)] ?? dependencies[alias('current')];
  if (!spec) throw new Error(`tests/examples/package.json pins no ${alias('current')}`);
  return spec.slice(spec.lastIndexOf('@') + 1);
}
