import { ARTWORK_RULES } from '@liner/domain';

/** What a generated cover shows. */
export interface CoverDesign {
  title: string;
  artist: string;
  /** Hue (0-360) of the gradient; the seed gives each release its own. */
  hue: number;
}

const DRAWN_SIDE = 600;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A simple vector cover: a diagonal gradient, two rings, the title and the artist. */
function coverSvg(design: CoverDesign): string {
  const { hue } = design;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DRAWN_SIDE}" height="${DRAWN_SIDE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},65%,22%)"/>
</linearGradient></defs>
<rect width="${DRAWN_SIDE}" height="${DRAWN_SIDE}" fill="url(#g)"/>
<circle cx="300" cy="250" r="150" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="6"/>
<circle cx="300" cy="250" r="95" fill="#fff" fill-opacity="0.12"/>
<text x="300" y="490" font-family="sans-serif" font-size="42" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(design.title)}</text>
<text x="300" y="540" font-family="sans-serif" font-size="24" fill="#fff" fill-opacity="0.85" text-anchor="middle" letter-spacing="4">${escapeXml(design.artist.toUpperCase())}</text>
</svg>`;
}

/**
 * A JPEG cover that meets the store rules the uploads area checks (square, RGB, at least the
 * minimum side): drawn small and blown up by repeating pixels, the cheapest scaling there is,
 * and encoded without the optimising pass (half the work for a somewhat larger file).
 * The app shows the 600 px preview, scaled back down to exactly the drawing. sharp is loaded
 * only when the seed runs.
 */
export async function demoCover(design: CoverDesign): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const side = ARTWORK_RULES.minSidePx;
  return sharp(Buffer.from(coverSvg(design)))
    .resize(side, side, { kernel: 'nearest' })
    .removeAlpha()
    .jpeg({ quality: 72, optimiseCoding: false })
    .toBuffer();
}
