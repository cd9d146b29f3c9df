// testTimeout is a global option that a project config cannot set; browser tests need more than 5 s each.
jest.setTimeout(90_000);
