import { normalizeIsrc } from '@liner/domain';
import type { PartyDirectory } from './build-parties.js';
import { writeDisplayArtists, writeDisplayTitle, writeRightsLine } from './build-resources.js';
import { displayTitle, icpnDigits, offersTracksIndividually, toIsoDuration } from './format.js';
import type { Release } from './model.js';
import { coverResourceRef, MAIN_RELEASE_REF, trackReleaseRef, trackResourceRef } from './references.js';
import type { XmlWriter } from './xml-writer.js';

export function writeReleaseList(w: XmlWriter, release: Release, parties: PartyDirectory): void {
  w.element('ReleaseList', () => {
    writeMainRelease(w, release, parties);
    if (offersTracksIndividually(release)) {
      release.tracks.forEach((_, index) => {
        writeTrackRelease(w, release, index, parties);
      });
    }
  });
}

function writeMainRelease(w: XmlWriter, release: Release, parties: PartyDirectory): void {
  const labelRef = parties.referenceOf(release.label.name, release.label.ids);
  const totalSeconds = release.tracks.reduce((sum, track) => sum + track.durationSeconds, 0);
  w.element('Release', () => {
    w.leaf('ReleaseReference', MAIN_RELEASE_REF);
    w.leaf('ReleaseType', release.releaseType);
    w.element('ReleaseId', () => {
      w.leaf('ICPN', icpnDigits(release.icpn));
      w.leaf('CatalogNumber', release.catalogNumber, { Namespace: release.header.sender.dpid });
    });
    w.leaf('DisplayTitleText', displayTitle(release.title, release.version));
    writeDisplayTitle(w, release.title, release.version);
    writeDisplayArtists(w, release.artists, parties);
    w.leaf('ReleaseLabelReference', labelRef);
    writeRightsLine(w, 'PLine', release.pLine);
    writeRightsLine(w, 'CLine', release.cLine);
    w.leaf('Duration', toIsoDuration(totalSeconds));
    writeGenre(w, release);
    w.leaf('ReleaseDate', release.releaseDate);
    w.leaf('OriginalReleaseDate', release.originalReleaseDate);
    w.leaf('ParentalWarningType', release.parentalWarning);
    // One group: Liner releases are one disc (the album sample numbers its one component 1 too).
    w.element('ResourceGroup', () => {
      w.leaf('SequenceNumber', 1);
      release.tracks.forEach((_, index) => {
        w.element('ResourceGroupContentItem', () => {
          w.leaf('SequenceNumber', index + 1);
          w.leaf('ReleaseResourceReference', trackResourceRef(index));
        });
      });
      w.leaf('LinkedReleaseResourceReference', coverResourceRef(release.tracks.length));
    });
  });
}

/** One track offered on its own (for per-track streams and downloads), as in the DDEX album sample. */
function writeTrackRelease(w: XmlWriter, release: Release, index: number, parties: PartyDirectory): void {
  const track = release.tracks[index];
  w.element('TrackRelease', () => {
    w.leaf('ReleaseReference', trackReleaseRef(index));
    w.element('ReleaseId', () =>
      w.leaf('ProprietaryId', `${icpnDigits(release.icpn)}_${normalizeIsrc(track.isrc)}`, {
        Namespace: release.header.sender.dpid,
      }),
    );
    w.leaf('ReleaseResourceReference', trackResourceRef(index));
    w.leaf('LinkedReleaseResourceReference', coverResourceRef(release.tracks.length));
    w.leaf('ReleaseLabelReference', parties.referenceOf(release.label.name, release.label.ids));
    writeGenre(w, release);
  });
}

function writeGenre(w: XmlWriter, release: Release): void {
  w.element('Genre', () => {
    w.leaf('GenreText', release.genre.trim());
    w.leaf('SubGenre', release.subgenre?.trim() || undefined);
  });
}
