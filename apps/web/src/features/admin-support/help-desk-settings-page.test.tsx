import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HELP_DESK_MESSAGES, type HelpDeskSettings } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import HelpDeskSettingsPage from './help-desk-settings-page.js';
import { HelpDeskBanner } from './help-desk-banner.js';

const PATH = '/api/admin/settings/help-desk';
const builtIn: HelpDeskSettings = {
  provider: 'built-in',
  subdomain: null,
  email: null,
  token_set: false,
  token_last4: null,
  agent_url: null,
  updated_at: null,
};
const zendesk: HelpDeskSettings = {
  provider: 'zendesk',
  subdomain: 'acme',
  email: 'rita@acme.example',
  token_set: true,
  token_last4: '1234',
  agent_url: 'https://acme.zendesk.com/agent',
  updated_at: '2026-03-02T10:00:00.000Z',
};
const operator = () => meFixture({ adminAccess: true });

beforeEach(() => {
  markSignedIn();
});

describe('Help-desk settings page', () => {
  it('is for operators only', async () => {
    const api = fakeApi({ 'GET /api/auth/me': () => meFixture() });
    renderAt(<HelpDeskSettingsPage />);
    expect(await screen.findByText('This page is for Liner operators only.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/auth/me']);
  });

  it('says when the settings cannot be read, and reads them again', async () => {
    let isDown = true;
    fakeApi({
      'GET /api/auth/me': operator,
      [`GET ${PATH}`]: () => (isDown ? answer(503, { message: 'The database is busy' }) : builtIn),
    });
    renderAt(<HelpDeskSettingsPage />);
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('radio', { name: /Built-in desk/ }, WAIT)).toBeChecked();
  });

  it('chooses Zendesk, checks the details in the browser, tests them, then saves', async () => {
    const api = fakeApi({
      'GET /api/auth/me': operator,
      [`GET ${PATH}`]: () => builtIn,
      [`POST ${PATH}/test`]: () => ({ ok: true, message: 'Connected to Zendesk as Rita Ops', agent_name: 'Rita Ops' }),
      [`PUT ${PATH}`]: () => zendesk,
    });
    renderAt(<HelpDeskSettingsPage />);
    expect(await screen.findByRole('radio', { name: /Built-in desk/ })).toBeChecked();
    expect(screen.queryByLabelText('Zendesk subdomain')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Zendesk/ }));
    await userEvent.type(screen.getByLabelText('Zendesk subdomain'), 'acme.zendesk.com');
    await userEvent.type(screen.getByLabelText('Agent e-mail address'), 'rita@');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(HELP_DESK_MESSAGES.subdomain)).toBeInTheDocument();
    expect(screen.getByText(HELP_DESK_MESSAGES.email)).toBeInTheDocument();
    expect(api.sent(`POST ${PATH}/test`)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Zendesk subdomain'));
    await userEvent.type(screen.getByLabelText('Zendesk subdomain'), 'acme');
    await userEvent.type(screen.getByLabelText('Agent e-mail address'), 'acme.example');
    await userEvent.type(screen.getByLabelText('API token'), 'zdtoken-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected to Zendesk as Rita Ops')).toBeInTheDocument();
    const sent = { provider: 'zendesk', subdomain: 'acme', email: 'rita@acme.example', token: 'zdtoken-1234' };
    expect(api.sent(`POST ${PATH}/test`)[0]?.body).toEqual(sent);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.sent(`PUT ${PATH}`)[0]?.body).toEqual(sent), WAIT);
    expect(await screen.findByText(/Tickets go to Zendesk now/)).toBeInTheDocument();
    expect(screen.getByText(/A token ending in 1234 is stored/)).toBeInTheDocument();
    expect(screen.getByLabelText('API token')).toHaveValue('');
  });

  it("shows a failed test in Zendesk's words and the server's field messages on their fields", async () => {
    fakeApi({
      'GET /api/auth/me': operator,
      [`GET ${PATH}`]: () => zendesk,
      [`POST ${PATH}/test`]: () => ({
        ok: false,
        message: 'Zendesk refused these credentials: check the agent’s e-mail address and the API token',
        agent_name: null,
      }),
      [`PUT ${PATH}`]: () =>
        answer(422, { message: HELP_DESK_MESSAGES.token, errors: { token: [HELP_DESK_MESSAGES.token] } }),
    });
    renderAt(<HelpDeskSettingsPage />);
    expect(await screen.findByLabelText('Zendesk subdomain')).toHaveValue('acme');
    await userEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/refused these credentials/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HELP_DESK_MESSAGES.token)).toBeInTheDocument();
  });
});

describe('Help-desk banner of the inbox', () => {
  it('links to the Zendesk agent workspace while Zendesk is the desk', async () => {
    fakeApi({ 'GET /api/auth/me': operator, [`GET ${PATH}`]: () => zendesk });
    renderAt(<HelpDeskBanner />);
    const link = await screen.findByRole('link', { name: /Zendesk’s agent workspace/ });
    expect(link).toHaveAttribute('href', 'https://acme.zendesk.com/agent');
  });

  it('shows nothing on the built-in desk', async () => {
    const api = fakeApi({ 'GET /api/auth/me': operator, [`GET ${PATH}`]: () => builtIn });
    renderAt(<HelpDeskBanner />);
    await vi.waitFor(() => expect(api.sent(`GET ${PATH}`)).toHaveLength(1), WAIT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
