import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, Pager } from './table';

test('Previous is disabled on page 1 and Next on the last page', async () => {
  const onPage = jest.fn();
  const { rerender } = render(<Pager page={1} pages={3} onPage={onPage} />);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(onPage).toHaveBeenCalledWith(2);
  rerender(<Pager page={3} pages={3} onPage={onPage} />);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

test('a table shows one page of rows and numbers them across pages', async () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({ id: String(i), name: `Row ${i + 1}` }));
  render(
    <DataTable
      caption="Things"
      rows={rows}
      pageSize={3}
      rowKey={(r) => r.id}
      columns={[
        { header: 'Sl No.', cell: (_r, i) => i + 1 },
        { header: 'Name', cell: (r) => r.name },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Things' });
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(within(table).getByText('Row 7')).toBeInTheDocument();
  expect(within(table).getByText('7')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('an empty table says so and shows no pager', () => {
  render(
    <DataTable
      caption="Empty"
      rows={[]}
      pageSize={3}
      rowKey={() => 'x'}
      columns={[{ header: 'A', cell: () => 'a' }]}
      empty="Nothing yet"
    />,
  );
  expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
