import { describe, expect, it } from 'vitest';
import {
  compareMarkdown,
  isUnchanged,
  pageTitle,
  replaceLinks,
  sectionSummary,
  summaryText,
  type Segment,
} from '../../src/components/VersionCompare/compareMarkdown';
import { resolveComparison, sharedPermalinks, type VersionPages } from '../../src/versioning/pageVersions';

const textOf = (segments: readonly Segment[], side: 'from' | 'to') =>
  segments
    .filter((segment) => segment.kind !== (side === 'from' ? 'added' : 'removed'))
    .map((segment) => segment.text)
    .join('');

const changesOf = (segments: readonly Segment[]) => segments.filter((segment) => segment.kind !== 'same');

const page = (...lines: string[]) => `${lines.join('\n')}\n`;

const componentBefore = page(
  '# Component',
  '',
  '`@Component()` turns a class into a custom element.',
  '',
  '## Options',
  '',
  '| Option | Type | Default | Description |',
  '| --- | --- | --- | --- |',
  '| `tag` | `string` | | The tag name of the element. |',
  '| `shadow` | `boolean` | `false` | Renders into a shadow root. |',
  '',
  '## Assets',
  '',
  'Copy assets next to the component.',
  '',
  '## Embedding',
  '',
  'Components can be embedded in other components.',
  '',
  '### Nested slots',
  '',
  'Slots pass through.',
);

const componentAfter = page(
  '# Component',
  '',
  '`@Component()` turns a TypeScript class into a custom element.',
  '',
  '## Options',
  '',
  '| Option | Type | Default | Description |',
  '| --- | --- | --- | --- |',
  '| `tag` | `string` | | The tag name of the element. |',
  '| `shadow` | `boolean` | `false` | Renders into a shadow root. |',
  '| `formAssociated` | `boolean` | `false` | Lets the element take part in forms. |',
  '',
  '## Assets',
  '',
  'Copy assets next to the component.',
  '',
  '### `formAssociated`',
  '',
  'Form controls set it to `true`.',
);

describe('compareMarkdown', () => {
  it('shows a word added to a line as just that word', () => {
    const segments = compareMarkdown(
      page('Intro.', '', 'Set the tag name of the element.', '', 'Outro.'),
      page('Intro.', '', 'Set the custom tag name of the element.', '', 'Outro.'),
    );
    const changes = changesOf(segments);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.kind).toBe('added');
    expect(changes[0]!.text.trim()).toBe('custom');
  });

  it('shows a replaced word as one removal then one addition inside the unchanged line', () => {
    const segments = compareMarkdown(
      page('Styles are scoped by default.'),
      page('Styles are encapsulated by default.'),
    );
    expect(segments).toEqual([
      { kind: 'same', text: 'Styles are ' },
      { kind: 'removed', text: 'scoped' },
      { kind: 'added', text: 'encapsulated' },
      { kind: 'same', text: ' by default.\n' },
    ]);
  });

  it('puts a new table row inside an added segment', () => {
    const segments = compareMarkdown(componentBefore, componentAfter);
    const row = '| `formAssociated` | `boolean` | `false` | Lets the element take part in forms. |';
    expect(segments.some((segment) => segment.kind === 'added' && segment.text.includes(row))).toBe(true);
    expect(segments.some((segment) => segment.kind !== 'added' && segment.text.includes('`formAssociated`'))).toBe(
      false,
    );
  });

  it('keeps both texts whole: unchanged and added text make `to`, unchanged and removed make `from`', () => {
    const segments = compareMarkdown(componentBefore, componentAfter);
    expect(textOf(segments, 'from')).toBe(componentBefore);
    expect(textOf(segments, 'to')).toBe(componentAfter);
    for (let index = 1; index < segments.length; index++) {
      expect(segments[index]!.kind, 'neighbours of one kind are merged').not.toBe(segments[index - 1]!.kind);
    }
  });

  it('treats Windows line endings as the same lines', () => {
    expect(compareMarkdown('a\r\nb\r\n', 'a\nb\n')).toEqual([{ kind: 'same', text: 'a\nb\n' }]);
  });

  it('shows a rewritten line whole rather than as scraps of shared words', () => {
    const segments = compareMarkdown(
      page('Keep this.', 'The compiler writes a loader for the bundle.', 'Keep that.'),
      page('Keep this.', 'Each output target is configured in stencil.config.ts.', 'Keep that.'),
    );
    expect(changesOf(segments)).toEqual([
      { kind: 'removed', text: 'The compiler writes a loader for the bundle.\n' },
      { kind: 'added', text: 'Each output target is configured in stencil.config.ts.\n' },
    ]);
  });

  it('returns whole runs for two long pages with nothing in common', () => {
    const lines = (word: string, seed: number) =>
      Array.from({ length: 1000 }, (_, index) => `${word} ${(index * seed) % 997} ${word.repeat(5)} line ${index}`);
    const from = page(...lines('alpha', 7));
    const to = page(...lines('omega', 13));
    expect(from.length).toBeGreaterThan(40_000);
    expect(to.length).toBeGreaterThan(40_000);
    const segments = compareMarkdown(from, to);
    expect(segments).toEqual([
      { kind: 'removed', text: from },
      { kind: 'added', text: to },
    ]);
  });
});

describe('sectionSummary', () => {
  it('finds the sections added, removed and changed', () => {
    expect(sectionSummary(componentBefore, componentAfter)).toEqual({
      added: ['formAssociated'],
      removed: ['Embedding', 'Nested slots'],
      changed: ['Options'],
    });
  });

  it('does not take heading-like lines in code blocks for sections', () => {
    const before = page('# Install', '', '## Setup', '', 'Run the installer.');
    const after = page(
      '# Install',
      '',
      '## Setup',
      '',
      'Run the installer.',
      '',
      '```bash',
      '# install the compiler',
      '## not a section',
      'npm install @stencil/core',
      '```',
      '',
      '~~~md',
      '### Nor this',
      '~~~',
    );
    expect(sectionSummary(before, after)).toEqual({ added: [], removed: [], changed: ['Setup'] });
  });

  it('keeps a `###` section out of the `##` above it, and deeper headings inside their section', () => {
    const before = page('## Events', '', 'Intro.', '', '### Options', '', 'Old.', '', '#### Returns', '', 'A value.');
    const after = page('## Events', '', 'Intro.', '', '### Options', '', 'Old.', '', '#### Returns', '', 'A promise.');
    expect(sectionSummary(before, after)).toEqual({ added: [], removed: [], changed: ['Options'] });
  });

  it('tells repeated headings apart by the section they are in', () => {
    const before = page(
      '## Props',
      '',
      '### Example',
      '',
      'A prop.',
      '',
      '## Events',
      '',
      '### Example',
      '',
      'An event.',
    );
    const after = page('## Events', '', '### Example', '', 'An event.');
    expect(sectionSummary(before, after)).toEqual({ added: [], removed: ['Props', 'Example'], changed: [] });
  });

  it('reads setext headings and the text of inline code and emphasis', () => {
    const summary = sectionSummary('', page('The `tag` *option*', '-----------------', '', 'Text.'));
    expect(summary.added).toEqual(['The tag option']);
  });
});

describe('summaryText', () => {
  it('says when two pages are the same', () => {
    const segments = compareMarkdown(componentAfter, componentAfter);
    expect(segments).toEqual([{ kind: 'same', text: componentAfter }]);
    expect(summaryText(sectionSummary(componentAfter, componentAfter), isUnchanged(segments))).toBe('No differences');
  });

  it('counts the sections, naming the noun once', () => {
    const summary = sectionSummary(componentBefore, componentAfter);
    expect(summaryText(summary, false)).toBe('1 section added, 2 removed, 1 changed');
    expect(summaryText({ added: [], removed: ['a', 'b'], changed: ['c'] }, false)).toBe(
      '2 sections removed, 1 changed',
    );
  });

  it('says when only the text before the first section changed', () => {
    const segments = compareMarkdown(page('# A', '', 'Old intro.'), page('# A', '', 'New intro.'));
    expect(isUnchanged(segments)).toBe(false);
    expect(summaryText({ added: [], removed: [], changed: [] }, false)).toBe('Only the introduction changed');
  });
});

describe('pageTitle', () => {
  it('reads the title line of a twin', () => {
    expect(pageTitle(componentAfter)).toBe('Component');
    expect(pageTitle('# The `@Prop()` decorator\n\nText.')).toBe('The @Prop() decorator');
    expect(pageTitle('Text without a title.\n')).toBeUndefined();
  });
});

describe('replaceLinks', () => {
  const links = new Map([
    ['/docs/v4.4/events', '/docs/v4.5/events'],
    ['/docs/v4.4/events-advanced', '/docs/v4.5/events-advanced'],
  ]);

  it('rewrites whole links, with or without an origin, keeping their fragment', () => {
    expect(
      replaceLinks(
        'See [events](https://stenciljs.com/docs/v4.4/events#options), [more](/docs/v4.4/events-advanced) and <https://stenciljs.com/docs/v4.4/events>.',
        links,
      ),
    ).toBe(
      'See [events](https://stenciljs.com/docs/v4.5/events#options), [more](/docs/v4.5/events-advanced) and <https://stenciljs.com/docs/v4.5/events>.',
    );
  });

  it('leaves paths that only start with a known one, or sit inside another path, alone', () => {
    const text = '[a](/docs/v4.4/events-old) [b](https://example.com/mirror/docs/v4.4/events) `/x/docs/v4.4/events`';
    expect(replaceLinks(text, links)).toBe(text);
  });
});

describe('comparison parameters', () => {
  const version = (name: string, path: string, routes: string[]): VersionPages => ({
    name,
    label: name === 'current' ? 'Next' : name,
    path,
    docs: routes.map((route) => ({ path: `${path.replace(/\/$/, '')}/${route}` })),
  });
  const versions = [
    version('current', '/docs/next', ['component', 'form-associated']),
    version('v4.9', '/docs/', ['component', 'form-associated']),
    version('v4.5', '/docs/v4.5', ['component', 'form-associated']),
    version('v4.4', '/docs/v4.4', ['component']),
  ];

  it('accepts a page that both versions have', () => {
    const comparison = resolveComparison(versions, { page: 'component', from: 'v4.4', to: 'next' });
    expect(comparison).toMatchObject({
      valid: true,
      route: 'component',
      from: { permalink: '/docs/v4.4/component' },
      to: { permalink: '/docs/next/component' },
    });
    expect(comparison.available.map((entry) => entry.version.name)).toEqual(['current', 'v4.9', 'v4.5', 'v4.4']);
  });

  it('names every problem, quoting the parameters as given', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(resolveComparison(versions, { page: hostile, from: 'v9.9', to: 'v4.5' })).toEqual({
      valid: false,
      route: hostile,
      available: [],
      problems: [`No version of the documentation has a page “${hostile}”.`, 'No version is called “v9.9”.'],
    });
    expect(resolveComparison(versions, { page: null, from: null, to: null })).toMatchObject({
      valid: false,
      problems: [
        expect.stringMatching(/“page” parameter is missing/),
        expect.stringMatching(/“from” parameter is missing/),
        expect.stringMatching(/“to” parameter is missing/),
      ],
    });
  });

  it('refuses a version without the page, and the same version twice, offering the versions that have it', () => {
    const missing = resolveComparison(versions, { page: 'form-associated', from: 'v4.4', to: 'v4.5' });
    expect(missing).toMatchObject({
      valid: false,
      problems: ['The page “form-associated” does not exist in v4.4.'],
    });
    expect(missing.available.map((entry) => entry.permalink)).toEqual([
      '/docs/next/form-associated',
      '/docs/form-associated',
      '/docs/v4.5/form-associated',
    ]);
    expect(resolveComparison(versions, { page: '/component/', from: 'v4.5', to: 'v4.5' })).toMatchObject({
      valid: false,
      route: 'component',
      problems: ['Both sides of the comparison are v4.5: choose two different versions.'],
    });
  });

  it('maps the pages two versions share, for their links', () => {
    expect(sharedPermalinks(versions[3]!, versions[1]!)).toEqual(
      new Map([['/docs/v4.4/component', '/docs/component']]),
    );
  });
});
