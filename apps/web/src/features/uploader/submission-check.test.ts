import { describe, expect, it } from 'vitest';
import {
  NO_STORES,
  checkSubmission,
  describeField,
  fieldElementId,
  groupByPage,
  normaliseField,
  pageOfField,
  problemsFromServer,
} from './submission-check.js';
import { initialWizardForm, newTrack, primaryArtist, type WizardForm } from './wizard-form.js';

const today = new Date('2026-03-20T10:00:00Z');

function readyForm(): WizardForm {
  const form: WizardForm = {
    ...initialWizardForm(today),
    title: 'Night Drive',
    label: 'Blue Room',
    artists: [primaryArtist('Jane Doe')],
    copyright: { licensing: { year: 2026, name: 'Blue Room' }, soundRecording: { year: 2026, name: 'Blue Room' } },
    artworkFileId: 4,
    storeIds: ['spotify'],
    artwork: {
      id: 4,
      kind: 'artwork',
      originalName: 'cover.jpg',
      mimeType: 'image/jpeg',
      format: 'jpeg',
      sizeBytes: 2_000_000,
      sha256: '',
      md5: '',
      width: 3000,
      height: 3000,
      durationSeconds: null,
      sampleRate: null,
      bitDepth: null,
      channels: null,
      previewUrl: null,
      createdAt: '',
    },
  };
  form.tracks = [1, 2].map((n) => ({
    ...newTrack(form),
    title: `Song Number ${n}`,
    audioFileId: n,
    durationSeconds: 200,
    artists: [{ key: `a${n}`, name: 'Jane Doe', roles: ['primary'] }],
    writers: [{ key: `w${n}`, firstName: 'Jane', lastName: 'Doe', roles: ['composer'] }],
  }));
  form.type = 'EP';
  return form;
}

describe('field paths', () => {
  it.each([
    ['release.title', 'title'],
    ['tracks[1].artists[0].name', 'tracks.1.artists.0.name'],
    ['artwork', 'artworkFileId'],
    ['tracks.0.isrc', 'tracks.0.isrc'],
    ['release.copyright.cLine', 'copyright.licensing.name'],
    ['release.copyright.pLine.owner', 'copyright.soundRecording.name'],
    ['release.copyright.cLine.year', 'copyright.licensing.year'],
  ])('%s -> %s', (path, field) => {
    expect(normaliseField(path)).toBe(field);
  });

  it.each([
    ['title', 0],
    ['artists.0.roles', 0],
    ['type', 0],
    ['artworkFileId', 1],
    ['label', 2],
    ['upc.code', 2],
    ['tracks.1.isrc', 3],
    ['tracks', 3],
  ])('%s is fixed on page %i', (field, page) => {
    expect(pageOfField(field)).toBe(page);
  });

  it('names fields for people and inputs', () => {
    expect(describeField('tracks.1.writers.0.lastName')).toBe('Track 2 · writers 1 · last name');
    expect(fieldElementId('tracks.1.isrc')).toBe('wizard-field-tracks-1-isrc');
  });
});

describe('checkSubmission', () => {
  it('finds nothing blocking on a complete release', () => {
    expect(checkSubmission(readyForm(), today).filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('lists an empty draft by page, each problem once, with the send-rule and style problems', () => {
    const form = initialWizardForm(today);
    const problems = checkSubmission(form, today);
    const groups = groupByPage(problems);
    expect(groups.map((group) => group.title)).toEqual([
      'Basic Information',
      'Artwork',
      'Release Information',
      'Manage Tracks',
    ]);
    // The send rule and the style rule both miss the owner of the (C) line: it is listed once.
    expect(problems.filter((problem) => problem.field === 'copyright.licensing.name')).toHaveLength(1);
    expect(problems.filter((problem) => problem.field === 'artists')).toHaveLength(1);
    expect(problems.some((problem) => problem.field === 'artworkFileId' && problem.page === 1)).toBe(true);
    expect(problems.some((problem) => problem.field === 'label' && problem.page === 2)).toBe(true);
    expect(problems.find((problem) => problem.field === 'storeIds')).toMatchObject({ message: NO_STORES, page: 2 });
  });

  it('flags a featured artist in the title on page 0 and a writer without last name on the track', () => {
    const form = readyForm();
    form.title = 'Night Drive (feat. Bob)';
    form.tracks[1].writers[0].lastName = '';
    const problems = checkSubmission(form, today);
    expect(problems.find((problem) => problem.field === 'title')?.page).toBe(0);
    expect(problems.find((problem) => problem.field === 'tracks.1.writers.0.lastName')).toMatchObject({
      severity: 'error',
      page: 3,
    });
  });

  it('does not ask for the title of the only track of a Single', () => {
    const form = readyForm();
    form.type = 'Single';
    form.tracks = [{ ...form.tracks[0], title: '' }];
    expect(checkSubmission(form, today).some((problem) => problem.field === 'tracks.0.title')).toBe(false);
  });
});

describe('problemsFromServer', () => {
  it('turns a 422 field map into problems on their pages', () => {
    expect(
      problemsFromServer({ 'tracks.0.isrc': ['This ISRC is already used by another track'], upc: ['Bad UPC'] }),
    ).toEqual([
      { severity: 'error', field: 'tracks.0.isrc', page: 3, message: 'This ISRC is already used by another track' },
      { severity: 'error', field: 'upc', page: 2, message: 'Bad UPC' },
    ]);
  });
});
