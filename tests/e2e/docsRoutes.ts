import fs from 'node:fs';
import path from 'node:path';
import versionsJson from '../../versions.json';

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

/** The pages of a version that live in the given sections. */
export function pagesOf(version: DocsVersion, sections: Section[]): { url: string; docId: string; title: string }[] {
  const pages = routesOf(version.name);
  return pages
    .filter((page) => sections.includes(page.category))
    .map((page) => ({
      url: `${version.prefix}/${page.route}`,
      docId: page.docId,
      title: titleOf(version, page.docId),
    }));
}

/** Routes that a version does not have but another version does, within the given sections. */
export function missingPagesOf(version: DocsVersion, sections: Section[]): string[] {
  const own = new Set(routesOf(version.name).map((page) => page.route));
  const all = new Set(
    Object.values(routesFile.pages)
      .flat()
      .filter((page) => sections.includes(page.category))
      .map((page) => page.route),
  );
  return [...all].filter((route) => !own.has(route)).map((route) => `${version.prefix}/${route}`);
}

/** The `title` front matter of a doc, which the page shows as its heading and document title. */
export function titleOf(version: DocsVersion, docId: string): string {
  const file = ['.md', '.mdx'].map((ext) => path.join(version.contentDir, docId + ext)).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`No Markdown file for ${docId} in ${version.contentDir}`);
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim();
  if (!title) throw new Error(`${file} has no title`);
  return title.replace(/^(['"])(.*)\1$/, '$2');
}
