/**
 * Guards the stored colour mode before the theme reads it. Docusaurus' own early script applies
 * whatever string is stored under `theme` to `<html data-theme>`, so a corrupt value would leave the
 * page unstyled; this script, placed in <head> and so run first, drops any value other than
 * `light` or `dark`, and the page falls back to the default (light) mode.
 */
import type { Plugin } from '@docusaurus/types';

export const THEME_STORAGE_KEY = 'theme';
export const VALID_THEMES = ['light', 'dark'] as const;

export function storedThemeGuardScript(): string {
  return `(function(){try{var s=window.localStorage,v=s.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(v!==null&&${JSON.stringify(VALID_THEMES)}.indexOf(v)<0)s.removeItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}})();`;
}

export default function storedPreferencesGuardPlugin(): Plugin {
  return {
    name: 'stored-preferences-guard',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: storedThemeGuardScript() }] };
    },
  };
}
