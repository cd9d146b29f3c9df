// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when its module loads.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no Request either; a data router (the shell's, for its leave guard) builds one per navigation and
// reads only its url, method and signal. Node's own Request refuses jsdom's AbortSignal, hence this small one.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input instanceof Request ? input.url : input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Map(Object.entries(init.headers ?? {}));
      this.body = init.body ?? null;
    }
  };
}
