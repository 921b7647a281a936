import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import AnalyticsImportsPage from './analytics-imports-page.js';

const PATH = '/user-portal/admin/analytics-imports';

const done = {
  id: 7,
  source: 'upload',
  platform: 'spotify',
  layout: 'spotify-streams',
  fileName: 'spotify-2024-05-01.tsv',
  status: 'done',
  rowsRead: 1200,
  factsWritten: 5400,
  badRows: 2,
  firstDay: '2024-05-01',
  lastDay: '2024-05-02',
  error: null,
  createdAt: '2024-05-03T10:00:00.000Z',
  finishedAt: '2024-05-03T10:00:05.000Z',
};
const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, total: data.length, per_page: 10 });

/** The upload goes through XMLHttpRequest (for its progress), which the fake API does not see. */
function fakeUpload(...answers: { status: number; body: unknown }[]) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push(body);
      const answer = answers.shift() ?? { status: 500, body: {} };
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analytics imports desk', () => {
  it('is for operators only', async () => {
    markSignedIn();
    const api = fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<AnalyticsImportsPage />, { path: PATH, at: PATH });
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('tells an operator with no imports to upload a report', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/analytics/imports': () => page([]),
    });
    renderAt(<AnalyticsImportsPage />, { path: PATH, at: PATH });
    expect(
      await screen.findByText("No trend file imported yet ... upload a platform's report above."),
    ).toBeInTheDocument();
  });

  it('opens an import with its bad rows by line, and removes it after a confirmation', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/analytics/imports': () => page([done]),
      'GET /api/admin/analytics/imports/7': () => ({
        ...done,
        problems: [
          { line: 14, message: 'ISRC QZDA49999999 is not in the catalog' },
          { line: 90, message: 'bad date "2024-05-33"' },
        ],
      }),
      'DELETE /api/admin/analytics/imports/7': () => ({ message: 'The import and its counts were removed' }),
    });
    renderAt(<AnalyticsImportsPage />, { path: PATH, at: PATH });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Imports' });
    expect(within(table).getByText('Imported')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '#7 spotify-2024-05-01.tsv' }));
    const badRows = await screen.findByRole('table', { name: 'Bad rows' });
    const rows = within(badRows).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '14ISRC QZDA49999999 is not in the catalog',
      '90bad date "2024-05-33"',
    ]);
    expect(screen.getByText('2024-05-01 – 2024-05-02', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this import?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove import' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Bad rows' })).not.toBeInTheDocument());
    expect(api.sent('DELETE /api/admin/analytics/imports/7')).toHaveLength(1);
  });

  it('asks for the platform and the file, shows the server’s refusal under the file, then uploads', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/analytics/imports': () => page([done]),
      'GET /api/admin/analytics/imports/7': () => ({ ...done, badRows: 0, problems: [] }),
    });
    const sent = fakeUpload(
      {
        status: 422,
        body: {
          message: 'Upload the report as a text CSV or TSV file (this one is not text)',
          code: 'VALIDATION',
          errors: { file: ['Upload the report as a text CSV or TSV file (this one is not text)'] },
        },
      },
      { status: 200, body: { ...done, badRows: 0, problems: [] } },
    );
    renderAt(<AnalyticsImportsPage />, { path: PATH, at: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import trend file' }));
    expect(await screen.findByText('Choose the platform whose report this is')).toBeInTheDocument();
    expect(screen.getByText('Choose a trend file')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Platform' }));
    await user.click(await screen.findByRole('option', { name: 'Spotify' }));
    await user.upload(screen.getByLabelText('Trend file'), new File(['\u0000\u0001'], 'streams.tsv'));
    await user.click(screen.getByRole('button', { name: 'Import trend file' }));
    expect(
      await screen.findByText('Upload the report as a text CSV or TSV file (this one is not text)'),
    ).toBeInTheDocument();
    expect(sent[0]?.get('platform')).toBe('spotify');

    await user.upload(screen.getByLabelText('Trend file'), new File(['date\tisrc\n'], 'streams.tsv'));
    await user.click(screen.getByRole('button', { name: 'Import trend file' }));
    expect(await screen.findByText('Trend file imported')).toBeInTheDocument();
    expect(await screen.findByText('Every row was read and matched.')).toBeInTheDocument();
  });
});
