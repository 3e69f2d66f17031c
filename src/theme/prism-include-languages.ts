/**
 * Replaces Docusaurus's loader of extra Prism languages in the browser: code is highlighted at build
 * time (src/plugins/static-code, which loads `themeConfig.prism.additionalLanguages` there), so the
 * browser needs no grammar, and the Prism it is handed is an empty stand-in
 * (src/plugins/static-code/prismClientModule.ts).
 */
export default function prismIncludeLanguages(): void {}
