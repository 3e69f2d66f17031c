/** The app has rendered a page: a script that fails from now on may reload the page again (./index.ts). */
import { CHUNK_RELOAD_KEY } from './constants';

export function onRouteDidUpdate(): void {
  try {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Storage unavailable: the inline script could not set the mark either.
  }
}
