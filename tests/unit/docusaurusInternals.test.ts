/**
 * The internals of Docusaurus the site depends on (src/docusaurusInternals.ts), checked against the
 * installed Docusaurus: a failure here after an upgrade names what changed; see "Upgrading Docusaurus" in
 * the README for what to do.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  DOCUSAURUS_VERSION,
  chunkAssetPluginClass,
  parseRegistry,
  parseRoutes,
  withoutChunkAssetPlugin,
} from '../../src/docusaurusInternals';

const requireHere = createRequire(__filename);
const coreFile = (file: string) => fs.readFileSync(requireHere.resolve(`@docusaurus/core/lib/${file}`), 'utf8');

describe(`Docusaurus ${DOCUSAURUS_VERSION}'s internals`, () => {
  it('the client bundle is configured with ChunkAssetPlugin, which split-routes can remove by its class', () => {
    expect(coreFile('webpack/client.js')).toMatch(/new ChunkAssetPlugin_1\.default\(\)/);
    const ChunkAssetPlugin = chunkAssetPluginClass();
    const other = { apply() {} };
    expect(withoutChunkAssetPlugin([other, new ChunkAssetPlugin()])).toEqual([other]);
    expect(() => withoutChunkAssetPlugin([other])).toThrow(/ChunkAssetPlugin is no longer .*Docusaurus \d/);
  });

  it('the client prefetches a route through __webpack_require__.gca and skips a chunk it gives no file for', () => {
    // split-routes' gca gives each chunk's file once and none for a chunk already loaded (chunkFiles.ts).
    const client = coreFile('client/docusaurus.js');
    expect(client).toContain('__webpack_require__.gca(chunkName)');
    expect(client).toContain("if (chunkAsset && !chunkAsset.includes('undefined'))");
  });

  it('the client config writes client-manifest.json into the generated files folder', () => {
    expect(coreFile('webpack/client.js')).toContain("'client-manifest.json'");
  });

  it('routes.js and registry.js are generated in the shapes their readers expect', () => {
    const codegen = coreFile('server/codegen/codegenRoutes.js');
    expect(codegen).toContain('export default [');
    expect(codegen).toContain('ComponentCreator(');
    expect(codegen).toContain('webpackChunkName');
    expect(
      parseRoutes(
        "import ComponentCreator from 'x';\nexport default [{ path: '/a', component: ComponentCreator('/a', 'h1'), exact: true }];\n",
      ),
    ).toEqual([{ path: '/a', component: { path: '/a', hash: 'h1' }, exact: true }]);
    expect(() => parseRoutes('module.exports = [];')).toThrow(/routes\.js is no longer .*Docusaurus \d/);
    expect(() => parseRegistry('export default {\n};\n')).toThrow(/registry\.js gave 0 of its 0 entries/);
  });
});
