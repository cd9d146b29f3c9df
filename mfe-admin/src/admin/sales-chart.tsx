import { lazy, Suspense, useEffect, useState } from 'react';
import { LoadState, Skeleton, useQuery, useTexts } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { SALES_PERIODS, type SalesPeriod } from '@agency/contracts';
import { adminMessages, type AdminTextId } from '../messages';
import './sales-chart.css';

export const PERIOD_LABEL: Record<SalesPeriod, AdminTextId> = {
  day: 'sales.period.day',
  week: 'sales.period.week',
  month: 'sales.period.month',
};

const loadPlot = () => import('./sales-plot');
const SalesPlot = lazy(loadPlot);

/** Beyond the documented dashboard: an agency wants to see its sales move, per day, week or month. */
export function SalesChart() {
  const t = useTexts(adminMessages);
  const [by, setBy] = useState<SalesPeriod>('day');
  const report = useQuery(recordQueries.sales(by));
  // The drawing code is fetched beside the report, after the first screen, not with the dashboard's own code.
  useEffect(() => void loadPlot(), []);
  return (
    <section className="sales-chart" aria-labelledby="sales-chart-title">
      <div className="sales-chart__head">
        <h2 id="sales-chart-title" className="sales-chart__title">
          {t('sales.title')}
        </h2>
        <div role="group" aria-label={t('sales.groupBy')} className="sales-chart__periods">
          {SALES_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className="ui-btn ui-btn--sm ui-btn--secondary"
              aria-pressed={period === by}
              onClick={() => setBy(period)}
            >
              {t(PERIOD_LABEL[period])}
            </button>
          ))}
        </div>
      </div>
      <LoadState query={report}>
        {report.data ? (
          <Suspense fallback={<Skeleton lines={3} />}>
            <SalesPlot report={report.data} />
          </Suspense>
        ) : null}
      </LoadState>
    </section>
  );
}
