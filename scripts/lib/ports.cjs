// Default ports of the stack; each can be overridden by <NAME>_PORT (API_PORT, SHELL_PORT, MFE_PUBLIC_PORT, ...).
const defaultPorts = {
  api: 4000,
  shell: 8080,
  'mfe-public': 8081,
  'mfe-customer': 8082,
  'mfe-admin': 8083,
  'mfe-cms': 8084,
};

const remoteNames = {
  'mfe-public': 'mfe_public',
  'mfe-customer': 'mfe_customer',
  'mfe-admin': 'mfe_admin',
  'mfe-cms': 'mfe_cms',
};

function envName(id) {
  return `${id.toUpperCase().replace(/-/g, '_')}_PORT`;
}

function portsFromEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(defaultPorts).map(([id, port]) => [id, Number(env[envName(id)] ?? port)]),
  );
}

/** Every server of the stack listens on the loopback address. */
function localUrl(port) {
  return `http://127.0.0.1:${port}`;
}

module.exports = { remoteNames, portsFromEnv, localUrl };
