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

  it('reads the store API from the @stencil/store release beside each version', () => {
    const storeRows = ['state', 'get', 'set', 'on', 'onChange', 'dispose', 'reset', 'use', 'forceUpdate'].map(
      (member) => `| \`${member}\` | \`unknown\` | none | x |`,
    );
    const markdown = page(storeRows, '<!-- declaration: ObservableMap -->');
    for (const version of ['current', 'v2']) {
      expect(compareWithDeclarations(markdown, (name) => declaredMembers(version, name))).toEqual({
        problems: [],
        tablesChecked: 1,
      });
    }
    const invented = page(
      [...storeRows, '| `subscribe` | `unknown` | none | x |'],
      '<!-- declaration: ObservableMap -->',
    );
    expect(compareWithDeclarations(invented, (name) => declaredMembers('current', name)).problems).toEqual([
      'ObservableMap.subscribe is documented but not declared in this release',
    ]);
  });

  it('reads a declaration from the package the marker names, where @stencil/core has one of the same name', () => {
    // Stencil 2 still declared its own, older `angular` output target.
    const rows = ['componentCorePackage', 'directivesProxyFile', 'directivesArrayFile', 'valueAccessorConfigs']
      .concat(['excludeComponents', 'includeImportCustomElements', 'customElementsDir'])
      .map((member) => `| \`${member}\` | \`unknown\` | none | x |`);
    const marker = '<!-- declaration: @stencil/angular-output-target OutputTargetAngular -->';
    const membersOfV2 = (name: string) => declaredMembers('v2', name);
    expect(documentedTables(page(rows, marker)).tables.has('@stencil/angular-output-target OutputTargetAngular')).toBe(
      true,
    );
    expect(compareWithDeclarations(page(rows, marker), membersOfV2).problems).toEqual([]);
    expect(
      compareWithDeclarations(page(rows, '<!-- declaration: OutputTargetAngular -->'), membersOfV2).problems,
    ).toContain('OutputTargetAngular.type is declared but not documented');
  });
});
