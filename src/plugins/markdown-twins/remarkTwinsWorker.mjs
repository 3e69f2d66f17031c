// The worker thread of ./remarkTwins.ts: converts each page tree it receives into its twin's content,
// loaded through jiti as Docusaurus loads the plugin itself, and on `done` posts them all back.
import { parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('./toMarkdown')} */
const { twinBody } = jiti('./toMarkdown.ts');
/** @type {typeof import('./convert')} */
const { placeholderContext } = jiti('./convert.ts');

const context = placeholderContext(workerData);
/** @type {Map<string, string>} */
const bodies = new Map();
parentPort?.on('message', (message) => {
  if (message === 'done') parentPort?.postMessage(bodies);
  else bodies.set(message.sourceFile, twinBody(message.tree, message.sourceFile, context));
});
