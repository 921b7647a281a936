import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoreConnection } from '@liner/domain';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import StoresPage from './stores-page.js';

const tidal: StoreConnection = {
  id: 'tidal',
  name: 'TIDAL',
  enabled: true,
  dpid: 'PADPIDA2011072101T',
  isTest: false,
  dealTypes: ['streaming'],
  priceCode: null,
  transport: {
    kind: 'sftp',
    host: 'sftp.tidal.example',
    port: 22,
    username: 'liner',
    remoteDir: '/inbox',
    auth: 'password',
    secretSet: true,
    ackDir: 'acknowledgements',
    trendsDir: '',
  },
  lastCheck: null,
};

describe('Stores & connections', () => {
  it('is for operators only', async () => {
    markSignedIn();
    const api = fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<StoresPage />);
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/auth/me']);
  });

  it('tests a connection and shows what the server found', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/stores': () => ({ data: [tidal], senderConfigured: false }),
      'POST /api/admin/stores/tidal/test-connection': () => ({
        at: '2026-11-24T10:02:00.000Z',
        ok: false,
        message: 'Could not connect: All configured authentication methods failed',
      }),
    });
    const user = userEvent.setup();
    renderAt(<StoresPage />);
    expect(await screen.findByText(/LINER_DDEX_DPID\) is not set/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection to TIDAL' }));
    expect(
      await screen.findByText(/Connection failed .*All configured authentication methods failed/),
    ).toBeInTheDocument();
  });

  it('keeps a stored password unless the operator replaces it, and shows field messages', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/stores': () => ({ data: [tidal], senderConfigured: true }),
      'PUT /api/admin/stores/tidal': () => tidal,
    });
    const user = userEvent.setup();
    renderAt(<StoresPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit TIDAL' }));
    const dialog = await screen.findByRole('dialog', { name: 'TIDAL' });
    expect(within(dialog).getByText('Password: set')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    const host = within(dialog).getByLabelText('Host');
    await user.clear(host);
    await user.paste('not a host');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give a host name or an IP address')).toBeInTheDocument();
    await user.clear(host);
    await user.paste('sftp2.tidal.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('TIDAL saved');
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({
      enabled: true,
      dpid: 'PADPIDA2011072101T',
      isTest: false,
      transport: {
        kind: 'sftp',
        host: 'sftp2.tidal.example',
        port: 22,
        username: 'liner',
        remoteDir: '/inbox',
        auth: 'password',
        ackDir: 'acknowledgements',
      },
    });
  });
});

describe('Stores & connections: price codes', () => {
  const itunes: StoreConnection = {
    ...tidal,
    id: 'itunes',
    name: 'iTunes',
    dealTypes: ['download'],
    priceCode: 'FRONT',
    transport: { kind: 'folder', path: '/data/deliveries/itunes', ackDir: 'acknowledgements', trendsDir: '' },
  };

  it('offers a price code for download stores only, refuses a bad one and clears it when emptied', async () => {
    markSignedIn();
    const api = fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/stores': () => ({ data: [tidal, itunes], senderConfigured: true }),
      'PUT /api/admin/stores/itunes/price-code': () => ({
        id: 'itunes',
        name: 'iTunes',
        dpid: null,
        dealTypes: ['download'],
        transport: 'folder',
        needsDpid: false,
        priceCode: null,
      }),
    });
    const user = userEvent.setup();
    renderAt(<StoresPage />);
    const form = await screen.findByRole('form', { name: 'Price code of iTunes' });
    expect(screen.queryByRole('form', { name: 'Price code of TIDAL' })).not.toBeInTheDocument();
    const field = within(form).getByLabelText('Download price code');
    expect(field).toHaveValue('FRONT');

    await user.clear(field);
    await user.paste('MID PRICE!');
    await user.click(within(form).getByRole('button', { name: 'Save price code' }));
    expect(
      await within(form).findByText('Write the price code as letters, digits, - or _ (at most 50)'),
    ).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: 'Save price code' }));
    await screen.findByText('iTunes: price code cleared');
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ priceCode: null });
  });

  it('puts the server refusal on the field', async () => {
    markSignedIn();
    fakeApi({
      'GET /api/auth/me': () => meFixture({ adminAccess: true }),
      'GET /api/admin/stores': () => ({ data: [itunes], senderConfigured: true }),
      'PUT /api/admin/stores/itunes/price-code': () =>
        answer(422, { message: 'Unknown tier', code: 'VALIDATION', errors: { priceCode: ['Unknown tier'] } }),
    });
    const user = userEvent.setup();
    renderAt(<StoresPage />);
    const form = await screen.findByRole('form', { name: 'Price code of iTunes' });
    const field = within(form).getByLabelText('Download price code');
    await user.clear(field);
    await user.paste('BUDGET');
    await user.click(within(form).getByRole('button', { name: 'Save price code' }));
    expect(await within(form).findByText('Unknown tier')).toBeInTheDocument();
  });
});
