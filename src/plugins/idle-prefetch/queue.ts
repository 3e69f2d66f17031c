/** The queue behind the idle prefetches (./client.ts), apart so that unit tests can run it. */

/** Prefetches run per idle period while this much of it is left, in milliseconds. */
const MIN_IDLE_LEFT = 4;

export function idlePrefetcher(
  prefetch: (path: string) => unknown,
  whenIdle: (run: (timeLeft: () => number) => void) => void,
  loaded: Promise<void>,
): (path: string) => void {
  const queue: string[] = [];
  let scheduled = false;
  const drain = (timeLeft: () => number) => {
    // At least one per period, so the queue always moves.
    do prefetch(queue.shift()!);
    while (queue.length > 0 && timeLeft() > MIN_IDLE_LEFT);
    if (queue.length > 0) whenIdle(drain);
    else scheduled = false;
  };
  return (path) => {
    queue.push(path);
    if (scheduled) return;
    scheduled = true;
    void loaded.then(() => whenIdle(drain));
  };
}
