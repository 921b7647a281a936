import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http.js';
import { fakeApi } from '../testing/fake-api.js';
import { renderAt } from '../testing/render.js';
import { CopyLinkButton } from './copy-link-button.js';
import { EmptyState } from './empty-state.js';
import { ErrorAlert } from './error-alert.js';
import { PasswordField } from './password-field.js';
import { TablePager } from './table-pager.js';

function PasswordForm() {
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  return <PasswordField control={form.control} name="password" label="Password" />;
}

describe('PasswordField', () => {
  it('hides the characters until asked to show them', async () => {
    render(<PasswordForm />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 's3cret');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide characters' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('TablePager', () => {
  const page = (current: number, last: number) => ({
    data: [],
    current_page: current,
    last_page: last,
    total: last * 10,
    per_page: 10,
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<TablePager page={page(1, 1)} onPageChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("counts pages from 1, as the server does, while MUI's pager counts from 0", async () => {
    const onPageChange = vi.fn();
    render(<TablePager page={page(2, 3)} onPageChange={onPageChange} />);
    expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

describe('CopyLinkButton', () => {
  it('copies the address and says so', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderAt(<CopyLinkButton url="https://liner.example/l/night-drive" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('https://liner.example/l/night-drive');
  });

  it('gives the address to copy by hand when the clipboard refuses', async () => {
    fakeApi({});
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    renderAt(<CopyLinkButton url="https://liner.example/l/night-drive" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy this link by hand: https://liner.example/l/night-drive')).toBeInTheDocument();
  });
});

describe('ErrorAlert', () => {
  it("shows the server's messages, with the wait a 429 asks for", () => {
    render(
      <ErrorAlert error={new HttpError(429, 'Too many attempts', ['Too many attempts'], {}, 'RATE_LIMITED', 900)} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts Please try again in 15 minutes.');
  });

  it('shows nothing without an error', () => {
    const { container } = render(<ErrorAlert error={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('EmptyState', () => {
  it("says there is nothing yet, with the page's own action under it", () => {
    render(
      <EmptyState>
        <button type="button">New release</button>
      </EmptyState>,
    );
    expect(screen.getByText('Nothing here yet ...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New release' })).toBeInTheDocument();
  });
});
