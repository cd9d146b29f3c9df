// A team's `npm test -w @agency/<slice>` runs the API contract tests config/slice-api-tests.cjs names for its slice:
// a test renamed or added in api/test must not silently leave every slice's run.
/* eslint-disable @typescript-eslint/no-require-imports */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './scripts-lib';

const { sliceApiTests, apiOwnTests } = require('../../config/slice-api-tests.cjs') as {
  sliceApiTests: Record<string, string[]>;
  apiOwnTests: string[];
};
const SLICE_TEST_SCRIPT = 'jest -c ../config/jest-slice.config.js';

const apiTests = fs
  .readdirSync(path.join(root, 'api', 'test'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => name.replace(/\.test\.ts$/, ''));
const workspaces = (require('../../package.json') as { workspaces: string[] }).workspaces;
const testScriptOf = (workspace: string) =>
  (require(path.join(root, workspace, 'package.json')) as { scripts?: Record<string, string> }).scripts?.test;

test('every API test is one a slice relies on, or the API’s own', () => {
  const named = new Set([...Object.values(sliceApiTests).flat(), ...apiOwnTests]);
  expect(apiTests.filter((name) => !named.has(name))).toEqual([]);
});

test('every API test the list names exists, and none is both a slice’s and the API’s own', () => {
  const existing = new Set(apiTests);
  const sliced = new Set(Object.values(sliceApiTests).flat());
  expect([...sliced, ...apiOwnTests].filter((name) => !existing.has(name))).toEqual([]);
  expect(apiOwnTests.filter((name) => sliced.has(name))).toEqual([]);
});

test('each listed slice is a workspace whose test script runs its list, and only those', () => {
  expect(Object.keys(sliceApiTests).filter((slice) => !workspaces.includes(slice))).toEqual([]);
  const running = workspaces.filter((workspace) => testScriptOf(workspace) === SLICE_TEST_SCRIPT);
  expect(running.sort()).toEqual(Object.keys(sliceApiTests).sort());
});
