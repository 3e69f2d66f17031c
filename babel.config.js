// Used only where Docusaurus falls back to Babel; with `future.faster` the build compiles with SWC.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
