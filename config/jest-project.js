// Builds a Jest project config for one workspace so every workspace resolves and transforms the same way.
const path = require('node:path');
const swcTransform = require('./jest-swc');

const root = path.resolve(__dirname, '..');
const workspaceSources = {
  '^@agency/contracts$': `${root}/contracts/src/index.ts`,
  '^@agency/embedded-mongo$': `${root}/embedded-mongo/src/index.ts`,
  '^@agency/ui$': `${root}/ui/src/index.ts`,
  '^@agency/ui/(.*)$': `${root}/ui/src/$1`,
};

module.exports = function jestProject(dir, { displayName, environment = 'node', ...rest } = {}) {
  const web = environment === 'jsdom';
  return {
    displayName: displayName ?? path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    transform: { '^.+\\.(t|j)sx?$': swcTransform({ jsx: web }) },
    moduleNameMapper: {
      ...workspaceSources,
      ...(web ? { '\\.css$': `${__dirname}/jest-style-stub.js` } : {}),
    },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...(web ? { setupFilesAfterEnv: [`${__dirname}/jest-dom-setup.js`] } : {}),
    ...rest,
  };
};
