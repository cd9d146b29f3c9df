import { ORDER_MAX_IDS } from './content-order';
import { PREVIEW_PARAM } from './public-reads';

/**
 * Live preview: a CMS form shows, in a frame beside it, the public page where its block appears, fed the form's
 * unsaved values through `postMessage`. The frame is the page itself at `?preview=live-<token>`: the token is made
 * by the editor for that one frame, and each side accepts a message only from the other window, of the site's own
 * origin, carrying that token.
 */

/** The value of the preview parameter that opens a page in live preview, before the editor's token. */
export const LIVE_PREVIEW_PREFIX = 'live-';

/** A token the editor makes for one frame: 32 hex digits. */
const TOKEN = /^[0-9a-f]{32}$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const BLOCK_KEY = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const RECORD_ID = /^[0-9a-f]{24}$/;
/** More than any content field holds (the longest allow 5,000 characters): a value past it is not a form's. */
const MAX_VALUE_LENGTH = 20_000;
const MAX_FIELDS = 64;

/** The frame, once it listens, tells its editor (it never sends the values back, nor anywhere else). */
export interface LivePreviewReady {
  kind: 'live-preview:ready';
  token: string;
}

/** The editor's form as it is now: the values of one record of one block, saved or not. */
export interface LivePreviewUpdate {
  kind: 'live-preview:update';
  token: string;
  /** The block's catalogue key (`banner`, `faqItems`…). */
  block: string;
  /** The record the form edits, or null for a form adding a new one. */
  recordId: string | null;
  /** The form's values by field name, as typed (not yet checked: the preview shows invalid values too). */
  values: Record<string, string>;
  /**
   * The block's records as the editor lists them beside the form, by id: their order (while an item is dragged
   * too) and which are left (a deleted one is not). Absent where the editor shows no list (a record's own editor).
   */
  order?: string[];
}

export type LivePreviewMessage = LivePreviewReady | LivePreviewUpdate;

/** A new token for one preview frame. */
export function newLivePreviewToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The frame's address: the public location (`/service/#faq-sec`) in live preview with this token. */
export function livePreviewUrl(location: string, token: string): string {
  const [path, hash] = location.split('#');
  return `${path}?${PREVIEW_PARAM}=${LIVE_PREVIEW_PREFIX}${token}${hash === undefined ? '' : `#${hash}`}`;
}

/** The token of a page opened in live preview (its query string), or null for any other page. */
export function livePreviewToken(search: string): string | null {
  const value = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (!value?.startsWith(LIVE_PREVIEW_PREFIX)) return null;
  const token = value.slice(LIVE_PREVIEW_PREFIX.length);
  return TOKEN.test(token) ? token : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readValues(value: unknown): Record<string, string> | null {
  if (!isObject(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_FIELDS) return null;
  for (const [name, field] of entries)
    if (!FIELD_NAME.test(name) || typeof field !== 'string' || field.length > MAX_VALUE_LENGTH) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}

function readOrder(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > ORDER_MAX_IDS) return null;
  return value.every((id) => typeof id === 'string' && RECORD_ID.test(id)) ? (value as string[]) : null;
}

/**
 * A message for this frame (`token`): a well-formed update carrying the token, or null for anything else (another
 * window's message, another frame's token, a malformed or oversized body).
 */
export function readLivePreviewUpdate(data: unknown, token: string): LivePreviewUpdate | null {
  if (!isObject(data) || data.kind !== 'live-preview:update' || data.token !== token) return null;
  const { block, recordId } = data;
  if (typeof block !== 'string' || !BLOCK_KEY.test(block)) return null;
  if (recordId !== null && (typeof recordId !== 'string' || !RECORD_ID.test(recordId))) return null;
  const values = readValues(data.values);
  if (!values) return null;
  if (data.order === undefined) return { kind: 'live-preview:update', token, block, recordId, values };
  const order = readOrder(data.order);
  return order ? { kind: 'live-preview:update', token, block, recordId, values, order } : null;
}

/** Whether this is the frame's "ready" for this token. */
export function isLivePreviewReady(data: unknown, token: string): data is LivePreviewReady {
  return isObject(data) && data.kind === 'live-preview:ready' && data.token === token;
}
