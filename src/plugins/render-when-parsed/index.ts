/**
 * A page is first rendered once the whole of its HTML has been parsed, not in parts while it parses.
 *
 * A doc page's HTML arrives in one or two round trips (10–16 KB with Brotli), and the browser, which may
 * render whenever its parser yields, laid out and painted the top of the page and then styled and laid
 * out the page again, once or twice, as the rest arrived; those later passes were the load's longest
 * tasks after the first paint. A `<link rel="expect" blocking="render">` in `<head>` that names an
 * element written after the app (`PARSED_MARKER_ID`) holds the first render until the parser reaches that
 * element, so the page is styled and laid out once, whole. A browser without `rel="expect"` (it is
 * Chromium's, from version 124) ignores the link and renders as before; the parser's end releases it in
 * any case.
 */
import type { Plugin } from '@docusaurus/types';

/** The `id` of the empty element after the app that releases the first render. */
export const PARSED_MARKER_ID = 'page-parsed';

export default function renderWhenParsedPlugin(): Plugin {
  return {
    name: 'render-when-parsed',
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'link', attributes: { rel: 'expect', href: `#${PARSED_MARKER_ID}`, blocking: 'render' } },
        ],
        postBodyTags: [{ tagName: 'div', attributes: { id: PARSED_MARKER_ID, hidden: true } }],
      };
    },
  };
}
