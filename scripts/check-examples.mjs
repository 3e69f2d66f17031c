#!/usr/bin/env node
// Type-checks the code samples of the docs against the @stencil/core release each version documents.
//
// Usage: node scripts/check-examples.mjs [FILE_OR_DIR ...]   (default: docs versioned_docs)
//
// Every ```ts / ```tsx fence that imports from '@stencil/core' (or one of its entry points, such as
// '@stencil/core/compiler'), from '@stencil/store' or from a framework output target is compiled as its own module with the compiler options
// of a Stencil starter project, against the releases that version documents (see scripts/stencil-releases.mjs). Samples that
// run in Node.js (config files, titled `*.config.ts`, and samples that import a 'node:' module or the
// compiler, CLI, dev-server or Node system entry points) are compiled with Node's types as well. Test samples (titled
// `*.spec.ts(x)` or `*.e2e.ts(x)`, or importing '@stencil/core/testing') are compiled with the Jest and Node types, and
// against the Puppeteer release of that version for E2E pages. A fence whose info string contains `nocheck` is skipped: use it
// only for samples that show a mistake on purpose. Imports of other packages are not resolved, so
// "Cannot find module" for them is not reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { COMPANIONS, PACKAGES, companionPackageFor, examplesDir, stencilPackageFor } from './stencil-releases.mjs';
import { projectRoot } from './lib/projectRoot.mjs';

const require = createRequire(import.meta.url);
// The TypeScript release the Stencil starter of these versions used, installed beside them.
const ts = require(
  require.resolve('typescript', {
    paths: [examplesDir],
  }),
);
const root = projectRoot;
const args = process.argv.slice(2);
const targets = args.length ? args : ['docs', 'versioned_docs'];

function listMarkdown(target) {
  const abs = path.resolve(root, target);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [abs];
  return fs
    .readdirSync(abs, { recursive: true })
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(abs, f));
}

function versionOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'docs') return 'current';
  if (rel[0] === 'versioned_docs') return rel[1].replace(/^version-/, '');
  throw new Error(`${file} is not inside docs/ or versioned_docs/`);
}

const fencePattern = /^```(tsx?)([^\n]*)\n([\s\S]*?)^```\s*$/gm;
function samplesOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const samples = [];
  for (const match of text.matchAll(fencePattern)) {
    const [, lang, info, code] = match;
    if (
      /\bnocheck\b/.test(info) ||
      !/from ['"]@stencil\/(core(\/[\w/-]+)?|store|(angular|react|vue)-output-target)['"]/.test(code)
    )
      continue;
    const line = text.slice(0, match.index).split('\n').length + 1;
    // Config files and scripts that drive the compiler run in Node.js.
    const test = /title="[^"]*\.(spec|e2e)\.tsx?"/.test(info) || /from ['"]@stencil\/core\/testing['"]/.test(code);
    const node =
      /title="[^"]*\.config\.ts"/.test(info) ||
      /from ['"](node:[\w/]+|@stencil\/core\/(compiler|cli|dev-server|sys\/node))['"]/.test(code);
    samples.push({ lang, code, line, kind: test ? 'test' : node ? 'node' : 'browser' });
  }
  return samples;
}

const byVersion = new Map();
for (const file of targets.flatMap(listMarkdown)) {
  for (const sample of samplesOf(file)) {
    const version = versionOf(file);
    const key = JSON.stringify([version, sample.kind]);
    if (!byVersion.has(key)) byVersion.set(key, []);
    byVersion.get(key).push({ ...sample, file });
  }
}

const compilerOptions = {
  allowSyntheticDefaultImports: true,
  allowUnreachableCode: false,
  experimentalDecorators: true,
  lib: ['lib.dom.d.ts', 'lib.es2022.d.ts'],
  moduleResolution: ts.ModuleResolutionKind.Node10,
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2017,
  noUnusedLocals: true,
  noUnusedParameters: true,
  jsx: ts.JsxEmit.React,
  jsxFactory: 'h',
  jsxFragmentFactory: 'Fragment',
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

let failures = 0;
let checked = 0;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stencil-examples-'));
const versionsChecked = new Set();
for (const [key, samples] of byVersion) {
  const [version, kind] = JSON.parse(key);
  versionsChecked.add(version);
  const corePath = stencilPackageFor(version);
  const files = new Map();
  samples.forEach((sample, i) => {
    const name = path.join(workDir, version, kind, `sample-${i}.${sample.lang}`);
    files.set(name, sample);
  });
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (files.has(name) ? files.get(name).code : readFile(name));
  host.fileExists = (
    (exists) => (name) =>
      files.has(name) || exists(name)
  )(host.fileExists.bind(host));
  host.getSourceFile = (
    (get) =>
    (name, lang, ...rest) =>
      files.has(name) ? ts.createSourceFile(name, files.get(name).code, lang, true) : get(name, lang, ...rest)
  )(host.getSourceFile.bind(host));
  const options = {
    ...compilerOptions,
    ...(kind === 'node' ? { types: ['node'], typeRoots: [path.join(root, 'node_modules/@types')] } : {}),
    ...(kind === 'test'
      ? {
          types: ['node', 'jest'],
          typeRoots: [path.join(root, 'node_modules/@types'), path.join(examplesDir, 'node_modules/@types')],
        }
      : {}),
    baseUrl: workDir,
    paths: {
      '@stencil/core': [corePath],
      '@stencil/core/*': [`${corePath}/*`],
      ...Object.fromEntries(COMPANIONS.map((pkg) => [PACKAGES[pkg].name, [companionPackageFor(version, pkg)]])),
    },
  };
  const program = ts.createProgram([...files.keys()], options, host);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const sample = diagnostic.file && files.get(diagnostic.file.fileName);
    if (!sample) continue;
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.code === 2307 && !/@stencil\/(core|store|(angular|react|vue)-output-target)/.test(message)) continue;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    failures++;
    console.error(
      `${path.relative(root, sample.file)}:${sample.line + line} [${version}] TS${diagnostic.code}: ${message}`,
    );
  }
  checked += samples.length;
}
fs.rmSync(workDir, { recursive: true, force: true });
console.log(`check-examples: ${checked} samples in ${versionsChecked.size} versions, ${failures} errors`);
process.exit(failures ? 1 : 0);
