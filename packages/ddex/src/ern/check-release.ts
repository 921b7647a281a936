import { checkIcpn } from '@liner/domain';
import { checkDeals } from './check-deals.js';
import { checkArtists, checkHash, checkPartyIds, checkRightsLine, checkTracks } from './check-tracks.js';
import type { CoverImage, MessageHeader, MessageParty, Problem, Release } from './model.js';
import { isDateTime, isIsoDate, LANGUAGE_CODE, ProblemList, trackLabel } from './problems.js';

const DPID = /^PADPIDA[a-zA-Z0-9]+$/;
const MIN_COVER_SIDE = 3000;

/**
 * Liner's own rules for a release about to be delivered: everything the ERN 4.3 schema
 * requires that the input could lack, plus the store rules that make a delivery bounce
 * (identifiers, explicit flags, artwork size, audio format). Errors block delivery; warnings
 * are shown but let it through. Messages name the field in words a label manager uses.
 */
export function checkReleaseForDelivery(release: Release): Problem[] {
  const problems = new ProblemList();
  checkHeader(problems, release.header);

  const icpn = checkIcpn(release.icpn);
  if (!icpn.ok) problems.error('icpn', icpn.error);
  problems.optionalText('catalogNumber', release.catalogNumber, 'Catalog number');
  problems.requireText('title', release.title, 'Release title');
  problems.optionalText('version', release.version, 'Release version');
  checkArtists(problems, 'artists', release.artists, 'The release');
  problems.requireText('label.name', release.label.name, 'Label name');
  checkPartyIds(problems, 'label.ids', release.label.ids, 'Label');
  checkRightsLine(problems, 'pLine', release.pLine, '(P) line');
  checkRightsLine(problems, 'cLine', release.cLine, '(C) line');
  problems.requireText('genre', release.genre, 'Genre');
  problems.optionalText('subgenre', release.subgenre, 'Subgenre');
  checkDates(problems, release);
  if (!LANGUAGE_CODE.test(release.language)) {
    problems.error('language', `Metadata language "${release.language}" is not a language code such as en or pt-BR.`);
  }
  checkTracks(problems, release.tracks);
  checkExplicitFlags(problems, release);
  checkSingleKeepsFeaturedArtists(problems, release);
  checkCover(problems, release.cover);
  checkDeals(problems, release.deals, release.header);
  return problems.items;
}

function checkHeader(problems: ProblemList, header: MessageHeader): void {
  problems.requireText('header.messageId', header.messageId, 'Message id');
  checkMessageParty(problems, 'header.sender', header.sender, 'Sender');
  if (header.recipients.length === 0) problems.error('header.recipients', 'The message has no recipient store.');
  header.recipients.forEach((recipient, index) => {
    checkMessageParty(problems, `header.recipients[${index}]`, recipient, `Recipient ${index + 1}`);
  });
  if (!isDateTime(header.createdAt, true)) {
    problems.error(
      'header.createdAt',
      `Message time "${header.createdAt}" must be a date-time with a time zone, e.g. 2025-01-15T10:00:00Z.`,
    );
  }
}

function checkMessageParty(problems: ProblemList, path: string, party: MessageParty, what: string): void {
  if (!DPID.test(party.dpid)) {
    const message = `${what} DDEX party id "${party.dpid}" must be PADPIDA followed by letters and digits.`;
    problems.error(`${path}.dpid`, message);
  }
  problems.requireText(`${path}.name`, party.name, `${what} name`);
}

function checkDates(problems: ProblemList, release: Release): void {
  if (!isIsoDate(release.releaseDate)) {
    problems.error('releaseDate', `Release date "${release.releaseDate}" is not a date written YYYY-MM-DD.`);
  }
  const original = release.originalReleaseDate;
  if (original === undefined) return;
  if (!isIsoDate(original)) {
    problems.error('originalReleaseDate', `Original release date "${original}" is not a date written YYYY-MM-DD.`);
  } else if (isIsoDate(release.releaseDate) && original > release.releaseDate) {
    problems.error(
      'originalReleaseDate',
      `Original release date ${original} is after the release date ${release.releaseDate}.`,
    );
  }
}

/** One explicit track makes the whole release explicit (Apple "Parental Advisory"). */
function checkExplicitFlags(problems: ProblemList, release: Release): void {
  const explicitIndex = release.tracks.findIndex((track) => track.parentalWarning === 'Explicit');
  if (explicitIndex >= 0 && release.parentalWarning !== 'Explicit') {
    problems.error(
      'parentalWarning',
      `${trackLabel(explicitIndex)} is explicit, so the release must be marked Explicit too.`,
    );
  }
  if (release.parentalWarning === 'Explicit' && explicitIndex < 0 && release.tracks.length > 0) {
    problems.warning('parentalWarning', 'The release is marked Explicit but none of its tracks is.');
  }
}

/** A single is its one recording: a guest credited on the release must be credited on the track too. */
function checkSingleKeepsFeaturedArtists(problems: ProblemList, release: Release): void {
  if (release.releaseType !== 'Single' || release.tracks.length !== 1) return;
  const onTrack = new Set(release.tracks[0].artists.map((artist) => artist.name.trim().toLowerCase()));
  for (const artist of release.artists) {
    if (artist.role === 'FeaturedArtist' && !onTrack.has(artist.name.trim().toLowerCase())) {
      problems.warning(
        'tracks[0].artists',
        `The single features "${artist.name.trim()}" but its recording does not; credit the featured artist on the track too.`,
      );
    }
  }
}

function checkCover(problems: ProblemList, cover: CoverImage): void {
  problems.requireText('cover.uri', cover.uri, 'Cover art file');
  if (cover.width !== cover.height) {
    problems.error('cover', `Cover art must be square; it is ${cover.width} x ${cover.height} pixels.`);
  }
  if (Math.min(cover.width, cover.height) < MIN_COVER_SIDE) {
    problems.error(
      'cover',
      `Cover art must be at least ${MIN_COVER_SIDE} x ${MIN_COVER_SIDE} pixels; it is ${cover.width} x ${cover.height}.`,
    );
  }
  if (cover.hash) checkHash(problems, 'cover.hash', cover.hash, 'Cover art');
}
