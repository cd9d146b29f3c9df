// API suites start the real app and database per file; on two busy cores a start can take seconds.
module.exports = require('../config/jest-project')(__dirname, {
  testTimeout: 30_000,
  // file-type publishes only ES modules, under conditions Jest's CommonJS resolver does not read: point Jest at
  // the entry Node itself loads (SWC then turns it into CommonJS like the rest).
  moduleNameMapper: { '^file-type$': require.resolve('file-type', { paths: [__dirname] }) },
});
