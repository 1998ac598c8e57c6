// Used by Docusaurus only when Faster (SWC) is off; kept so that a plain
// Babel toolchain (e.g. for a plugin that needs it) compiles the site the same way.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
