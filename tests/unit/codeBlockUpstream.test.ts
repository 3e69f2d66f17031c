import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const { version } = require('@docusaurus/theme-classic/package.json') as { version: string };

/**
 * The theme's code block files the site's own were made from (src/theme/CodeBlock), or whose behaviour its
 * `CodeBlock/Content` relies on (`Line` renders the props `getTokenProps` gives it), each with the start of
 * its SHA-256 when that was done (theme-classic 3.10.2).
 */
const UPSTREAM: Record<string, string> = {
  'CodeBlock/Content/index.tsx': 'b82ef1f4c49f4e2c',
  'CodeBlock/Content/styles.module.css': '26dba21a9e8eb538',
  'CodeBlock/Content/String.tsx': '76e8e89a5336d05d',
  'CodeBlock/Buttons/index.tsx': 'a17f4e325c8869ab',
  'CodeBlock/Buttons/styles.module.css': '75f467135b1079ce',
  'CodeBlock/Buttons/CopyButton/index.tsx': 'ad5b66c0602ce84f',
  'CodeBlock/Buttons/WordWrapButton/index.tsx': '9ea958ec4581bc16',
  'CodeBlock/Line/index.tsx': '514e4884af8d1d36',
  'CodeBlock/Line/Token/index.tsx': '146d935fb3a62c16',
};

describe("the theme's code block", () => {
  // When this fails after a Docusaurus upgrade, see the README's "Upgrading Docusaurus": bring the
  // file's changes into src/theme/CodeBlock (or check `Content` still suits `Line`), then update its hash.
  for (const [file, hash] of Object.entries(UPSTREAM)) {
    it(`has the ${file} the site's code block was made from`, () => {
      const source = fs.readFileSync(path.join(themeClassic, 'src', 'theme', file));
      const actual = crypto.createHash('sha256').update(source).digest('hex').slice(0, hash.length);
      expect(actual, `@docusaurus/theme-classic/src/theme/${file} changed in Docusaurus ${version}`).toBe(hash);
    });
  }
});
