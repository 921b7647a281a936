/** What the first bytes of an upload say it is, whatever its name or declared type. */
export type SniffedContainer = 'WAV' | 'FLAC' | 'AIFF' | 'MP3' | 'IMAGE' | 'UNKNOWN';

const ascii = (head: Buffer, start: number, length: number) => head.toString('latin1', start, start + length);

/** ID3v2 tags use "syncsafe" sizes: 7 bits per byte. */
function id3Length(head: Buffer): number {
  return 10 + ((head[6] & 0x7f) << 21) + ((head[7] & 0x7f) << 14) + ((head[8] & 0x7f) << 7) + (head[9] & 0x7f);
}

function isImage(head: Buffer): boolean {
  const png = head.length >= 8 && head.readUInt32BE(0) === 0x89504e47;
  const jpeg = head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const gif = ascii(head, 0, 4) === 'GIF8';
  const webp = ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP';
  return png || jpeg || gif || webp;
}

/** An MPEG audio frame header: 11 sync bits, and a layer that is not the reserved 00 (which ADTS AAC uses). */
function isMpegFrame(head: Buffer, at: number): boolean {
  return head.length >= at + 2 && head[at] === 0xff && (head[at + 1] & 0xe0) === 0xe0 && (head[at + 1] & 0x06) !== 0;
}

/** `head` is the first few KiB of the file. */
export function sniffAudioContainer(head: Buffer): SniffedContainer {
  if (isImage(head)) return 'IMAGE';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') return 'WAV';
  if (ascii(head, 0, 4) === 'FORM' && ['AIFF', 'AIFC'].includes(ascii(head, 8, 4))) return 'AIFF';
  if (ascii(head, 0, 4) === 'fLaC') return 'FLAC';
  if (ascii(head, 0, 3) === 'ID3' && head.length >= 10) {
    // A tag in front of the audio: FLAC files sometimes carry one, MP3 files nearly always.
    const after = id3Length(head);
    if (ascii(head, after, 4) === 'fLaC') return 'FLAC';
    return 'MP3';
  }
  if (isMpegFrame(head, 0)) return 'MP3';
  return 'UNKNOWN';
}
