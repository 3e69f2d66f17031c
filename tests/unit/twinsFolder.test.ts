import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { rewriteFolder } from '../../src/plugins/markdown-twins';

let folder = '';
afterEach(() => fs.rm(folder, { recursive: true, force: true }));

it('rewrites the development twins in place: new files written, stale ones gone, the folder never replaced', async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'twins-folder-'));
  await fs.mkdir(path.join(folder, 'v4.8'), { recursive: true });
  await fs.writeFile(path.join(folder, 'events.md'), 'old text');
  await fs.writeFile(path.join(folder, 'v4.8', 'removed-page.md'), 'a page that no longer exists');
  // What a rebuild of the development server would see at any moment while the folder is rewritten.
  let checks = 0;
  let missing = 0;
  let writing = true;
  const watch = () => {
    checks++;
    if (!existsSync(folder)) missing++;
    if (writing) setImmediate(watch);
  };
  watch();

  const written = await rewriteFolder(
    folder,
    new Map([
      ['events.md', 'new text'],
      ['v4.8/llms.txt', 'the index'],
    ]),
  );

  writing = false;
  expect(checks).toBeGreaterThan(2);
  expect(missing).toBe(0);
  expect(written).toEqual(['events.md', 'v4.8/llms.txt']);
  expect(await fs.readFile(path.join(folder, 'events.md'), 'utf8')).toBe('new text');
  expect(await fs.readFile(path.join(folder, 'v4.8', 'llms.txt'), 'utf8')).toBe('the index');
  await expect(fs.access(path.join(folder, 'v4.8', 'removed-page.md'))).rejects.toThrow();
});

it('creates the folder on the first run', async () => {
  folder = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'twins-folder-')), 'markdown-twins');
  await rewriteFolder(folder, new Map([['llms.txt', 'the index']]));
  expect(await fs.readFile(path.join(folder, 'llms.txt'), 'utf8')).toBe('the index');
});
