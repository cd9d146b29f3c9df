require('@testing-library/jest-dom');

// Forms keep drafts in localStorage (ui/src/forms/form-draft.ts): each test starts with none, as a new browser would.
afterEach(() => globalThis.localStorage.clear());
