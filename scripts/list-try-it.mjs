#!/usr/bin/env node
// Lists, per docs version, the code samples that define a component and whether each gets a "Try it"
// control (src/plugins/try-it), with the reason when it does not.
//
// Usage: node scripts/list-try-it.mjs [--all]   (--all also lists every sample that has a control)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { projectRoot } from './lib/projectRoot.mjs';

const require = createRequire(import.meta.url);
// The plugin's own classification, so this list is what the build does.
const jiti = require('jiti')(import.meta.url);
const { definesComponent, ineligibility } = jiti('../src/plugins/try-it/samples.ts');
const { versionOfSource } = jiti('../src/plugins/try-it/remarkTryIt.ts');

const showAll = process.argv.includes('--all');
const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);
const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm);

function markdownFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

const dirs = [path.join(projectRoot, 'docs')];
const versioned = path.join(projectRoot, 'versioned_docs');
if (fs.existsSync(versioned)) dirs.push(...fs.readdirSync(versioned).map((name) => path.join(versioned, name)));

const totals = [];
for (const dir of dirs) {
  let withControl = 0;
  const without = [];
  for (const file of markdownFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    let tree;
    try {
      tree = mdx.parse(text);
    } catch {
      // Pages written with MDX 1 habits (HTML comments) that the MDX parser refuses: their fences read the same.
      tree = markdown.parse(text);
    }
    visit(tree, 'code', (node) => {
      const fence = { lang: (node.lang ?? '').toLowerCase(), code: node.value };
      if (!definesComponent(fence)) return;
      const why = ineligibility(fence);
      const where = `${path.relative(projectRoot, file)}:${node.position?.start.line}`;
      if (why) without.push(`${where}  ${why.reason}`);
      else {
        withControl += 1;
        if (showAll) console.log(`  ${where}  Try it`);
      }
    });
  }
  const version = versionOfSource(path.join(dir, 'x.md'));
  totals.push({ version, withControl, without: without.length });
  for (const line of without) console.log(`  ${line}`);
}
console.log('\nversion   with "Try it"   without');
for (const { version, withControl, without } of totals) {
  console.log(`${version.padEnd(10)}${String(withControl).padStart(13)}${String(without).padStart(10)}`);
}
