module.exports = require('../config/jest-project')(__dirname, {
  environment: 'jsdom',
  setupFiles: [require.resolve('../ui/test/jsdom-polyfills.cjs')],
});
