/**
 * `react-dom/client` in the browser bundle: Preact's roots, except that a doc page loaded from the server is
 * hydrated when the reader first interacts with it instead of while it loads.
 *
 * A doc page arrives complete: its text and code read, its links open pages, its dropdowns open and its
 * colour mode is set before any script runs, and its content, footer and hidden desktop sidebar stay server
 * markup even after hydration (`src/components/ServerRendered`). Hydrating the rest (navbar, breadcrumbs,
 * page tools, table of contents) is the largest task of a first load, and it changes nothing a reader sees
 * until they move the pointer, touch the screen, turn the wheel, press a key or move the focus. So the
 * first of those events, in the capture phase at the window and before any element sees it, hydrates the
 * page and runs its effects at once; the event then reaches the hydrated elements and the listeners those
 * effects added, so it does what it would have done on a hydrated page (a tap opens the menu, Ctrl+K opens
 * the search, a click on a link opens it in place). Other pages (search, comparison, tags, error and test
 * pages) render from their URL or need their effects at once, and hydrate as soon as their code has
 * loaded, as before.
 */
import { options } from 'preact';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { createRoot, hydrateRoot as hydrateNow } from 'preact/compat/client';
import type { ReactNode } from 'react';

export { createRoot };

/** Events that show a reader engaging with the page; each is the first of its interaction. */
export const interactionEvents = [
  'pointerover',
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'keydown',
  'focusin',
  'click',
] as const;

interface Root {
  render(children: ReactNode): void;
  unmount(): void;
}

/**
 * Runs `render` and then, before returning, the passive effects (`useEffect`) it scheduled, which Preact
 * would otherwise run after the next frame: listeners those effects add must be in place for the event
 * that triggered the hydration.
 */
export function withEffectsFlushed(render: () => void): void {
  const scheduled: (() => void)[] = [];
  const nextFrame = options.requestAnimationFrame;
  options.requestAnimationFrame = (callback) => scheduled.push(callback);
  try {
    render();
  } finally {
    options.requestAnimationFrame = nextFrame;
  }
  for (const callback of scheduled) callback();
}

export function hydrateRoot(container: Element, initialChildren: ReactNode): Root {
  if (!document.documentElement.classList.contains(ThemeClassNames.page.docsDocPage))
    return hydrateNow(container, initialChildren);
  let children = initialChildren;
  let root: Root | undefined;
  const stopWaiting = () => {
    for (const type of interactionEvents) window.removeEventListener(type, hydrate, { capture: true });
  };
  const hydrate = () => {
    if (root) return;
    stopWaiting();
    withEffectsFlushed(() => (root = hydrateNow(container, children)));
  };
  for (const type of interactionEvents) window.addEventListener(type, hydrate, { capture: true, passive: true });
  return {
    render(next) {
      children = next;
      if (root) root.render(next);
      else hydrate();
    },
    unmount() {
      stopWaiting();
      root?.unmount();
    },
  };
}

export default { createRoot, hydrateRoot };
