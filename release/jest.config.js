// Release suites start the real API and database and write real store folders; a start can take seconds.
module.exports = require('../config/jest-project')(__dirname, { testTimeout: 60_000 });
