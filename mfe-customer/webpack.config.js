const createConfig = require('../scripts/webpack/create-config.cjs');
const exposes = require('./exposes.cjs');

module.exports = createConfig({
  dir: __dirname,
  id: 'mfe-customer',
  name: 'mfe_customer',
  title: 'Agency — customer area',
  exposes,
});
