import type { CSSProperties } from 'react';
import { useFormat, useTexts, type Texts } from '@agency/ui';
import type { SalesPeriod, SalesReport } from '@agency/contracts';
import { adminMessages, type AdminTextId } from '../messages';
import { PERIOD_LABEL } from './sales-chart';
/** At most this many period labels under the bars: they stay readable on a 375 px phone. */
const MOST_LABELS: Record<SalesPeriod, number> = { day: 5, week: 4, month: 4 };

const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const SHORT_MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const SCALE_USD: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
};

function periodName(t: Texts<AdminTextId>, by: SalesPeriod, start: string): string {
  if (by === 'month') return start.slice(0, 7);
  return by === 'week' ? t('sales.weekOf', { start }) : start;
}

/** "Nov 23" for a day or a week's first day, "Nov 2026" for a month: short enough to sit under the bars. */
function shortPeriod(format: ReturnType<typeof useFormat>, by: SalesPeriod, start: string): string {
  // A day alone (YYYY-MM-DD) is read as midnight UTC, the time zone the periods are counted in.
  return format.date(start, by === 'month' ? SHORT_MONTH : SHORT_DAY);
}

/** The scale's top: the largest period rounded up to 1, 2, 2.5 or 5 times a power of ten (in cents). */
function scaleTop(mostCents: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(mostCents, 100)));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= mostCents) ?? 10;
  return step * power;
}

/**
 * The bars against a scale (top, half, zero) with the periods under them, and the total in words above: all
 * readable without pointing at a bar. The table beside them says every period's figures.
 */
function Bars({ report }: { report: SalesReport }) {
  const t = useTexts(adminMessages);
  const format = useFormat();
  const { by, periods } = report;
  const total = format.usd(periods.reduce((sum, period) => sum + period.cents, 0) / 100);
  const orders = periods.reduce((sum, period) => sum + period.orders, 0);
  const span = t('sales.span', { by, count: periods.length });
  if (orders === 0) return <p className="sales-chart__empty">{t('sales.empty', { span })}</p>;
  const top = scaleTop(Math.max(...periods.map((period) => period.cents)));
  const every = Math.ceil(periods.length / MOST_LABELS[by]);
  return (
    <>
      <p className="sales-chart__total">
        <strong>{total}</strong> {t('sales.total', { orders, span })}
      </p>
      <div
        className="sales-chart__plot"
        role="img"
        aria-label={t('sales.plot', { by, total, orders, span })}
        style={{ '--periods': periods.length } as CSSProperties}
      >
        <ul className="sales-chart__scale" aria-hidden="true">
          {[top, top / 2, 0].map((cents) => (
            <li key={cents}>{format.number(cents / 100, SCALE_USD)}</li>
          ))}
        </ul>
        <div className="sales-chart__bars" aria-hidden="true">
          {periods.map((period) => (
            <span
              key={period.start}
              className="sales-chart__bar"
              style={{ height: `${(period.cents / top) * 100}%` }}
              title={t('sales.bar', {
                period: periodName(t, by, period.start),
                amount: format.usd(period.cents / 100),
                orders: period.orders,
              })}
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
                {shortPeriod(format, by, period.start)}
              </span>
            ) : null,
          )}
        </div>
      </div>
    </>
  );
}

/**
 * The chart itself, and every period's figures in a table under "Show as a table": its own chunk, loaded while the
 * report is read, so the dashboard's first screen does not wait for (nor run) the drawing code.
 */
export default function SalesPlot({ report }: { report: SalesReport }) {
  const t = useTexts(adminMessages);
  const format = useFormat();
  const { by } = report;
  return (
    <>
      <Bars report={report} />
      <details className="sales-chart__details">
        <summary>{t('sales.showTable')}</summary>
        <table className="ui-table">
          <caption className="ui-table__caption">{t('sales.tableCaption', { by })}</caption>
          <thead>
            <tr>
              <th scope="col">{t(PERIOD_LABEL[by])}</th>
              <th scope="col">{t('sales.revenue')}</th>
              <th scope="col">{t('sales.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {report.periods.map((period) => (
              <tr key={period.start}>
                <td data-label={t(PERIOD_LABEL[by])}>{periodName(t, by, period.start)}</td>
                <td data-label={t('sales.revenue')}>{format.usd(period.cents / 100)}</td>
                <td data-label={t('sales.orders')}>{period.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
