import {
  applySingleTrackRule,
  joinRoles,
  newReleaseDefaults,
  PRIMARY_ROLE,
  SaveReleaseRequest,
  SaveTracksRequest,
  type DeliveryFlags,
  type ReleaseDefaults,
  type ReleaseTerritories,
  type ReleaseView,
  type UploadedFileView,
} from '@liner/domain';
import { z } from 'zod';

/**
 * The wizard's form, as plain data: pages 0-2 are the release (save/release), page 3 the tracks
 * (save/tracks). Local-only fields (keys, upload names) never reach the server; the snapshots
 * used for the dirty flag are the request bodies themselves, so a change that is not sent never
 * counts as unsaved.
 */
export interface FormArtist {
  key: string;
  name: string;
  roles: string[];
  spotifyId: string | null;
  appleId: string | null;
  /** ISNI as typed; '' when none. */
  isni: string;
}
export interface FormPerson {
  key: string;
  name: string;
  roles: string[];
  /** Track artists only: the artist's ISNI as typed. */
  isni?: string;
}
export interface FormWriter {
  key: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** IPI name number as typed. */
  ipi?: string;
}

export interface FormTrack {
  key: string;
  id?: number;
  audioFileId: number | null;
  /** What the person uploaded, for display only. */
  audioName: string | null;
  durationSeconds: number | null;
  title: string;
  version: string;
  /** false: Liner assigns the ISRC at publish; true: the label brings its own code. */
  ownIsrc: boolean;
  isrc: string;
  iswc: string;
  language: string;
  explicit: boolean;
  cleanVersion: boolean;
  tiktokStartTime: string;
  linerNote: string;
  lyrics: string;
  artists: FormPerson[];
  writers: FormWriter[];
  credits: FormPerson[];
}

/** People every new track starts with (copied from the chosen primary artist's preferences). */
export interface TrackDefaults {
  artists: FormPerson[];
  writers: FormWriter[];
  credits: FormPerson[];
}

export interface WizardForm extends Omit<SaveReleaseRequest, 'release_id' | 'artists'> {
  artists: FormArtist[];
  /** The checked artwork file (for the preview and the store style check). */
  artwork: UploadedFileView | null;
  tracks: FormTrack[];
  trackDefaults: TrackDefaults;
}

let keyCounter = 0;
/** Stable React keys for rows that have no server id yet. */
export function newKey(prefix = 'row'): string {
  keyCounter += 1;
  return `${prefix}-${keyCounter}`;
}

export const NO_DELIVERY_FLAGS: DeliveryFlags = {
  youtube: 0,
  soundcloud: 0,
  soundExchange: 0,
  beatPort: 0,
  junoDownloads: 0,
  trackLibs: 0,
  facebook: 0,
  tiktok: 0,
  hook: 0,
  lyricfind: 0,
  beatPortForm: null,
};

/** A new draft with defaults (Album, Alternative, en, Copyright, 15 days ahead, this year). */
export function initialWizardForm(today: Date): WizardForm {
  const defaults = newReleaseDefaults(today);
  return {
    type: defaults.type,
    title: '',
    version: '',
    versionInfo: { remix: false, coverSongs: '' },
    artists: [],
    label: '',
    upc: { active: false, code: '' },
    catalogNumber: '',
    primaryGenre: defaults.primaryGenre,
    secondaryGenre: '',
    language: defaults.language,
    releaseDate: defaults.releaseDate,
    originalReleaseDate: null,
    licensingType: defaults.licensingType,
    licensingInfo: '',
    copyright: defaults.copyright,
    artworkFileId: null,
    artwork: null,
    territories: { worldwide: true, excluding: [] },
    storeIds: [],
    deliveryFlags: { ...NO_DELIVERY_FLAGS },
    timeZone: '',
    releaseTime: null,
    tracks: [],
    trackDefaults: { artists: [], writers: [], credits: [] },
  };
}

export function newTrack(form: Pick<WizardForm, 'language' | 'trackDefaults'>): FormTrack {
  const copy = <T extends { roles: string[] }>(rows: T[]) =>
    rows.map((row) => ({ ...row, roles: [...row.roles], key: newKey('person') }));
  return {
    key: newKey('track'),
    audioFileId: null,
    audioName: null,
    durationSeconds: null,
    title: '',
    version: '',
    ownIsrc: false,
    isrc: '',
    iswc: '',
    language: form.language,
    explicit: false,
    cleanVersion: false,
    tiktokStartTime: '',
    linerNote: '',
    lyrics: '',
    artists: copy(form.trackDefaults.artists),
    writers: copy(form.trackDefaults.writers),
    credits: copy(form.trackDefaults.credits),
  };
}

/** The draft as the server holds it, back into the form. */
export function formFromRelease(view: ReleaseView, files: { artwork: UploadedFileView | null }): WizardForm {
  const {
    id: _id,
    userId: _u,
    status: _s,
    isLive: _l,
    badge: _b,
    parentalWarning: _p,
    reviewNote: _r,
    submittedAt: _sa,
    createdAt: _c,
    updatedAt: _up,
    tracks,
    artists,
    ...release
  } = view;
  return {
    ...release,
    artwork: files.artwork,
    artists: artists.map((artist) => ({ ...artist, isni: artist.isni ?? '', key: newKey('artist') })),
    trackDefaults: { artists: [], writers: [], credits: [] },
    tracks: tracks.map(
      (track): FormTrack => ({
        key: newKey('track'),
        id: track.id,
        audioFileId: track.audioFileId,
        audioName: null,
        durationSeconds: track.durationSeconds,
        title: track.title,
        version: track.version,
        ownIsrc: track.isrc !== '',
        isrc: track.isrc,
        iswc: track.iswc,
        language: track.language,
        explicit: track.explicit,
        cleanVersion: track.cleanVersion,
        tiktokStartTime: track.tiktokStartTime,
        linerNote: track.linerNote,
        lyrics: track.lyrics,
        artists: track.artists.map((row) => ({ ...row, key: newKey('person') })),
        writers: track.writers.map((row) => ({ ...row, key: newKey('person') })),
        credits: track.credits.map((row) => ({ ...row, key: newKey('person') })),
      }),
    ),
  };
}

export type SaveReleaseBody = z.input<typeof SaveReleaseRequest>;
export type SaveTracksBody = z.input<typeof SaveTracksRequest>;

/** An identifier goes in the body only when typed: an empty one is no code (and clears a saved one). */
function withCode<K extends string>(name: K, value: string | undefined): Partial<Record<K, string>> {
  return value?.trim() ? ({ [name]: value } as Record<K, string>) : {};
}

/** The save/release body. */
export function toSaveRelease(form: WizardForm, releaseId: number): SaveReleaseBody {
  const { artwork: _a, tracks: _t, trackDefaults: _d, artists, upc, ...release } = form;
  return {
    ...release,
    release_id: releaseId,
    upc: upc.active ? upc : { active: false, code: '' },
    artists: artists.map(({ name, roles, spotifyId, appleId, isni }) => ({
      name,
      roles: joinRoles(roles),
      spotifyId,
      appleId,
      ...withCode('isni', isni),
    })),
  };
}

/** The save/tracks body: roles joined with ";", the Single rule applied. */
export function toSaveTracks(form: WizardForm, releaseId: number): SaveTracksBody {
  const tracks = applySingleTrackRule(form, form.tracks).map((track) => ({
    ...(track.id ? { id: track.id } : {}),
    audioFileId: track.audioFileId,
    title: track.title,
    version: track.version,
    isrc: track.ownIsrc ? track.isrc : '',
    iswc: track.iswc,
    language: track.language,
    explicit: track.explicit,
    cleanVersion: track.cleanVersion,
    tiktokStartTime: track.tiktokStartTime,
    linerNote: track.linerNote,
    lyrics: track.lyrics,
    artists: track.artists.map(({ name, roles, isni }) => ({
      name,
      roles: joinRoles(roles),
      ...withCode('isni', isni),
    })),
    writers: track.writers.map(({ firstName, lastName, roles, ipi }) => ({
      firstName,
      lastName,
      roles: joinRoles(roles),
      ...withCode('ipi', ipi),
    })),
    credits: track.credits.map(({ name, roles }) => ({ name, roles: joinRoles(roles) })),
  }));
  return { release_id: releaseId, tracks };
}

/**
 * The wizard's resolver: the draft as it would be sent, parsed by the save/release and
 * save/tracks contracts the server parses with, their messages put on the form's own fields
 * (both bodies use the form's paths: "title", "copyright.licensing.year", "tracks.0.isrc").
 * Drafts are lenient, so this catches what the server would refuse on save (a length, a date
 * or time written wrong); the send-time rules stay with the pre-submission check.
 */
export function wizardDraftSchema(releaseId: number) {
  return z.custom<WizardForm>().superRefine((form, ctx) => {
    const release = SaveReleaseRequest.safeParse(toSaveRelease(form, releaseId));
    const tracks = SaveTracksRequest.safeParse(toSaveTracks(form, releaseId));
    for (const issue of [...(release.error?.issues ?? []), ...(tracks.error?.issues ?? [])])
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
}

/** The init-release body: only primary artists with a name and a role. */
export function toInitRelease(form: WizardForm) {
  const artists = form.artists.filter((artist) => artist.name.trim() && artist.roles.some((role) => role.trim()));
  return {
    type: form.type,
    title: form.title,
    primaryArtists: artists.map(({ name, roles, spotifyId, appleId, isni }) => ({
      name,
      roles,
      spotifyId,
      appleId,
      ...withCode('isni', isni),
    })),
  };
}

const toFlag = (on: boolean) => (on ? 1 : 0);

/**
 * Choosing a primary artist copies that artist's preferences into the form. Only
 * preferences that are set are copied (the domain function leaves the others out).
 */
export function applyReleaseDefaults(form: WizardForm, defaults: ReleaseDefaults): WizardForm {
  const next: WizardForm = {
    ...form,
    copyright: { licensing: { ...form.copyright.licensing }, soundRecording: { ...form.copyright.soundRecording } },
  };
  if (defaults.primaryGenre) next.primaryGenre = defaults.primaryGenre;
  if (defaults.secondaryGenre) next.secondaryGenre = defaults.secondaryGenre;
  if (defaults.language) next.language = defaults.language;
  if (defaults.label) next.label = defaults.label;
  if (defaults.releaseTime) next.releaseTime = defaults.releaseTime;
  if (defaults.timeZone) next.timeZone = defaults.timeZone;
  if (defaults.copyright?.licensing) next.copyright.licensing.name = defaults.copyright.licensing.name;
  if (defaults.copyright?.soundRecording) next.copyright.soundRecording.name = defaults.copyright.soundRecording.name;
  if (defaults.platforms) next.storeIds = [...defaults.platforms.data];
  if (defaults.territories) {
    const territories: ReleaseTerritories = { worldwide: false, only: [...defaults.territories.countries] };
    next.territories = territories;
  }
  const flags = { ...form.deliveryFlags };
  for (const [flag, on] of Object.entries(defaults.delivery) as [keyof typeof defaults.delivery, boolean][])
    flags[flag] = toFlag(on);
  next.deliveryFlags = flags;
  next.trackDefaults = {
    artists: defaults.defaultArtists.map((artist) => ({
      key: newKey('person'),
      name: artist.name,
      roles: [...artist.roles],
    })),
    writers: defaults.defaultWriters.map((writer) => ({
      key: newKey('person'),
      firstName: writer.firstName,
      lastName: writer.lastName,
      roles: [writer.role],
    })),
    credits: defaults.defaultCredits.map((credit) => ({
      key: newKey('person'),
      name: credit.name,
      roles: [credit.role],
    })),
  };
  return next;
}

export function primaryArtist(name: string, isni = ''): FormArtist {
  return { key: newKey('artist'), name, roles: [PRIMARY_ROLE], spotifyId: null, appleId: null, isni };
}

/** Moves a track up or down; out-of-range moves leave the list as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Snapshots for the dirty flag and autosave: what would be sent, as text. */
export function snapshotsOf(form: WizardForm, releaseId: number): { release: string; tracks: string } {
  return {
    release: JSON.stringify(toSaveRelease(form, releaseId)),
    tracks: JSON.stringify(toSaveTracks(form, releaseId)),
  };
}

/** "01 My Song (final).wav" -> "My Song (final)": a starting title the person can correct. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/^\d{1,3}[\s._-]+/, '')
    .replace(/_/g, ' ')
    .trim();
}
