import type { GlobalDoc, GlobalVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * Where choosing `version` in the version dropdown leads: the page being read, in that version,
 * when it exists there (keeping the query and hash), otherwise that version's Introduction
 * (its main doc), otherwise the version root.
 */
export function versionTargetPath(
  version: Pick<GlobalVersion, 'path' | 'docs' | 'mainDocId'>,
  samePageInVersion: Pick<GlobalDoc, 'path'> | undefined,
  location: { search: string; hash: string } = { search: '', hash: '' },
): string {
  if (samePageInVersion) return `${samePageInVersion.path}${location.search}${location.hash}`;
  const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
  return mainDoc?.path ?? version.path;
}
