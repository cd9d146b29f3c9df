// Before any suite: the lists generated from the block files and section folders, so a block added since the last
// install is in them (scripts/lib/block-index.cjs).
const { writeBlockIndex } = require('../scripts/lib/block-index.cjs');

module.exports = function globalSetup() {
  writeBlockIndex();
};
