const { configure } = require('@testing-library/react');
require('@testing-library/jest-dom');

// With every suite running at once on two cores, a page's first lazy import (a remote's module, compiled by SWC on
// demand) can take longer than Testing Library's default one-second wait; the wait is an upper bound, so raising it
// only slows a failing test.
configure({ asyncUtilTimeout: 5000 });

// Forms keep drafts in localStorage (ui/src/forms/form-draft.ts): each test starts with none, as a new browser would
// (a test of server code, in the node environment, has none).
afterEach(() => globalThis.localStorage?.clear());
