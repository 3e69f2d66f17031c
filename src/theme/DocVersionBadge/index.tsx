import type { ReactNode } from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type { WrapperProps } from '@docusaurus/types';
import DocPageTools from '../DocPageTools';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBadgeType>;

/** Puts the page's tools (availability, copy, Markdown, compare) on the line of its version badge. */
export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  return (
    <div className={styles.bar}>
      <DocVersionBadge {...props} />
      <DocPageTools />
    </div>
  );
}
