/**
 * The phone menu's drawer (the navbar's links and the docs sidebar) stays closed until the menu button is
 * pressed, but the theme renders it as soon as the window is phone-sized: on a first load that is a second
 * render of the whole sidebar right after hydration. Here the drawer renders once the reader heads for the
 * button (points at, touches or focuses it), or once the menu opens some other way. Heading for the button
 * comes before its click, so the drawer is in place when the menu opens and still slides in.
 */
import { useEffect, useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const toggleButton = '.navbar__toggle';
const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const { deferMobileSidebar } = useDocusaurusContext().siteConfig.customFields ?? {};
  const [wanted, setWanted] = useState(deferMobileSidebar === false);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(toggleButton)) setWanted(true);
    };
    for (const type of intentEvents) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [wanted]);
  return wanted || shown ? <MobileSidebar /> : null;
}
