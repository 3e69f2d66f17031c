import type { ReactNode } from 'react';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';

/** The `<html>` class that hides the footer (see custom.css). Set on the server, so nothing flashes. */
export const FOOTER_HIDDEN_CLASS = 'page-footer-hidden';

/** Reads a page's `hide_footer: true` front matter. */
export function hidesFooter(frontMatter: object): boolean {
  return (frontMatter as { hide_footer?: unknown }).hide_footer === true;
}

/** Hides the site footer for the page it wraps when `hidden` is set. */
export default function PageFooterToggle({ hidden, children }: { hidden: boolean; children: ReactNode }): ReactNode {
  return hidden ? <HtmlClassNameProvider className={FOOTER_HIDDEN_CLASS}>{children}</HtmlClassNameProvider> : children;
}
