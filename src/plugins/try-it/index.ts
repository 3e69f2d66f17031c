/**
 * The playground's files: for each docs version of the build, its @stencil/core release's browser
 * compiler (`compiler/stencil.min.js`) and client runtime (`internal/client` with the default
 * `internal/app-data`), taken from the one release map (tests/examples/package.json, through
 * scripts/stencil-releases.mjs), plus the preview document. They are written under `assets/playground/`
 * with content hashes in their names, so they are cached as immutable like every other asset; versions
 * that document the same release share its files. The precompress plugin writes their .br/.gz copies
 * with the rest of the build.
 *
 * Nothing here reaches a page's first load: the playground chunk imports the list of these files
 * (`@generated/try-it/default/releases.json`), and a page loads that chunk on the first "Try it" click
 * (./client/openInPage.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent as DocsLoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import type { PlaygroundReleases, ReleaseFiles } from './releaseTypes';
import type { DocumentPolicy } from '../content-security-policy/policy';
import { stencilPackageFor } from '../../../scripts/stencil-releases.mjs';

/** The folder the files are written to; the config adds it to `staticDirectories`. */
export const TRY_IT_STATIC_DIR = path.join('.docusaurus', 'try-it-static');
const ASSETS = 'assets/playground';

const hashOf = (content: string | Buffer) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);

/** Writes a file unless a file of that name (and so that content) is there already; returns its name. */
async function writeHashed(dir: string, stem: string, ext: string, content: string | Buffer): Promise<string> {
  const name = `${stem}.${hashOf(content)}${ext}`;
  const file = path.join(dir, ASSETS, name);
  try {
    await fs.access(file);
  } catch {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  }
  return name;
}

/**
 * The preview document's Content Security Policy, given the hash of its one inline script: that script,
 * and readers' compiled modules as `blob:` URLs it makes itself; inline styles (components' own); images,
 * fonts and media only as `data:` or `blob:`. No `connect-src` or any other network source: readers' code
 * can fetch nothing, from the site or elsewhere.
 */
export function framePolicy(scriptHash: string): string {
  return [
    "default-src 'none'",
    `script-src 'sha256-${scriptHash}' blob:`,
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'font-src data:',
    'media-src data: blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The preview document with its script inlined, and its policy: in the document (so that it holds on any
 * host) and, for the build's `_headers`, with `frame-ancestors 'self'`, which only a header can carry.
 */
export async function frameDocument(): Promise<{ html: string; headerPolicy: string }> {
  const [template, script] = await Promise.all([
    fs.readFile(path.join(__dirname, 'frame.html'), 'utf8'),
    fs.readFile(path.join(__dirname, 'frameScript.js'), 'utf8'),
  ]);
  const policy = framePolicy(crypto.createHash('sha256').update(script).digest('base64'));
  // The hash covers exactly the script element's text, whatever white space a formatter puts around the slot.
  const html = template
    .replace('%POLICY%', policy)
    .replace(/<script>\s*%SCRIPT%\s*<\/script>/, () => `<script>${script}</script>`);
  return { html, headerPolicy: `${policy}; frame-ancestors 'self'` };
}

/** What the plugin loads: the preview document's URL, which the Content Security Policy plugin reads. */
export interface TryItContent {
  frame: string;
  documentsWithOwnPolicy: DocumentPolicy[];
}

/** Copies one release's compiler and runtime; returns their URLs. */
async function releaseFiles(dir: string, baseUrl: string, packageDir: string): Promise<ReleaseFiles> {
  const { version } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const [compiler, client, appData] = await Promise.all([
    fs.readFile(path.join(packageDir, 'compiler/stencil.min.js')),
    fs.readFile(path.join(packageDir, 'internal/client/index.js'), 'utf8'),
    fs.readFile(path.join(packageDir, 'internal/app-data/index.js'), 'utf8'),
  ]);
  const url = (name: string) => `${baseUrl}${ASSETS}/${name}`;
  return {
    release: version,
    compiler: url(await writeHashed(dir, `stencil-${version}`, '.js', compiler)),
    runtime: url(await writeHashed(dir, `runtime-${version}`, '.json', JSON.stringify({ client, appData }))),
  };
}

export default function tryItPlugin(context: { siteDir: string; baseUrl: string }): Plugin {
  const dir = path.join(context.siteDir, TRY_IT_STATIC_DIR);
  let frame = '';
  return {
    name: 'try-it',
    async loadContent(): Promise<TryItContent> {
      const { html, headerPolicy } = await frameDocument();
      frame = `${context.baseUrl}${ASSETS}/${await writeHashed(dir, 'frame', '.html', html)}`;
      // The preview goes out with its own policy instead of the site's, which would block its script.
      return { frame, documentsWithOwnPolicy: [{ path: frame, policy: headerPolicy }] };
    },
    getClientModules() {
      return [path.join(__dirname, 'client/openInPage.ts')];
    },
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsLoadedContent | undefined;
      const names = docs?.loadedVersions.map((version) => version.versionName) ?? [];
      const byPackage = new Map<string, Promise<ReleaseFiles>>();
      const versions: Record<string, ReleaseFiles> = {};
      for (const name of names) {
        let packageDir: string;
        try {
          packageDir = stencilPackageFor(name) as string;
        } catch (error) {
          throw new Error(
            `try-it: the @stencil/core release of docs version ${name} is not installed (${(error as Error).message}); run \`node scripts/setup.mjs\``,
          );
        }
        if (!byPackage.has(packageDir)) byPackage.set(packageDir, releaseFiles(dir, context.baseUrl, packageDir));
        versions[name] = await byPackage.get(packageDir)!;
      }
      // Files of releases or frames no longer in use would otherwise be copied into every build.
      const kept = new Set([frame, ...Object.values(versions).flatMap((files) => [files.compiler, files.runtime])]);
      for (const name of await fs.readdir(path.join(dir, ASSETS))) {
        if (!kept.has(`${context.baseUrl}${ASSETS}/${name}`)) await fs.rm(path.join(dir, ASSETS, name));
      }
      await actions.createData(
        'releases.json',
        JSON.stringify({ base: context.baseUrl, frame, versions } satisfies PlaygroundReleases),
      );
    },
  };
}
