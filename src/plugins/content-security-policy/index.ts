/**
 * Gives the build a Content Security Policy: after the pages are written, it reads every page's own inline
 * scripts (./inlineScripts.ts), hashes them, adds the sources of the features the build has (./policy.ts)
 * and writes the policy into the build's `_headers`, which Cloudflare Pages and Netlify read and the
 * production server (scripts/serve.mjs) sends. `static/_headers` holds the headers that do not depend on
 * the build; each build's copy gains its own policy, so that a build with hosted search or the tag
 * manager admits their hosts and one without admits none.
 *
 * The hashes come from the built pages, never from a list of the scripts: editing an inline script, or a
 * plugin adding one, changes the policy with the next build. Production builds only; `npm start` sends no
 * policy.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { readOutputHTMLFile } from '@docusaurus/utils';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { scriptHash, siteInlineScripts } from './inlineScripts';
import {
  documentsWithOwnPolicy,
  featureSources,
  policyHeadersRule,
  serializePolicy,
  sitePolicy,
  type SiteFeatures,
} from './policy';

/** The hashes of the site's own inline scripts over the given pages (paths under the base URL), each once. */
export async function pagesScriptHashes(
  outDir: string,
  { baseUrl, trailingSlash }: { baseUrl: string; trailingSlash: boolean | undefined },
  routesPaths: readonly string[],
): Promise<string[]> {
  const hashes = new Set<string>();
  let next = 0;
  // Four reads in flight keep this thread, which parses, busy (about 2.5 s of CPU for 1,328 pages).
  const reader = async () => {
    while (next < routesPaths.length) {
      const route = routesPaths[next++]!;
      const permalink = route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
      const html = (await readOutputHTMLFile(permalink, outDir, trailingSlash)).toString('utf8');
      for (const script of siteInlineScripts(html)) hashes.add(scriptHash(script));
    }
  };
  await Promise.all(Array.from({ length: 4 }, reader));
  return [...hashes].sort();
}

export default function contentSecurityPolicyPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({ outDir, routesPaths, plugins }) {
      const started = Date.now();
      const { siteConfig, baseUrl } = context;
      const hashes = await pagesScriptHashes(outDir, { baseUrl, trailingSlash: siteConfig.trailingSlash }, routesPaths);
      const algolia = siteConfig.themeConfig.algolia as { appId?: string } | undefined;
      const features: SiteFeatures = { plugins: plugins.map(({ name }) => name), algoliaAppId: algolia?.appId };
      const policy = serializePolicy(sitePolicy(hashes, featureSources(features)));
      const headersFile = path.join(outDir, '_headers');
      const fixed = await fs.readFile(headersFile, 'utf8').catch(() => '');
      const before = fixed && `${fixed.replace(/\n*$/, '')}\n\n`;
      const documents = documentsWithOwnPolicy(plugins);
      await fs.writeFile(headersFile, `${before}${policyHeadersRule(baseUrl, policy, documents)}`);
      console.log(
        `[content-security-policy] ${hashes.length} inline scripts over ${routesPaths.length} pages, ` +
          `${documents.length} documents with their own policy, in ${Date.now() - started} ms`,
      );
    },
  };
}
