import path from 'node:path';
import rulesDe from '@agency/contracts/messages/de.json';
import rulesEn from '@agency/contracts/messages/en.json';
import apiDe from '../src/i18n/messages/de.json';
import apiEn from '../src/i18n/messages/en.json';
import { messageSites, type MessageSite } from './support/message-sites';

// Every message the API can answer with has a German entry: the compiler finds each place that makes one (an
// exception's message, a field error) and what it can be. A new message in English only fails here.

const root = path.resolve(__dirname, '../..');
const english: Record<string, string> = { ...rulesEn, ...apiEn };
const german: Record<string, string> = { ...rulesDe, ...apiDe };

/** Places (`file#function`) whose text the test cannot list, and why no reader needs it translated. */
const UNTRANSLATED: Record<string, string> = {
  'api/src/payments/paypal-orders/paypal-webhook.controller.ts#receive':
    "the webhook's 409 tells PayPal's delivery to try again; no person reads it",
  'contracts/src/validate-body.ts#firstErrorPerField':
    "a form reading a server's answer, already in the reader's language",
};

let sites: MessageSite[];
beforeAll(() => {
  sites = messageSites(root, ['api/src', 'contracts/src']);
}, 60_000);

test('the source has the message sites this test looks for', () => {
  const texts = new Set(sites.flatMap((site) => site.texts));
  const ids = new Set(sites.flatMap((site) => site.ids));
  // One of each kind, so a scan that finds nothing cannot pass.
  expect(texts).toContain('No order with this id');
  expect(texts).toContain('Sign in to continue');
  expect(ids).toContain('error.order.notCancellable');
  expect(ids).toContain('validation.required');
  expect(texts).toContain('Subscribed');
  expect(ids).toContain('answer.emailChanged');
  expect(texts.size + ids.size).toBeGreaterThan(100);
});

test('every message the API makes is one the test can read', () => {
  const unreadable = sites
    .filter((site) => site.unknown !== undefined)
    .filter((site) => !(`${site.where.replace(/:\d+$/, '')}#${site.within}` in UNTRANSLATED))
    .map((site) => `${site.where} (${site.unknown})`);
  expect(unreadable).toEqual([]);
});

test('every fixed text and every message id has an English and a German entry', () => {
  const missing = sites.flatMap((site) =>
    [...site.texts, ...site.ids]
      .filter((id) => !(id in english) || !(id in german))
      .map((id) => `${site.where}: ${id}`),
  );
  expect(missing).toEqual([]);
});

test('a fixed text is its own English entry, word for word', () => {
  const changed = [...new Set(sites.flatMap((site) => site.texts))].filter((text) => english[text] !== text);
  expect(changed).toEqual([]);
});
