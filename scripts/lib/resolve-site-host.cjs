// Loaded into the reference deployment test's API processes (NODE_OPTIONS=--require): the site's test host name
// (DEPLOYMENT_SITE_HOST) resolves to the edge's loopback address, as public DNS resolves a real site's name on its
// hosts. Chromium gets --host-resolver-rules instead.
const dns = require('node:dns');

const siteHost = process.env.DEPLOYMENT_SITE_HOST;
const resolve = dns.lookup;

dns.lookup = function lookup(hostname, options, callback) {
  if (!siteHost || hostname !== siteHost) return resolve.apply(this, arguments);
  const done = typeof options === 'function' ? options : callback;
  const all = typeof options === 'object' && options !== null && options.all;
  process.nextTick(() =>
    all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4),
  );
  return undefined;
};
