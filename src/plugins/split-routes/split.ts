/**
 * Splits the route table that Docusaurus generates (`.docusaurus/routes.js` and `routesChunkNames.json`)
 * into a shared table and one table per docs version, so that the browser's first load carries the
 * routes of the version being read, not those of all thirteen.
 *
 * The shared table keeps every route outside the docs versions and each version's own root route; the
 * version's pages and their chunk names move to a module of their own. The version root's component
 * loads it: Docusaurus preloads the components of every route a path matches before it renders the path
 * (at hydration and on each navigation), and the root's `preload` then loads the version's table and
 * preloads the routes it matches for the location being opened.
 *
 * The registry (chunk name → loader) is split the same way: a chunk that only one version's pages use
 * is registered by that version's module, before its routes are created; chunks that several versions
 * or the shared routes use stay in the shared registry.
 */

import { parseRoutes } from '../../docusaurusInternals';
import { chunkFilesPlaceholder } from './chunkFiles';

/** A route as Docusaurus generates it, with `component` reduced to the arguments of `ComponentCreator`. */
export interface RouteNode {
  path: string;
  component: { path: string; hash?: string };
  routes?: RouteNode[];
  [key: string]: unknown;
}

/** Every chunk name a chunk-names value holds (`{ __comp, __props, content, … }`, nested). */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

const routeKey = (route: RouteNode) => `${route.component.path}-${route.component.hash}`;

function allRoutes(routes: readonly RouteNode[]): RouteNode[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
}

/**
 * The docs plugin's root route: the one route whose children are exactly the version roots, each with
 * routes of its own.
 */
export function findVersionRoots(routes: readonly RouteNode[], versionPaths: readonly string[]): RouteNode[] {
  const wanted = [...versionPaths].sort().join('\n');
  for (const route of allRoutes(routes)) {
    const children = route.routes ?? [];
    const paths = children.map((child) => child.path);
    if (children.every((child) => child.routes) && [...paths].sort().join('\n') === wanted) return children;
  }
  throw new Error(`split-routes: no route lists the docs versions ${versionPaths.join(', ')}`);
}

/** The loader of each version root's table, by route object: such a route is written wrapped in `withVersionRoutes`. */
type Loaders = ReadonlyMap<RouteNode, string>;

function serializeRoute(route: RouteNode, indent: string, loaders: Loaders): string {
  const inner = `${indent}  `;
  const loader = loaders.get(route);
  const lines = Object.entries(route).map(([key, value]) => {
    if (key === 'component') {
      const { path, hash } = value as RouteNode['component'];
      const args = hash === undefined ? JSON.stringify(path) : `${JSON.stringify(path)}, ${JSON.stringify(hash)}`;
      return `${inner}component: ComponentCreator(${args})`;
    }
    if (key === 'routes') return `${inner}routes: ${serializeRoutes(value as RouteNode[], inner, loaders)}`;
    return `${inner}${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  const object = `{\n${lines.join(',\n')}\n${indent}}`;
  return loader ? `withVersionRoutes(${object}, ${loader})` : object;
}

export function serializeRoutes(routes: readonly RouteNode[], indent = '', loaders: Loaders = new Map()): string {
  return `[\n${routes.map((route) => `${indent}  ${serializeRoute(route, `${indent}  `, loaders)}`).join(',\n')}\n${indent}]`;
}

const registryObject = (entries: readonly (readonly [string, string])[]) =>
  `{\n${entries.map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry}`).join(',\n')}\n}`;

export interface SplitFiles {
  /** File name → source, all written into one folder. */
  files: Record<string, string>;
  /** Version name → the chunk names that only that version's pages use (registered by its module). */
  versionChunks: Map<string, string[]>;
  /**
   * The chunk of each version root's props (the version's metadata, which every page of the version
   * renders) → the chunk name of the version's route table, which the browser loads with that root.
   */
  versionTables: Map<string, string>;
}

/**
 * The modules of the split: `routes.js` and `routesChunkNames.js` (the shared tables, which stand in for
 * Docusaurus's in the browser bundle) and `routes-<version>.js` for each version.
 */
export function splitRoutes(
  routesSource: string,
  chunkNames: Record<string, unknown>,
  versions: readonly { name: string; path: string }[],
  registry: ReadonlyMap<string, string>,
): SplitFiles {
  const routes = parseRoutes(routesSource);
  const roots = findVersionRoots(
    routes,
    versions.map((version) => version.path),
  );
  const nameOf = new Map(versions.map((version) => [version.path, version.name]));

  // The chunk-name keys of each version's own routes; every other key stays in the shared table.
  const nestedKeys = new Map(roots.map((root) => [root, new Set(allRoutes(root.routes ?? []).map(routeKey))]));
  const nestedKeySet = new Set([...nestedKeys.values()].flatMap((keys) => [...keys]));
  const sharedKeys = Object.keys(chunkNames).filter((key) => !nestedKeySet.has(key));
  const files: Record<string, string> = {};

  // Registry entries go with the one version whose pages use them; all others stay shared.
  const users = new Map<string, Set<string>>();
  const addUsers = (keys: Iterable<string>, owner: string) => {
    for (const key of keys)
      for (const name of chunkNamesOf(chunkNames[key])) users.set(name, (users.get(name) ?? new Set()).add(owner));
  };
  addUsers(sharedKeys, '');
  for (const [root, keys] of nestedKeys) addUsers(keys, root.path);
  const ownerOf = (name: string) => {
    const owners = users.get(name);
    return owners?.size === 1 ? [...owners][0] : '';
  };

  // The shared route table: each version root is wrapped in `withVersionRoutes`, which fetches its pages once.
  const lazyRoots = new Map(roots.map((root) => [root, { ...root, routes: [] as RouteNode[] }]));
  const replaceRoots = (list: readonly RouteNode[]): RouteNode[] =>
    list.map((route) => {
      const lazy = lazyRoots.get(route);
      if (lazy) return lazy;
      return route.routes ? { ...route, routes: replaceRoots(route.routes) } : route;
    });
  const shared = replaceRoots(routes);
  const loaders = new Map<RouteNode, string>();
  const versionChunks = new Map<string, string[]>();
  const versionTables = new Map<string, string>();
  for (const root of roots) {
    const name = nameOf.get(root.path)!;
    const file = `routes-${name}.js`;
    const chunk = JSON.stringify(`routes-${name}`);
    const rootProps = (chunkNames[routeKey(root)] as { __props?: unknown } | undefined)?.__props;
    if (typeof rootProps === 'string') versionTables.set(rootProps, `routes-${name}`);
    loaders.set(lazyRoots.get(root)!, `() => import(/* webpackChunkName: ${chunk} */ ${JSON.stringify(`./${file}`)})`);
    const keys = nestedKeys.get(root)!;
    const ownEntries = [...registry].filter(([chunk]) => ownerOf(chunk) === root.path);
    versionChunks.set(
      name,
      ownEntries.map(([chunk]) => chunk),
    );
    files[file] = [
      `// ${name}: its pages, their chunk names and chunks (written by src/plugins/split-routes).`,
      "import ComponentCreator from '@docusaurus/ComponentCreator';",
      "import registry from '@generated/registry';",
      "import routesChunkNames from '@generated/routesChunkNames';",
      '// The files of these chunks, filled in once the bundle is built (./chunkFiles.ts).',
      `__webpack_require__.vc(${JSON.stringify(chunkFilesPlaceholder(name))});`,
      `Object.assign(registry, ${registryObject(ownEntries)});`,
      `Object.assign(routesChunkNames, ${JSON.stringify(Object.fromEntries([...keys].map((key) => [key, chunkNames[key]])))});`,
      `export default ${serializeRoutes(root.routes ?? [])};`,
      '',
    ].join('\n');
  }
  const table = serializeRoutes(shared, '', loaders);
  files['routes.js'] = [
    '// The shared route table; each docs version loads its own (written by src/plugins/split-routes).',
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    "import { matchRoutes } from 'react-router-config';",
    '/**',
    ' * A version root whose routes load with it: its component’s preload (which Docusaurus calls for every',
    ' * route the path being opened matches, before rendering it) loads the table once, then preloads the',
    ' * routes of the table that the location matches, as Docusaurus does for the path and its decoded form.',
    ' */',
    'function withVersionRoutes(route, load) {',
    '  const preloadRoot = route.component.preload;',
    '  let pending;',
    '  route.component.preload = () => {',
    '    pending ??= load().then(',
    '      (module) => { route.routes = module.default; },',
    '      (error) => { pending = undefined; throw error; },',
    '    );',
    '    return Promise.all([preloadRoot?.(), pending]).then(() => {',
    '      const { pathname } = window.location;',
    '      const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(route.routes, path));',
    '      return Promise.all(matches.map((match) => match.route.component.preload?.()));',
    '    });',
    '  };',
    '  return route;',
    '}',
    `export default ${table};`,
    '',
  ].join('\n');
  files['registry.js'] = [
    '// Chunks of the shared routes and of more than one version; each version registers its own (src/plugins/split-routes).',
    `export default ${registryObject([...registry].filter(([chunk]) => ownerOf(chunk) === ''))};`,
    '',
  ].join('\n');
  files['routesChunkNames.js'] = [
    '// Chunk names of the shared route table; version tables add theirs (src/plugins/split-routes).',
    `export default ${JSON.stringify(Object.fromEntries(sharedKeys.map((key) => [key, chunkNames[key]])))};`,
    '',
  ].join('\n');
  return { files, versionChunks, versionTables };
}
