/**
 * The page's scripts, added by a small script in `<head>` once the page has been parsed and its first
 * contentful paint is on screen, instead of `<script defer>` elements that the browser fetches while it
 * parses and runs before it has painted anything.
 *
 * A doc page reads, and its links, dropdowns and colour mode work, before any script runs; its hydration
 * waits for the reader's first interaction (./hydrateRoot.ts). What the scripts did on a first load was
 * compete with the page for the network (about 110 KB of JavaScript against 10–16 KB of HTML and 16 KB
 * of CSS) and, on a fast network, run `main.js` before the first paint, so that the text appeared only
 * after the whole app had been evaluated.
 *
 * - The scripts are added in the order the page lists them, not async (`async = false`): they run in that
 *   order as they arrive, as deferred scripts did, so `main.js`, listed last, starts the app with every
 *   chunk of the page registered.
 * - A script that fails to download removes its element, as before: the bundler's runtime looks for an
 *   element with a chunk's URL before it adds one, and would otherwise wait two minutes on one that has
 *   failed instead of fetching the chunk again.
 * - The first paint is known from the `first-contentful-paint` entry of the Paint Timing API. A browser
 *   without it takes the first animation frame for the paint, and adds the scripts once that frame has
 *   passed and the page is parsed. A page that
 *   paints nothing contentful (the version roots, which redirect) or stays in a background tab gets its
 *   scripts after `FALLBACK_MS` at most.
 *
 * The function runs in the browser as its source text (`loaderScript`): it uses only what it is given
 * and the browser's globals.
 */

/** At most this long after the script runs, the scripts are added even if no contentful paint was seen. */
export const FALLBACK_MS = 5000;

export function loadScripts(urls: readonly string[], fallbackMs: number): void {
  const doc = document;
  let waiting = 2;
  let painted = false;
  const ready = () => {
    waiting -= 1;
    if (waiting > 0) return;
    urls.forEach((url) => {
      const script = doc.createElement('script');
      script.src = url;
      script.async = false;
      script.onerror = () => script.remove();
      doc.head.appendChild(script);
    });
  };
  const paint = () => {
    if (painted) return;
    painted = true;
    clearTimeout(timer);
    ready();
  };
  const timer = setTimeout(paint, fallbackMs);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', ready);
  else ready();
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      paint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(paint));
  }
}

/** The attribute of the loader's `<script>` element that holds the page's script URLs, as a JSON array. */
export const SCRIPT_LIST_ATTRIBUTE = 'data-scripts';

/**
 * JavaScript source that reads the URLs from the running loader's own element. The page's list is not in the
 * script's text, so that the text is the same on every page and the Content Security Policy admits it by
 * one hash (src/plugins/content-security-policy).
 */
export const ownScriptList = `JSON.parse(document.currentScript.getAttribute('${SCRIPT_LIST_ATTRIBUTE}'))`;

/**
 * The inline script that runs `loadScripts` on a list of script URLs given as JavaScript source (in the
 * page template, `ownScriptList`).
 */
export function loaderScript(urlsSource: string): string {
  return `(${String(loadScripts)})(${urlsSource},${FALLBACK_MS})`;
}
