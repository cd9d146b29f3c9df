const createConfig = require('../scripts/webpack/create-config.cjs');
const exposes = require('./exposes.cjs');

module.exports = createConfig({
  dir: __dirname,
  id: 'mfe-cms',
  name: 'mfe_cms',
  title: 'Agency — content management',
  exposes,
});
