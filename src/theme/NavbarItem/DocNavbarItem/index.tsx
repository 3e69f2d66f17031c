import type { ReactNode } from 'react';
import DocNavbarItem from '@theme-original/NavbarItem/DocNavbarItem';
import type DocNavbarItemType from '@theme/NavbarItem/DocNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {
  useActiveDocContext,
  useActivePluginAndVersion,
  useDocsPreferredVersion,
  useLatestVersion,
} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocNavbarItemType>;

/**
 * The docs are mounted at the root of the site, so Docusaurus counts every page under /docs/ (the
 * search page, test pages) as part of the latest version and ignores the reader's preferred version
 * there. On a page that is not a doc of a specific version, this leads to the preferred version.
 */
export default function DocNavbarItemWrapper(props: Props): ReactNode {
  const { docId, docsPluginId, label, ...linkProps } = props;
  const { activeDoc } = useActiveDocContext(docsPluginId);
  const activeVersion = useActivePluginAndVersion({ failfast: false })?.activeVersion;
  const { preferredVersion } = useDocsPreferredVersion(docsPluginId);
  const latest = useLatestVersion(docsPluginId);
  const readingAVersion = Boolean(activeDoc) || (activeVersion && !activeVersion.isLast);
  if (readingAVersion) return <DocNavbarItem {...props} />;
  const version = preferredVersion ?? latest;
  const doc = version.docs.find((candidate) => candidate.id === docId);
  if (!doc) return <DocNavbarItem {...props} />;
  return <DefaultNavbarItem exact {...linkProps} isActive={() => false} label={label ?? doc.id} to={doc.path} />;
}
