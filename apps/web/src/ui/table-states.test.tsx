import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http.js';
import { PerPagePager } from './table-pager.js';
import { TableStates } from './table-states.js';

const page = (rows: number, total: number, perPage = 10, current = 1) => ({
  data: Array.from({ length: rows }, (_, id) => ({ id })),
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  total,
  per_page: perPage,
});
const idle = { isPending: false, isError: false, error: null };

describe('TableStates', () => {
  it('shows named skeleton lines while the query loads', () => {
    render(<TableStates query={{ ...idle, isPending: true }} loadingLabel="Loading stores" skeletonRows={3} />);
    const loading = screen.getByLabelText('Loading stores');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.children).toHaveLength(3);
  });

  it("shows the server's message when the query fails", () => {
    const error = new HttpError(500, 'Down', ['The sales are not available right now'], {}, undefined);
    render(<TableStates query={{ ...idle, isError: true, error }} loadingLabel="Loading stores" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The sales are not available right now');
  });

  it('says the table is empty in its own words, and shows nothing once there are rows', () => {
    const { rerender, container } = render(
      <TableStates query={{ ...idle, data: page(0, 0) }} loadingLabel="Loading" emptyMessage="No sales yet" />,
    );
    expect(screen.getByText('No sales yet')).toBeInTheDocument();
    rerender(<TableStates query={{ ...idle, data: page(2, 2) }} loadingLabel="Loading" emptyMessage="No sales yet" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PerPagePager', () => {
  it('shows nothing while there is no row', () => {
    const { container } = render(
      <PerPagePager page={page(0, 0)} onPageChange={() => undefined} onPerPageChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('pages from 1 and starts again at page 1 with a new page size', async () => {
    const onPageChange = vi.fn();
    const onPerPageChange = vi.fn();
    const user = userEvent.setup();
    render(
      <PerPagePager
        page={page(10, 30, 10, 2)}
        sizes={[10, 25, 50, 100]}
        onPageChange={onPageChange}
        onPerPageChange={onPerPageChange}
      />,
    );
    expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('combobox', { name: /Per page/ }));
    const sizes = within(screen.getByRole('listbox'));
    expect(sizes.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(sizes.getByRole('option', { name: '25' }));
    expect(onPerPageChange).toHaveBeenCalledWith(25);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });
});
