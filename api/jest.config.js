// API suites start the real app and database per file; on two busy cores a start can take seconds.
module.exports = require('../config/jest-project')(__dirname, {
  testTimeout: 30_000,
});
