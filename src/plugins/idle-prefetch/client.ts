/**
 * Queues Docusaurus's viewport prefetches (`window.docusaurus.prefetch`) until the page has loaded and
 * the browser is idle (see ./index.ts). Runs before Docusaurus's entry assigns `window.docusaurus`, so
 * it wraps the object as it is assigned.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { idlePrefetcher } from './queue';

interface DocusaurusGlobal {
  prefetch: (path: string) => unknown;
  preload: (path: string) => unknown;
}

/** The most time prefetches take out of one idle period, in milliseconds. */
const MAX_SLICE = 10;

if (ExecutionEnvironment.canUseDOM) {
  const whenIdle = (run: (timeLeft: () => number) => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback((deadline) => {
          // An idle period can last 50 ms; one task that long would block a phone's input for 200 ms.
          const end = performance.now() + MAX_SLICE;
          run(() => Math.min(deadline.timeRemaining(), end - performance.now()));
        })
      : setTimeout(() => run(() => 0), 50);
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set(value: DocusaurusGlobal | undefined) {
      current = value && { ...value, prefetch: idlePrefetcher((path) => value.prefetch(path), whenIdle, loaded) };
    },
  });
}
