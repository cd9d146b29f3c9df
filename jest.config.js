// Every suite of every workspace runs in one Jest invocation so `npm test` gives one summary.
module.exports = {
  projects: [
    '<rootDir>/embedded-mongo',
    '<rootDir>/api',
    '<rootDir>/web',
    '<rootDir>/contracts',
    '<rootDir>/ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-public',
    '<rootDir>/mfe-customer',
    '<rootDir>/mfe-admin',
    '<rootDir>/mfe-cms',
    '<rootDir>/release',
    '<rootDir>/e2e',
  ],
  globalSetup: '<rootDir>/config/jest-global-setup.cjs',
  reporters: ['default', '<rootDir>/config/summary-reporter.js'],
};
