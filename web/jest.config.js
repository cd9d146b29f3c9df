// The web servers' own suites: real Fastify servers over HTTP, over small fixture builds or the apps' real builds.
module.exports = require('../config/jest-project')(__dirname, { testTimeout: 30_000 });
