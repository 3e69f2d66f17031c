/**
 * A bundler loader for the site config module Docusaurus generates (`@generated/docusaurus.config`): the
 * browser bundle's copy leaves out `ssrTemplate`, the page template (./ssrTemplate.ts) with the source of
 * the script loader, which only the build's page renderer reads. Every first load carried it in `main.js`.
 */
/** @param {string} source the generated module */
module.exports = function clientSiteConfigLoader(source) {
  const match = /^([\s\S]*?export default )(\{[\s\S]*\});?\s*$/.exec(source);
  if (!match) throw new Error('preact-client: the generated site config is no longer `export default {…}`');
  const config = JSON.parse(match[2]);
  delete config.ssrTemplate;
  return `${match[1]}${JSON.stringify(config, null, 2)};\n`;
};
