// Jest reads testTimeout only from the root config when it runs several projects, so config/jest-project.js
// hands each project's timeout to its suites as a global, and this file applies it.
if (globalThis.__PROJECT_TEST_TIMEOUT_MS__) jest.setTimeout(globalThis.__PROJECT_TEST_TIMEOUT_MS__);
