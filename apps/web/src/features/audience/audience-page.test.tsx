import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AudienceMember, AudienceRefreshStatus } from '@liner/domain';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import AudiencePage from './audience-page.js';

function member(id: number, overrides: Partial<AudienceMember> = {}): AudienceMember {
  return {
    id,
    type: 'custom',
    name: `Fan ${id}`,
    email: `fan${id}@example.com`,
    country: 'Portugal',
    country_code: 'PT',
    service: 'spotify',
    service_name: 'Spotify',
    subscription_type: null,
    image: null,
    followers: null,
    age: null,
    facebook: null,
    instagram: null,
    youtube: null,
    x_twitter: null,
    spotify: null,
    blast_email_subscribed: id % 2 === 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const idle: AudienceRefreshStatus = {
  status: 'idle',
  allow_refresh: true,
  started_at: null,
  finished_at: null,
  next_refresh_at: null,
  message: null,
  added: 0,
  updated: 0,
};

const page = (data: AudienceMember[], total = data.length) => ({
  data,
  current_page: 1,
  last_page: Math.max(1, Math.ceil(total / 20)),
  total,
  per_page: 20,
});

function api(overrides: Parameters<typeof fakeApi>[0] = {}, me = meFixture()) {
  markSignedIn();
  return fakeApi({
    'GET /api/auth/me': () => me,
    'GET /api/portal/audience/find/fans': () => page([member(1), member(2)], 2),
    'GET /api/portal/audience/findAll': () => ({
      data: [member(9, { type: 'platform', name: 'Nova Reyes', email: null, followers: 12400 })],
      total: 1,
    }),
    'GET /api/portal/audience/refresh-status': () => idle,
    ...overrides,
  });
}

describe('AudiencePage', () => {
  it('lists the fans and the platform profiles, and searches on the server', async () => {
    const sent = api({ 'GET /api/portal/audience/find/fans/lima': () => page([member(5, { name: 'Ana Lima' })]) });
    renderAt(<AudiencePage />);
    const table = await screen.findByRole('table', { name: 'Fans' });
    expect(table).toHaveTextContent('fan1@example.com');
    expect(within(table).getAllByText('Subscribed')).toHaveLength(1);
    expect(await screen.findByRole('list', { name: 'Platform profiles' })).toHaveTextContent('12,400 followers');
    expect(screen.getByRole('heading', { name: 'Fans (2)' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search fans'), 'lima');
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    expect(sent.sent('GET /api/portal/audience/find/fans/lima')[0].query).toEqual({ page: '1', per_page: '20' });
    expect(sent.sent('GET /api/portal/audience/findAll')[0].query).toEqual({ type: 'platform' });
  });

  it('checks a new fan with the shared schema before sending, and shows the server field message', async () => {
    const sent = api({
      'POST /api/portal/audience/fan': () =>
        answer(422, {
          message: 'This e-mail address is already in your audience',
          code: 'VALIDATION',
          errors: { email: ['This e-mail address is already in your audience'] },
        }),
    });
    renderAt(<AudiencePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a fan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a fan' });
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add fan' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(sent.sent('POST /api/portal/audience/fan')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/E-mail/));
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'ana@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'PT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add fan' }));
    expect(await within(dialog).findByText('This e-mail address is already in your audience')).toBeInTheDocument();
    expect(sent.sent('POST /api/portal/audience/fan')[0].body).toMatchObject({
      email: 'ana@example.com',
      country: 'PT',
      blast_email_subscribed: false,
    });
  });

  it('imports a CSV: guesses the columns, sends the mapping and names the failed lines', async () => {
    const sent = api({
      'POST /api/portal/audience/fan/bulk-import': () => ({
        message: 'Import finished: 2 added, 0 updated, 2 lines not imported',
        lines: 4,
        added: 2,
        updated: 0,
        merged: [],
        failed: [
          { line: 3, errors: ['E-mail: Enter a valid e-mail address'] },
          { line: 5, errors: ['Country: Unknown country: use a two-letter code (DE) or the English name (Germany)'] },
        ],
      }),
    });
    renderAt(<AudiencePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import fans from a CSV file' });
    const csv =
      'Full name,Email,Country\nAna,ana@example.com,PT\nBo,bad,DE\nCy,cy@example.com,FR\nDi,di@example.com,Atlantis\n';
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'fans.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('table', { name: 'First lines of the file' })).toHaveTextContent(
      'ana@example.com',
    );
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('1');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const failed = await within(dialog).findByRole('list', { name: 'Lines not imported' });
    expect(failed).toHaveTextContent('Line 3');
    expect(failed).toHaveTextContent('Line 5');
    expect(sent.sent('POST /api/portal/audience/fan/bulk-import')[0].body).toEqual({
      csv,
      has_header: true,
      columns: { name: 0, email: 1, country: 2 },
      consent: false,
    });
  });

  it('refuses a file with no lines before sending it', async () => {
    api();
    renderAt(<AudiencePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import fans from a CSV file' });
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      new File(['\n\n'], 'empty.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file has no fans');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('removes the selected fans after confirming', async () => {
    const sent = api({
      'POST /api/portal/audience/fan/bulk-remove': () => ({ message: '2 fans removed', removed: 2 }),
    });
    renderAt(<AudiencePage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Fan 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Fan 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove 2 fans?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(sent.sent('POST /api/portal/audience/fan/bulk-remove')[0]?.body).toEqual({ ids: [1, 2] }),
    );
  });

  it('keeps the refresh button off while a refresh may not start, and on again when the status check fails', async () => {
    api({
      'GET /api/portal/audience/refresh-status': () => ({
        ...idle,
        status: 'finished',
        allow_refresh: false,
        finished_at: '2026-03-01T10:00:00.000Z',
        next_refresh_at: '2026-03-01T10:10:00.000Z',
        message: 'Refreshed: 1 profile read',
      }),
    });
    const first = renderAt(<AudiencePage />);
    expect(await screen.findByText('Refreshed: 1 profile read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh from platforms' })).toBeDisabled();
    first.unmount();

    // A refresh runs (the button is off) and then the status check fails: the button is on again.
    let checks = 0;
    api({
      'GET /api/portal/audience/refresh-status': () => {
        checks += 1;
        return checks === 1
          ? { ...idle, status: 'running', allow_refresh: false, started_at: '2026-03-01T10:00:00.000Z' }
          : answer(500, { message: 'Something went wrong' });
      },
    });
    renderAt(<AudiencePage />);
    expect(await screen.findByText('Asking your platforms…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Refreshing/ })).toBeDisabled();
    expect(await screen.findByText('The refresh status could not be read.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh from platforms' })).toBeEnabled();
  });

  it('starts a refresh and shows it running', async () => {
    const sent = api({
      'POST /api/portal/audience/refresh-audience': () => ({
        message: 'Refreshing your audience from your platforms',
        data: { ...idle, status: 'running', allow_refresh: false, started_at: '2026-03-01T10:00:00.000Z' },
      }),
    });
    renderAt(<AudiencePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh from platforms' }));
    expect(await screen.findByText('Asking your platforms…')).toBeInTheDocument();
    expect(sent.sent('POST /api/portal/audience/refresh-audience')).toHaveLength(1);
  });

  it('shows a manager with View only the list, without the buttons that change it', async () => {
    const viewer = meFixture(
      {},
      {
        id: 77,
        displayName: 'Northbound Records',
        email: 'label@example.com',
        role: 'manager',
        permissions: [
          { name: 'promotional-assets', accessTypes: ['read'], availableTypes: ['read', 'write', 'update', 'delete'] },
        ],
      },
    );
    api({}, viewer);
    renderAt(<AudiencePage />);
    await screen.findByRole('table', { name: 'Fans' });
    expect(screen.queryByRole('button', { name: 'Add a fan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh from platforms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Fan 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all' })).toBeInTheDocument();
  });

  it('shows the empty list, and the refusal when the account may not see the audience', async () => {
    api({ 'GET /api/portal/audience/find/fans': () => page([]) });
    const first = renderAt(<AudiencePage />);
    expect(await screen.findByText('No fans yet: add one or import a CSV file')).toBeInTheDocument();
    first.unmount();
    api({ 'GET /api/portal/audience/find/fans': () => answer(403, { message: 'You do not have access to this' }) });
    renderAt(<AudiencePage />);
    expect(await screen.findByRole('heading', { name: 'Not yours' })).toBeInTheDocument();
  });
});
