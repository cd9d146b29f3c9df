const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  id: 'shell',
  title: 'Agency — Digital marketing that grows your business',
  serverEntry: './src/server/index.ts',
});
