// A worker thread of the markdown-twins plugin: converts its share of the pages (./convert.ts), loaded
// through jiti as Docusaurus loads the plugin itself, and posts the twins back in order.
import { parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./convert')} */
const { convertPages } = jiti('./convert.ts');
parentPort?.postMessage(await convertPages(workerData.jobs, workerData.settings));
