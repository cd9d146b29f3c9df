const createConfig = require('../scripts/webpack/create-config.cjs');
const exposes = require('./exposes.cjs');

module.exports = createConfig({
  dir: __dirname,
  id: 'mfe-admin',
  title: 'Agency — administration',
  exposes,
});
