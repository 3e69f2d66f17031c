/**
 * The magic comments of the site's code blocks (`themeConfig.prism.magicComments`): Docusaurus's own
 * default, written here because two readers need it, the theme's code block in the page and the Markdown
 * twins, which leave the comments out of the code as a reader copies it (src/plugins/markdown-twins).
 * The first entry's class is also the one a `{1,3-4}` range in a fence's metastring applies.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

export const magicComments: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];
