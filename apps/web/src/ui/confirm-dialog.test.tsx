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

  it('cannot be cancelled while the action runs', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    render(<ConfirmDialog onConfirm={onConfirm} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
  });
});
