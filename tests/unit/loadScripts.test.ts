import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_MS,
  loaderScript,
  ownScriptList,
  SCRIPT_LIST_ATTRIBUTE,
} from '../../src/plugins/script-loader/loadScripts';

interface FakeScript {
  src?: string;
  async?: boolean;
  onerror?: () => void;
  removed: boolean;
  remove(): void;
}

/**
 * Runs the page's inline loader script (as the page template writes it, the page's list in its element's
 * attribute) against a fake document, with
 * or without the Paint Timing API, and returns handles to drive the page: parse it, paint it, run the
 * next animation frame and timers, and read the scripts added to `<head>`.
 */
function load({ paintTiming = true, readyState = 'loading' } = {}) {
  const added: FakeScript[] = [];
  const domListeners = new Map<string, (() => void)[]>();
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const frames: (() => void)[] = [];
  let observed: { type: string; buffered: boolean } | undefined;
  let onPaint: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let disconnected = false;
  const document = {
    readyState,
    addEventListener: (type: string, listener: () => void) =>
      domListeners.set(type, [...(domListeners.get(type) ?? []), listener]),
    createElement: (tag: string) => {
      expect(tag).toBe('script');
      const script: FakeScript = { removed: false, remove: () => void (script.removed = true) };
      return script;
    },
    head: { appendChild: (script: FakeScript) => void added.push(script) },
    currentScript: {
      getAttribute: (name: string) =>
        name === SCRIPT_LIST_ATTRIBUTE ? JSON.stringify(['/docs/runtime.js', '/docs/chunk.js', '/docs/main.js']) : null,
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      observed = options;
    }
    disconnect() {
      disconnected = true;
    }
  }
  const context = {
    document,
    window: { PerformanceObserver: paintTiming ? PerformanceObserver : undefined },
    setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms, cleared: false }),
    clearTimeout: (id: number) => void (timers[id - 1].cleared = true),
    requestAnimationFrame: (callback: () => void) => void frames.push(callback),
  };
  vm.runInNewContext(loaderScript(ownScriptList), context);
  return {
    added,
    timers,
    get observed() {
      return observed;
    },
    get disconnected() {
      return disconnected;
    },
    parsed: () => domListeners.get('DOMContentLoaded')?.forEach((listener) => listener()),
    paint: (...names: string[]) =>
      onPaint?.({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }),
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
    runTimers: (ms: number) =>
      timers.filter((timer) => !timer.cleared && timer.ms <= ms).forEach((timer) => timer.callback()),
  };
}

const urls = (page: ReturnType<typeof load>) => page.added.map((script) => script.src);

describe('the script loader in the page head', () => {
  it('adds nothing while the page is parsed and not yet painted', () => {
    const page = load();
    expect(page.observed).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    page.parsed();
    expect(page.added).toHaveLength(0);
  });

  it('adds the scripts in order, not async, once the page is parsed and its first contentful paint shown', () => {
    const page = load();
    page.parsed();
    page.paint('first-paint', 'first-contentful-paint');
    expect(urls(page)).toEqual(['/docs/runtime.js', '/docs/chunk.js', '/docs/main.js']);
    expect(page.added.every((script) => script.async === false)).toBe(true);
    expect(page.disconnected).toBe(true);
  });

  it('waits for the parsing when the paint comes first', () => {
    const page = load();
    page.paint('first-contentful-paint');
    expect(page.added).toHaveLength(0);
    page.parsed();
    expect(urls(page)).toHaveLength(3);
  });

  it('adds each script once, whatever comes after', () => {
    const page = load();
    page.parsed();
    page.paint('first-contentful-paint');
    page.paint('first-contentful-paint');
    page.runTimers(FALLBACK_MS);
    expect(urls(page)).toHaveLength(3);
  });

  it('after a fallback delay, adds the scripts of a page that paints nothing contentful', () => {
    const page = load();
    page.parsed();
    page.runTimers(FALLBACK_MS - 1);
    expect(page.added).toHaveLength(0);
    page.runTimers(FALLBACK_MS);
    expect(urls(page)).toHaveLength(3);
  });

  it('without the Paint Timing API, adds them after the first animation frame past the parsing', () => {
    const page = load({ paintTiming: false });
    page.parsed();
    expect(page.added).toHaveLength(0);
    page.nextFrame();
    expect(page.added).toHaveLength(0);
    page.runTimers(0);
    expect(urls(page)).toHaveLength(3);
  });

  it('runs on a document already parsed', () => {
    const page = load({ readyState: 'interactive' });
    page.paint('first-contentful-paint');
    expect(urls(page)).toHaveLength(3);
  });

  it('removes the element of a script that fails to download, so that it can be fetched again', () => {
    const page = load();
    page.parsed();
    page.paint('first-contentful-paint');
    page.added[1].onerror?.();
    expect(page.added.map((script) => script.removed)).toEqual([false, true, false]);
  });
});
