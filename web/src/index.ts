// The production web serving of the shell and the remotes.
export { contentSecurityPolicy, commonHeaders, pageHeaders } from './security-headers';
export { buildRuntimeConfig, type RuntimeConfig } from './runtime-config';
export type { PageRenderer, RenderOutcome, RenderRequest } from './page-renderer';
export { readRouteTable, type RouteEntry, type RouteTable } from './route-table';
export { createWebServer, listenWebServer, type ShellOptions, type WebServerOptions } from './web-server';
export { renderingFromEnv, startWebServers, type WebServers, type WebServersOptions } from './web-servers';
export type { AppName, RemoteName } from './stack-ports';
