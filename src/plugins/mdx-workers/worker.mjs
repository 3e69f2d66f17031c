// An MDX worker thread: builds the docs' MDX processor once (./compile.ts, loaded through jiti as
// Docusaurus loads the plugins), then compiles each page it receives and posts the result back.
import { parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./compile')} */
const { createCompiler } = jiti('./compile.ts');

const compile = await createCompiler(workerData);
parentPort?.on('message', async ({ id, job }) => {
  try {
    parentPort?.postMessage({ id, result: await compile(job) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
