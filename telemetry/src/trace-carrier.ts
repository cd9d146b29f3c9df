// A trace carried across a boundary that is not HTTP (a message to a worker thread), as W3C trace-context fields.
import { context, propagation, ROOT_CONTEXT } from '@opentelemetry/api';

export type TraceCarrier = Record<string, string>;

/** The active trace, as fields to send along with a message; empty with tracing off. */
export function traceCarrier(): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs `work` inside the trace a message carried, so the spans it starts (its fetches) join that trace. */
export function withTraceCarrier<T>(carrier: TraceCarrier | undefined, work: () => T): T {
  if (!carrier || Object.keys(carrier).length === 0) return work();
  return context.with(propagation.extract(ROOT_CONTEXT, carrier), work);
}
