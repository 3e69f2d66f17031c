/**
 * Which versions have a given doc page, and the URLs that go with it: the page's Markdown twin, the
 * comparison of two versions of it, and the "In v4.5 and later" availability line. Everything here is
 * derived from the docs plugin's global data (every version, with the path of each of its docs), so a
 * release cut changes nothing in this file.
 */
import { CURRENT_VERSION, CURRENT_VERSION_PATH } from './docsVersions';

/** The part of a docs version this module reads (the docs plugin's `GlobalVersion` has more). */
export interface VersionPages {
  readonly name: string;
  readonly label: string;
  /** Root of the version, e.g. `/docs/`, `/docs/next`, `/docs/v4.8`. */
  readonly path: string;
  readonly docs: readonly { readonly path: string }[];
}

/** A version that has the page, with the page's URL in that version. */
export interface PageInVersion<V extends VersionPages = VersionPages> {
  readonly version: V;
  /** The page's URL in this version, e.g. `/docs/v4.8/events`. */
  readonly permalink: string;
}

/**
 * How a version is named in a comparison URL: `next` for the unreleased docs, else the version's name
 * (`v4.9`, `v3`), so that a link to the latest version keeps meaning the same release after a cut.
 */
export function versionParam(version: Pick<VersionPages, 'name'>): string {
  return version.name === CURRENT_VERSION ? CURRENT_VERSION_PATH : version.name;
}

/** The version a comparison URL names, or undefined when none has that name. */
export function versionFromParam<V extends VersionPages>(versions: readonly V[], param: string): V | undefined {
  return versions.find((version) => versionParam(version) === param);
}

/**
 * A page's route inside its version, the same in every version: `events` for `/docs/v4.8/events` and for
 * `/docs/events`; `` for the version root.
 */
export function pageRoute(versionPath: string, permalink: string): string {
  const root = versionPath.endsWith('/') ? versionPath : `${versionPath}/`;
  const inside = permalink.startsWith(root) ? permalink.slice(root.length) : permalink.replace(/^\//, '');
  return inside.replace(/\/$/, '');
}

/** The versions that have the page with this route, in the order given (newest first in Docusaurus). */
export function versionsWithPage<V extends VersionPages>(versions: readonly V[], route: string): PageInVersion<V>[] {
  const found: PageInVersion<V>[] = [];
  for (const version of versions) {
    const doc = version.docs.find((candidate) => pageRoute(version.path, candidate.path) === route);
    if (doc) found.push({ version, permalink: doc.path });
  }
  return found;
}

/** URL of a page's Markdown twin: the page's URL plus `.md` (`index.md` for a URL ending in a slash). */
export function markdownUrl(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

/** Shareable URL of the comparison of a page between two versions, older first. */
export function compareUrl(baseUrl: string, route: string, from: VersionPages, to: VersionPages): string {
  const query = new URLSearchParams({ page: route, from: versionParam(from), to: versionParam(to) });
  return `${baseUrl}compare?${query.toString()}`;
}

/**
 * Says in which versions a page exists when that is not all of them, e.g. "In v4.5 and later" or
 * "In v2 to v4.3"; undefined when every version has it. `versions` is newest first.
 */
export function availabilityText(versions: readonly VersionPages[], route: string): string | undefined {
  const present = versions.map((version) => versionsWithPage([version], route).length > 0);
  if (present.every(Boolean) || !present.some(Boolean)) return undefined;
  const newest = present.indexOf(true);
  const oldest = present.lastIndexOf(true);
  const contiguous = present.slice(newest, oldest + 1).every(Boolean);
  if (!contiguous) {
    const labels = versions.filter((_, index) => present[index]).map((version) => version.label);
    return `Only in ${labels.reverse().join(', ')}`;
  }
  const oldestLabel = versions[oldest]!.label;
  const newestLabel = versions[newest]!.label;
  if (newest === oldest) return `Only in ${oldestLabel}`;
  if (newest === 0) return `In ${oldestLabel} and later`;
  return `In ${oldestLabel} to ${newestLabel}`;
}

/** What a comparison URL asks for, as read from its query; null for a parameter that is missing. */
export interface ComparisonQuery {
  readonly page: string | null;
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * A comparison URL checked against the versions: either both ends of a valid comparison, or every
 * reason it is not one. `available` lists the versions that have the page either way, so an invalid
 * URL can still offer them.
 */
export type Comparison<V extends VersionPages = VersionPages> =
  | {
      readonly valid: true;
      readonly route: string;
      readonly from: PageInVersion<V>;
      readonly to: PageInVersion<V>;
      readonly available: PageInVersion<V>[];
    }
  | {
      readonly valid: false;
      readonly route: string;
      readonly problems: string[];
      readonly available: PageInVersion<V>[];
    };

/**
 * Checks a comparison URL's parameters against the versions. Only a page and versions found here are
 * ever used to build a URL, so nothing a visitor types into the address is fetched. The problems quote
 * the parameters as given; the page shows them as text.
 */
export function resolveComparison<V extends VersionPages>(
  versions: readonly V[],
  query: ComparisonQuery,
): Comparison<V> {
  // A reader who pastes `/component/` means `component`.
  const route = (query.page ?? '').replace(/^\/+|\/+$/g, '');
  const available = route ? versionsWithPage(versions, route) : [];
  const problems: string[] = [];
  if (!route) problems.push('The address does not name a page to compare (its “page” parameter is missing).');
  else if (available.length === 0) problems.push(`No version of the documentation has a page “${route}”.`);

  const end = (param: string | null, missing: string): PageInVersion<V> | undefined => {
    if (!param) {
      problems.push(missing);
      return undefined;
    }
    const version = versionFromParam(versions, param);
    if (!version) {
      problems.push(`No version is called “${param}”.`);
      return undefined;
    }
    const page = available.find((candidate) => candidate.version.name === version.name);
    if (!page && available.length > 0) problems.push(`The page “${route}” does not exist in ${version.label}.`);
    return page;
  };
  const from = end(
    query.from,
    'The address does not name the version to compare from (its “from” parameter is missing).',
  );
  const to = end(query.to, 'The address does not name the version to compare with (its “to” parameter is missing).');
  if (from && to && from.version.name === to.version.name) {
    problems.push(`Both sides of the comparison are ${from.version.label}: choose two different versions.`);
  }
  // `from=v9&to=v9` would otherwise say the same thing twice.
  if (problems.length > 0 || !from || !to) return { valid: false, route, problems: [...new Set(problems)], available };
  return { valid: true, route, from, to, available };
}

/**
 * The URL of each page of `from` that `to` has too, mapped to its URL in `to`. Twins link to other pages
 * of their own version, so a comparison reads the `from` twin's links as `to`'s, to keep them from
 * showing as changes on every line that holds one.
 */
export function sharedPermalinks(from: VersionPages, to: VersionPages): Map<string, string> {
  const shared = new Map<string, string>();
  for (const doc of from.docs) {
    const [inTo] = versionsWithPage([to], pageRoute(from.path, doc.path));
    if (inTo) shared.set(doc.path, inTo.permalink);
  }
  return shared;
}
