/**
 * In development, converts pages to their Markdown twins from their sources, through the cache under
 * node_modules/.cache/markdown-twins. Runs in the dev server's own thread and in worker threads
 * (./convertWorker.mjs), so everything it needs travels as plain data.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { posixPath } from '@docusaurus/utils';
import { toMarkdown, type TwinContext } from './toMarkdown';

/** Marks a link to another page in a cached twin; followed by the linked file, relative to the site. */
export const LINK_PLACEHOLDER = 'twin-source:';

/** One page to convert. */
export interface TwinJob {
  /** The source file, relative to the site, with `/` separators. */
  source: string;
  title: string;
  description?: string;
}

/** What every conversion of a build shares. */
export interface TwinSettings {
  siteDir: string;
  cacheDir: string;
  siteUrl: string;
  baseUrl: string;
  /** Digest of the converter's code: a change to it makes every cached twin stale. */
  codeDigest: string;
}

/** What a conversion needs to write links, as plain data (it travels to worker threads). */
export type LinkSettings = Pick<TwinSettings, 'siteDir' | 'siteUrl' | 'baseUrl'>;

/** How twins name other pages while converting: as placeholders, resolved to URLs once all pages are known. */
export function placeholderContext({ siteDir, siteUrl, baseUrl }: LinkSettings): TwinContext {
  return {
    urlOfSource: (file) => `${LINK_PLACEHOLDER}${encodeURI(posixPath(path.relative(siteDir, file)))}`,
    siteUrl,
    baseUrl,
  };
}

/** A page's twin with links to other pages as placeholders, from the cache or converted (then cached). */
async function convertPage(job: TwinJob, settings: TwinSettings): Promise<string> {
  const { siteDir, cacheDir, codeDigest } = settings;
  const sourceFile = path.join(siteDir, job.source);
  const source = await fs.readFile(sourceFile, 'utf8');
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([codeDigest, job.source, job.title, job.description, source]))
    .digest('hex');
  const cacheFile = path.join(cacheDir, `${key}.md`);
  const cached = await fs.readFile(cacheFile, 'utf8').catch(() => undefined);
  if (cached !== undefined) return cached;
  const markdown = toMarkdown(
    source,
    { title: job.title, description: job.description, sourceFile },
    placeholderContext(settings),
  );
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.writeFile(cacheFile, markdown);
  return markdown;
}

/** The twins of the given pages, in the same order. */
export async function convertPages(jobs: readonly TwinJob[], settings: TwinSettings): Promise<string[]> {
  const twins: string[] = [];
  for (const job of jobs) twins.push(await convertPage(job, settings));
  return twins;
}
