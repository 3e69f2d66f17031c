import { describe, expect, it } from 'vitest';
import {
  isSearchablePage,
  keywordsOf,
  pageUrl,
  versionOfPage,
  withWeightedKeywords,
} from '../../src/plugins/local-search/buildIndexes';
import { splitHighlights } from '../../src/plugins/local-search/client/highlight';
import { toSearchHit } from '../../src/plugins/local-search/client/searchResults';
import { ALL_VERSIONS, scopeText, versionsToSearch } from '../../src/plugins/local-search/client/searchScope';
import { versionRoots } from '../../src/versioning/docsVersions';

const roots = versionRoots(['v4.9', 'v4.8', 'v3']);

describe('search index build', () => {
  it('assigns every built page to its version', () => {
    expect(versionOfPage('introduction/index.html', roots)).toBe('v4.9');
    expect(versionOfPage('next/events/index.html', roots)).toBe('current');
    expect(versionOfPage('v4.8/events/index.html', roots)).toBe('v4.8');
    expect(versionOfPage('v3/introduction/upgrading-to-stencil-three/index.html', roots)).toBe('v3');
    // A latest-version route that merely starts like a version name stays with the latest.
    expect(versionOfPage('v4.8-notes/index.html', roots)).toBe('v4.9');
  });

  it('indexes doc pages only, and not unlisted ones', () => {
    expect(isSearchablePage('<div class="theme-doc-markdown markdown"><h1>Events</h1></div>')).toBe(true);
    expect(isSearchablePage('<main><h1>Page Not Found</h1></main>')).toBe(false);
    expect(
      isSearchablePage('<meta name="robots" content="noindex, nofollow"><div class="theme-doc-markdown"></div>'),
    ).toBe(false);
    expect(isSearchablePage('<meta name=robots content="noindex, nofollow"><div class="theme-doc-markdown">')).toBe(
      false,
    );
  });

  it('turns build paths into page URLs', () => {
    expect(pageUrl('/docs/', 'introduction/index.html')).toBe('/docs/introduction');
    expect(pageUrl('/docs/', 'v4.8/events/index.html')).toBe('/docs/v4.8/events');
    expect(pageUrl('/docs/', 'index.html')).toBe('/docs');
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
  it('reads the keywords meta tag, quoted or as the minifier leaves it', () => {
    expect(keywordsOf('<meta data-rh=true name=keywords content=hashFileNames,hashedFileNameLength />')).toEqual([
      'hashFileNames',
      'hashedFileNameLength',
    ]);
    expect(keywordsOf('<meta name="keywords" content="stats output target">')).toEqual(['stats output target']);
    expect(keywordsOf('<meta name=description content=x>')).toEqual([]);
  });

  it('adds them, escaped and with the highest weight, at the start of the indexed content only', () => {
    const html =
      '<head><meta name=keywords content="@Prop,<b>"></head><body><div class="theme-doc-markdown markdown"><h1>Properties</h1></div></body>';
    expect(withWeightedKeywords(html)).toBe(
      '<head><meta name=keywords content="@Prop,<b>"></head><body><div class="theme-doc-markdown markdown"><p data-pagefind-weight="10">@Prop &lt;b&gt;</p><h1>Properties</h1></div></body>',
    );
    const plain = '<div class="theme-doc-markdown markdown"><h1>Events</h1></div>';
    expect(withWeightedKeywords(plain)).toBe(plain);
  });
});
