/**
 * A pool of MDX worker threads (./worker.mjs): pages wait in one queue, and each worker takes the next
 * as soon as it has fewer than two in hand, so that no worker idles while another has a backlog.
 */
import path from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { CompileJob, CompileResult, WorkerSettings } from './compile';

interface Task {
  job: CompileJob;
  resolve: (result: CompileResult) => void;
  reject: (error: Error) => void;
}

interface Lane {
  worker: Worker;
  inHand: Map<number, Task>;
}

type Reply = { id: number; result: CompileResult } | { id: number; error: string };

/** Pages a worker holds at once: one compiling, one waiting in its message queue. */
const IN_HAND = 2;

export class MdxWorkerPool {
  private lanes: Lane[] = [];
  private readonly queue: { id: number; task: Task }[] = [];
  private nextId = 0;
  private failure: Error | undefined;
  /** Pages compiled so far. */
  compiled = 0;

  constructor(
    private readonly size: number,
    private readonly settings: () => WorkerSettings,
    private readonly resourceLimits: ResourceLimits = {},
  ) {}

  compile(job: CompileJob): Promise<CompileResult> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.lanes.length === 0) this.start();
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task: { job, resolve, reject } });
      this.dispatch();
    });
  }

  /** Stops the workers; pages still waiting fail. */
  async close(): Promise<void> {
    const lanes = this.lanes;
    this.lanes = [];
    this.fail(new Error('The MDX workers were stopped'));
    await Promise.all(lanes.map((lane) => lane.worker.terminate()));
  }

  private start(): void {
    const workerData = this.settings();
    for (let index = 0; index < this.size; index++) {
      const worker = new Worker(path.join(__dirname, 'worker.mjs'), {
        workerData,
        resourceLimits: this.resourceLimits,
      });
      const lane: Lane = { worker, inHand: new Map() };
      worker.on('message', (reply: Reply) => this.settle(lane, reply));
      worker.once('error', (error) => this.fail(error));
      worker.once('exit', (code) => {
        if (this.lanes.includes(lane)) this.fail(new Error(`An MDX worker stopped with exit code ${code}`));
      });
      this.lanes.push(lane);
    }
  }

  private dispatch(): void {
    for (const lane of this.lanes) {
      while (lane.inHand.size < IN_HAND && this.queue.length > 0) {
        const { id, task } = this.queue.shift()!;
        lane.inHand.set(id, task);
        lane.worker.postMessage({ id, job: task.job });
      }
    }
  }

  private settle(lane: Lane, reply: Reply): void {
    const task = lane.inHand.get(reply.id);
    if (!task) return;
    lane.inHand.delete(reply.id);
    if ('error' in reply) task.reject(new Error(reply.error));
    else {
      this.compiled++;
      task.resolve(reply.result);
    }
    this.dispatch();
  }

  /** Fails every page waiting or in hand, and every later one. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const lane of this.lanes) for (const task of lane.inHand.values()) task.reject(error);
    for (const lane of this.lanes) lane.inHand.clear();
    for (const { task } of this.queue.splice(0)) task.reject(error);
  }
}
