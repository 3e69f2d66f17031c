import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { useActiveDocContext, useDocsPreferredVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { versionTargetPath } from '@site/src/versioning/versionTarget';
import useDisclosureClose from '../useDisclosureClose';
import styles from '../DropdownPanel.module.css';

/**
 * The version switcher at the top of the sidebar: every built version, each link leading to the
 * page being read in that version (or its Introduction). Choosing one stores it as the
 * preferred version, which the navbar's "Docs" link and non-docs pages then follow.
 */
export default function VersionDropdown(): ReactNode {
  const versions = useVersions(undefined);
  const { activeVersion, alternateDocVersions } = useActiveDocContext(undefined);
  const { savePreferredVersionName } = useDocsPreferredVersion();
  const location = useLocation();
  const { ref, close } = useDisclosureClose();
  if (!activeVersion) return null;
  return (
    <details ref={ref} className={styles.dropdown} data-testid="version-dropdown">
      <summary className={styles.summary} aria-label={`Docs version: ${activeVersion.label}. Choose another version`}>
        {activeVersion.label}
      </summary>
      <ul className={styles.panel}>
        {versions.map((version) => {
          const isActive = version.name === activeVersion.name;
          return (
            <li key={version.name}>
              <Link
                to={versionTargetPath(version, alternateDocVersions[version.name], location)}
                className={clsx(styles.item, isActive && styles.itemActive)}
                aria-current={isActive ? 'page' : undefined}
                onClick={() => {
                  savePreferredVersionName(version.name);
                  close();
                }}>
                {version.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
