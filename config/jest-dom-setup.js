require('@testing-library/jest-dom');

// Forms keep drafts in localStorage (ui/src/forms/form-draft.ts): each test starts with none, as a new browser would
// (a test of server code, in the node environment, has none).
afterEach(() => globalThis.localStorage?.clear());
