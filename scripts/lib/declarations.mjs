// Reads the public declarations of an installed @stencil/core release with the TypeScript compiler:
// the members of an interface or type alias (inherited ones included), with their types and doc comments.
// Used by scripts/check-declarations.mjs and scripts/print-declaration.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { examplesDir, releaseVersionOf, stencilPackageFor } from '../stencil-releases.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require(require.resolve('typescript', { paths: [examplesDir] }));

/** The declaration files a documented interface may live in, relative to the package root. */
export const declarationFiles = [
  'internal/stencil-public-compiler.d.ts',
  'internal/stencil-public-runtime.d.ts',
  'internal/stencil-public-docs.d.ts',
];

/** @type {Map<string, { program: import('typescript').Program, checker: import('typescript').TypeChecker, files: string[] }>} */
const programs = new Map();

/** @param {string} version */
function programFor(version) {
  const release = releaseVersionOf(version);
  const cached = programs.get(release);
  if (cached) return cached;
  const packageDir = stencilPackageFor(version);
  const files = declarationFiles.map((file) => path.join(packageDir, file)).filter((file) => fs.existsSync(file));
  const program = ts.createProgram(files, { noEmit: true, skipLibCheck: true, types: [] });
  const entry = { program, checker: program.getTypeChecker(), files };
  programs.set(release, entry);
  return entry;
}

/**
 * The members of `name` (an interface or type alias, exported or not) in the release of a docs version,
 * or undefined when that release does not declare it.
 * @param {string} version a docs version (`current`, `v4.9` …)
 * @param {string} name
 * @returns {{ name: string, type: string, optional: boolean, deprecated: boolean, doc: string, tags: string[] }[] | undefined}
 */
export function declaredMembers(version, name) {
  const { program, checker, files } = programFor(version);
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const declaration = source.statements
      .filter((node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node))
      .find((node) => node.name.text === name);
    if (!declaration) continue;
    const symbol = checker.getSymbolAtLocation(declaration.name);
    if (!symbol) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    return checker.getPropertiesOfType(type).map((member) => {
      const memberDeclaration = member.declarations?.[0];
      const tags = member.getJsDocTags(checker);
      return {
        name: member.name,
        type: memberDeclaration
          ? checker.typeToString(checker.getTypeOfSymbolAtLocation(member, memberDeclaration))
          : 'unknown',
        optional: (member.flags & ts.SymbolFlags.Optional) !== 0,
        deprecated: tags.some((tag) => tag.name === 'deprecated'),
        doc: ts.displayPartsToString(member.getDocumentationComment(checker)),
        tags: tags.map((tag) => `@${tag.name} ${ts.displayPartsToString(tag.text ?? [])}`.trim()),
      };
    });
  }
  return undefined;
}
