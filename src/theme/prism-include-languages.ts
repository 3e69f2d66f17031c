/**
 * Replaces Docusaurus's loader of extra Prism languages in the browser: code is highlighted at build
 * time (src/plugins/static-code, which loads `themeConfig.prism.additionalLanguages` there), so the
 * browser needs no grammar.
 */
export default function prismIncludeLanguages(): void {}
