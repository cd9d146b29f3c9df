import { useMemo } from 'react';
import { useFormat } from '@agency/ui';

/** Orders carry their day as the product description's MM/DD/YYYY text. */
const ORDER_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

// Two-digit day and month: English writes exactly the stored MM/DD/YYYY, other languages their own order.
const DAY: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
};

export type OrderFormats = ReturnType<typeof useFormat> & { orderDate: (text: string) => string };

/** The page language's formats, with an order's date among them (a date in another form is shown as stored). */
export function useOrderFormats(): OrderFormats {
  const format = useFormat();
  return useMemo(
    () => ({
      ...format,
      orderDate: (text: string) => {
        const parts = ORDER_DATE.exec(text);
        if (!parts) return text;
        const [, month, day, year] = parts.map(Number);
        return format.date(Date.UTC(year, month - 1, day), DAY);
      },
    }),
    [format],
  );
}
