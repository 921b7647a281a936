import {
  initBusinessDetails,
  setLabelImage,
  updateArtistInfo,
  updateBilling,
  updateBusinessLegalAddress,
  updateBusinessMailingAddress,
  updateLabelProfile,
} from '../modules/profile/index.js';
import type { DemoContext } from './demo-context.js';

const NORTHBOUND_ADDRESS = {
  country: 'United Kingdom',
  countryCode: 'GB',
  state: 'England',
  city: 'Bristol',
  postcode: 'BS1 4RN',
  address: '12 Gas Ferry Road',
  formatted: '12 Gas Ferry Road, Bristol, BS1 4RN, United Kingdom',
  fromSearch: true,
};

/** The label's logo: drawn as SVG and rendered by sharp, loaded only when the seed runs. */
async function labelLogo(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
<rect width="480" height="480" fill="#12324a"/>
<path d="M90 360 L240 110 L390 360 Z" fill="none" stroke="#7fd1c7" stroke-width="22" stroke-linejoin="round"/>
<text x="240" y="430" font-family="sans-serif" font-size="44" font-weight="bold" fill="#ffffff" text-anchor="middle">NORTHBOUND</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The rest of both profiles, through the profile area's operations: the artist's info and
 * billing details; the label's business details (legal address from search, mailing the same),
 * its label profile with a logo and its four social pages, and its billing details.
 */
export async function seedProfiles(ctx: DemoContext): Promise<void> {
  const { artist, label } = ctx.accounts;
  await updateArtistInfo(ctx.deps, artist.id, {
    artistName: artist.artistName ?? 'Nova Reyes',
    genre: 'Electronic',
    about: 'Lisbon-born producer making warm, late-night electronic music.\nLive sets across Europe since 2019.',
  });
  await updateBilling(ctx.deps, artist.id, {
    billingName: 'Nova Reyes',
    company: null,
    vatNumber: null,
    citizenship: 'Portugal',
    nationality: 'Portuguese',
  });

  await initBusinessDetails(ctx.deps, label.id, {
    legalEntityName: 'Northbound Records Ltd',
    representativeFirstName: 'Mia',
    representativeLastName: 'Vance',
    companyPosition: 'Managing Director',
  });
  await updateBusinessLegalAddress(ctx.deps, label.id, NORTHBOUND_ADDRESS);
  await updateBusinessMailingAddress(ctx.deps, label.id, { sameAsLegal: true });
  await updateLabelProfile(ctx.deps, label.id, {
    name: 'Northbound Records',
    about: 'Independent label from Bristol: electronic, ambient and the occasional guitar record.',
    instagram: 'https://www.instagram.com/northbound.records',
    facebook: 'https://www.facebook.com/northboundrecords',
    x: 'https://x.com/northboundrec',
    youtube: 'https://www.youtube.com/@northboundrecords',
  });
  await setLabelImage(ctx.deps, label.id, await labelLogo());
  await updateBilling(ctx.deps, label.id, {
    billingName: 'Northbound Records Ltd',
    company: 'Northbound Records Ltd',
    vatNumber: 'GB123456789',
    citizenship: 'United Kingdom',
    nationality: null,
  });
}
