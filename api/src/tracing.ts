// Imported first by the API's entry: tracing (when an OTLP endpoint is configured) must start before Nest, Fastify
// and the MongoDB driver are loaded.
import { startTracing } from '@agency/telemetry';

startTracing('agency-api');
