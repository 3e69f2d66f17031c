/**
 * The Prism that the classic theme's `prism-include-languages` client module gets in the browser
 * (./prismClientModule.ts): code is highlighted at build time (./highlight.ts), so no tokenizer ships,
 * and the site's `@theme/prism-include-languages` does nothing with it.
 */
export const Prism = { languages: {} };
