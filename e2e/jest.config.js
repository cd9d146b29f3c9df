// Browser tests drive the production build of the whole stack (Jest runs files one at a time on two cores).
module.exports = require('../config/jest-project')(__dirname, {
  testTimeout: 90_000,
  // Builds whatever dist is missing once, before any suite starts a stack.
  globalSetup: '<rootDir>/src/global-setup.cjs',
});
