import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import {
  builtHtmlFile,
  searchableVersions,
  withEndTags,
  withWeightedKeywords,
} from '../../src/plugins/local-search/buildIndexes';
import { splitHighlights } from '../../src/plugins/local-search/client/highlight';
import { toSearchHit } from '../../src/plugins/local-search/client/searchResults';
import { ALL_VERSIONS, scopeText, versionsToSearch } from '../../src/plugins/local-search/client/searchScope';

/** The part of the docs plugin's loaded content that the index reads. */
function loadedDocs(versions: Record<string, { permalink: string; unlisted?: boolean; keywords?: unknown }[]>) {
  return {
    loadedVersions: Object.entries(versions).map(([versionName, docs]) => ({
      versionName,
      docs: docs.map(({ permalink, unlisted = false, keywords }) => ({
        permalink,
        unlisted,
        frontMatter: keywords === undefined ? {} : { keywords },
      })),
    })),
  } as unknown as LoadedContent;
}

describe('search index build', () => {
  it('writes out the end tags a minified page leaves out, so neighbouring cells stay separate words', () => {
    const minified =
      '<div class="theme-doc-markdown markdown"><table><tr><td>Decorators<td>@Component</table><ul><li>a<li>b</ul></div>';
    expect(withEndTags(minified)).toBe(
      '<div class="theme-doc-markdown markdown"><table><tr><td>Decorators</td><td>@Component</td></tr></table><ul><li>a</li><li>b</li></ul></div>',
    );
  });

  it('indexes each version the docs plugin loaded, with its listed pages only', () => {
    const versions = searchableVersions(
      loadedDocs({
        current: [{ permalink: '/docs/next/events' }],
        'v4.9': [
          { permalink: '/docs/events', keywords: ['@Event', 'EventEmitter'] },
          { permalink: '/docs/tests/unlisted', unlisted: true },
        ],
        v3: [{ permalink: '/docs/v3/introduction/upgrading-to-stencil-three', keywords: 'not a list' }],
      }),
    );
    expect(versions).toEqual([
      { name: 'current', pages: [{ permalink: '/docs/next/events', keywords: [] }] },
      { name: 'v4.9', pages: [{ permalink: '/docs/events', keywords: ['@Event', 'EventEmitter'] }] },
      { name: 'v3', pages: [{ permalink: '/docs/v3/introduction/upgrading-to-stencil-three', keywords: [] }] },
    ]);
    expect(() => searchableVersions(undefined)).toThrow(/docs plugin/);
  });

  it('finds the HTML file the build wrote for a page, and fails loudly when there is none', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-build-'));
    fs.mkdirSync(path.join(outDir, 'v4.8', 'events'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'v4.8', 'events', 'index.html'), '');
    fs.writeFileSync(path.join(outDir, 'introduction.html'), '');
    fs.writeFileSync(path.join(outDir, 'index.html'), '');
    expect(builtHtmlFile(outDir, '/docs/', '/docs/v4.8/events')).toBe(
      path.join(outDir, 'v4.8', 'events', 'index.html'),
    );
    expect(builtHtmlFile(outDir, '/docs/', '/docs/introduction')).toBe(path.join(outDir, 'introduction.html'));
    expect(builtHtmlFile(outDir, '/docs/', '/docs/')).toBe(path.join(outDir, 'index.html'));
    expect(() => builtHtmlFile(outDir, '/docs/', '/docs/missing')).toThrow('/docs/missing');
    fs.rmSync(outDir, { recursive: true });
  });
});

describe('search results', () => {
  it('renders excerpts as text with highlighted runs, never as markup', () => {
    expect(splitHighlights('use <mark>@Prop()</mark> for &lt;inputs&gt;')).toEqual([
      { text: 'use ', marked: false },
      { text: '@Prop()', marked: true },
      { text: ' for <inputs>', marked: false },
    ]);
    expect(splitHighlights('<img src=x onerror=alert(1)>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: false },
    ]);
  });

  it('keeps a page and up to three of its matching headings', () => {
    const hit = toSearchHit('v4.8', {
      url: '/docs/v4.8/events',
      excerpt: 'x',
      meta: { title: 'Events' },
      sub_results: [
        { title: 'Events', url: '/docs/v4.8/events', excerpt: 'top' },
        { title: 'A', url: '/docs/v4.8/events#a', excerpt: 'a' },
        { title: 'B', url: '/docs/v4.8/events#b', excerpt: 'b' },
        { title: 'C', url: '/docs/v4.8/events#c', excerpt: 'c' },
        { title: 'D', url: '/docs/v4.8/events#d', excerpt: 'd' },
      ],
    });
    expect(hit).toMatchObject({ title: 'Events', version: 'v4.8', url: '/docs/v4.8/events' });
    expect(hit.sections.map((section) => section.title)).toEqual(['A', 'B', 'C']);
  });

  it('searches one version or all of them', () => {
    const versions = [
      { name: 'current', label: 'Next' },
      { name: 'v4.9', label: 'v4.9' },
    ];
    expect(versionsToSearch('v4.9', versions)).toEqual(['v4.9']);
    expect(versionsToSearch(ALL_VERSIONS, versions)).toEqual(['current', 'v4.9']);
    expect(versionsToSearch('v1', versions)).toEqual(['current']);
    expect(scopeText('v4.9', versions)).toBe('the v4.9 docs');
    expect(scopeText(ALL_VERSIONS, versions)).toBe('the docs of every version');
  });
});

describe('front matter keywords in the index', () => {
  it('adds them, escaped and with the highest weight, at the start of the indexed content only', () => {
    const html = '<head></head><body><div class="theme-doc-markdown markdown"><h1>Properties</h1></div></body>';
    expect(withWeightedKeywords(html, ['@Prop', '<b>'])).toBe(
      '<head></head><body><div class="theme-doc-markdown markdown"><p data-pagefind-weight="10">@Prop &lt;b&gt;</p><h1>Properties</h1></div></body>',
    );
    expect(withWeightedKeywords(html, [])).toBe(html);
  });
});
