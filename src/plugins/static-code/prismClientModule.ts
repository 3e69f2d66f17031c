/**
 * The one non-public seam of build-time highlighting. Docusaurus's classic theme registers a client module,
 * `@docusaurus/theme-classic/lib/prism-include-languages.js`, that imports prism-react-renderer's Prism in
 * the browser to hand it to `@theme/prism-include-languages` (which loads the config's
 * `additionalLanguages` into it). No theme option turns it off, and the rules forbid removing a theme's
 * client module. With code highlighted at build time, nothing in the browser uses that Prism, which would
 * be more than 20 KB (gzip) of every first load: `prismClientModuleRule` gives that one module an empty
 * stand-in (./prismStub.ts), which the site's `prism-include-languages` ignores. Any other module that
 * imports prism-react-renderer gets the real one.
 *
 * When the theme's module moves or stops importing Prism that way, `prismClientModuleRule` throws when
 * the site loads, and tests/unit/staticCode.test.ts fails, both naming the module and the installed
 * Docusaurus version (README, "Upgrading Docusaurus").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';

const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the installed version, read in Node
const { version } = require('@docusaurus/theme-classic/package.json') as { version: string };

/** The theme's client module. */
export const PRISM_CLIENT_MODULE = path.join(themeClassic, 'lib', 'prism-include-languages.js');

const internal = `@docusaurus/theme-classic/lib/prism-include-languages.js (Docusaurus ${version})`;

/** What the stand-in replaces: the module's import of Prism, and its hand-over to the swizzled module. */
const expectedImports = [
  /^import \{ ?Prism ?\} from 'prism-react-renderer';$/m,
  /^import prismIncludeLanguages from '@theme\/prism-include-languages';$/m,
];

/** The bundler rule that resolves the theme's client module's `prism-react-renderer` to the stand-in. */
export function prismClientModuleRule(source: string | null = readClientModule()): RuleSetRule {
  if (source === null) throw new Error(`static-code: Docusaurus no longer has ${internal}`);
  if (!expectedImports.every((pattern) => pattern.test(source))) {
    throw new Error(
      `static-code: ${internal} no longer imports Prism from prism-react-renderer for ` +
        '@theme/prism-include-languages; see which module loads Prism in the browser now',
    );
  }
  return {
    include: [PRISM_CLIENT_MODULE],
    resolve: { alias: { 'prism-react-renderer$': path.join(__dirname, 'prismStub.ts') } },
  };
}

function readClientModule(): string | null {
  return fs.existsSync(PRISM_CLIENT_MODULE) ? fs.readFileSync(PRISM_CLIENT_MODULE, 'utf8') : null;
}
