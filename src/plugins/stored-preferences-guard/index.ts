/**
 * Checks stored preferences before the theme's own early script reads them, from a script placed in
 * <head> (so it runs first, before the first paint):
 * - the colour mode: any value other than `light` or `dark` is dropped, so the default (light) applies
 *   instead of an unstyled page;
 * - the announcement bar: a dismissal of an announcement with another id is forgotten, so a new
 *   announcement shows from the first page load (the theme alone would hide it until the next one).
 * The install commands' tab choice (`docusaurus.tab.npm2yarn`) needs no guard: the theme shows a stored
 * value only when it names one of the tabs, and npm otherwise (tests/e2e/packageManagerTabs.spec.ts).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

export const THEME_STORAGE_KEY = 'theme';
export const VALID_THEMES = ['light', 'dark'] as const;
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';

export interface StoredPreferencesGuardOptions {
  /** The `id` of the configured announcement bar, if any. */
  announcementBarId?: string;
}

export function storedPreferencesGuardScript({ announcementBarId }: StoredPreferencesGuardOptions = {}): string {
  const json = JSON.stringify;
  const announcement = announcementBarId
    ? `if(s.getItem(${json(ANNOUNCEMENT_ID_KEY)})!==${json(announcementBarId)})s.setItem(${json(ANNOUNCEMENT_DISMISS_KEY)},"false");`
    : '';
  return `(function(){try{var s=window.localStorage,v=s.getItem(${json(THEME_STORAGE_KEY)});if(v!==null&&${json(VALID_THEMES)}.indexOf(v)<0)s.removeItem(${json(THEME_STORAGE_KEY)});${announcement}}catch(e){}})();`;
}

export default function storedPreferencesGuardPlugin(_context: LoadContext, options: unknown): Plugin {
  const script = storedPreferencesGuardScript(options as StoredPreferencesGuardOptions);
  return {
    name: 'stored-preferences-guard',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
