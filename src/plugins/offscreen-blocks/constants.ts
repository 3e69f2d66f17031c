/**
 * The root element's attribute under which every code block renders (see ./index.ts). An
 * attribute, not a class: the page's head manager rewrites the root element's classes on every page.
 */
export const ALL_BLOCKS_ATTRIBUTE = 'data-all-blocks';
