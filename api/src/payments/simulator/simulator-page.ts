import { formatCents } from '../../orders/money';
import type { FormFields } from '../../http/body-parsers';
import { escapeHtml, page } from '../payment-page';
import { SIMULATOR_PATHS } from '../paypal-standard/paypal-endpoints';
import type { SimulatedCheckout } from './simulator.service';

/**
 * Where a page's form posts: the API's public URL before the route, as the API may be under a path of the site
 * (https://site.example/api), where a path from the root would leave the API.
 */
const target = (apiPublicUrl: string, route: string) =>
  escapeHtml(`${apiPublicUrl.replace(/\/+$/, '')}${route}`);

/** PayPal's hosted page, reduced to what a test or a demo needs: what is bought, for how much, Pay or Cancel. */
export function checkoutPage(checkout: SimulatedCheckout, fields: FormFields, apiPublicUrl: string): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const amount = `${formatCents(checkout.amountCents)} ${checkout.currency}`;
  return page(
    'PayPal checkout (simulator)',
    `<p class="note">Payment simulator: no money moves. Pay sends PayPal's notification to the shop.</p>
    <dl>
      <dt>Item</dt><dd data-testid="item">${escapeHtml(checkout.itemName)}</dd>
      <dt>Amount</dt><dd data-testid="amount">${escapeHtml(amount)}</dd>
      <dt>Paid to</dt><dd>${escapeHtml(checkout.business)}</dd>
    </dl>
    <div class="actions">
      <form method="post" action="${target(apiPublicUrl, SIMULATOR_PATHS.pay)}">
      ${hidden}
        <button type="submit">Pay ${escapeHtml(amount)}</button>
      </form>
      <form method="post" action="${target(apiPublicUrl, SIMULATOR_PATHS.cancel)}">
      ${hidden}
        <button type="submit" class="secondary">Cancel</button>
      </form>
    </div>`,
  );
}

/** The simulated PayPal account's page of one payment, with the Refund that sends PayPal's refund notification. */
export function activityPage(txnId: string, amount: string, itemName: string, apiPublicUrl: string): string {
  return page(
    'Payment details (simulator)',
    `<p class="note">Payment simulator: no money moves. Refund sends PayPal's refund notification to the shop.</p>
    <dl>
      <dt>Transaction</dt><dd data-testid="transaction">${escapeHtml(txnId)}</dd>
      <dt>Item</dt><dd>${escapeHtml(itemName)}</dd>
      <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
    </dl>
    <form method="post" action="${target(apiPublicUrl, SIMULATOR_PATHS.refund)}" class="actions">
      <input type="hidden" name="txn_id" value="${escapeHtml(txnId)}">
      <button type="submit">Refund the full amount</button>
    </form>`,
  );
}

/** PayPal's approval page for an Orders v2 checkout: the buyer approves (or cancels) the order named by `token`. */
export function approvePage(token: string, itemName: string, amount: string, apiPublicUrl: string): string {
  return page(
    'Approve your PayPal payment (simulator)',
    `<p class="note">Payment simulator: no money moves. Approve sends you back to the shop, which captures the payment.</p>
    <dl>
      <dt>Item</dt><dd data-testid="item">${escapeHtml(itemName)}</dd>
      <dt>Amount</dt><dd data-testid="amount">${escapeHtml(amount)}</dd>
    </dl>
    <form method="post" action="${target(apiPublicUrl, SIMULATOR_PATHS.approve)}" class="actions">
      <input type="hidden" name="token" value="${escapeHtml(token)}">
      <button type="submit" name="decision" value="approve">Approve and pay ${escapeHtml(amount)}</button>
      <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
    </form>`,
  );
}
