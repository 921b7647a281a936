import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { Wizard } from './wizard.js';
import { initialWizardForm } from './wizard-form.js';

const RELEASE_ID = 41;

function openWizard(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/portal/preferences/artist': () => ({ data: null }),
    'GET /api/portal/stores': () => ({ data: [] }),
    'GET /api/portal/release/41/audio-reuse': () => ({ data: [] }),
    'GET /api/portal/preferences/search-platforms': () => [{ platform: 'spotify', searchable: false }],
    'POST /api/portal/release/save/release': () => ({ message: 'Saved', id: RELEASE_ID }),
    'POST /api/portal/release/save/tracks': () => ({ message: 'Saved', tracks: [] }),
    ...handlers,
  });
  renderAt(
    <Wizard
      releaseId={RELEASE_ID}
      initial={initialWizardForm(new Date('2026-11-24T12:00:00Z'))}
      isDraft={false}
      heading="New release"
    />,
  );
  return { api, user: userEvent.setup() };
}

const pageTitle = () => screen.getByRole('heading', { level: 2 });

describe('release wizard', () => {
  it('walks its four pages with Next and Back, and offers Publish on the last one', async () => {
    const { user } = openWizard();
    expect(pageTitle()).toHaveTextContent('1. Basic Information');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageTitle()).toHaveTextContent('2. Artwork');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageTitle()).toHaveTextContent('3. Release Information');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageTitle()).toHaveTextContent('4. Manage Tracks');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(pageTitle()).toHaveTextContent('3. Release Information');
  });

  it('jumps to a page from the stepper', async () => {
    const { user } = openWizard();
    await user.click(screen.getByText('Manage Tracks'));
    expect(pageTitle()).toHaveTextContent('4. Manage Tracks');
  });

  it('saves what the basic information page holds as the draft', async () => {
    const { api, user } = openWizard();
    await user.type(screen.getByLabelText(/Release title/), 'Night Drive');
    await user.click(screen.getByRole('button', { name: 'Add artist' }));
    await user.type(await screen.findByLabelText(/Artist 1 name/), 'The Night Shift');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const [saved] = api.sent('POST /api/portal/release/save/release');
    expect(saved?.body).toMatchObject({
      release_id: RELEASE_ID,
      title: 'Night Drive',
      artists: [expect.objectContaining({ name: 'The Night Shift' })],
    });
  });

  it('says why a draft could not be saved', async () => {
    const { user } = openWizard({
      'POST /api/portal/release/save/release': () => ({
        status: 409,
        body: { message: 'This release is no longer a draft' },
      }),
    });
    await user.type(screen.getByLabelText(/Release title/), 'Night Drive');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This release is no longer a draft');
  });
});
