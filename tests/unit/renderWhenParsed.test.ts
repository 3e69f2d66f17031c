import { describe, expect, it } from 'vitest';
import type { HtmlTagObject } from '@docusaurus/types';
import renderWhenParsed, { PARSED_MARKER_ID } from '../../src/plugins/render-when-parsed';

describe('render-when-parsed', () => {
  const tags = renderWhenParsed().injectHtmlTags!({ content: undefined }) as {
    headTags: HtmlTagObject[];
    postBodyTags: HtmlTagObject[];
  };

  it('holds the first render in <head> until the element after the app is parsed', () => {
    expect(tags.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'expect', href: `#${PARSED_MARKER_ID}`, blocking: 'render' } },
    ]);
  });

  it('writes that element after the app, empty and hidden', () => {
    expect(tags.postBodyTags).toEqual([{ tagName: 'div', attributes: { id: PARSED_MARKER_ID, hidden: true } }]);
  });
});
