/**
 * The demo catalog: who owns which release, its tracks, and how far through its life it got.
 * Days are counted back from the present; each release is created, submitted, reviewed and (for
 * live ones) acknowledged by the stores on days derived from `createdDaysAgo`.
 */
export type DemoOwner = 'artist' | 'label';

/** Where the release ends up: one of each of the statuses a person meets. */
export type DemoStage = 'draft' | 'pending' | 'needs-docs' | 'delivered' | 'live' | 'taken-down';

export interface DemoTrack {
  title: string;
  /** Root note of the generated arpeggio, in semitones above A3. */
  root: number;
  /** A featured artist named on the track. */
  featuring?: string;
  /** Relative listening (1 = an average track) used by the generated statements. */
  popularity: number;
  /**
   * The same recording as a track of an earlier release of the owner (its key): the track keeps
   * that ISRC and the same audio, as a single's song does on the album after it.
   */
  recordingOf?: string;
}

export interface DemoRelease {
  key: string;
  owner: DemoOwner;
  type: 'Single' | 'EP' | 'Album';
  title: string;
  artist: string;
  /** A featured artist credited on the release itself (on a single: on its recording too). */
  featuring?: string;
  genre: string;
  hue: number;
  stage: DemoStage;
  createdDaysAgo: number;
  /** Live releases only: the day the owner asked for a takedown (approved the next day). */
  takedownDaysAgo?: number;
  tracks: DemoTrack[];
}

export const DEMO_ARTIST_NAME = 'Nova Reyes';
export const DEMO_LABEL_NAME = 'Northbound Records';

/** The stores every demo release is delivered to (the statements also name a few more). */
export const DEMO_STORE_IDS = ['spotify', 'apple-music'];

export const DEMO_RELEASES: DemoRelease[] = [
  {
    key: 'glass-harbour',
    owner: 'artist',
    type: 'EP',
    title: 'Glass Harbour',
    artist: DEMO_ARTIST_NAME,
    genre: 'Alternative',
    hue: 200,
    stage: 'live',
    createdDaysAgo: 560,
    tracks: [
      { title: 'Glass Harbour', root: 0, popularity: 1.6 },
      { title: 'Low Tide Radio', root: 5, popularity: 1.1, featuring: 'The Coastlines' },
      { title: 'Salt and Static', root: 3, popularity: 0.7 },
    ],
  },
  {
    key: 'paper-satellites',
    owner: 'artist',
    type: 'Single',
    title: 'Paper Satellites',
    artist: DEMO_ARTIST_NAME,
    genre: 'Pop',
    hue: 320,
    stage: 'live',
    createdDaysAgo: 380,
    tracks: [{ title: 'Paper Satellites', root: 7, popularity: 2.2 }],
  },
  {
    key: 'lanterns',
    owner: 'artist',
    type: 'EP',
    title: 'Lanterns',
    artist: DEMO_ARTIST_NAME,
    genre: 'Alternative',
    hue: 35,
    stage: 'delivered',
    createdDaysAgo: 8,
    tracks: [
      { title: 'Paper Satellites', root: 7, popularity: 0.6, recordingOf: 'paper-satellites' },
      { title: 'Lanterns', root: 2, popularity: 1 },
      { title: 'Kite Season', root: 9, popularity: 1 },
    ],
  },
  {
    key: 'tidal-lines',
    owner: 'artist',
    type: 'Single',
    title: 'Tidal Lines',
    artist: DEMO_ARTIST_NAME,
    featuring: 'Mira Vale',
    genre: 'Electronic',
    hue: 170,
    stage: 'pending',
    createdDaysAgo: 4,
    tracks: [{ title: 'Tidal Lines', root: 4, popularity: 1 }],
  },
  {
    key: 'midnight-ferry',
    owner: 'artist',
    type: 'Single',
    title: 'Midnight Ferry',
    artist: DEMO_ARTIST_NAME,
    genre: 'Alternative',
    hue: 250,
    stage: 'needs-docs',
    createdDaysAgo: 14,
    tracks: [{ title: 'Midnight Ferry', root: 1, popularity: 1 }],
  },
  {
    key: 'sketches',
    owner: 'artist',
    type: 'EP',
    title: 'Sketches',
    artist: DEMO_ARTIST_NAME,
    genre: 'Pop',
    hue: 95,
    stage: 'draft',
    createdDaysAgo: 2,
    tracks: [
      { title: 'First Light', root: 6, popularity: 1 },
      { title: 'Untitled Idea', root: 8, popularity: 1 },
    ],
  },
  {
    key: 'harbour-lights',
    owner: 'label',
    type: 'EP',
    title: 'Harbour Lights',
    artist: 'The Coastlines',
    genre: 'Indie Rock',
    hue: 15,
    stage: 'live',
    createdDaysAgo: 600,
    tracks: [
      { title: 'Harbour Lights', root: 0, popularity: 1.8, featuring: DEMO_ARTIST_NAME },
      { title: 'Breakwater', root: 5, popularity: 1.2 },
      { title: 'Gulls Over Leith', root: 7, popularity: 0.8 },
      { title: 'Last Ferry Home', root: 2, popularity: 0.6 },
    ],
  },
  {
    key: 'quiet-hours',
    owner: 'label',
    type: 'Single',
    title: 'Quiet Hours',
    artist: 'Mira Vale',
    genre: 'Electronic',
    hue: 275,
    stage: 'live',
    createdDaysAgo: 470,
    tracks: [{ title: 'Quiet Hours', root: 9, popularity: 1.5 }],
  },
  {
    key: 'winter-static',
    owner: 'label',
    type: 'Single',
    title: 'Winter Static',
    artist: 'The Coastlines',
    genre: 'Indie Rock',
    hue: 210,
    stage: 'taken-down',
    createdDaysAgo: 430,
    takedownDaysAgo: 100,
    tracks: [{ title: 'Winter Static', root: 3, popularity: 0.9 }],
  },
  {
    key: 'afterglow',
    owner: 'label',
    type: 'EP',
    title: 'Afterglow',
    artist: 'Mira Vale',
    genre: 'Electronic',
    hue: 300,
    stage: 'live',
    createdDaysAgo: 250,
    tracks: [
      { title: 'Afterglow', root: 4, popularity: 1.3 },
      { title: 'Night Bus', root: 11, popularity: 0.7 },
    ],
  },
  {
    key: 'fieldnotes',
    owner: 'label',
    type: 'Single',
    title: 'Fieldnotes',
    artist: 'Mira Vale',
    genre: 'Ambient',
    hue: 130,
    stage: 'delivered',
    createdDaysAgo: 10,
    tracks: [{ title: 'Fieldnotes', root: 6, popularity: 1 }],
  },
  {
    key: 'open-water',
    owner: 'label',
    type: 'Single',
    title: 'Open Water',
    artist: 'The Coastlines',
    genre: 'Indie Rock',
    hue: 185,
    stage: 'pending',
    createdDaysAgo: 3,
    tracks: [{ title: 'Open Water', root: 10, popularity: 1 }],
  },
];
