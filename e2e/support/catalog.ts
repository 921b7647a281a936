// A released single for journeys that need catalog without walking the release wizard (the
// release journey walks it): real media uploaded through the API the wizard uses, the release
// form saved, published (UPC and ISRC assigned) and approved by the operator.
import fs from 'node:fs';
import path from 'node:path';
import { e2eEnv } from './index.js';
import { apiOk } from './app.js';
import { createSingleMedia } from './release-fixtures.js';

export interface ReleasedSingle {
  releaseId: number;
  trackId: number;
  /** The release's title, and its track's (a single's track is named after the release). */
  title: string;
  trackTitle: string;
  upc: string;
  isrc: string;
}

/** POST /api/distribution/{kind}/submit with the file as the "file" part; answers the file id. */
async function uploadFile(token: string, kind: 'artwork' | 'audio', file: string, type: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)], { type }), path.basename(file));
  const res = await fetch(`${e2eEnv().baseUrl}/api/distribution/${kind}/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${kind} upload answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { id: number }).id;
}

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A single of `artist` (the account's artist name), approved: its track has its final ISRC. */
export async function createReleasedSingle(input: {
  artistToken: string;
  operatorToken: string;
  artist: string;
  title: string;
  /** The stores chosen on the release (default Spotify). */
  storeIds?: string[];
  /** False: left in the review queue for the operator (the journey approves it on screen). */
  approve?: boolean;
}): Promise<ReleasedSingle> {
  const { artistToken: token } = input;
  const media = await createSingleMedia();
  try {
    const artworkFileId = await uploadFile(token, 'artwork', media.cover, 'image/jpeg');
    const audioFileId = await uploadFile(token, 'audio', media.wav, 'audio/wav');
    const { id: releaseId } = await apiOk<{ id: number }>('POST', '/api/portal/release/init-release', {}, token);
    const year = new Date().getUTCFullYear();
    const owner = { year, name: input.artist };
    await apiOk(
      'POST',
      '/api/portal/release/save/release',
      {
        release_id: releaseId,
        type: 'Single',
        title: input.title,
        version: '',
        artists: [{ name: input.artist, roles: ['primary'], spotifyId: null, appleId: null }],
        label: input.artist,
        catalogNumber: '',
        primaryGenre: 'Alternative',
        secondaryGenre: '',
        language: 'en',
        releaseDate: addDays(15),
        licensingInfo: '',
        copyright: { licensing: owner, soundRecording: owner },
        artworkFileId,
        storeIds: input.storeIds ?? ['spotify'],
        timeZone: 'UTC',
      },
      token,
    );
    await apiOk(
      'POST',
      '/api/portal/release/save/tracks',
      {
        release_id: releaseId,
        tracks: [
          {
            audioFileId,
            title: input.title,
            version: '',
            language: 'en',
            linerNote: '',
            lyrics: '',
            artists: [{ name: input.artist, roles: ['primary'] }],
            writers: [
              {
                firstName: input.artist.split(' ')[0],
                lastName: input.artist.split(' ').slice(1).join(' ') || 'Writer',
                roles: ['composer-lyricist'],
              },
            ],
          },
        ],
      },
      token,
    );
    await apiOk('POST', '/api/portal/release/publish', { release_id: releaseId }, token);
    if (input.approve !== false)
      await apiOk('POST', `/api/admin/releases/${releaseId}/approve`, {}, input.operatorToken);
    const view = await apiOk<{ upc: { code: string }; tracks: { id: number; title: string; isrc: string }[] }>(
      'GET',
      `/api/portal/release/${releaseId}`,
      undefined,
      token,
    );
    const track = view.tracks[0];
    if (!track?.isrc)
      throw new Error(`release ${releaseId} has no track with an ISRC after publishing: ${JSON.stringify(view)}`);
    return {
      releaseId,
      trackId: track.id,
      title: input.title,
      trackTitle: track.title,
      upc: view.upc.code,
      isrc: track.isrc.replace(/-/g, '').toUpperCase(),
    };
  } finally {
    fs.rmSync(media.dir, { recursive: true, force: true });
  }
}
