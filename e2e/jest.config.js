// Browser tests drive the production build of the whole stack; they are slow, so one at a time.
module.exports = require('../config/jest-project')(__dirname, { testTimeout: 60_000, maxWorkers: 1 });
