/** What a release's file problems say, at save and at publish. */
export const ARTWORK_FILE_MISSING = 'The artwork file was not found; upload it again';
export const AUDIO_FILE_MISSING = 'The audio file was not found; upload it again';
export const NOT_AN_ARTWORK = 'This file is not an artwork image; choose the cover image you uploaded';
export const NOT_AN_AUDIO_FILE = 'This file is not an audio file; choose the audio you uploaded';
