// `npm test -w @agency/<slice>`: the slice's own suites and the API contract tests it relies on
// (config/slice-api-tests.cjs), in one run with one summary. npm runs a workspace's script in its folder, which names
// the slice; nothing is built and no other slice's suites run.
const path = require('node:path');
const { sliceApiTests } = require('./slice-api-tests.cjs');

const root = path.resolve(__dirname, '..');
const sliceDir = process.cwd();
const slice = path.relative(root, sliceDir);
const apiTests = sliceApiTests[slice];
if (!apiTests) {
  throw new Error(
    `config/jest-slice.config.js runs from a slice's folder (npm test -w @agency/<slice>), one of ${Object.keys(sliceApiTests).join(', ')}; it ran from ${sliceDir}`,
  );
}

const apiProject = require('../api/jest.config.js');

module.exports = {
  projects: [
    sliceDir,
    {
      ...apiProject,
      testMatch: apiTests.map((name) => `<rootDir>/test/${name}.test.ts`),
    },
  ],
  globalSetup: `${__dirname}/jest-global-setup.cjs`,
  reporters: ['default', `${__dirname}/summary-reporter.js`],
};
