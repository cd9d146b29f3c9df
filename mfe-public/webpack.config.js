const createConfig = require('../scripts/webpack/create-config.cjs');
const exposes = require('./exposes.cjs');

module.exports = createConfig({
  dir: __dirname,
  id: 'mfe-public',
  title: 'Agency — public pages',
  exposes,
});
