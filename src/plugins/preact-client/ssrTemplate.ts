/**
 * The page template: Docusaurus's own, except that the app's HTML loses the image preload hints that React's
 * server renderer writes in front of it (`<link rel="preload" as="image">`, one per logo, the dark one in
 * light mode too). React's hydration skips such hints; Preact's matches the app's parts against the
 * container's children in order, meets the links first and moves every part (navbar, main, footer) out of
 * the page and back in, so the browser restyles and lays out the whole page in the middle of hydration.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const appHtml = '<%~ it.appHtml %>';

/** The image preload hints at the start of React's HTML. */
export const leadingImagePreloads = /^(?:<link rel="preload" as="image"[^>]*>)+/;

export function ssrTemplate(template: string = docusaurusTemplate): string {
  if (!template.includes(appHtml)) {
    throw new Error(`preact-client: Docusaurus's page template no longer holds ${appHtml}`);
  }
  return template.replace(appHtml, `<%~ it.appHtml.replace(${String(leadingImagePreloads)}, '') %>`);
}
