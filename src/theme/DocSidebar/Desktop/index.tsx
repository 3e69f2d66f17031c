/**
 * On a phone's first load, the desktop sidebar (hidden below 997 px, and unmounted by Docusaurus right
 * after hydration) stays as the server rendered it (`ServerRendered`) instead of being hydrated first.
 * Wider windows, and every later render, get the live sidebar.
 */
import type { ReactNode } from 'react';
import Desktop from '@theme-original/DocSidebar/Desktop';
import type DesktopType from '@theme/DocSidebar/Desktop';
import type { WrapperProps } from '@docusaurus/types';
import { ThemeClassNames } from '@docusaurus/theme-common';
import ServerRendered, { useServerMarkup } from '@site/src/components/ServerRendered';

type Props = WrapperProps<typeof DesktopType>;

/** Docusaurus's `useWindowSize` breakpoint: wider than this is "desktop". */
const DESKTOP_MIN_WIDTH = 996;

export default function DesktopWrapper(props: Props): ReactNode {
  const markup = useServerMarkup(
    `#__docusaurus .${ThemeClassNames.docs.docSidebarContainer} > div > div`,
    () => window.innerWidth <= DESKTOP_MIN_WIDTH,
  );
  return markup ? <ServerRendered markup={markup} /> : <Desktop {...props} />;
}
