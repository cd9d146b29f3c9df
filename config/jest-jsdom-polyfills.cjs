// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when its module loads.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
