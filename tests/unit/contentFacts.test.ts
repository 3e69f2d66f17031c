/**
 * Facts that fact-checks found stated wrongly and that a page could easily state wrongly again, pinned in
 * every docs version whose page carries them (versions from versions.json, so a release cut adds the new
 * one). Each assertion fails on the text the correction replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionDirs } from '../../scripts/lib/docsVersions.mjs';

/** The row of an option table whose first cell is `name` (in backticks), or undefined. */
function row(file: string, name: string): string | undefined {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| \`${name}\``));
}

const pageOf = (dir: string, id: string) => path.join(dir, `${id}.md`);

describe.each(versionDirs)('%s', (_version, dir) => {
  it('extras.scriptDataOpts reads a property of the script element, not its HTML attribute', () => {
    const text = row(pageOf(dir, 'config/extras'), 'scriptDataOpts')!;
    expect(text).toMatch(/\bproperty\b/);
    expect(text).toMatch(/attribute[^|]*(not read|does nothing|ignored)/i);
  });

  it('extras.lifecycleDOMEvents is on in debug builds and under the test runner', () => {
    const text = row(pageOf(dir, 'config/extras'), 'lifecycleDOMEvents')!;
    expect(text).toMatch(/--debug/);
    expect(text).toMatch(/stencil test/);
  });

  it('--log and buildLogFilePath promise no log file, which no release writes', () => {
    expect(row(pageOf(dir, 'config/cli'), '--log')).toMatch(/no (build )?log|writes no/i);
    expect(row(pageOf(dir, 'config/overview'), 'buildLogFilePath')).toMatch(/no (build )?log|writes no/i);
  });

  it('the FAQ says who makes and maintains Stencil', () => {
    expect(fs.readFileSync(pageOf(dir, 'reference/faq'), 'utf8')).toMatch(/^### Who makes and maintains Stencil\?$/m);
  });

  it('no output target page says development builds write it only with --esm or buildDist', () => {
    for (const file of fs.readdirSync(path.join(dir, 'output-targets'))) {
      const text = fs.readFileSync(path.join(dir, 'output-targets', file), 'utf8');
      expect(text, file).not.toMatch(/only (with|when) `--esm` or `buildDist: true`/);
    }
  });

  it('testing.resolver is not said to be missing from every Jest release the version accepts', () => {
    const text = row(pageOf(dir, 'testing/config'), 'resolver');
    if (text) expect(text).not.toMatch(/Jest releases this version accepts \(25 to 27\)/);
  });
});

it('v2 says how a slot gets into docs-json: the @slot tag', () => {
  const v2 = versionDirs.find(([name]) => name === 'v2');
  if (!v2) return;
  expect(fs.readFileSync(pageOf(v2[1], 'output-targets/docs-json'), 'utf8')).toMatch(/@slot/);
});
