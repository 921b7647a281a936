// Helpers for the offers tests and other areas' tests (not used by the server).
import sharp from 'sharp';

/** A signature as the web sends it: a drawn stroke on white, as a JPEG data URL. */
export async function drawnSignature(options: { blank?: boolean; format?: 'jpeg' | 'png' } = {}): Promise<string> {
  const stroke = options.blank
    ? ''
    : '<path d="M20 70 C 60 10, 90 110, 140 50 S 220 30, 280 80" stroke="#111" stroke-width="3" fill="none"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#fff"/>${stroke}</svg>`;
  const image = sharp(Buffer.from(svg));
  const bytes = options.format === 'png' ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
