import { describe, expect, it } from 'vitest';
import { compareWithDeclarations, documentedTables } from '../../scripts/lib/declaredTables.mjs';
import { declaredMembers } from '../../scripts/lib/declarations.mjs';

const page = (rows: string[], marker = '<!-- declaration: HydratedFlag -->') =>
  [
    '---',
    'title: T',
    '---',
    '',
    'Intro.',
    '',
    marker,
    '',
    '| Option | Type | Default | What it does |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');

const hydratedFlagRows = [
  '| `name` | `string` | `"hydrated"` | The class or attribute name. |',
  '| `selector` | `"class" \\| "attribute"` | `"class"` | How the flag is set. |',
  '| `property` | `string` | `"visibility"` | The CSS property. |',
  '| `initialValue` | `string` | `"hidden"` | Before hydration. |',
  '| `hydratedValue` | `string` | `"inherit"` | After hydration. |',
];

describe('declared option tables', () => {
  it('reads the first code span of each row under a marker, across several tables', () => {
    const markdown = `${page(hydratedFlagRows.slice(0, 2))}\n${page(hydratedFlagRows.slice(2)).replace(/^---[\s\S]*?---\n/, '')}`;
    const { tables, errors } = documentedTables(markdown);
    expect(errors).toEqual([]);
    expect([...tables.get('HydratedFlag')!]).toEqual(['name', 'selector', 'property', 'initialValue', 'hydratedValue']);
  });

  it('reports a marker without a table', () => {
    expect(documentedTables('<!-- declaration: CopyTask -->\n\nJust prose.\n').errors).toEqual([
      'the CopyTask marker is not followed by a table',
    ]);
  });

  it('accepts a table that documents exactly what the release declares', () => {
    const result = compareWithDeclarations(page(hydratedFlagRows), (name) => declaredMembers('current', name));
    expect(result).toEqual({ problems: [], tablesChecked: 1 });
  });

  it('reports members left out and members the release does not declare', () => {
    const rows = [...hydratedFlagRows.slice(1), '| `colour` | `string` | none | Not a real option. |'];
    const { problems } = compareWithDeclarations(page(rows), (name) => declaredMembers('current', name));
    expect(problems).toEqual([
      'HydratedFlag.name is declared but not documented',
      'HydratedFlag.colour is documented but not declared in this release',
    ]);
  });

  it('follows the release: an option documented for a version that lacks it fails', () => {
    const markdown = page(
      ['| `experimentalSlotFixes` | `boolean` | `false` | All slot fixes. |'],
      '<!-- declaration: ConfigExtras -->',
    );
    const v2 = compareWithDeclarations(markdown, (name) => declaredMembers('v2', name)).problems;
    expect(v2).toContain('ConfigExtras.experimentalSlotFixes is documented but not declared in this release');
    const next = compareWithDeclarations(markdown, (name) => declaredMembers('current', name)).problems;
    expect(next).not.toContain('ConfigExtras.experimentalSlotFixes is documented but not declared in this release');
  });

  it('requires the tables a page must carry, and names unknown declarations', () => {
    const membersOf = (name: string) => declaredMembers('current', name);
    expect(compareWithDeclarations('No tables.\n', membersOf, ['CopyTask']).problems).toEqual([
      'no table marked <!-- declaration: CopyTask -->',
    ]);
    const unknown = page(['| `x` | `string` | none | x |'], '<!-- declaration: NoSuchThing -->');
    expect(compareWithDeclarations(unknown, membersOf).problems).toEqual([
      'NoSuchThing is not declared in this release',
    ]);
  });
});
