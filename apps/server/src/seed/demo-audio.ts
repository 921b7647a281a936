/**
 * Demo masters written in JavaScript, so a first start needs no audio tool: a 16-bit, 44.1 kHz,
 * stereo WAV of a few seconds, a short arpeggio whose notes differ per track. It passes the
 * uploads area's checks like any real master.
 */
const SAMPLE_RATE = 44_100;
const CHANNELS = 2;
const BYTES_PER_SAMPLE = 2;
const WAV_HEADER_BYTES = 44;

/** Semitone steps of a minor-seventh arpeggio; the seed shifts its root per track. */
const ARPEGGIO = [0, 3, 7, 10, 12, 10, 7, 3];

function noteFrequency(semitonesFromA3: number): number {
  return 220 * 2 ** (semitonesFromA3 / 12);
}

function writeHeader(out: Buffer, dataBytes: number): void {
  const blockAlign = CHANNELS * BYTES_PER_SAMPLE;
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // integer PCM
  out.writeUInt16LE(CHANNELS, 22);
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE * blockAlign, 28);
  out.writeUInt16LE(blockAlign, 32);
  out.writeUInt16LE(BYTES_PER_SAMPLE * 8, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
}

/**
 * A WAV of `seconds` seconds: eight notes from `root` (semitones above A3), each fading out,
 * the right channel a little quieter so the file is truly stereo.
 */
export function demoWav(root: number, seconds = 3): Buffer {
  const frames = Math.round(SAMPLE_RATE * seconds);
  const dataBytes = frames * CHANNELS * BYTES_PER_SAMPLE;
  const out = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  writeHeader(out, dataBytes);
  // WAV samples are little-endian, as is every machine Node runs on here.
  const samples = new Int16Array(out.buffer, out.byteOffset + WAV_HEADER_BYTES, frames * CHANNELS);
  const noteFrames = Math.ceil(frames / ARPEGGIO.length);
  const peak = 0.4 * 32_767;
  for (let note = 0; note * noteFrames < frames; note += 1) {
    const step = (2 * Math.PI * noteFrequency(root + ARPEGGIO[note % ARPEGGIO.length])) / SAMPLE_RATE;
    const decay = Math.exp(-3 / noteFrames);
    let envelope = peak;
    const end = Math.min(frames, (note + 1) * noteFrames);
    for (let frame = note * noteFrames; frame < end; frame += 1) {
      const value = Math.sin(step * frame) * envelope;
      samples[frame * 2] = value;
      samples[frame * 2 + 1] = value * 0.8;
      envelope *= decay;
    }
  }
  return out;
}
