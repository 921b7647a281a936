import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { StatementUploadForm } from './statement-upload-form.js';

/** The upload goes through XMLHttpRequest (for its progress), which the fake API does not see. */
function fakeUpload(detail: unknown, ...before: { status: number; body: unknown }[]) {
  const sent: { url: string; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: unknown) {
      sent.push({ url: this.url, body });
      const answer = before.shift() ?? { status: 202, body: detail };
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const queued = {
  id: 12,
  fileName: 'october.tsv',
  sha256: 'ab'.repeat(32),
  format: null,
  status: 'queued',
  failureReason: null,
  store: 'Spotify',
  currency: 'EUR',
  accountCurrency: 'EUR',
  exchangeRate: null,
  period: '2026-10',
  linesRead: 0,
  totalLines: null,
  matchedLines: 0,
  unmatchedLines: 0,
  amount: '0.000000',
  convertedAmount: '0.000000',
  createdAt: '2026-11-01T10:00:00.000Z',
  importedAt: null,
  reportedPeriod: null,
  bookedPeriod: null,
  reversal: null,
  byStore: [],
  byTerritory: [],
  reconciliation: null,
  waitingFor: [],
  rates: [],
};

const mappings = { 'GET /api/admin/statements/mappings': () => ({ data: [] }) };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatementUploadForm', () => {
  it('refuses a missing file and badly written fields before uploading', async () => {
    const api = fakeApi(mappings);
    const sent = fakeUpload(queued);
    const onUploaded = vi.fn();
    renderAt(<StatementUploadForm onUploaded={onUploaded} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Exchange rate (optional)'), 'abc');
    await user.type(screen.getByLabelText('Period (optional)'), '10/2026');
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(await screen.findByText('Choose a statement file')).toBeInTheDocument();
    expect(screen.getByText('Give the rate as a decimal number, e.g. 0.9132')).toBeInTheDocument();
    expect(screen.getByText('Give the period as yyyy-mm')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('uploads the file with the filled fields only', async () => {
    fakeApi(mappings, { fallback: () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }) });
    const sent = fakeUpload(queued);
    const onUploaded = vi.fn();
    renderAt(<StatementUploadForm onUploaded={onUploaded} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Statement file'), new File(['isrc\tunits\n'], 'october.tsv'));
    await user.type(screen.getByLabelText('Store (optional)'), 'Spotify');
    await user.type(screen.getByLabelText('Currency (optional)'), 'eur');
    await user.type(screen.getByLabelText('Period (optional)'), '2026-10');
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith(12), WAIT);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/\/api\/admin\/statements$/);
    const body = sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const fields = [...(body as FormData).entries()].map(([key, value]) =>
      [key, typeof value === 'string' ? value : value.name].join('='),
    );
    expect(fields).toEqual(['store=Spotify', 'currency=EUR', 'period=2026-10', 'file=october.tsv']);
  });

  it('shows a possible duplicate CSV as a warning, and "Import anyway" sends it again confirmed', async () => {
    fakeApi(mappings, { fallback: () => ({ data: [], current_page: 1, last_page: 1, total: 0, per_page: 10 }) });
    const warning =
      'This looks like statement #3 again (same store, period, line count and total); upload it with "Import anyway" if it is another report';
    const sent = fakeUpload(queued, {
      status: 409,
      body: { code: 'STATEMENT_POSSIBLE_DUPLICATE', message: warning },
    });
    const onUploaded = vi.fn();
    renderAt(<StatementUploadForm onUploaded={onUploaded} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Statement file'), new File(['isrc\tunits\r\n'], 'october.csv'));
    await user.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Import anyway' }));
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith(12), WAIT);
    expect(sent).toHaveLength(2);
    const fields = [...((sent[1]?.body ?? new FormData()) as FormData).entries()].map(([key, value]) =>
      [key, typeof value === 'string' ? value : value.name].join('='),
    );
    expect(fields).toEqual(['confirmDuplicate=true', 'file=october.csv']);
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });
});
