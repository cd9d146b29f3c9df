import { useState, type CSSProperties } from 'react';
import { formatUsd, LoadState, recordQueries, useQuery } from '@agency/ui';
import { SALES_PERIODS, type SalesPeriod, type SalesReport } from '@agency/contracts';
import './sales-chart.css';

const PERIOD_LABEL: Record<SalesPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };
/** At most this many period labels under the bars: they stay readable on a 375 px phone. */
const MOST_LABELS: Record<SalesPeriod, number> = { day: 5, week: 4, month: 4 };

const SHORT_DAY = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const SCALE_USD = new Intl.NumberFormat('en', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

function periodName(by: SalesPeriod, start: string): string {
  if (by === 'month') return start.slice(0, 7);
  return by === 'week' ? `week of ${start}` : start;
}

/** "Nov 23" for a day or a week's first day, "Nov 2026" for a month: short enough to sit under the bars. */
function shortPeriod(by: SalesPeriod, start: string): string {
  return (by === 'month' ? SHORT_MONTH : SHORT_DAY).format(new Date(`${start}T00:00:00Z`));
}

/** The scale's top: the largest period rounded up to 1, 2, 2.5 or 5 times a power of ten (in cents). */
function scaleTop(mostCents: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(mostCents, 100)));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= mostCents) ?? 10;
  return step * power;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The bars against a scale (top, half, zero) with the periods under them, and the total in words above: all
 * readable without pointing at a bar. The table beside them says every period's figures.
 */
function Bars({ report }: { report: SalesReport }) {
  const { by, periods } = report;
  const total = periods.reduce((sum, period) => sum + period.cents, 0);
  const orders = periods.reduce((sum, period) => sum + period.orders, 0);
  const span = plural(periods.length, by);
  if (orders === 0) return <p className="sales-chart__empty">No paid orders in the last {span} yet.</p>;
  const top = scaleTop(Math.max(...periods.map((period) => period.cents)));
  const every = Math.ceil(periods.length / MOST_LABELS[by]);
  return (
    <>
      <p className="sales-chart__total">
        <strong>{formatUsd(total / 100)}</strong>
        {` from ${plural(orders, 'paid order')} in the last ${span}`}
      </p>
      <div
        className="sales-chart__plot"
        role="img"
        aria-label={`Paid revenue per ${by}: ${formatUsd(total / 100)} from ${orders} orders in the ${span} shown`}
        style={{ '--periods': periods.length } as CSSProperties}
      >
        <ul className="sales-chart__scale" aria-hidden="true">
          {[top, top / 2, 0].map((cents) => (
            <li key={cents}>{SCALE_USD.format(cents / 100)}</li>
          ))}
        </ul>
        <div className="sales-chart__bars" aria-hidden="true">
          {periods.map((period) => (
            <span
              key={period.start}
              className="sales-chart__bar"
              style={{ height: `${(period.cents / top) * 100}%` }}
              title={`${periodName(by, period.start)}: ${formatUsd(period.cents / 100)}, ${plural(period.orders, 'order')}`}
            />
          ))}
        </div>
        <div className="sales-chart__periods-axis" aria-hidden="true">
          {periods.map((period, index) =>
            index % every === 0 ? (
              <span
                key={period.start}
                className="sales-chart__period"
                style={{ gridColumn: `${index + 1} / span ${every}` }}
              >
                {shortPeriod(by, period.start)}
              </span>
            ) : null,
          )}
        </div>
      </div>
    </>
  );
}

/** Beyond the documented dashboard: an agency wants to see its sales move, per day, week or month. */
export function SalesChart() {
  const [by, setBy] = useState<SalesPeriod>('day');
  const report = useQuery(recordQueries.sales(by));
  return (
    <section className="sales-chart" aria-labelledby="sales-chart-title">
      <div className="sales-chart__head">
        <h2 id="sales-chart-title" className="sales-chart__title">
          Sales
        </h2>
        <div role="group" aria-label="Group sales by" className="sales-chart__periods">
          {SALES_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className="ui-btn ui-btn--sm ui-btn--secondary"
              aria-pressed={period === by}
              onClick={() => setBy(period)}
            >
              {PERIOD_LABEL[period]}
            </button>
          ))}
        </div>
      </div>
      <LoadState query={report}>
        {report.data ? (
          <>
            <Bars report={report.data} />
            <details className="sales-chart__details">
              <summary>Show as a table</summary>
              <table className="ui-table">
                <caption className="ui-table__caption">Paid sales per {by}</caption>
                <thead>
                  <tr>
                    <th scope="col">{PERIOD_LABEL[by]}</th>
                    <th scope="col">Revenue</th>
                    <th scope="col">Orders</th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.periods.map((period) => (
                    <tr key={period.start}>
                      <td data-label={PERIOD_LABEL[by]}>{periodName(by, period.start)}</td>
                      <td data-label="Revenue">{formatUsd(period.cents / 100)}</td>
                      <td data-label="Orders">{period.orders}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
