import { describe, expect, it } from 'vitest';
import { aiffFile, mp3File, wavFile } from '../../../test/audio-fixtures.js';
import { sniffAudioContainer } from './sniff-audio-container.js';

const id3 = (payloadLength: number) => {
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  header[9] = payloadLength & 0x7f;
  header[8] = (payloadLength >> 7) & 0x7f;
  return Buffer.concat([header, Buffer.alloc(payloadLength)]);
};

describe('sniffAudioContainer: the bytes decide, not the name', () => {
  it.each([
    ['WAV', wavFile().subarray(0, 64)],
    ['AIFF', aiffFile().subarray(0, 64)],
    ['FLAC', Buffer.from('fLaC\0\0\0\x22', 'latin1')],
    ['FLAC', Buffer.concat([id3(300), Buffer.from('fLaC', 'latin1')])],
    ['MP3', Buffer.concat([id3(300), Buffer.from([0xff, 0xfb, 0x90, 0x44])])],
    ['MP3', Buffer.from([0xff, 0xfb, 0x90, 0x44, 0, 0])],
    ['MP3', mp3File().subarray(0, 4096)],
    ['IMAGE', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['IMAGE', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['IMAGE', Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')],
    ['UNKNOWN', Buffer.from([0xff, 0xf1, 0x50, 0x80])], // ADTS AAC: sync bits but layer 00
    ['UNKNOWN', Buffer.from('OggS\0\x02', 'latin1')],
    ['UNKNOWN', Buffer.alloc(0)],
  ] as const)('%s', (expected, head) => {
    expect(sniffAudioContainer(head)).toBe(expected);
  });
});
