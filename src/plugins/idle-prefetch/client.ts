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

if (ExecutionEnvironment.canUseDOM) {
  const whenIdle = (run: (timeLeft: () => number) => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback((deadline) => run(() => deadline.timeRemaining()))
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
