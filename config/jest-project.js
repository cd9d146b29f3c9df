// Builds a Jest project config for one workspace so every workspace resolves and transforms the same way.
const path = require('node:path');
const swcTransform = require('./jest-swc');

const root = path.resolve(__dirname, '..');
const workspaceSources = {
  '^@agency/contracts$': `${root}/contracts/src/index.ts`,
  '^@agency/contracts/(.*)$': `${root}/contracts/src/$1`,
  '^@agency/embedded-mongo$': `${root}/embedded-mongo/src/index.ts`,
  '^@agency/telemetry$': `${root}/telemetry/src/index.ts`,
  '^@agency/web$': `${root}/web/src/index.ts`,
  '^@agency/web/(.*)$': `${root}/web/src/$1`,
  '^@agency/ui$': `${root}/ui/src/index.ts`,
  '^@agency/ui/(.*)$': `${root}/ui/src/$1`,
};

// file-type publishes only ES modules, under conditions Jest's CommonJS resolver does not read: point Jest at the entry
// Node itself loads (SWC then turns it into CommonJS like the rest). Every project that starts the API needs it.
const esmEntries = {
  '^file-type$': require.resolve('file-type', { paths: [path.join(root, 'api')] }),
};

// Dependencies that ship only ES modules; Jest runs CommonJS, so SWC transforms these too.
const ESM_ONLY_PACKAGES = [
  'content-disposition',
  // file-type (the media library's image detection) and the packages it reads files with.
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  'uint8array-extras',
];

module.exports = function jestProject(
  dir,
  {
    displayName,
    environment = 'node',
    testTimeout,
    setupFilesAfterEnv = [],
    moduleNameMapper = {},
    ...rest
  } = {},
) {
  const web = environment === 'jsdom';
  return {
    displayName: displayName ?? path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    transform: { '^.+\\.(t|j)sx?$': swcTransform({ jsx: web }) },
    moduleNameMapper: {
      ...workspaceSources,
      ...esmEntries,
      ...(web ? { '\\.css$': `${__dirname}/jest-style-stub.js` } : {}),
      ...moduleNameMapper,
    },
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // Skip node_modules unless the innermost package is one of the ESM-only ones.
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)(?!.*/node_modules/)`],
    // jsdom lacks what react-router reads when it loads (TextEncoder); jest-dom's matchers for every web suite.
    ...(web ? { setupFiles: [`${__dirname}/jest-jsdom-polyfills.cjs`] } : {}),
    // A project's testTimeout, which Jest would ignore here, reaches its suites through jest-timeout.cjs.
    ...(testTimeout ? { globals: { __PROJECT_TEST_TIMEOUT_MS__: testTimeout } } : {}),
    setupFilesAfterEnv: [
      ...(web ? [`${__dirname}/jest-dom-setup.js`] : []),
      ...(testTimeout ? [`${__dirname}/jest-timeout.cjs`] : []),
      ...setupFilesAfterEnv,
    ],
    ...rest,
  };
};
