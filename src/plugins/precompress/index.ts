/**
 * Precompresses the built site once, at build time, so that the production server (and any host that
 * serves precompressed files) never compresses per request: next to every text file it writes a Brotli
 * (`.br`) and a gzip (`.gz`) copy, each kept only when it is smaller than the file itself.
 *
 * The files every page loads first (the entry scripts and the stylesheet under `assets/`) get Brotli's
 * best quality; the other files a quality that is nearly as small at a tenth of the time, so that the
 * ~150 MB of a full build compress in seconds. The search index is left alone: Pagefind writes its
 * index files compressed already.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from '@docusaurus/types';
import { SEARCH_INDEX_DIR } from '../local-search/buildIndexes';
import { isMarkdownTwinsOutput } from '../markdown-twins/outputs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing (images other than SVG and fonts are compressed already). The sitemap is
 * left out: its plugin writes it at the same time as this one runs. */
export const COMPRESSIBLE = /\.(html|js|css|svg|txt|md|json|map)$/;
/** Below this size the headers outweigh what compression saves. */
export const MIN_BYTES = 1024;

/** The shared files of a first page load: Brotli quality 11. Everything else: quality 6. */
export function brotliQuality(relativePath: string): number {
  return /^assets\/(js\/(main|runtime~main)\.[^/]+\.js|css\/[^/]+\.css)$/.test(relativePath) ? 11 : 6;
}

export function shouldCompress(relativePath: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(relativePath) && !relativePath.startsWith(`${SEARCH_INDEX_DIR}/`);
}

/** Writes the `.br` and `.gz` copies of one file; returns the bytes of each copy kept (0 when not kept). */
export async function precompressFile(file: string, quality: number): Promise<{ br: number; gz: number }> {
  const raw = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(raw, { level: 9 }),
  ]);
  const kept = { br: 0, gz: 0 };
  if (br.length < raw.length) {
    await fs.writeFile(`${file}.br`, br);
    kept.br = br.length;
  }
  if (gz.length < raw.length) {
    await fs.writeFile(`${file}.gz`, gz);
    kept.gz = gz.length;
  }
  return kept;
}

/** Writes the copies of the given files (paths relative to `outDir`), with each file's Brotli quality. */
export async function precompressFiles(outDir: string, files: readonly string[]): Promise<void> {
  // A few files at a time: zlib runs them on the thread pool, which keeps every core busy.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const relative = files[next++]!;
      await precompressFile(path.join(outDir, relative), brotliQuality(relative));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

export default function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    async postBuild({ outDir }) {
      const started = Date.now();
      const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
      const files: string[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const absolute = path.join(entry.parentPath, entry.name);
        const relative = path.relative(outDir, absolute).split(path.sep).join('/');
        // The markdown-twins plugin writes its files during this step and compresses them itself.
        if (isMarkdownTwinsOutput(relative)) continue;
        if (shouldCompress(relative, (await fs.stat(absolute)).size)) files.push(relative);
      }
      await precompressFiles(outDir, files);
      console.log(`[precompress] compressed ${files.length} files in ${Date.now() - started} ms`);
    },
  };
}
