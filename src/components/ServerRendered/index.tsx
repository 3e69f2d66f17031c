/**
 * Parts of the first page that the browser keeps as the server rendered them instead of hydrating them:
 * React leaves the children of an element with `dangerouslySetInnerHTML` untouched while it hydrates (it
 * compares them with nothing in production), so a part rendered as that element with its own server
 * markup costs the browser nothing to match. Such a part is static: its
 * links are followed and preloaded here by delegation, as Docusaurus's links would be, and code blocks'
 * copy and word-wrap buttons work through one set of document-wide listeners
 * (src/plugins/static-code/codeBlockButtons.ts). Only the hydration of a first
 * load claims server markup, once per part; every later render, and development (where nothing is
 * server-rendered), renders the part normally.
 */
import { useState, type FocusEvent, type MouseEvent, type ReactNode, type TouchEvent } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { ThemeClassNames } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory } from '@docusaurus/router';

/** A part's element as the server rendered it. */
export interface ServerMarkup {
  tag: string;
  className: string;
  html: string;
}

const claimed = new Set<string>();

/**
 * The server markup of the element `selector` finds, for the first render of a component during the
 * browser's hydration of the first page (`useIsBrowser` is still false then), if no earlier render has
 * claimed that part and `when` holds for the element; else null, and the part renders (and hydrates)
 * normally. The claim is kept.
 */
export function useServerMarkup(
  selector: string,
  when: (element: Element) => boolean = () => true,
): ServerMarkup | null {
  const hydrating = !useIsBrowser() && ExecutionEnvironment.canUseDOM;
  const { keepServerMarkup } = useDocusaurusContext().siteConfig.customFields ?? {};
  return useState(() => {
    if (!hydrating || keepServerMarkup === false || claimed.has(selector)) return null;
    claimed.add(selector);
    const element = document.querySelector(selector);
    if (!element || !when(element)) return null;
    return { tag: element.tagName.toLowerCase(), className: element.className, html: element.innerHTML };
  })[0];
}

/**
 * The markup of the components that content may hold and that need their code in the browser: the
 * theme's tabs (the npm / Yarn / pnpm tabs of install commands) and its collapsible details. Content
 * that holds one is hydrated, so that it works from the first tap; a component added to Markdown that
 * has state or handlers of its own adds its root element's selector here.
 */
export const INTERACTIVE_CONTENT = `.${ThemeClassNames.tabs.container},details`;

/** Whether a part's server markup holds none of the components that need hydrating to work. */
export const holdsNoInteractiveContent = (element: Element): boolean => !element.querySelector(INTERACTIVE_CONTENT);

/**
 * The in-site page a link leads to, as the router's path; null for links the browser should follow
 * itself: other sites, files (a name with an extension), targets, downloads and fragments of this page.
 */
export function routeOfLink(anchor: HTMLAnchorElement, location: Location, baseUrl: string): string | null {
  if (anchor.hasAttribute('target') || anchor.hasAttribute('download') || !anchor.hasAttribute('href')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(baseUrl) || /\.\w+$/.test(url.pathname)) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search + url.hash;
}

type LinkEvent = MouseEvent | TouchEvent | FocusEvent;
const anchorOf = (event: LinkEvent) =>
  (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]') ?? null;

/** Renders a claimed part: its element, untouched, with delegated link handling. */
export default function ServerRendered({ markup }: { markup: ServerMarkup }): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const route = (event: LinkEvent) => {
    const anchor = anchorOf(event);
    return anchor && routeOfLink(anchor, window.location, baseUrl);
  };
  const follow = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const path = route(event);
    if (!path) return;
    event.preventDefault();
    history.push(path);
  };
  // As Docusaurus's links do on hover and touch (and here on keyboard focus): load the page's code early.
  const preload = (event: LinkEvent) => {
    const path = route(event);
    if (path) window.docusaurus.preload(path.replace(/[?#].*$/, ''));
  };
  const Tag = markup.tag as 'div';
  return (
    // The handlers serve the links inside, which a keyboard activates with a click event too.
    <Tag
      className={markup.className}
      dangerouslySetInnerHTML={{ __html: markup.html }}
      // The markup is the server's by construction; development, which would compare it, never claims any.
      suppressHydrationWarning
      onClick={follow}
      onMouseOver={preload}
      onTouchStart={preload}
      onFocus={preload}
    />
  );
}
