import { checkIpiNameNumber, checkIsni, checkIsrc, checkIswc } from '@liner/domain';
import type { ArtistCredit, AudioFile, FileHash, PartyIds, RightsLine, Track } from './model.js';
import { LANGUAGE_CODE, trackLabel, type ProblemList } from './problems.js';

const HEX_LENGTH: Record<FileHash['algorithm'], number> = { MD5: 32, 'SHA-256': 64 };
const COMMON_SAMPLE_RATES = [44_100, 48_000, 88_200, 96_000, 176_400, 192_000];

export function checkTracks(problems: ProblemList, tracks: Track[]): void {
  if (tracks.length === 0) {
    problems.error('tracks', 'The release has no tracks.');
    return;
  }
  tracks.forEach((track, index) => {
    checkTrack(problems, track, index);
  });
  checkIsrcsAreUnique(problems, tracks);
}

function checkTrack(problems: ProblemList, track: Track, index: number): void {
  const at = `tracks[${index}]`;
  const label = trackLabel(index);
  const isrc = checkIsrc(track.isrc);
  if (!isrc.ok) problems.error(`${at}.isrc`, `${label}: ${isrc.error}`);
  problems.requireText(`${at}.title`, track.title, `${label}: title`);
  problems.optionalText(`${at}.version`, track.version, `${label}: version`);
  if (track.trackNumber !== undefined && track.trackNumber !== index + 1) {
    problems.error(
      `${at}.trackNumber`,
      `${label} is numbered ${track.trackNumber}; track numbers must run 1, 2, 3... in the order of the track list.`,
    );
  }
  if (!Number.isFinite(track.durationSeconds) || track.durationSeconds <= 0) {
    problems.error(`${at}.durationSeconds`, `${label}: duration is missing or zero; upload the audio again.`);
  }
  checkPreview(problems, at, track, label);
  checkArtists(problems, `${at}.artists`, track.artists, label);
  track.contributors.forEach((contributor, position) => {
    const path = `${at}.contributors[${position}]`;
    problems.requireText(`${path}.name`, contributor.name, `${label}: contributor ${position + 1} name`);
    checkPartyIds(problems, `${path}.ids`, contributor.ids, `${label}: contributor "${contributor.name}"`);
    if (contributor.roles.length === 0) {
      problems.error(`${path}.roles`, `${label}: contributor "${contributor.name}" has no role.`);
    }
  });
  if (track.versionType === 'RemixVersion' && !track.contributors.some((c) => c.roles.includes('Remixer'))) {
    problems.warning(`${at}.contributors`, `${label} is a remix; stores expect a contributor with the Remixer role.`);
  }
  if (track.iswc !== undefined && track.iswc.trim() !== '') {
    const iswc = checkIswc(track.iswc);
    if (!iswc.ok) problems.error(`${at}.iswc`, `${label}: ${iswc.error}`);
  }
  if (track.pLine) checkRightsLine(problems, `${at}.pLine`, track.pLine, `${label}: (P) line`);
  if (track.languageOfPerformance !== undefined && !LANGUAGE_CODE.test(track.languageOfPerformance)) {
    problems.error(
      `${at}.languageOfPerformance`,
      `${label}: language "${track.languageOfPerformance}" is not a language code such as en or pt-BR.`,
    );
  }
  checkAudio(problems, `${at}.audio`, track.audio, label);
}

function checkPreview(problems: ProblemList, at: string, track: Track, label: string): void {
  const start = track.previewStartSeconds;
  if (start === undefined) return;
  if (!Number.isFinite(start) || start < 0) {
    problems.error(`${at}.previewStartSeconds`, `${label}: the preview start must be a time from 0:00.`);
  } else if (Number.isFinite(track.durationSeconds) && track.durationSeconds > 0 && start >= track.durationSeconds) {
    problems.error(
      `${at}.previewStartSeconds`,
      `${label}: the preview starts at ${Math.floor(start)} s, after the end of the ${Math.floor(track.durationSeconds)} s recording.`,
    );
  }
}

export function checkArtists(problems: ProblemList, path: string, artists: ArtistCredit[], owner: string): void {
  if (!artists.some((artist) => artist.role === 'MainArtist')) {
    problems.error(path, `${owner} needs at least one primary artist (role MainArtist).`);
  }
  const seen = new Set<string>();
  artists.forEach((artist, position) => {
    const name = artist.name.trim();
    problems.requireText(`${path}[${position}].name`, artist.name, `${owner}: artist ${position + 1} name`);
    if (name && seen.has(name.toLowerCase())) {
      problems.error(`${path}[${position}].name`, `${owner}: artist "${name}" is listed twice.`);
    }
    seen.add(name.toLowerCase());
    checkPartyIds(problems, `${path}[${position}].ids`, artist.ids, `${owner}: artist "${name}"`);
  });
}

/** Identifiers are optional, but one sent malformed fails the schema (IPI) or the store's match. */
export function checkPartyIds(problems: ProblemList, path: string, ids: PartyIds | undefined, who: string): void {
  if (!ids) return;
  if (ids.isni !== undefined) {
    const isni = checkIsni(ids.isni);
    if (!isni.ok) problems.error(`${path}.isni`, `${who}: ${isni.error}`);
  }
  if (ids.ipiNameNumber !== undefined) {
    const ipi = checkIpiNameNumber(ids.ipiNameNumber);
    if (!ipi.ok) problems.error(`${path}.ipiNameNumber`, `${who}: ${ipi.error}`);
  }
  if (ids.dpid !== undefined && !/^PADPIDA[a-zA-Z0-9]+$/.test(ids.dpid)) {
    problems.error(
      `${path}.dpid`,
      `${who}: DDEX party id "${ids.dpid}" must be PADPIDA followed by letters and digits.`,
    );
  }
}

export function checkRightsLine(problems: ProblemList, path: string, line: RightsLine, what: string): void {
  if (!Number.isInteger(line.year) || line.year < 1900 || line.year > 2999) {
    problems.error(`${path}.year`, `${what}: year ${line.year} is not a four-digit year.`);
  }
  problems.requireText(`${path}.text`, line.text, `${what} text`);
  problems.optionalText(`${path}.company`, line.company, `${what} company`);
}

function checkAudio(problems: ProblemList, path: string, audio: AudioFile, label: string): void {
  problems.requireText(`${path}.uri`, audio.uri, `${label}: audio file`);
  checkHash(problems, `${path}.hash`, audio.hash, `${label}: audio file`);
  if (audio.channels !== 2) {
    problems.error(`${path}.channels`, `${label}: audio has ${audio.channels} channel(s); stores require stereo (2).`);
  }
  if (audio.bitsPerSample !== 16 && audio.bitsPerSample !== 24) {
    problems.error(`${path}.bitsPerSample`, `${label}: audio is ${audio.bitsPerSample}-bit; stores take 16 or 24 bit.`);
  }
  if (audio.sampleRateHz < 44_100) {
    problems.error(
      `${path}.sampleRateHz`,
      `${label}: audio is sampled at ${audio.sampleRateHz} Hz; stores need at least 44100 Hz.`,
    );
  } else if (!COMMON_SAMPLE_RATES.includes(audio.sampleRateHz)) {
    problems.warning(
      `${path}.sampleRateHz`,
      `${label}: ${audio.sampleRateHz} Hz is an unusual sample rate; some stores accept only 44.1, 48, 88.2, 96, 176.4 or 192 kHz.`,
    );
  }
}

export function checkHash(problems: ProblemList, path: string, hash: FileHash, what: string): void {
  const length = HEX_LENGTH[hash.algorithm];
  if (!new RegExp(`^[0-9a-fA-F]{${length}}$`).test(hash.value)) {
    problems.error(
      `${path}.value`,
      `${what}: ${hash.algorithm} hash "${hash.value}" must be ${length} hexadecimal characters.`,
    );
  }
}

function checkIsrcsAreUnique(problems: ProblemList, tracks: Track[]): void {
  const firstUse = new Map<string, number>();
  tracks.forEach((track, index) => {
    const result = checkIsrc(track.isrc);
    if (!result.ok) return;
    const earlier = firstUse.get(result.value);
    if (earlier === undefined) {
      firstUse.set(result.value, index);
      return;
    }
    problems.error(
      `tracks[${index}].isrc`,
      `ISRC ${result.value} is used by tracks ${earlier + 1} and ${index + 1}; every recording needs its own ISRC.`,
    );
  });
}
