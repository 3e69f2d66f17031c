import { describe, expect, it } from 'vitest';
import { idlePrefetcher } from '../../src/plugins/idle-prefetch/queue';

describe('link prefetches wait for an idle browser', () => {
  it('starts after the load, runs a few per idle period, and keeps every path in order', async () => {
    const done: string[] = [];
    const periods: ((timeLeft: () => number) => void)[] = [];
    let markLoaded!: () => void;
    const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
    const prefetch = idlePrefetcher(
      (path) => done.push(path),
      (run) => periods.push(run),
      loaded,
    );
    for (const path of ['/a', '/b', '/c', '/d']) prefetch(path);
    await Promise.resolve();
    expect(periods).toHaveLength(0);

    markLoaded();
    await loaded;
    await Promise.resolve();
    expect(periods).toHaveLength(1);
    expect(done).toEqual([]);

    // A period with 10 ms left, then 3 ms: two run, the rest waits for the next period.
    const left = [10, 3];
    periods.shift()!(() => left.shift() ?? 0);
    expect(done).toEqual(['/a', '/b']);
    expect(periods).toHaveLength(1);
    // Even a period with no time left runs one, so the queue always moves.
    periods.shift()!(() => 0);
    expect(done).toEqual(['/a', '/b', '/c']);
    periods.shift()!(() => 50);
    expect(done).toEqual(['/a', '/b', '/c', '/d']);
    expect(periods).toHaveLength(0);

    // A later prefetch schedules a new period.
    prefetch('/e');
    await Promise.resolve();
    expect(periods).toHaveLength(1);
  });
});
