#!/usr/bin/env node
// Renders the reference deployment's configuration files from their templates (deploy/nginx, deploy/haproxy): the
// tests call the functions below, an operator the command line, so both run the same files.
//
//   node deploy/render.cjs nginx-edge  > /etc/nginx/conf.d/agency-edge.conf   (the edge, an http-context file)
//   node deploy/render.cjs nginx       > nginx.conf                            (an nginx of its own around it)
//   node deploy/render.cjs haproxy     > haproxy.cfg
//
// Settings come from the environment (docs/deploying.md lists them); a missing or malformed one stops the command.
// Needs the web workspace's build (npm run build -w @agency/web): the headers and caching rules are web/'s own; and
// the contracts' (npm run build -w @agency/contracts): the health check's path is the endpoint catalogue's.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { apps } = require('../scripts/lib/ports.cjs');

/** Debian's nginx: its brotli module (libnginx-mod-http-brotli-static) and MIME types. */
const DEBIAN_NGINX = {
  brotliStaticModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  mimeTypes: '/etc/nginx/mime.types',
};

/** web/'s rules, from its build: a deployment renders what the servers it stands in for do. */
function webRules() {
  const dist = path.join(root, 'web', 'dist');
  if (!fs.existsSync(path.join(dist, 'served-files.js')))
    throw new Error('web/dist is missing: npm run build -w @agency/web');
  const served = require(path.join(dist, 'served-files.js'));
  const headers = require(path.join(dist, 'security-headers.js'));
  const { PREVIEW_PARAM } = require(path.join(root, 'contracts', 'dist', 'public-reads.js'));
  return { served, headers, PREVIEW_PARAM };
}

/** Fills every {{NAME}} of a template; a placeholder without a value, or a value without a placeholder, is a mistake. */
function fill(templateFile, values) {
  const template = fs.readFileSync(path.join(__dirname, templateFile), 'utf8');
  const used = new Set();
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`${templateFile}: no value for {{${name}}}`);
    used.add(name);
    return values[name];
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`${templateFile} has no {{${unused.join('}}, {{')}}}`);
  return text;
}

// Values end up inside nginx and HAProxy syntax: anything that could end a string, a directive or a block is refused.
const UNSAFE = /["'\\;{}\s#$]/;

function checked(name, value, pattern, what) {
  if (typeof value !== 'string' || value === '' || UNSAFE.test(value) || !pattern.test(value))
    throw new Error(`${name} must be ${what} (got ${JSON.stringify(value)})`);
  return value;
}

/** `host:port` of a server behind the edge or the balancer (an IPv4 address or a host name). */
const address = (name, value) =>
  checked(name, value, /^[A-Za-z0-9.-]+:\d{1,5}$/, 'an address host:port, e.g. 10.0.0.5:8080');
const addresses = (name, list) => {
  const entries = Array.isArray(list) ? list : String(list ?? '').split(',');
  const parsed = entries.map((entry) => entry.trim()).filter(Boolean);
  if (parsed.length === 0) throw new Error(`${name} must list at least one address host:port`);
  return parsed.map((entry) => address(name, entry));
};
const folder = (name, value) =>
  checked(name, value, /^\/[^\0]*[^/]$/, 'an absolute folder, without a trailing /');
const origin = (name, value) => {
  checked(name, value, /^https?:\/\//, 'an http(s) URL');
  return new URL(value).origin;
};
/** What nginx listens on: a port, or address:port. */
const listen = (name, value) =>
  checked(name, String(value), /^([0-9.]+:)?\d{1,5}$/, 'a port or address:port');

/** The remotes, whose browser builds the edge serves as files. */
const remotes = apps.filter((app) => app !== 'shell');

/** An nginx string: double quotes, which the values above never hold. */
const quoted = (value) => {
  if (/["\\]/.test(value)) throw new Error(`cannot quote ${value} for nginx`);
  return `"${value}"`;
};

/**
 * The edge (deploy/nginx/agency-edge.conf): the shell servers and API instances behind it, each remote's build
 * under `remotesDir/<remote>/`, the release store at `releasesDir`, the site's and the API's public URLs (the CORS
 * origin and CSP of the remotes' files, as their own servers send them).
 */
function renderNginxEdge({
  listen: listenOn = '80',
  serverName,
  shellServers,
  apiServers,
  remotesDir,
  releasesDir,
  siteUrl,
  apiPublicUrl,
  accessLog = '/var/log/nginx/agency-edge.log',
  failTimeoutSeconds = 10,
}) {
  const { served, headers, PREVIEW_PARAM } = webRules();
  const site = origin('SHELL_PUBLIC_URL', siteUrl);
  const upstream = (name, list) =>
    addresses(name, list)
      .map((entry) => `    server ${entry} max_fails=1 fail_timeout=${Number(failTimeoutSeconds)}s;`)
      .join('\n');
  // A remote's HTML carries the policy its server gives it: the API's origin and its own.
  const pageHeaders = Object.entries(
    headers.pageHeaders(headers.contentSecurityPolicy({ apiOrigin: origin('API_PUBLIC_URL', apiPublicUrl) })),
  );
  const variable = (name) => `$agency_page_${name.toLowerCase().replace(/-/g, '_')}`;
  const pageHeaderMaps = pageHeaders
    .map(
      ([name, value]) =>
        `map $sent_http_content_type ${variable(name)} {\n    "~^text/html" ${quoted(value)};\n    default "";\n}`,
    )
    .join('\n');
  const remoteHeaders = [
    ...Object.entries({ ...headers.commonHeaders, ...headers.remoteFileHeaders(site) }).map(
      ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
    ),
    ...pageHeaders.map(([name]) => `add_header ${name} ${variable(name)} always;`),
  ]
    .map((line) => `        ${line}`)
    .join('\n');
  return fill('nginx/agency-edge.conf', {
    LISTEN: listen('EDGE_LISTEN', listenOn),
    SERVER_NAME: checked(
      'EDGE_SERVER_NAME',
      serverName ?? new URL(site).hostname,
      /^[A-Za-z0-9._-]+$/,
      'a host name',
    ),
    ACCESS_LOG: accessLog === 'off' ? 'off' : `${folder('EDGE_ACCESS_LOG', accessLog)} agency_edge`,
    SHELL_SERVERS: upstream('SHELL_SERVERS', shellServers),
    API_SERVERS: upstream('API_SERVERS', apiServers),
    REMOTES_DIR: folder('REMOTES_DIR', remotesDir),
    RELEASES_DIR: folder('RELEASES_DIR', releasesDir),
    REMOTES: remotes.join('|'),
    HASHED_NAME: served.HASHED_NAME.source,
    NAMES_OTHER_FILES: served.NAMES_OTHER_FILES.source,
    PRIVATE_FILES: served.PRIVATE_FILES.source,
    IMMUTABLE: served.IMMUTABLE,
    REVALIDATE: served.REVALIDATE,
    ONE_DAY: served.ONE_DAY,
    PREVIEW_PARAM,
    PAGE_HEADER_MAPS: pageHeaderMaps,
    REMOTE_HEADERS: remoteHeaders,
  });
}

/** An nginx of its own (deploy/nginx/nginx.conf) around the rendered edge file, its state in `stateDir`. */
function renderNginxMain({ stateDir, edgeConf, workerProcesses = 'auto' }) {
  return fill('nginx/nginx.conf', {
    STATE_DIR: folder('EDGE_STATE_DIR', stateDir),
    USER: os.userInfo().username,
    EDGE_CONF: folder('EDGE_CONF', edgeConf),
    WORKER_PROCESSES: checked('EDGE_WORKERS', String(workerProcesses), /^(auto|\d+)$/, 'auto or a number'),
    BROTLI_STATIC_MODULE: DEBIAN_NGINX.brotliStaticModule,
    MIME_TYPES: DEBIAN_NGINX.mimeTypes,
  });
}

/** Where every instance, API or web server, says whether to send it requests: the endpoint catalogue's, from its build. */
function readyPath() {
  const { HEALTH_ENDPOINTS } = require(path.join(root, 'contracts', 'dist', 'endpoints', 'health.js'));
  return HEALTH_ENDPOINTS.ready.path;
}

/** HAProxy (deploy/haproxy/haproxy.cfg) in front of the API instances and the shell servers. */
function renderHaproxy({ apiBind, siteBind, apiServers, shellServers }) {
  const servers = (name, prefix, list) =>
    addresses(name, list)
      .map((entry, index) => `  server ${prefix}${index + 1} ${entry}`)
      .join('\n');
  return fill('haproxy/haproxy.cfg', {
    API_BIND: address('API_BIND', apiBind),
    SITE_BIND: address('SITE_BIND', siteBind),
    API_SERVERS: servers('API_SERVERS', 'api', apiServers),
    SHELL_SERVERS: servers('SHELL_SERVERS', 'shell', shellServers),
    READY_PATH: readyPath(),
  });
}

/** The command line: the settings from the environment, the file on standard output. */
function main(which, env = process.env) {
  switch (which) {
    case 'nginx-edge':
      return renderNginxEdge({
        listen: env.EDGE_LISTEN,
        serverName: env.EDGE_SERVER_NAME,
        shellServers: env.SHELL_SERVERS,
        apiServers: env.API_SERVERS,
        remotesDir: env.REMOTES_DIR,
        releasesDir: env.RELEASES_DIR,
        siteUrl: env.SHELL_PUBLIC_URL,
        apiPublicUrl: env.API_PUBLIC_URL,
        accessLog: env.EDGE_ACCESS_LOG,
      });
    case 'nginx':
      return renderNginxMain({
        stateDir: env.EDGE_STATE_DIR,
        edgeConf: env.EDGE_CONF,
        workerProcesses: env.EDGE_WORKERS,
      });
    case 'haproxy':
      return renderHaproxy({
        apiBind: env.API_BIND,
        siteBind: env.SITE_BIND,
        apiServers: env.API_SERVERS,
        shellServers: env.SHELL_SERVERS,
      });
    default:
      throw new Error('Usage: node deploy/render.cjs nginx-edge | nginx | haproxy');
  }
}

if (require.main === module) {
  try {
    process.stdout.write(main(process.argv[2]));
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

module.exports = { renderNginxEdge, renderNginxMain, renderHaproxy, remotes, DEBIAN_NGINX };
