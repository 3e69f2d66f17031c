/**
 * The "Try it" control the build writes under a runnable component sample (src/plugins/try-it/remarkTryIt.ts):
 * a link to the playground page, which the document-wide handlers of src/plugins/try-it/client/openInPage.ts
 * turn into an in-page playground on a click and into a share link holding the sample once a pointer or
 * the focus reaches it. The sample's own code is read from the code block above it; the link carries only
 * the other files the sample needs. Holding no state, it works the same in content a first load keeps as
 * the server rendered it. Search leaves it out of its index.
 */
import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import {
  FILES_ATTRIBUTE,
  PLAYGROUND_PATH,
  SAMPLE_ATTRIBUTE,
  TRY_IT_ATTRIBUTE,
  TRY_IT_BAR_ATTRIBUTE,
  versionParam,
} from '@site/src/plugins/try-it/playgroundPath';
import styles from './styles.module.css';

export interface TryItProps {
  /** The docs version whose release compiles the sample. */
  version: string;
  /** The sample's file name in the playground. */
  sample: string;
  /** The other files, as JSON `[name, code][]`. */
  files: string;
}

export default function TryIt({ version, sample, files }: TryItProps): ReactNode {
  const href = `${useBaseUrl(`/${PLAYGROUND_PATH}`)}?v=${encodeURIComponent(versionParam(version))}`;
  const attributes = { [TRY_IT_ATTRIBUTE]: version, [SAMPLE_ATTRIBUTE]: sample, [FILES_ATTRIBUTE]: files };
  return (
    <div className={styles.bar} data-pagefind-ignore="all" {...{ [TRY_IT_BAR_ATTRIBUTE]: '' }}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- the click handler opens it in the page; other clicks load the playground page */}
      <a className={styles.link} href={href} {...attributes}>
        {translate({
          id: 'tryIt.link',
          message: 'Try it',
          description: 'The link under a code sample that opens it in the playground',
        })}
      </a>
    </div>
  );
}
