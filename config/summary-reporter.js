// Prints and records one `N passed, N failed` line for all projects; a suite that could not run counts as a failure.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const brokenSuites = results.testResults.filter((suite) => suite.testExecError).length;
    const passed = results.numPassedTests;
    const failed = results.numFailedTests + brokenSuites;
    const dir = path.resolve(__dirname, '..', 'test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'summary.json'), JSON.stringify({ passed, failed }));
    process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  }
}
module.exports = SummaryReporter;
