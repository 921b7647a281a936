import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveReleaseRequest, TrackInput, type UploadedFileView } from '@liner/domain';
import { answer, fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { Wizard } from './wizard.js';
import { initialWizardForm, newTrack, primaryArtist, type WizardForm } from './wizard-form.js';

const RELEASE_ID = 41;
const SAVE_RELEASE = 'POST /api/portal/release/save/release';
const SAVE_TRACKS = 'POST /api/portal/release/save/tracks';
const TODAY = new Date('2026-11-24T12:00:00Z');
/** Each change re-renders the whole wizard, which is slow in jsdom on a shared machine. */
const SLOW = { timeout: 30_000 };

/** The contract's own message for a value, so the test follows the contract's wording. */
function contractMessage(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const message = schema.safeParse(value).error?.issues[0]?.message;
  if (!message) throw new Error('the contract accepts this value');
  return message;
}

function openWizard(initial: WizardForm = initialWizardForm(TODAY), handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/portal/preferences/artist': () => ({ data: null }),
    'GET /api/portal/stores': () => ({ data: [] }),
    'GET /api/portal/release/41/audio-reuse': () => ({ data: [] }),
    'GET /api/portal/preferences/search-platforms': () => [{ platform: 'spotify', searchable: false }],
    [SAVE_RELEASE]: () => ({ message: 'Release saved', id: RELEASE_ID }),
    [SAVE_TRACKS]: () => ({ message: 'Tracks saved', tracks: [{ id: 9, position: 1 }] }),
    ...handlers,
  });
  renderAt(<Wizard releaseId={RELEASE_ID} initial={initial} isDraft={false} heading="New release" />);
  return { api, user: userEvent.setup() };
}

async function goTo(user: ReturnType<typeof userEvent.setup>, page: string) {
  await user.click(screen.getByText(page));
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(page);
}

async function saveDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
}

/** Pastes instead of typing: long values would re-check the whole form once per key. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('wizard page 1, Basic Information', SLOW, () => {
  it("checks an artist's ISNI as typed and sends it with the artist", async () => {
    const form = initialWizardForm(TODAY);
    const { api, user } = openWizard({ ...form, artists: [primaryArtist('Nova Reyes')] });
    const isni = screen.getByLabelText('Artist 1 ISNI');
    await paste(user, isni, '0000 0001 2281 9550');
    const message = 'ISNI "0000 0001 2281 9550" has check character 0, expected X; check for a typo.';
    await vi.waitFor(() => expect(isni).toHaveAccessibleDescription(message), WAIT);
    await saveDraft(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.sent(SAVE_RELEASE)).toHaveLength(0);
    await user.clear(isni);
    await paste(user, isni, '0000 0001 2281 955X');
    await saveDraft(user);
    await vi.waitFor(() => expect(api.sent(SAVE_RELEASE)).toHaveLength(1), WAIT);
    expect(api.sent(SAVE_RELEASE)[0]?.body).toMatchObject({
      artists: [{ name: 'Nova Reyes', roles: 'primary', isni: '0000 0001 2281 955X' }],
    });
  });

  it('starts as an album with no artist yet', () => {
    openWizard();
    expect(screen.getByRole('combobox', { name: 'Release type' })).toHaveTextContent('Album');
    expect(screen.getByLabelText(/Release title/)).toHaveValue('');
    expect(screen.getByText('Add the primary artist of this release.')).toBeInTheDocument();
  });

  it('refuses a title longer than the contract allows, and does not send it', async () => {
    const { api, user } = openWizard();
    const title = screen.getByLabelText(/Release title/);
    await paste(user, title, 'x'.repeat(201));
    const message = contractMessage(SaveReleaseRequest.shape.title, 'x'.repeat(201));
    await vi.waitFor(() => expect(title).toHaveAccessibleDescription(message), WAIT);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await saveDraft(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(`The release could not be saved: ${message}`);
    expect(api.sent(SAVE_RELEASE)).toHaveLength(0);
  });

  it('sends the type, the title and the primary artist with its roles', async () => {
    const { api, user } = openWizard();
    await user.click(screen.getByRole('combobox', { name: 'Release type' }));
    await user.click(await screen.findByRole('option', { name: 'EP' }));
    await paste(user, screen.getByLabelText(/Release title/), 'Night Drive');
    await user.click(screen.getByRole('button', { name: 'Add artist' }));
    await paste(user, await screen.findByLabelText(/Artist 1 name/), 'The Night Shift');
    await user.click(screen.getByRole('button', { name: 'Add artist' }));
    await paste(user, await screen.findByLabelText(/Artist 2 name/), 'Somebody Else');
    await user.click(screen.getByRole('button', { name: 'Remove artist 2' }));
    await saveDraft(user);
    await vi.waitFor(() => expect(api.sent(SAVE_RELEASE)).toHaveLength(1), WAIT);
    expect(api.sent(SAVE_RELEASE)[0]?.body).toMatchObject({
      release_id: RELEASE_ID,
      type: 'EP',
      title: 'Night Drive',
      artists: [{ name: 'The Night Shift', roles: 'primary', spotifyId: null, appleId: null }],
    });
    expect(api.sent(SAVE_TRACKS)).toHaveLength(0);
  });
});

/** The artwork goes up as multipart through XMLHttpRequest (for its progress), which the fake API does not see. */
function fakeArtworkUpload(status: number, body: unknown) {
  const sent: string[] = [];
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
    send() {
      sent.push(new URL(this.url).pathname);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const cover: UploadedFileView = {
  id: 5,
  kind: 'artwork',
  originalName: 'cover.png',
  mimeType: 'image/png',
  format: 'png',
  sizeBytes: 2_000_000,
  sha256: 'ab'.repeat(32),
  md5: 'cd'.repeat(16),
  width: 3000,
  height: 3000,
  durationSeconds: null,
  sampleRate: null,
  bitDepth: null,
  channels: null,
  previewUrl: '/api/distribution/files/5/preview',
  createdAt: '2026-11-24T10:00:00.000Z',
};

describe('wizard page 2, Artwork', SLOW, () => {
  it('shows that there is no artwork yet', async () => {
    const { user } = openWizard();
    await goTo(user, 'Artwork');
    expect(screen.getByText('No artwork yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose artwork' })).toBeInTheDocument();
  });

  it("shows the server's reasons for a refused image and keeps the draft without artwork", async () => {
    const sent = fakeArtworkUpload(422, {
      message: 'The artwork was not accepted',
      errors: { file: ['The artwork must be square'] },
    });
    const { api, user } = openWizard();
    await goTo(user, 'Artwork');
    await user.upload(screen.getByLabelText('Upload artwork'), new File(['png'], 'wide.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('wide.png was not accepted');
    expect(within(alert).getByText('The artwork must be square')).toBeInTheDocument();
    expect(sent).toEqual(['/api/distribution/artwork/submit']);
    expect(screen.getByText('No artwork yet')).toBeInTheDocument();
    expect(api.sent(SAVE_RELEASE)).toHaveLength(0);
  });

  it('saves the accepted file as the release artwork', async () => {
    fakeArtworkUpload(200, cover);
    const { api, user } = openWizard(initialWizardForm(TODAY), {
      'GET /api/distribution/files/5/preview': () => 'image',
    });
    await goTo(user, 'Artwork');
    await user.upload(screen.getByLabelText('Upload artwork'), new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('cover.png · 3000 x 3000 px · PNG · 1.9 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace artwork' })).toBeInTheDocument();
    await saveDraft(user);
    await vi.waitFor(() => expect(api.sent(SAVE_RELEASE)).toHaveLength(1), WAIT);
    expect(api.sent(SAVE_RELEASE)[0]?.body).toMatchObject({ release_id: RELEASE_ID, artworkFileId: 5 });
  });
});

describe('wizard page 3, Release Information', SLOW, () => {
  it('starts from the new-release defaults', async () => {
    const { user } = openWizard();
    await goTo(user, 'Release Information');
    expect(screen.getByLabelText(/Release date/)).toHaveValue('2026-12-09');
    expect(screen.getByRole('combobox', { name: 'Licensing' })).toHaveTextContent('Copyright');
    expect(screen.getByLabelText(/© year/)).toHaveValue('2026');
  });

  it('refuses a catalog number longer than the contract allows, and does not send it', async () => {
    const { api, user } = openWizard();
    await goTo(user, 'Release Information');
    const catalog = screen.getByLabelText('Catalog number');
    await paste(user, catalog, 'C'.repeat(51));
    const message = contractMessage(SaveReleaseRequest.shape.catalogNumber, 'C'.repeat(51));
    await vi.waitFor(() => expect(catalog).toHaveAccessibleDescription(message), WAIT);
    await saveDraft(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.sent(SAVE_RELEASE)).toHaveLength(0);
  });

  it('sends the label, the remix flag, the catalog number and both copyright lines', async () => {
    const { api, user } = openWizard();
    await goTo(user, 'Release Information');
    await paste(user, screen.getByLabelText(/^Label/), 'Northbound Records');
    await user.click(screen.getByRole('checkbox', { name: 'This release is a remix' }));
    await paste(user, screen.getByLabelText('Catalog number'), 'NBR-001');
    await paste(user, screen.getByLabelText(/© line owner/), 'Northbound Records');
    await paste(user, screen.getByLabelText(/℗ line owner/), 'Nova Reyes');
    await saveDraft(user);
    await vi.waitFor(() => expect(api.sent(SAVE_RELEASE)).toHaveLength(1), WAIT);
    expect(api.sent(SAVE_RELEASE)[0]?.body).toMatchObject({
      label: 'Northbound Records',
      versionInfo: { remix: true, coverSongs: '' },
      catalogNumber: 'NBR-001',
      releaseDate: '2026-12-09',
      copyright: {
        licensing: { year: 2026, name: 'Northbound Records' },
        soundRecording: { year: 2026, name: 'Nova Reyes' },
      },
    });
  });
});

/** A draft with one saved track (id 9), as the server hands it back; one track opens by itself. */
function draftWithTrack(): WizardForm {
  const form = initialWizardForm(TODAY);
  return {
    ...form,
    tracks: [{ ...newTrack(form), id: 9, title: 'Night Drive', audioFileId: 12, durationSeconds: 200 }],
  };
}

describe('wizard page 4, Manage Tracks', SLOW, () => {
  it('lists the tracks with their length', async () => {
    const { user } = openWizard(draftWithTrack());
    await goTo(user, 'Manage Tracks');
    expect(screen.getByText('Night Drive')).toBeInTheDocument();
    expect(screen.getByText('3:20')).toBeInTheDocument();
    expect(screen.getByLabelText(/Track title/)).toHaveValue('Night Drive');
  });

  it('shows the same recording under another ISRC, from the server, on the page and in the publish check', async () => {
    const message =
      'Track 1 has the same recording (another file of it) as "Echo" on "Echo EP" (ISRC QZRUS2600200) but no ISRC yet (a new one would be assigned). The same recording keeps its ISRC on every release: use QZRUS2600200 unless it is another recording.';
    const { api, user } = openWizard(draftWithTrack(), {
      'GET /api/portal/release/41/audio-reuse': () => ({ data: [{ path: 'tracks.0.isrc', message }] }),
    });
    await goTo(user, 'Manage Tracks');
    const alert = await screen.findByRole('alert', { name: 'Same recording under another ISRC' });
    expect(alert).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.sent('GET /api/portal/release/41/audio-reuse').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a TikTok start longer than the contract allows, and does not send it', async () => {
    const { api, user } = openWizard(draftWithTrack());
    await goTo(user, 'Manage Tracks');
    const tiktok = screen.getByLabelText('TikTok start (m:ss)');
    await paste(user, tiktok, '1:02:03');
    const message = contractMessage(TrackInput.shape.tiktokStartTime, '1:02:03');
    await vi.waitFor(() => expect(tiktok).toHaveAccessibleDescription(message), WAIT);
    await saveDraft(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.sent(SAVE_TRACKS)).toHaveLength(0);
  });

  it('moves and removes tracks with their own fields, and sends them in the new order', async () => {
    const form = draftWithTrack();
    const second = { ...newTrack(form), id: 10, title: 'Daybreak', audioFileId: 13, durationSeconds: 180 };
    const { api, user } = openWizard({ ...form, tracks: [...form.tracks, second] });
    await goTo(user, 'Manage Tracks');
    // Each track's fields stay mounted while it is folded: every title input is in the page, in track order.
    const titles = () => screen.getAllByLabelText(/Track title/).map((input) => (input as HTMLInputElement).value);
    expect(titles()).toEqual(['Night Drive', 'Daybreak']);
    await user.click(screen.getByText('Daybreak'));
    await user.click(screen.getByRole('button', { name: 'Move track 2 up' }));
    await vi.waitFor(() => expect(titles()).toEqual(['Daybreak', 'Night Drive']), WAIT);
    await user.click(screen.getByRole('button', { name: 'Remove track 1' }));
    expect(titles()).toEqual(['Night Drive']);
    await saveDraft(user);
    await vi.waitFor(() => expect(api.sent(SAVE_TRACKS)).toHaveLength(1), WAIT);
    const sent = api.sent(SAVE_TRACKS)[0]?.body as { tracks: { id: number; title: string }[] };
    expect(sent.tracks.map((track) => [track.id, track.title])).toEqual([[9, 'Night Drive']]);
  });

  it("puts the server's answer to a save under the field it names", async () => {
    const form = draftWithTrack();
    const owned = { ...form, tracks: [{ ...form.tracks[0]!, ownIsrc: true, isrc: 'ZZLNR2600001' }] };
    const { api, user } = openWizard(owned, {
      [SAVE_TRACKS]: () =>
        answer(422, {
          message: 'Check the highlighted fields',
          errors: { 'tracks.0.isrc': ['This ISRC is already used by another track'] },
        }),
    });
    await goTo(user, 'Manage Tracks');
    await paste(user, screen.getByLabelText('TikTok start (m:ss)'), '0:45');
    await saveDraft(user);
    await vi.waitFor(() => expect(api.sent(SAVE_TRACKS)).toHaveLength(1), WAIT);
    const isrc = screen.getByRole('textbox', { name: 'ISRC' });
    await vi.waitFor(
      () => expect(isrc).toHaveAccessibleDescription('This ISRC is already used by another track'),
      WAIT,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The release could not be saved: This ISRC is already used by another track',
    );
  });

  it('sends the edited track by its id, with its people and roles joined', async () => {
    const { api, user } = openWizard(draftWithTrack());
    await goTo(user, 'Manage Tracks');
    const title = screen.getByLabelText(/Track title/);
    await user.clear(title);
    await paste(user, title, 'Night Drive (Reprise)');
    await user.click(screen.getByRole('checkbox', { name: 'Explicit lyrics' }));
    await user.click(screen.getByRole('button', { name: 'Add writer' }));
    await paste(user, screen.getByLabelText('Writer 1 first name'), 'Nova');
    await paste(user, screen.getByLabelText('Writer 1 last name'), 'Reyes');
    await saveDraft(user);
    await vi.waitFor(() => expect(api.sent(SAVE_TRACKS)).toHaveLength(1), WAIT);
    expect(api.sent(SAVE_RELEASE)).toHaveLength(0);
    expect(api.sent(SAVE_TRACKS)[0]?.body).toMatchObject({
      release_id: RELEASE_ID,
      tracks: [
        {
          id: 9,
          audioFileId: 12,
          title: 'Night Drive (Reprise)',
          explicit: true,
          cleanVersion: false,
          isrc: '',
          writers: [{ firstName: 'Nova', lastName: 'Reyes', roles: '' }],
        },
      ],
    });
  });

  it("refuses a writer's IPI with a wrong check under its field, then sends a right one", async () => {
    const { api, user } = openWizard(draftWithTrack());
    await goTo(user, 'Manage Tracks');
    await user.click(screen.getByRole('button', { name: 'Add writer' }));
    const ipi = screen.getByLabelText('Writer 1 IPI');
    await paste(user, ipi, '12345678990');
    const message = 'IPI name number "12345678990" ends in 90, expected 93; check for a typo.';
    await vi.waitFor(() => expect(ipi).toHaveAccessibleDescription(message), WAIT);
    await saveDraft(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.sent(SAVE_TRACKS)).toHaveLength(0);
    await user.clear(ipi);
    await paste(user, ipi, '12345678993');
    await saveDraft(user);
    await vi.waitFor(() => expect(api.sent(SAVE_TRACKS)).toHaveLength(1), WAIT);
    expect(api.sent(SAVE_TRACKS)[0]?.body).toMatchObject({
      tracks: [{ writers: [{ firstName: '', lastName: '', roles: '', ipi: '12345678993' }] }],
    });
  });
});
