const createConfig = require('../scripts/webpack/create-config.cjs');
const exposes = require('./exposes.cjs');

module.exports = createConfig({
  dir: __dirname,
  id: 'mfe-public',
  title: 'Agency — public pages',
  exposes,
  // The shell's server renders these pages: the build also makes their Node container (dist/server).
  server: true,
});
