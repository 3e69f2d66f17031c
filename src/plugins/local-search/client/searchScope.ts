import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';

/** The scope choice that searches every version. */
export const ALL_VERSIONS = 'all';

/** The version names a scope choice searches: one version, or all of them. */
export function versionsToSearch(choice: string, versions: readonly Pick<GlobalVersion, 'name'>[]): string[] {
  if (choice === ALL_VERSIONS) return versions.map((version) => version.name);
  return versions.some((version) => version.name === choice) ? [choice] : [versions[0]?.name ?? choice];
}

/** Words for what a scope choice searches, e.g. "the v4.9 docs". */
export function scopeText(choice: string, versions: readonly Pick<GlobalVersion, 'name' | 'label'>[]): string {
  if (choice === ALL_VERSIONS) return 'the docs of every version';
  const version = versions.find((candidate) => candidate.name === choice) ?? versions[0];
  return `the ${version?.label ?? choice} docs`;
}
