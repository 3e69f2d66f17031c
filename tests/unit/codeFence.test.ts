import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseLines, parseTitle } from '../../src/plugins/static-code/codeFence';
import { magicComments, type MagicComment } from '../../src/prism/magicComments';
import { projectRoot } from '../../scripts/lib/projectRoot.mjs';

interface Docusaurus {
  parseLines: (
    code: string,
    params: { metastring: string | undefined; language: string; magicComments: MagicComment[] },
  ) => { code: string; lineClassNames: Record<number, string[]> };
  parseCodeBlockTitle: (metastring: string | undefined) => string;
}

/**
 * Docusaurus's own reading of a fence, which the theme's code block does in the browser. Its module is
 * written for the bundler (JSX in a .js file), so it is compiled here first; only its React context's
 * error class is left out.
 */
async function docusaurus(): Promise<Docusaurus> {
  const themeCommon = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common'));
  const source = fs.readFileSync(path.join(themeCommon, 'utils', 'codeBlockUtils.js'), 'utf8');
  const compiled = ts.transpileModule(source, {
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const standalone = compiled.replace(/^import \{ ReactContextError \} from '\.\/reactUtils';$/m, '');
  expect(standalone, "theme-common's codeBlockUtils.js imports from ./reactUtils as expected").not.toBe(compiled);
  const file = path.join(projectRoot, 'node_modules', '.cache', 'stencil-tests', 'codeBlockUtils.mjs');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `const ReactContextError = Error;\n${standalone}`);
  return (await import(/* @vite-ignore */ file)) as Docusaurus;
}

/** A fence: its code, language and metastring. */
interface Fence {
  code: string;
  language: string;
  metastring?: string;
}

/** Fences as the docs write them, and the less common cases. */
const samples: Fence[] = [
  { code: 'const a = 1;\n// highlight-next-line\nconst b = 2;\n', language: 'ts' },
  { code: 'a\n/* highlight-start */\nb\nc\n/* highlight-end */\nd', language: 'js' },
  { code: '<div>\n  {/* highlight-next-line */}\n  <p />\n</div>', language: 'tsx' },
  { code: '<!-- highlight-next-line -->\n<my-el></my-el>', language: 'html' },
  { code: 'npm init stencil\n# highlight-next-line\ncd app', language: 'bash' },
  { code: '-- highlight-next-line\nSELECT 1;', language: 'sql' },
  { code: '# highlight-next-line\nx = 1\n// highlight-next-line\ny', language: 'text' },
  { code: '// highlight-start\na\n// highlight-next-line\nb\n// highlight-end\nc', language: 'ts' },
  { code: 'a\n// highlight-start\n// highlight-end\nb', language: 'ts' },
  { code: '// highlight-end\na', language: 'ts' },
  { code: '// highlight-next-line\nkept as written\nb', language: 'ts', metastring: 'title="a.ts" {1,3-2}' },
  { code: 'a\nb\nc\nd', language: 'ts', metastring: '{0,4-3,2}' },
  { code: '  //   highlight-next-line  \nindented\r\nwindows', language: 'typescript' },
  { code: 'no comment here // highlight-next-line', language: 'ts' },
];

const otherComments: MagicComment[] = [
  ...magicComments,
  { className: 'code-block-error-line', line: 'this-will-error' },
  { className: 'code-block-added', block: { start: 'added-start', end: 'added-end' } },
];

describe('a fence, read at build time', () => {
  it('shows and marks the lines Docusaurus shows and marks', async () => {
    const { parseLines: docusaurusParseLines } = await docusaurus();
    const withOthers: Fence = {
      code: 'a\n// this-will-error\nb\n// added-start\nc\n// highlight-next-line\nd\n// added-end\ne',
      language: 'ts',
    };
    for (const [comments, fences] of [
      [magicComments, samples],
      [otherComments, [...samples, withOthers]],
    ] as const) {
      for (const { code, language, metastring } of fences) {
        expect(parseLines(code, metastring, language, comments), `${language}: ${code}`).toEqual(
          docusaurusParseLines(code, { metastring, language, magicComments: [...comments] }),
        );
      }
    }
  });

  it('has the title Docusaurus finds', async () => {
    const { parseCodeBlockTitle } = await docusaurus();
    for (const metastring of [
      undefined,
      'title="src/my-el.tsx" {2}',
      "showLineNumbers title='a.ts'",
      'showLineNumbers=12',
      'title="a b.ts" showLineNumbers=0',
    ]) {
      expect(parseTitle(metastring)).toBe(parseCodeBlockTitle(metastring));
    }
  });
});
