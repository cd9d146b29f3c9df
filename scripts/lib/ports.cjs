// The stack's servers and their default ports: the one list of the apps, their Module Federation names and ports.
// Each port can be overridden by <NAME>_PORT (API_PORT, SHELL_PORT, MFE_PUBLIC_PORT, ...).
const defaultPorts = {
  api: 4000,
  shell: 8080,
  'mfe-public': 8081,
  'mfe-customer': 8082,
  'mfe-admin': 8083,
  'mfe-cms': 8084,
};

/** The browser apps, shell first. */
const apps = Object.keys(defaultPorts).filter((id) => id !== 'api');

/** Each remote's federation name, e.g. mfe-public → mfe_public (a federation name cannot hold a dash). */
const remoteNames = Object.fromEntries(
  apps.filter((id) => id !== 'shell').map((id) => [id, id.replace(/-/g, '_')]),
);

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

module.exports = { apps, remoteNames, defaultPorts, portsFromEnv, localUrl };
