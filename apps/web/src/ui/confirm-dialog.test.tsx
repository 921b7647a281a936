import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http.js';
import { WAIT } from '../testing/fake-api.js';
import { ConfirmDialog } from './confirm-dialog.js';

describe('ConfirmDialog', () => {
  it('asks the default question and closes once the action succeeds', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<ConfirmDialog onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Confirm Action' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to proceed?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("stays open with the server's message when the action fails", async () => {
    const failure = new HttpError(
      409,
      'This split was already answered',
      ['This split was already answered'],
      {},
      undefined,
    );
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        title="Decline split?"
        confirmLabel="Decline"
        onConfirm={() => Promise.reject(failure)}
        onClose={onClose}
      >
        The payees keep their shares.
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This split was already answered');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports confirmed, then closes, once the action succeeds', async () => {
    const calls: string[] = [];
    render(
      <ConfirmDialog
        onConfirm={async () => void calls.push('action')}
        onConfirmed={() => calls.push('confirmed')}
        onError={() => calls.push('error')}
        onClose={() => calls.push('closed')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(calls).toEqual(['action', 'confirmed', 'closed']), WAIT);
  });

  it('reports the error and stays usable when the action fails, so it can be tried again', async () => {
    const failure = new Error('Network down');
    const onError = vi.fn();
    const onConfirmed = vi.fn();
    const onClose = vi.fn();
    const onConfirm = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined);
    render(<ConfirmDialog onConfirm={onConfirm} onConfirmed={onConfirmed} onError={onError} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure), WAIT);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state and cannot be closed by Cancel, Escape or a click outside while the action runs', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    const onClose = vi.fn();
    render(<ConfirmDialog onConfirm={onConfirm} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Confirm/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (backdrop) await userEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
  });

  it('closes with Escape when no action runs, and is at most 400 px wide', async () => {
    const onClose = vi.fn();
    render(<ConfirmDialog onConfirm={async () => undefined} onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '400px' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
