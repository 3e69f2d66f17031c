import { usePluginData } from '@docusaurus/useGlobalData';
import {
  useActivePluginAndVersion,
  useLatestVersion,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import type { LocalSearchGlobalData } from '../index';

export { ALL_VERSIONS, scopeText, versionsToSearch } from './searchScope';

export interface SearchScope {
  indexBaseUrl: string;
  /** Every built version, in the order of the version dropdown. */
  versions: GlobalVersion[];
  /** The version being read, or the latest one on a page outside the docs. */
  contextVersion: GlobalVersion;
}

export function useSearchScope(): SearchScope {
  const { indexBaseUrl } = usePluginData('local-search') as LocalSearchGlobalData;
  const versions = useVersions(undefined);
  const latest = useLatestVersion(undefined);
  const active = useActivePluginAndVersion()?.activeVersion;
  return { indexBaseUrl, versions, contextVersion: active ?? latest };
}
