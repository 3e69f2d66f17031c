/**
 * Makes the root of every docs version (`/docs/`, `/docs/next`, `/docs/v4.8` …) open that
 * version's Introduction. Each root is a real route, so in-app links work in development and in
 * production; the page itself redirects on the client and, for readers without JavaScript and for
 * crawlers, through a meta refresh with a canonical link.
 */
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
  };
}
