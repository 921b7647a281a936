import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../lib/http.js';
import { WAIT } from '../testing/fake-api.js';
import { ReasonDialog } from './reason-dialog.js';

const reasonSchema = z.string().trim().min(3, 'Say why in a few words').max(50);

function renderDialog(props: { onConfirm(reason: string): Promise<unknown>; serverField?: string }) {
  const onClose = vi.fn();
  render(
    <ReasonDialog
      title="Reject item #3"
      intro="The owner reads the reason."
      reasonSchema={reasonSchema}
      confirmLabel="Reject"
      onClose={onClose}
      {...props}
    />,
  );
  return { onClose, user: userEvent.setup() };
}

describe('ReasonDialog', () => {
  it('refuses a reason the contract refuses, on the field, and sends nothing', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { onClose, user } = renderDialog({ onConfirm });
    expect(screen.getByRole('dialog', { name: 'Reject item #3' })).toHaveTextContent('The owner reads the reason.');
    await user.type(screen.getByLabelText('Reason'), '  a ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Say why in a few words')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('runs the action with the trimmed reason and closes once it succeeds', async () => {
    const onConfirm = vi.fn(async (_reason: string) => undefined);
    const { onClose, user } = renderDialog({ onConfirm });
    await user.type(screen.getByLabelText('Reason'), '  Wrong artwork  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
    expect(onConfirm).toHaveBeenCalledWith('Wrong artwork');
  });

  it('cannot be cancelled while the action runs', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    const { onClose, user } = renderDialog({ onConfirm });
    await user.type(screen.getByLabelText('Reason'), 'Wrong artwork');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled(), WAIT);
    finish();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), WAIT);
  });

  it("stays open with the server's message when the action fails", async () => {
    const failure = new HttpError(409, 'Already rejected', ['Already rejected'], {}, 'CONFLICT');
    const { onClose, user } = renderDialog({ onConfirm: () => Promise.reject(failure) });
    await user.type(screen.getByLabelText('Reason'), 'Wrong artwork');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already rejected');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts a 422 message about the request's reason field on the field", async () => {
    const failure = new HttpError(422, 'Invalid', ['Too vague'], { note: ['Too vague'] }, 'VALIDATION');
    const { onClose, user } = renderDialog({ onConfirm: () => Promise.reject(failure), serverField: 'note' });
    await user.type(screen.getByLabelText('Reason'), 'Wrong artwork');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Too vague')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
