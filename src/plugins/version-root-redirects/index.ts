/**
 * Makes the root of every docs version (`/docs/`, `/docs/next`, `/docs/v4.8` …) open that
 * version's Introduction.
 * - Served, a root answers with an HTTP redirect: the build writes the rules to `_redirects`, which
 *   Netlify and Cloudflare Pages read and the production server (scripts/serve.mjs) answers. The
 *   browser goes straight to the Introduction instead of loading the root's page first.
 * - Each root is also a real route, for in-app links and for hosts without redirect rules: its page
 *   redirects on the client and, for readers without JavaScript and for crawlers, through a meta refresh
 *   with a canonical link.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { VersionRoot } from '../../versioning/docsVersions';

export interface VersionRootRedirectsOptions {
  roots: VersionRoot[];
  /** The doc route, relative to a version root, that a version root opens. */
  targetRoute?: string;
}

export function versionRootRedirects(
  baseUrl: string,
  roots: readonly VersionRoot[],
  targetRoute = 'introduction',
): { from: string; to: string }[] {
  return roots.map(({ path }) => {
    const root = path ? `${baseUrl}${path}` : baseUrl;
    return { from: root, to: `${root.replace(/\/$/, '')}/${targetRoute}` };
  });
}

/** The `_redirects` file: each root, with and without its final slash, to its Introduction. */
export function redirectsFile(redirects: readonly { from: string; to: string }[]): string {
  const lines = redirects.flatMap(({ from, to }) => {
    const bare = from.replace(/\/$/, '');
    return [`${bare} ${to} 302`, `${bare}/ ${to} 302`];
  });
  return `# Version roots open their Introduction (src/plugins/version-root-redirects).\n${lines.join('\n')}\n`;
}

export default function versionRootRedirectsPlugin(context: LoadContext, options: unknown): Plugin {
  const { roots, targetRoute } = options as VersionRootRedirectsOptions;
  return {
    name: 'version-root-redirects',
    async contentLoaded({ actions }) {
      for (const { from, to } of versionRootRedirects(context.baseUrl, roots, targetRoute)) {
        actions.addRoute({
          path: from,
          exact: true,
          component: '@site/src/components/VersionRootRedirect',
          props: { to },
        });
      }
    },
    async postBuild({ outDir }) {
      const file = redirectsFile(versionRootRedirects(context.baseUrl, roots, targetRoute));
      await fs.writeFile(path.join(outDir, '_redirects'), file);
    },
  };
}
