// Traces over OpenTelemetry, exported by OTLP to the collector named by the standard OTEL_EXPORTER_OTLP_ENDPOINT.
// Without it nothing is loaded or started: the SDK and its instrumentations are required only when tracing is on.
import type { NodeSDK } from '@opentelemetry/sdk-node';

let started: NodeSDK | undefined;

/** Whether this process exports traces: the SDK was started because an OTLP endpoint is configured. */
export function tracingEnabled(): boolean {
  return started !== undefined;
}

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set. It must run before the modules it instruments (node:http,
 * the fetch client, Nest, the MongoDB driver) are first loaded, so each process calls it from a module its entry
 * imports first. `serviceName` is the default of OTEL_SERVICE_NAME.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): void {
  if (started || !env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { NestInstrumentation } =
    require('@opentelemetry/instrumentation-nestjs-core') as typeof import('@opentelemetry/instrumentation-nestjs-core');
  const { MongoDBInstrumentation } =
    require('@opentelemetry/instrumentation-mongodb') as typeof import('@opentelemetry/instrumentation-mongodb');
  /* eslint-enable @typescript-eslint/no-require-imports */
  started = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    // Traces only: metrics are Prometheus's, and logs go to standard output with the trace ids in each line.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      // Node's own fetch (undici): the server renderer's reads of the API carry the trace on.
      new UndiciInstrumentation(),
      new NestInstrumentation(),
      new MongoDBInstrumentation(),
    ],
  });
  started.start();
}

/** Sends the spans still buffered; a process calls it before it exits. */
export async function stopTracing(): Promise<void> {
  await started?.shutdown();
}
