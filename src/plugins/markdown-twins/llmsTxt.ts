/**
 * One version's `llms.txt` (the llms.txt proposal: a title, a one-paragraph summary in a blockquote,
 * then sections of links) and `llms-full.txt` (every page of the version in Markdown), both in the order
 * of the version's sidebar.
 */
import type { DocMetadata, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { CURRENT_VERSION } from '../../versioning/docsVersions';
import { markdownUrl } from '../../versioning/pageVersions';

/** A section of llms.txt: one sidebar category and the pages under it, in sidebar order. */
export interface PageSection {
  title: string;
  docs: DocMetadata[];
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

function docsUnder(items: readonly SidebarItem[], byId: ReadonlyMap<string, DocMetadata>): DocMetadata[] {
  const found: DocMetadata[] = [];
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = byId.get(item.id);
      if (doc) found.push(doc);
    } else if (item.type === 'category') {
      const linked = item.link?.type === 'doc' ? byId.get(item.link.id) : undefined;
      if (linked) found.push(linked);
      found.push(...docsUnder(item.items, byId));
    }
  }
  return found;
}

/**
 * The version's listed pages grouped by top-level sidebar category, in sidebar order; pages that no
 * sidebar lists come last under "Other pages". Categories with no page (only external links) are left out.
 */
export function pageSections(version: LoadedVersion): PageSection[] {
  const listed = version.docs.filter((doc) => !doc.unlisted);
  const byId = new Map(listed.map((doc) => [doc.id, doc]));
  const sections: PageSection[] = [];
  const seen = new Set<string>();
  const loose: DocMetadata[] = [];
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      const docs = docsUnder([item], byId).filter((doc) => !seen.has(doc.id));
      docs.forEach((doc) => seen.add(doc.id));
      if (item.type === 'category') {
        if (docs.length) sections.push({ title: item.label, docs });
      } else loose.push(...docs);
    }
  }
  loose.push(...listed.filter((doc) => !seen.has(doc.id)));
  if (loose.length) sections.push({ title: 'Other pages', docs: loose });
  return sections;
}

export interface LlmsSite {
  title: string;
  tagline: string;
  /** The site's origin, e.g. `https://stenciljs.com`. */
  siteUrl: string;
  /** Label of the latest release, e.g. `v4.9`. */
  latestLabel: string;
}

/** The one-paragraph summary of a version: which release it documents and what its pages cover. */
export function versionSummary(version: LoadedVersion, sections: readonly PageSection[], site: LlmsSite): string {
  // The first page of the sidebar is the version's home (Docusaurus's "main doc"), its overview.
  const mainDoc = sections[0]?.docs[0];
  const status =
    version.versionName === CURRENT_VERSION
      ? `the next, unreleased version of ${site.title} (${version.label}), which may describe changes that no release has yet`
      : version.isLast
        ? `${site.title} ${version.label}, the latest release`
        : `${site.title} ${version.label}, an earlier release (the latest is ${site.latestLabel})`;
  const pageCount = sections.reduce((sum, section) => sum + section.docs.length, 0);
  const topics = sections.map((section) => section.title).join(', ');
  return [
    `Documentation of ${status}.`,
    mainDoc?.description ?? site.tagline,
    `Its ${pageCount} pages cover: ${topics}.`,
  ].join(' ');
}

/** Absolute URL of a page's Markdown twin. */
function twinUrl(siteUrl: string, permalink: string): string {
  return `${siteUrl}${markdownUrl(permalink)}`;
}

/** Text that Markdown must not read as markup (`<Host>` in a description, brackets in a title). */
function escapeText(text: string): string {
  return text.replace(/[\\<[\]]/g, (character) => `\\${character}`);
}

/** The version's llms.txt. */
export function llmsTxt(
  version: LoadedVersion,
  sections: readonly PageSection[],
  site: LlmsSite,
  fullTextUrl: string,
): string {
  const lines = [`# ${site.title}`, '', `> ${escapeText(versionSummary(version, sections, site))}`, ''];
  lines.push(
    `Each link below is the Markdown of one page of ${version.label}. [llms-full.txt](${fullTextUrl}) has every page of this version in one file.`,
    '',
  );
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const doc of section.docs) {
      const description = doc.description ? `: ${escapeText(doc.description)}` : '';
      lines.push(`- [${escapeText(doc.title)}](${twinUrl(site.siteUrl, doc.permalink)})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The version's llms-full.txt: its summary, then the twin of every page in sidebar order. */
export function llmsFullTxt(
  version: LoadedVersion,
  sections: readonly PageSection[],
  site: LlmsSite,
  twinOf: (doc: DocMetadata) => string,
): string {
  const header = `> ${escapeText(versionSummary(version, sections, site))}\n`;
  const pages = sections.flatMap((section) => section.docs.map((doc) => twinOf(doc).trimEnd()));
  return `${[header, ...pages].join('\n\n---\n\n')}\n`;
}
