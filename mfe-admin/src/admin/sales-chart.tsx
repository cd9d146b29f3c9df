import { useState } from 'react';
import { formatUsd, LoadState, recordQueries, useQuery } from '@agency/ui';
import { SALES_PERIODS, type SalesPeriod, type SalesReport } from '@agency/contracts';
import './sales-chart.css';

const PERIOD_LABEL: Record<SalesPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };
const WIDTH = 600;
const HEIGHT = 160;

function periodName(by: SalesPeriod, start: string): string {
  if (by === 'month') return start.slice(0, 7);
  return by === 'week' ? `week of ${start}` : start;
}

/** The bars: revenue per period, scaled to the largest; the table beside them says the same in words. */
function Bars({ report }: { report: SalesReport }) {
  const most = Math.max(1, ...report.periods.map((period) => period.cents));
  const slot = WIDTH / report.periods.length;
  const total = report.periods.reduce((sum, period) => sum + period.cents, 0);
  const orders = report.periods.reduce((sum, period) => sum + period.orders, 0);
  if (orders === 0) {
    const span = `${report.periods.length} ${report.by}${report.periods.length === 1 ? '' : 's'}`;
    return <p className="sales-chart__empty">No paid orders in the last {span} yet.</p>;
  }
  return (
    <svg
      className="sales-chart__bars"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Paid revenue per ${report.by}: ${formatUsd(total / 100)} from ${orders} orders in the ${report.periods.length} ${report.by}${report.periods.length === 1 ? '' : 's'} shown`}
      preserveAspectRatio="none"
    >
      {report.periods.map((period, index) => {
        const height = Math.round((period.cents / most) * (HEIGHT - 4));
        return (
          <rect
            key={period.start}
            x={index * slot + slot * 0.15}
            y={HEIGHT - height}
            width={slot * 0.7}
            height={height}
            rx={2}
          >
            <title>{`${periodName(report.by, period.start)}: ${formatUsd(period.cents / 100)}, ${period.orders} orders`}</title>
          </rect>
        );
      })}
    </svg>
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
