import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import SmartLinkPage from './smart-link-page.js';

describe('public smart link page', () => {
  it('says a missing link does not exist, asking once', async () => {
    const api = fakeApi({ 'GET /api/public/links/Nope1234': () => answer(404, { message: 'Not found' }) });
    renderAt(<SmartLinkPage />, { path: '/l/:shortId', at: '/l/Nope1234' });
    expect(await screen.findByRole('heading', { name: 'This link does not exist' })).toBeInTheDocument();
    expect(api.sent('GET /api/public/links/Nope1234')).toHaveLength(1);
  });

  it("shows the server's words for any other failure", async () => {
    fakeApi({ 'GET /api/public/links/Ab12Cd34': () => answer(400, { message: 'This link is not public yet' }) });
    renderAt(<SmartLinkPage />, { path: '/l/:shortId', at: '/l/Ab12Cd34' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This link is not public yet')).toBeInTheDocument();
  });
});
