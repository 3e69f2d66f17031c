#!/usr/bin/env node
// Checks the docs of every version against the site's content rules.
//
// Usage: node scripts/check-content.mjs
//
// - each version folder exists for each name in versions.json, with its versioned sidebar;
// - each version holds exactly the written pages tests/fixtures/routes.json lists for it, at the routes it
//   gives (front matter `slug`); a version it does not list yet has Next's routes. A listed page counts as
//   written once Next has a page in its category, or once any version has a page with its id (a page that
//   only older versions have, such as v2 and v3's browser support);
// - every page has front matter `title`, `description`, `sidebar_label` and `slug`;
// - every code fence names its language;
// - a shell fence of npm installs and script runs is marked `npm2yarn` (shown as npm / Yarn / pnpm tabs),
//   and only such a fence is (scripts/lib/installCommands.mjs);
// - no TODO, placeholder, "coming soon" or empty section.
import fs from 'node:fs';
import path from 'node:path';
import matter from '@11ty/gray-matter';
import { docsIn, releasedVersions as versions, versionDirs } from './lib/docsVersions.mjs';
import { projectRoot } from './lib/projectRoot.mjs';
import { installFence, NPM2YARN_META } from './lib/installCommands.mjs';

const root = projectRoot;
const routes = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/routes.json'), 'utf8'));
const problems = [];
const report = (file, message) => problems.push(`${path.relative(root, file)}: ${message}`);

/** The front matter of a page, parsed as Docusaurus parses it (gray-matter), or undefined when it has none. */
function frontMatterOf(text) {
  if (!text.startsWith('---\n')) return undefined;
  return /** @type {Record<string, unknown>} */ (matter(text).data);
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh']);

/** A shell fence is tabbed (`npm2yarn`) when it installs packages or runs scripts with npm, and only then. */
function checkInstallFence(file, line, info, code) {
  const [language = '', ...meta] = info.trim().split(/\s+/);
  if (!SHELL_LANGUAGES.has(language)) return;
  const marked = meta.includes(NPM2YARN_META);
  if (marked && meta.length > 1)
    report(file, `line ${line}: the npm2yarn plugin converts a fence whose meta is only ${NPM2YARN_META}`);
  if (marked && !installFence(code))
    report(file, `line ${line}: ${NPM2YARN_META} on a fence whose commands Yarn and pnpm would not run as shown`);
  if (!marked && installFence(code))
    report(
      file,
      `line ${line}: npm commands: mark the fence \`\`\`${language} ${NPM2YARN_META} (npm / Yarn / pnpm tabs)`,
    );
}

/** Lines of the page outside code fences, with the fence lines themselves reported separately. */
function checkBody(file, text) {
  const frontMatterBlock = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
  const offset = frontMatterBlock.split('\n').length - 1;
  const lines = text.slice(frontMatterBlock.length).split('\n');
  let fence = null;
  /** The open fence: its first line, info string and code lines so far. */
  let openFence = null;
  let lastHeading = null;
  let contentSinceHeading = false;
  lines.forEach((line, index) => {
    const i = index + offset;
    const fenceMatch = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (fenceMatch) {
      if (!fence) {
        fence = fenceMatch[2];
        openFence = { line: i + 1, info: fenceMatch[3], code: [] };
        if (!/^\s*[\w-]+/.test(fenceMatch[3])) report(file, `line ${i + 1}: code fence without a language`);
        contentSinceHeading = true;
      } else if (fenceMatch[2].startsWith(fence) && fenceMatch[3].trim() === '') {
        fence = null;
        checkInstallFence(file, openFence.line, openFence.info, openFence.code.join('\n'));
      } else {
        openFence.code.push(line);
      }
      return;
    }
    if (fence) {
      openFence.code.push(line);
      return;
    }
    if (/\b(TODO|FIXME|TBD|XXX)\b(?!-)/.test(line) || /\b(lorem ipsum|coming soon|placeholder text)\b/i.test(line)) {
      report(file, `line ${i + 1}: unfinished text: ${line.trim()}`);
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      if (heading[1].length === 1) report(file, `line ${i + 1}: the title comes from front matter; use ## and ###`);
      if (lastHeading && !contentSinceHeading && heading[1].length <= lastHeading.level) {
        report(file, `line ${lastHeading.line}: empty section "${lastHeading.text}"`);
      }
      lastHeading = { level: heading[1].length, text: heading[2], line: i + 1 };
      contentSinceHeading = false;
    } else if (line.trim() !== '') {
      contentSinceHeading = true;
    }
  });
  if (fence) report(file, 'unclosed code fence');
  if (lastHeading && !contentSinceHeading)
    report(file, `line ${lastHeading.line}: empty section "${lastHeading.text}"`);
}

for (const name of versions) {
  const sidebar = path.join(root, 'versioned_sidebars', `version-${name}-sidebars.json`);
  if (!fs.existsSync(sidebar)) report(sidebar, 'missing versioned sidebar');
}

const categoryOf = (docId) => (docId.includes('/') ? docId.split('/')[0] : null);
const docsByVersion = new Map(versionDirs.map(([version, dir]) => [version, docsIn(dir)]));
const nextCategories = new Set([...docsByVersion.get('current').keys()].map(categoryOf));
const writtenSomewhere = new Set([...docsByVersion.values()].flatMap((docs) => [...docs.keys()]));
/** Whether a listed page has been written: its category exists in Next, or some version has the page. */
const isWritten = (docId) => nextCategories.has(categoryOf(docId)) || writtenSomewhere.has(docId);

for (const [version, dir] of versionDirs) {
  if (!fs.existsSync(dir)) {
    report(dir, `missing docs folder of version ${version}`);
    continue;
  }
  // A version just cut from Next, and not yet listed, has Next's routes.
  const expected = routes.pages[version] ?? routes.pages.current;
  const written = docsByVersion.get(version);

  for (const page of expected) {
    const category = categoryOf(page.docId);
    if (category !== null && !isWritten(page.docId)) continue; // section not written yet
    const file = written.get(page.docId);
    if (!file) {
      if (category !== null) report(dir, `missing page ${page.docId} (route ${page.route})`);
      continue;
    }
    const frontMatter = frontMatterOf(fs.readFileSync(file, 'utf8'));
    if (frontMatter && frontMatter.slug !== `/${page.route}`) {
      report(file, `slug is ${frontMatter.slug}, routes.json gives /${page.route}`);
    }
  }
  const expectedIds = new Set(expected.map((page) => page.docId));
  for (const [id, file] of written) {
    if (!expectedIds.has(id)) report(file, `page ${id} is not listed for version ${version} in routes.json`);
    const text = fs.readFileSync(file, 'utf8');
    const frontMatter = frontMatterOf(text);
    if (!frontMatter) {
      report(file, 'no front matter');
      continue;
    }
    for (const field of ['title', 'description', 'sidebar_label', 'slug']) {
      if (!frontMatter[field]) report(file, `front matter has no ${field}`);
    }
    checkBody(file, text);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`check-content: ${problems.length} problems`);
  process.exit(1);
}
console.log(`check-content: ${versionDirs.length} versions checked, no problems`);
