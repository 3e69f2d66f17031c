/**
 * A script of the first load that fails to download (a dropped connection, a deployment that replaced
 * the files) would leave the page as the server rendered it, readable but inert. A script in <head>,
 * there before any of the page's scripts, reloads the page once when one of the scripts the page's HTML
 * lists (its deferred `<script>` elements) fails; the reload fetches it again. Chunks loaded later, for
 * a route the reader moves to, are Docusaurus's: its navigation reloads the page when they fail
 * (tests/e2e/errors.spec.ts). The mark that stops a second reload is kept for the browser tab
 * (sessionStorage) and cleared once the app has rendered a page (./clientModule.ts), so a later failure
 * reloads again, and a file that keeps failing leaves the page as it is instead of reloading forever.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { CHUNK_RELOAD_KEY } from './constants';

export { CHUNK_RELOAD_KEY };

export function chunkReloadScript(baseUrl: string): string {
  const json = JSON.stringify;
  const scripts = json(`${baseUrl}assets/js/`);
  const key = json(CHUNK_RELOAD_KEY);
  return (
    `(function(){var k=${key};` +
    `addEventListener("error",function(e){var t=e.target;` +
    `if(!t||t.tagName!=="SCRIPT"||!t.defer||new URL(t.src,location.href).pathname.indexOf(${scripts})!==0)return;` +
    `try{if(sessionStorage.getItem(k))return;sessionStorage.setItem(k,"1")}catch(x){return}` +
    `location.reload()},true)})();`
  );
}

export default function chunkReloadPlugin(context: LoadContext): Plugin {
  const script = chunkReloadScript(context.baseUrl);
  return {
    name: 'chunk-reload',
    getClientModules() {
      return [path.resolve(__dirname, 'clientModule')];
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
