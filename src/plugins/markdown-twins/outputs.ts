/** Where the markdown-twins plugin writes, and which built files are its own (read by the precompress plugin). */
import path from 'node:path';

/** The development folder, relative to the site; the config adds it to `staticDirectories`. */
export const MARKDOWN_TWINS_DIR = path.join('.docusaurus', 'markdown-twins');

/** A file of the build that the plugin writes and compresses itself: a twin, an llms.txt or llms-full.txt. */
export function isMarkdownTwinsOutput(relativePath: string): boolean {
  return /\.md$|(^|\/)llms(-full)?\.txt$/.test(relativePath);
}
