/**
 * What the browser bundle gets for `prism-react-renderer`: code is highlighted at build time
 * (./highlight.ts), so no tokenizer ships. Docusaurus's `prism-include-languages` client module still
 * imports Prism to extend it; it receives this empty stand-in (and the site's override of that module
 * does nothing with it).
 */
export const Prism = { languages: {} };
export const themes = {};
export function normalizeTokens(): never[] {
  return [];
}
