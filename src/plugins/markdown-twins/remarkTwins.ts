/**
 * In a production build, the content of every page's twin comes from the tree the MDX loader has just
 * parsed, so that the build parses each page once instead of twice (parsing is most of what a twin
 * costs). This remark plugin runs first among the docs' remark plugins, before any of them changes the
 * tree, and posts a copy of it to a worker thread (./remarkTwinsWorker.mjs), which converts it beside the
 * bundler: the loader's thread is the one the bundling waits for.
 *
 * The markdown-twins plugin switches the collection on when it loads for a production build, and takes
 * the collected contents as soon as the bundler is done, which stops the worker before the pages render.
 * The tree is the one a twin of the page's source would parse to: the loader applies the same
 * preprocessing and syntax extensions as ./toMarkdown.ts.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { LinkSettings } from './convert';

interface Collection {
  settings: LinkSettings;
  /** Started with the first page compiled. */
  worker?: Worker;
  /** The worker's first failure: a page it could not convert. */
  failure?: Error;
  /** The contents, once asked for. */
  bodies?: Promise<Map<string, string>>;
}

/** A production build's collection of twin contents. */
export interface TwinCollection {
  /**
   * Each compiled page's twin content (`twinBody` in ./toMarkdown.ts), by the absolute path of its
   * source file, once the worker has converted every page sent to it. The first call ends the
   * collection and stops the worker; later calls give the same contents.
   */
  bodies(): Promise<Map<string, string>>;
}

/** The collection that pages compiled now go to. */
let active: Collection | undefined;

/** Collects the twins of the pages compiled from now on. */
export function collectTwinBodies(settings: LinkSettings): TwinCollection {
  const collection: Collection = { settings };
  active = collection;
  return {
    bodies() {
      if (active === collection) active = undefined;
      collection.bodies ??= finish(collection);
      return collection.bodies;
    },
  };
}

function startWorker(collection: Collection): Worker {
  const worker = new Worker(path.join(__dirname, 'remarkTwinsWorker.mjs'), { workerData: collection.settings });
  worker.once('error', (error) => {
    collection.failure ??= error;
  });
  // Until the build asks for the contents, the worker must not keep a failing build's process alive.
  worker.unref();
  return worker;
}

/** The remark plugin: sends the tree of the page being compiled to the worker, when collecting. */
export default function remarkTwins() {
  return (tree: Root, file: VFile): undefined => {
    if (!active || active.failure) return undefined;
    active.worker ??= startWorker(active);
    active.worker.postMessage({ sourceFile: file.path, tree });
    return undefined;
  };
}

async function finish(collection: Collection): Promise<Map<string, string>> {
  const { worker } = collection;
  if (!worker) return new Map();
  worker.ref();
  try {
    return await new Promise<Map<string, string>>((resolve, reject) => {
      if (collection.failure) reject(collection.failure);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The Markdown twin worker stopped with exit code ${code}`)));
      worker.once('message', (bodies: Map<string, string>) => resolve(bodies));
      worker.postMessage('done');
    });
  } finally {
    await worker.terminate();
  }
}
