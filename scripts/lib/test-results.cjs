// Writes one JSON report into test-results/ at the repository root: the run's summary, bundle sizes, landing speed.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '..', '..', 'test-results');

/** @param {string} name  the file name, e.g. 'summary.json' */
function writeTestResult(name, value) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), `${JSON.stringify(value, null, 2)}\n`);
}

module.exports = { writeTestResult };
