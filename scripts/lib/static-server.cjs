// A small node:http server for one app's dist folder, with the caching and security headers federation needs.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

// Build output names carry a 10-hex content or build hash (see scripts/webpack/create-config.cjs).
const hashedName = /\.[0-9a-f]{10}\.[a-z0-9]+(\.map)?$/;

function cacheControl(file) {
  return hashedName.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** CSP for the shell's HTML: scripts and styles from itself and the remotes, data from the API too. */
function shellCsp({ remoteOrigins = [], apiOrigin }) {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes} ${apiOrigin}`,
    "img-src 'self' data: https: http:",
    // The pay page posts to the hosted checkout: the API's simulator or PayPal (live, sandbox).
    `form-action 'self' ${apiOrigin} https://www.paypal.com https://www.sandbox.paypal.com`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * @param {object} options
 * @param {string} options.root           the dist folder
 * @param {boolean} [options.spa]         unknown paths without an extension get index.html (the shell)
 * @param {string | (() => string)} [options.corsOrigin]  Access-Control-Allow-Origin for the shell's origin (the remotes)
 * @param {string | (() => string)} [options.csp]         Content-Security-Policy sent with HTML
 * (functions are read per request, so servers can start before each other's ports are known)
 * @param {Record<string, () => unknown>} [options.json]  paths answered with generated JSON (the shell's /config.json)
 */
function createStaticServer({ root, spa = false, corsOrigin, csp, json = {} }) {
  const base = path.resolve(root);
  const valueOf = (option) => (typeof option === 'function' ? option() : option);
  return http.createServer((req, res) => {
    const allowOrigin = valueOf(corsOrigin);
    const common = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    if (allowOrigin) {
      Object.assign(common, {
        'Access-Control-Allow-Origin': allowOrigin,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        Vary: 'Origin',
        // Scripts are loaded cross-origin by the shell: never 'same-origin' here.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, common).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, common).end();
      return;
    }
    if (json[pathname]) {
      const body = JSON.stringify(json[pathname]());
      res.writeHead(200, { ...common, 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    let file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep) && file !== base) {
      res.writeHead(403, common).end();
      return;
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat && spa && !path.extname(pathname)) {
      file = path.join(base, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat?.isFile()) {
      res.writeHead(404, { ...common, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    const headers = {
      ...common,
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': cacheControl(file),
    };
    if (ext === '.html' && csp) headers['Content-Security-Policy'] = valueOf(csp);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });
}

/** Listens on 127.0.0.1 (port 0 picks a free one) and resolves with the bound port. */
function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

function close(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

module.exports = { createStaticServer, shellCsp, listen, close };
