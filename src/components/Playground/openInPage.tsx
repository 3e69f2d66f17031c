/**
 * Opens the playground under the sample whose "Try it" link was clicked, in the page: no reload, no
 * route change. A second click on the same link returns to the open playground.
 */
import { createRoot } from 'react-dom/client';
import { sampleFiles } from '@site/src/plugins/try-it/client/sampleFiles';
import Playground from './index';

const open = new WeakMap<HTMLAnchorElement, HTMLElement>();

export function openInPage(link: HTMLAnchorElement): void {
  const existing = open.get(link);
  if (existing?.isConnected) {
    link.removeAttribute('aria-busy');
    existing
      .querySelector('[data-playground-editor]')
      ?.shadowRoot?.querySelector<HTMLElement>('[contenteditable]')
      ?.focus();
    return;
  }
  const version = link.getAttribute('data-try-it') ?? 'current';
  const files = sampleFiles(link);
  const bar = link.parentElement!;
  const container = document.createElement('div');
  bar.after(container);
  open.set(link, container);
  link.setAttribute('aria-expanded', 'true');
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
    open.delete(link);
    link.setAttribute('aria-expanded', 'false');
    link.focus();
  };
  root.render(<Playground state={{ version, files }} onClose={close} focusEditor />);
  link.removeAttribute('aria-busy');
  // Browsers hold back the rendering of a frame out of view, and the component renders in one.
  requestAnimationFrame(() => container.scrollIntoView({ block: 'nearest' }));
}
