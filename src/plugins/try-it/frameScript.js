/* global parent, document, addEventListener */
// The preview document's script (inlined into frame.html, allowed by its hash). The page runs in an
// iframe sandboxed with allow-scripts only: an opaque origin, with no network (its CSP allows only blob:
// scripts and inline styles). The playground posts it the release's runtime and the compiled modules
// once; it runs them as blob: modules, and reports console output, errors and the runtime's version.
(() => {
  /** @param {unknown} message */
  const report = (message) => parent.postMessage(message, '*');
  /** @param {unknown} value @returns {string} */
  const text = (value) => {
    if (value instanceof Error) return value.stack || String(value);
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  for (const level of /** @type {const} */ (['log', 'info', 'warn', 'error', 'debug'])) {
    console[level] = (/** @type {unknown[]} */ ...args) =>
      report({ type: 'console', level, text: args.map(text).join(' ') });
  }
  // Errors go to the playground's console panel instead of the browser's.
  addEventListener('error', (event) => {
    event.preventDefault();
    report({ type: 'console', level: 'error', text: text(event.error ?? event.message) });
  });
  addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    report({ type: 'console', level: 'error', text: text(event.reason) });
  });
  /** @param {string} source */
  const moduleUrl = (source) => URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const preview = /** @type {HTMLElement} */ (document.getElementById('preview'));
  let ran = false;
  addEventListener('message', async (event) => {
    if (event.source !== parent || ran || event.data?.type !== 'run') return;
    ran = true;
    const { appData, client, modules, html } = event.data;
    try {
      const appDataUrl = moduleUrl(appData);
      const clientUrl = moduleUrl(client.replaceAll("'@stencil/core/internal/app-data'", JSON.stringify(appDataUrl)));
      preview.innerHTML = html;
      for (const source of modules) {
        await import(moduleUrl(source.replaceAll('"@stencil/core/internal/client"', JSON.stringify(clientUrl))));
      }
      // Rendered means each component on the page has rendered once (or has given up for 2 s).
      const hosts = /** @type {(Element & { componentOnReady(): Promise<unknown> })[]} */ (
        Array.from(preview.querySelectorAll('*')).filter((el) => 'componentOnReady' in el)
      );
      const timeout = new Promise((resolve) => setTimeout(resolve, 2000));
      await Promise.race([Promise.all(hosts.map((el) => el.componentOnReady())), timeout]);
      const runtime = /Stencil Client Platform v([\w.-]+)/.exec(client)?.[1] ?? 'unknown';
      report({ type: 'rendered', runtime });
    } catch (error) {
      report({ type: 'console', level: 'error', text: text(error) });
      report({ type: 'rendered', runtime: null });
    }
  });
  report({ type: 'ready' });
})();
