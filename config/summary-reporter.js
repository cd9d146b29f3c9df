// Prints and records one `N passed, N failed` line for all projects; a suite that could not run counts as a failure.
const { writeTestResult } = require('../scripts/lib/test-results.cjs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const brokenSuites = results.testResults.filter((suite) => suite.testExecError).length;
    const passed = results.numPassedTests;
    const failed = results.numFailedTests + brokenSuites;
    writeTestResult('summary.json', { passed, failed });
    process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  }
}
module.exports = SummaryReporter;
