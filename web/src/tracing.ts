// Imported first by the web servers' process and by each render thread: tracing (when an OTLP endpoint is
// configured) must start before node:http, Fastify and the fetch client are loaded.
import { startTracing } from '@agency/telemetry';

startTracing('agency-web');
