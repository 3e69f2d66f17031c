import { describe, expect, it } from 'vitest';
import { chunkFilesPlaceholder, dropChunkHashes, fillPlaceholder } from '../../src/plugins/split-routes/chunkFiles';
import { registryModule, withModuleOrigins } from '../../src/plugins/split-routes/pageScripts';
import { parseRegistry, parseRoutes } from '../../src/docusaurusInternals';
import { chunkNamesOf, findVersionRoots, splitRoutes } from '../../src/plugins/split-routes/split';

/** A route table in the shape Docusaurus generates, with two versions (Next and the latest at the root). */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs/search',
    component: ComponentCreator('/docs/search', 'aa8'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'd01'),
    routes: [
      {
        path: '/docs/next',
        component: ComponentCreator('/docs/next', 'n01'),
        routes: [
          {
            path: '/docs/next',
            component: ComponentCreator('/docs/next', 'n02'),
            routes: [
              {
                path: '/docs/next/events',
                component: ComponentCreator('/docs/next/events', 'e01'),
                exact: true,
                sidebar: "docsSidebar"
              }
            ]
          }
        ]
      },
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'l01'),
        routes: [
          {
            path: '/docs/events',
            component: ComponentCreator('/docs/events', 'e02'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/docs/search-aa8': { __comp: 'search' },
  '/docs/-d01': { __comp: 'docsRoot' },
  '/docs/next-n01': { __comp: 'versionRoot', __props: 'nextProps' },
  '/docs/next-n02': { __comp: 'docRoot' },
  '/docs/next/events-e01': { __comp: 'docItem', content: 'nextEvents' },
  '/docs/-l01': { __comp: 'versionRoot', __props: 'latestProps' },
  '/docs/events-e02': { __comp: 'docItem', content: 'latestEvents' },
};

/** The registry in the shape Docusaurus generates: the last entry closes the object on its line. */
const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")]`;
const REGISTRY = `export default {
${[
  entry('docItem', '@theme/DocItem'),
  entry('docRoot', '@theme/DocRoot'),
  entry('docsRoot', '@theme/DocsRoot'),
  entry('latestEvents', '@site/versioned_docs/version-v4.9/events.md'),
  entry('latestProps', '@generated/docs/latest.json'),
  entry('nextEvents', '@site/docs/events.md'),
  entry('nextProps', '@generated/docs/next.json'),
  entry('search', '@site/src/pages/search.tsx'),
  entry('versionRoot', '@theme/DocVersionRoot'),
].join(',\n')},};
`;

const VERSIONS = [
  { name: 'current', path: '/docs/next' },
  { name: 'v4.9', path: '/docs/' },
];

describe('one route table per docs version', () => {
  it('reads the generated table, keeping every property and the ComponentCreator arguments', () => {
    const routes = parseRoutes(ROUTES);
    expect(routes[0]).toEqual({ path: '/docs/search', component: { path: '/docs/search', hash: 'aa8' }, exact: true });
    expect(routes[2].component).toEqual({ path: '*' });
    expect(chunkNamesOf({ __comp: 'a', __context: { plugin: 'b' }, items: ['c'] })).toEqual(['a', 'b', 'c']);
  });

  it('finds the version roots as the children of the docs root, not the same-path routes below them', () => {
    const roots = findVersionRoots(
      parseRoutes(ROUTES),
      VERSIONS.map((v) => v.path),
    );
    expect(roots.map((r) => r.component.hash)).toEqual(['n01', 'l01']);
    expect(() => findVersionRoots(parseRoutes(ROUTES), ['/docs/next', '/docs/v3'])).toThrow(/no route lists/);
  });

  it('keeps the shared routes and version roots in the shared table, and each version’s pages in its own', () => {
    const { files } = splitRoutes(ROUTES, CHUNK_NAMES, VERSIONS, parseRegistry(REGISTRY));
    expect(Object.keys(files).sort()).toEqual([
      'registry.js',
      'routes-current.js',
      'routes-v4.9.js',
      'routes.js',
      'routesChunkNames.js',
    ]);
    const shared = files['routes.js'];
    expect(shared).toContain('ComponentCreator("/docs/search", "aa8")');
    expect(shared).toContain('ComponentCreator("*")');
    expect(shared).toContain('withVersionRoutes({');
    expect(shared).toContain('import(/* webpackChunkName: "routes-current" */ "./routes-current.js")');
    expect(shared).not.toContain('/docs/next/events');
    expect(shared).not.toContain('/docs/events');

    const next = files['routes-current.js'];
    expect(next).toContain('ComponentCreator("/docs/next/events", "e01")');
    expect(next).toContain('"sidebar": "docsSidebar"');
    expect(next).not.toContain('/docs/events"');
    expect(files['routes-v4.9.js']).toContain('ComponentCreator("/docs/events", "e02")');

    // Chunk names follow their routes.
    expect(files['routesChunkNames.js']).toContain('"/docs/next-n01"');
    expect(files['routesChunkNames.js']).not.toContain('nextEvents');
    expect(next).toContain('Object.assign(routesChunkNames, {"/docs/next-n02"');
    expect(next).toContain('nextEvents');
  });

  it('registers a chunk with the one version that uses it, and keeps chunks of several versions shared', () => {
    expect([...parseRegistry(REGISTRY).keys()]).toHaveLength(9);
    expect(() => parseRegistry(REGISTRY.replace('"search": [', '"search":['))).toThrow(
      /registry\.js gave 8 of its 9 entries/,
    );
    const { files } = splitRoutes(ROUTES, CHUNK_NAMES, VERSIONS, parseRegistry(REGISTRY));
    const names = (source: string) => [...source.matchAll(/webpackChunkName: "(\w+)"/g)].map((m) => m[1]).sort();
    expect(names(files['registry.js'])).toEqual([
      'docItem',
      'docsRoot',
      'latestProps',
      'nextProps',
      'search',
      'versionRoot',
    ]);
    expect(names(files['routes-current.js'])).toEqual(['docRoot', 'nextEvents']);
    expect(names(files['routes-v4.9.js'])).toEqual(['latestEvents']);
    // Registered before the version's routes are created, since ComponentCreator reads the registry at once.
    const next = files['routes-current.js'];
    expect(next.indexOf('Object.assign(registry, {')).toBeLessThan(next.indexOf('export default'));
    expect(next).toContain('require.resolveWeak("@site/docs/events.md")');
  });

  it('writes modules that evaluate to the same routes, once each version’s table has loaded', async () => {
    const { files } = splitRoutes(ROUTES, CHUNK_NAMES, VERSIONS, parseRegistry(REGISTRY));
    const creator = (path: string, hash?: string) => ({ path, hash, preload: () => Promise.resolve() });
    const evaluate = (source: string, importer: (file: string) => Promise<unknown>, chunkNames: object) =>
      new Function(
        'ComponentCreator',
        'matchRoutes',
        'routesChunkNames',
        'registry',
        '__webpack_require__',
        'require',
        'importer',
        source
          .replace(/^import .*$/gm, '')
          .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)/g, 'importer($1)')
          .replace(/^export default /m, 'return '),
      )(
        creator,
        () => [],
        chunkNames,
        {},
        { vc: () => undefined },
        { resolveWeak: (module: string) => module },
        importer,
      );
    const chunkNames = {};
    const table = evaluate(
      files['routes.js'],
      async (file) => ({
        default: evaluate(files[file.slice(2)], async () => ({}), chunkNames),
      }),
      chunkNames,
    ) as {
      path: string;
      routes?: { path: string; routes?: unknown[]; component: { preload: () => Promise<unknown> } }[];
    }[];
    const next = table[1].routes![0];
    expect(next.routes).toEqual([]);
    (globalThis as { window?: unknown }).window = { location: { pathname: '/docs/next/events' } };
    await next.component.preload();
    delete (globalThis as { window?: unknown }).window;
    expect(next.routes).toHaveLength(1);
    expect(chunkNames).toHaveProperty(['/docs/next/events-e01']);
  });
});

describe('chunk files of each version', () => {
  it('lists the chunks that only one version uses, and has its module register their files', () => {
    const { files, versionChunks } = splitRoutes(ROUTES, CHUNK_NAMES, VERSIONS, parseRegistry(REGISTRY));
    expect(Object.fromEntries(versionChunks)).toEqual({ current: ['docRoot', 'nextEvents'], 'v4.9': ['latestEvents'] });
    expect(files['routes-current.js']).toContain(`__webpack_require__.vc("${chunkFilesPlaceholder('current')}")`);
  });

  it('fills a version module’s placeholder with its chunk files, in either quote style', () => {
    const placeholder = chunkFilesPlaceholder('v4.9');
    const value = { latestEvents: ['123', '0a1b2c3d'] };
    expect(fillPlaceholder(`n.vc("${placeholder}")`, placeholder, value)).toBe(
      'n.vc({"latestEvents":["123","0a1b2c3d"]})',
    );
    expect(fillPlaceholder(`n.vc('${placeholder}')`, placeholder, value)).toContain('n.vc({');
    expect(() => fillPlaceholder('n.vc()', placeholder, value)).toThrow(/found 0/);
  });

  it('drops the moved chunks from the runtime’s table and keeps the table valid', () => {
    const runtime = 'n.u=e=>"assets/js/"+e+"."+({1:"aaaaaaaa",22:"bbbbbbbb",abc:"cccccccc",333:"dddddddd"})[e]+".js"';
    const table = (source: string) =>
      JSON.parse(
        /\(\{(.*)\}\)/
          .exec(source)![0]
          .slice(1, -1)
          .replace(/(\w+):/g, '"$1":'),
      );
    expect(table(dropChunkHashes(runtime, [['22', 'bbbbbbbb']]))).toEqual({
      1: 'aaaaaaaa',
      abc: 'cccccccc',
      333: 'dddddddd',
    });
    expect(
      table(
        dropChunkHashes(runtime, [
          ['333', 'dddddddd'],
          ['1', 'aaaaaaaa'],
        ]),
      ),
    ).toEqual({ 22: 'bbbbbbbb', abc: 'cccccccc' });
    expect(() => dropChunkHashes(runtime, [['22', 'ffffffff']])).toThrow(/chunk 22 is not in/);
    // "2" must not match the tail of 22's entry.
    expect(() => dropChunkHashes(runtime, [['2', 'bbbbbbbb']])).toThrow(/chunk 2 is not in/);
  });

  it('drops chunk files from an unminified runtime (`docusaurus build --no-minify`)', () => {
    const runtime = `__webpack_require__.u = (chunkId) => "assets/js/" + chunkId + "." + {\n  "1": "aaaaaaaa",\n  "22": "bbbbbbbb",\n  "333": "dddddddd"\n}[chunkId] + ".js";`;
    const table = (source: string) => JSON.parse(/\{[^{}]*\}/.exec(source)![0]) as Record<string, string>;
    expect(table(dropChunkHashes(runtime, [['1', 'aaaaaaaa']]))).toEqual({ 22: 'bbbbbbbb', 333: 'dddddddd' });
    expect(table(dropChunkHashes(runtime, [['333', 'dddddddd']]))).toEqual({ 1: 'aaaaaaaa', 22: 'bbbbbbbb' });
    expect(table(dropChunkHashes(runtime, [['22', 'bbbbbbbb']]))).toEqual({ 1: 'aaaaaaaa', 333: 'dddddddd' });
  });
});

describe("each page's chunks in its HTML", () => {
  // The client manifest as react-loadable-ssr-addon writes it: origins by chunk name (or id), each the
  // chunk ids to load with it; `main` is the entry point.
  const manifest = {
    entrypoints: ['main'],
    origins: {
      main: [1, 2],
      docItem: [30, 31],
      nextEvents: [40],
      nextProps: [50],
      'routes-current': [60],
      latestProps: [70],
      'routes-v4.9': [80],
    },
    assets: {},
  };

  it("reads a registry entry's module path", () => {
    expect(
      registryModule(
        `[() => import(/* webpackChunkName: "x" */ "@site/docs/a \\"b\\".md"), "@site/docs/a \\"b\\".md", 1]`,
      ),
    ).toBe('@site/docs/a "b".md');
    expect(() => registryModule('[1, 2]')).toThrow(/cannot read the module/);
  });

  it('finds the chunks of each module a page reports, and the version table with the version’s props', () => {
    const { versionTables } = splitRoutes(ROUTES, CHUNK_NAMES, VERSIONS, parseRegistry(REGISTRY));
    expect([...versionTables]).toEqual([
      ['nextProps', 'routes-current'],
      ['latestProps', 'routes-v4.9'],
    ]);
    const { origins } = withModuleOrigins(
      manifest,
      parseRegistry(REGISTRY),
      new Map([...versionTables].map(([props, table]) => [props, [table]])),
    );
    expect(origins['@theme/DocItem']).toEqual([30, 31]);
    expect(origins['@site/docs/events.md']).toEqual([40]);
    expect(origins['@generated/docs/next.json']).toEqual([50, 60]);
    expect(origins['@generated/docs/latest.json']).toEqual([70, 80]);
    // The chunk-name origins Docusaurus's entry points use stay; a module without chunks gets no origin.
    expect(origins.main).toEqual([1, 2]);
    expect(origins['@theme/DocRoot']).toBeUndefined();
  });
});
