// A worker thread of the local-search plugin: builds the Pagefind indexes of its share of the versions
// (./buildIndexes.ts, loaded through jiti as Docusaurus loads the plugin), with a Pagefind process of its
// own, and posts back the pages indexed per version.
import { parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./buildIndexes')} */
const { buildSearchIndexes } = jiti('./buildIndexes.ts');

const { outDir, baseUrl, versions } = workerData;
parentPort?.postMessage(await buildSearchIndexes(outDir, baseUrl, versions));
