/**
 * The playground's URL, which is also its share link: `/docs/playground?v=v4.9#code=…`, the version in the
 * query and the files in the fragment, as raw-deflated JSON in base64url. The fragment never reaches a
 * server, so a shared URL opens the same code for anyone with no server keeping it. Browser code (the
 * playground reads and shares it; a "Try it" link gets it once a pointer or focus reaches it), tested in
 * Node, which has CompressionStream too.
 */
import type { PlaygroundFile, PlaygroundState } from './samples';
import { PLAYGROUND_PATH, versionParam } from './playgroundPath';

export { PLAYGROUND_PATH, versionParam, versionFromParam } from './playgroundPath';

/** What a shared fragment may hold at most once inflated: a reader's paste, not a denial of service. */
const MAX_INFLATED = 512 * 1024;

async function transform(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_INFLATED) {
      await reader.cancel();
      throw new Error('The shared code is too large.');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The fragment (`code=…`, without `#`) that holds the files. */
export async function encodeFiles(files: readonly PlaygroundFile[]): Promise<string> {
  const json = JSON.stringify(files.map(({ name, code }) => [name, code]));
  return `code=${toBase64Url(await transform(new TextEncoder().encode(json), new CompressionStream('deflate-raw')))}`;
}

/** The files of a fragment; throws an Error saying what is wrong when it holds none. */
export async function decodeFiles(fragment: string): Promise<PlaygroundFile[]> {
  const encoded = new URLSearchParams(fragment.replace(/^#/, '')).get('code');
  if (!encoded) throw new Error('The link holds no code.');
  let parsed: unknown;
  try {
    const bytes = await transform(fromBase64Url(encoded), new DecompressionStream('deflate-raw'));
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    if (error instanceof Error && error.message.includes('too large')) throw error;
    throw new Error('The link’s code is damaged (it may have been cut short).');
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.length > 0 &&
    parsed.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        /^[\w.-]{1,80}$/.test(entry[0]) &&
        typeof entry[1] === 'string',
    );
  if (!valid) throw new Error('The link’s code is not a playground’s files.');
  return (parsed as [string, string][]).map(([name, code]) => ({ name, code }));
}

/** The playground URL of a state, under the site's base URL. */
export async function playgroundUrl(baseUrl: string, state: PlaygroundState): Promise<string> {
  return `${baseUrl}${PLAYGROUND_PATH}?v=${encodeURIComponent(versionParam(state.version))}#${await encodeFiles(state.files)}`;
}
