const { ensureBuilt } = require('../../scripts/lib/build.cjs');

module.exports = async function globalSetup() {
  ensureBuilt({ log: (line) => process.stdout.write(`[e2e] ${line}\n`) });
};
