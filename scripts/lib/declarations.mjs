// Reads the public declarations of an installed @stencil/core release (and of the companion packages'
// releases beside it) with the TypeScript compiler: the members of an interface or type alias (inherited ones
// included), with their types and doc comments.
// Used by scripts/check-declarations.mjs and scripts/print-declaration.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { COMPANIONS, PACKAGES, companionPackageFor, examplesDir, stencilPackageFor } from '../stencil-releases.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require(require.resolve('typescript', { paths: [examplesDir] }));

/** The declaration files a documented interface may live in, relative to the @stencil/core package root. */
export const declarationFiles = [
  'internal/stencil-public-compiler.d.ts',
  'internal/stencil-public-runtime.d.ts',
  'internal/stencil-public-docs.d.ts',
  // The testing API (NewSpecPageOptions, SpecPage, ScreenshotConnector …) and the E2E element: read after the
  // public files, so that a name both declare resolves to the public one.
  'internal/stencil-private.d.ts',
  'testing/puppeteer/puppeteer-declarations.d.ts',
];
/**
 * The same for the companion packages (the store's ObservableMap, the output targets' OutputTargetReact …):
 * each declares its public types in dist/types.d.ts.
 */
export const companionDeclarationFile = 'dist/types.d.ts';

/** @type {Map<string, { program: import('typescript').Program, checker: import('typescript').TypeChecker, files: { path: string, packageName: string }[] }>} */
const programs = new Map();

/** @param {string} version */
function programFor(version) {
  const packages = [
    { name: PACKAGES.core.name, dir: stencilPackageFor(version), declarationFiles },
    ...COMPANIONS.map((pkg) => ({
      name: PACKAGES[pkg].name,
      dir: companionPackageFor(version, pkg),
      declarationFiles: [companionDeclarationFile],
    })),
  ];
  const key = packages.map((pkg) => pkg.dir).join('\n');
  const cached = programs.get(key);
  if (cached) return cached;
  const files = packages
    .flatMap((pkg) => pkg.declarationFiles.map((file) => ({ path: path.join(pkg.dir, file), packageName: pkg.name })))
    .filter((file) => fs.existsSync(file.path));
  const program = ts.createProgram(
    files.map((file) => file.path),
    { noEmit: true, skipLibCheck: true, types: [] },
  );
  const entry = { program, checker: program.getTypeChecker(), files };
  programs.set(key, entry);
  return entry;
}

/**
 * The members of `name` (an interface or type alias, exported or not) in the releases of a docs version,
 * or undefined when they do not declare it. `name` may name its package first, as in
 * `@stencil/angular-output-target OutputTargetAngular`, where @stencil/core declares a type of the same name.
 * @param {string} version a docs version (`current`, `v4.9` …)
 * @param {string} qualifiedName
 * @returns {{ name: string, type: string, optional: boolean, deprecated: boolean, doc: string, tags: string[] }[] | undefined}
 */
export function declaredMembers(version, qualifiedName) {
  const { program, checker, files } = programFor(version);
  const [packageName, name] = qualifiedName.includes(' ') ? qualifiedName.split(' ') : [undefined, qualifiedName];
  for (const file of files.filter((candidate) => !packageName || candidate.packageName === packageName)) {
    const source = program.getSourceFile(file.path);
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
