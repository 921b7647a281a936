import { isSameRecording } from './audio-fingerprint.js';
import type { StyleProblem } from './types.js';
import { trackLabel } from './types.js';

/** A track as the audio-reuse check sees it: its ISRC (null until assigned) and its audio's content hash. */
export interface AudioUse {
  isrc: string | null;
  /** The audio file's content hash (SHA-256), null without audio. */
  audioHash: string | null;
  /** The audio's Chromaprint fingerprint (fpcalc -raw), null when none could be taken. */
  fingerprint?: readonly number[] | null;
}

/** A track of another of the owner's releases using audio this release uses. */
export interface AudioUseElsewhere extends AudioUse {
  trackTitle: string;
  releaseTitle: string;
}

/** Two uses name different recordings unless both carry the same ISRC (a blank one gets a new code). */
function differ(a: AudioUse, b: AudioUse): boolean {
  return a.isrc === null || b.isrc === null || a.isrc !== b.isrc;
}

function codeText(isrc: string | null): string {
  return isrc ? `ISRC ${isrc}` : 'no ISRC yet (a new one would be assigned)';
}

/** 'file': the same file or bytes; 'recording': another file of the same recording (a re-encoded copy). */
function sameAudio(a: AudioUse, b: AudioUse): 'file' | 'recording' | null {
  if (!a.audioHash || !b.audioHash) return null;
  if (a.audioHash === b.audioHash) return 'file';
  return isSameRecording(a.fingerprint ?? null, b.fingerprint ?? null) ? 'recording' : null;
}

const AS = { file: 'the same audio as', recording: 'the same recording (another file of it) as' } as const;

/**
 * One recording keeps one ISRC on every release it is on; the same audio file under two ISRCs
 * means either two codes for one recording (stores then split its streams and charts) or the
 * wrong file uploaded. It may be deliberate (a remaster uploaded unchanged), so it is a warning
 * the operator reviews, not an error. Same audio = the same file, a byte-identical upload, or a
 * file whose fingerprint matches (the recording re-encoded: FLAC, another sample rate, a lossy round trip).
 */
export function checkAudioReuse(tracks: readonly AudioUse[], elsewhere: readonly AudioUseElsewhere[]): StyleProblem[] {
  const problems: StyleProblem[] = [];
  tracks.forEach((track, index) => {
    if (!track.audioHash) return;
    const path = `tracks[${index}].isrc`;
    const sibling = tracks.findIndex((other, j) => j !== index && differ(track, other) && sameAudio(track, other));
    if (sibling !== -1) {
      const how = sameAudio(track, tracks[sibling]) ?? 'file';
      problems.push({
        severity: 'warning',
        path,
        rule: 'isrc-audio-reused',
        message: `${trackLabel(index)} has ${AS[how]} ${trackLabel(sibling)} under another ISRC (${codeText(track.isrc)}, ${codeText(tracks[sibling].isrc)}). One recording keeps one ISRC; check the files.`,
      });
      return;
    }
    const other = elsewhere.find((use) => differ(track, use) && sameAudio(track, use));
    if (!other) return;
    const how = sameAudio(track, other) ?? 'file';
    problems.push({
      severity: 'warning',
      path,
      rule: 'isrc-audio-reused',
      message: `${trackLabel(index)} has ${AS[how]} "${other.trackTitle}" on "${other.releaseTitle}" (${codeText(other.isrc)}) but ${codeText(track.isrc)}. The same recording keeps its ISRC on every release: use ${other.isrc ?? 'one code'} unless it is another recording.`,
    });
  });
  return problems;
}
