export { startTracing, stopTracing, tracingEnabled } from './tracing';
export { logIds, requestIdHook, type LogIds } from './log-ids';
export { traceCarrier, withTraceCarrier, type TraceCarrier } from './trace-carrier';
export { serveMetrics, type MetricsAddress, type MetricsEndpoint } from './metrics-endpoint';
