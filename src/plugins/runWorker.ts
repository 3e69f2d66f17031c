/**
 * Runs a worker thread that does one job and posts one message back: resolves with that message (and
 * stops the worker), rejects when the worker fails or stops before posting.
 */
import { Worker } from 'node:worker_threads';

export function runWorker<T>(file: string, workerData: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData });
    worker.once('message', (result: T) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The worker ${file} stopped with exit code ${code}`)));
  });
}
