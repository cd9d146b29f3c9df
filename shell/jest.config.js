module.exports = require('../config/jest-project')(__dirname, { environment: 'jsdom' });
