import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DELIVERY_FLAGS, type ArtistPreferences } from '@liner/domain';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { markSignedIn, meFixture } from '../../testing/fixtures.js';
import { renderAt } from '../../testing/render.js';
import PreferencesPage from './preferences-page.js';

const saved: ArtistPreferences = {
  id: 1,
  artistName: 'Nova Reyes',
  about: '',
  language: 'en',
  profileImg: null,
  primaryGenre: null,
  secondaryGenre: null,
  timeZone: null,
  releaseTime: null,
  label: null,
  c_line: null,
  p_line: null,
  stores: [],
  territories: [],
  defaultRoles: { artist: [], writer: [], credit: [] },
  platforms: { spotify: null, apple: null, youtube: null, audiomack: null },
  socials: { facebook: null, instagram: null, twitter: null, youtube: null },
  additionalIds: { wikipedia: null, ddex: null, musicbrainz: null, allmusic: null, isni: '0000 0001 2281 955X' },
  delivery: Object.fromEntries(DELIVERY_FLAGS.map((flag) => [flag, false])) as ArtistPreferences['delivery'],
  defaultArtists: [],
  defaultWriters: [],
  defaultCredits: [],
  releaseCount: 0,
  updatedAt: '2026-11-25T03:00:00.000Z',
};

function page(onSubmit: (body: unknown) => unknown) {
  markSignedIn();
  const api = fakeApi({
    'GET /api/auth/me': () => meFixture(),
    'GET /api/portal/preferences/artist': () => ({
      data: { ...saved, additionalIds: { ...saved.additionalIds, isni: null } },
    }),
    'GET /api/distribution/user/artist/collaborators': () => ({ data: [] }),
    'POST /api/portal/preferences/artist/submit': (request) => onSubmit(request.body),
  });
  renderAt(<PreferencesPage />);
  return api;
}

describe('preferences: the artist ISNI', () => {
  it('checks the ISNI with the shared contract before sending, then saves it', async () => {
    const api = page(() => ({ message: 'Preferences saved', data: saved }));
    const user = userEvent.setup();
    const isni = await screen.findByLabelText('ISNI');
    await user.click(isni);
    await user.paste('0000 0001 2281 9550');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(
      await screen.findByText('ISNI "0000 0001 2281 9550" has check character 0, expected X; check for a typo.'),
    ).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(isni);
    await user.paste('0000 0001 2281 955X');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await screen.findByText('Preferences saved');
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ artistName: 'Nova Reyes', additionalIds: { isni: '0000 0001 2281 955X' } });
  });

  it("shows the server's refusal under the field", async () => {
    page(() =>
      answer(422, {
        message: 'ISNI is taken',
        code: 'VALIDATION',
        errors: { 'additionalIds.isni': ['ISNI is taken'] },
      }),
    );
    const user = userEvent.setup();
    const isni = await screen.findByLabelText('ISNI');
    await user.click(isni);
    await user.paste('0000000081266409');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const card = screen.getByRole('region', { name: 'Artist preferences' });
    expect(await within(card).findByText('ISNI is taken')).toBeInTheDocument();
    expect(isni).toHaveAttribute('aria-invalid', 'true');
  });
});
