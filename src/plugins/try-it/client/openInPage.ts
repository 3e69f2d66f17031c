/**
 * The only playground code on a page's first load: document-wide handlers for the "Try it" links, which
 * work through them in content a first load keeps as the server rendered it.
 * - A plain click opens the playground under the sample, loading its code on that first click.
 * - A pointer over a link, or the focus on it, gives it its share URL with the sample's files
 *   (./shareLink.ts, loaded then), so that a middle click, "open in new tab" or "copy link" gives the
 *   playground page with the sample; such clicks follow the link.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { SHARE_READY_ATTRIBUTE, TRY_IT_ATTRIBUTE } from '../playgroundPath';

const tryItLink = (event: Event) =>
  (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${TRY_IT_ATTRIBUTE}]`) ?? null;

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = tryItLink(event);
  if (!link) return;
  event.preventDefault();
  link.setAttribute('aria-busy', 'true');
  import('@site/src/components/Playground/openInPage').then(
    ({ openInPage }) => openInPage(link),
    // The chunk could not load (offline, a new deployment): the playground page still can.
    () => window.location.assign(link.href),
  );
}

function onReach(event: Event): void {
  const link = tryItLink(event);
  if (!link || link.hasAttribute(SHARE_READY_ATTRIBUTE)) return;
  link.setAttribute(SHARE_READY_ATTRIBUTE, 'pending');
  import('./shareLink').then(
    ({ prepareShareLink }) => prepareShareLink(link),
    // Without it the link still opens the playground page, and a click opens the sample in the page.
    () => link.removeAttribute(SHARE_READY_ATTRIBUTE),
  );
}

if (ExecutionEnvironment.canUseDOM) {
  // Capture: before the delegated router links of server-rendered content take the click as a navigation.
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerover', onReach, { capture: true, passive: true });
  document.addEventListener('focusin', onReach, true);
}
