import { normalizeIsrc, normalizeIswc } from '@liner/domain';
import type { PartyDirectory } from './build-parties.js';
import {
  DDEX_CONTRIBUTOR_ROLE,
  displayArtistName,
  displayTitle,
  icpnDigits,
  toDecimalSeconds,
  toIsoDuration,
  toKilohertz,
} from './format.js';
import type { ArtistCredit, AudioFile, CoverImage, FileHash, Release, RightsLine, Track } from './model.js';
import {
  coverResourceRef,
  coverTechnicalRef,
  trackPreviewRef,
  trackResourceRef,
  trackTechnicalRef,
} from './references.js';
import type { XmlWriter } from './xml-writer.js';

export function writeResourceList(w: XmlWriter, release: Release, parties: PartyDirectory): void {
  w.element('ResourceList', () => {
    release.tracks.forEach((track, index) => {
      writeSoundRecording(w, release, track, index, parties);
    });
    writeCoverImage(w, release, release.cover);
  });
}

function writeSoundRecording(
  w: XmlWriter,
  release: Release,
  track: Track,
  index: number,
  parties: PartyDirectory,
): void {
  w.element('SoundRecording', () => {
    w.leaf('ResourceReference', trackResourceRef(index));
    w.leaf('Type', 'MusicalWorkSoundRecording');
    w.element('SoundRecordingEdition', () => {
      w.element('ResourceId', () => w.leaf('ISRC', normalizeIsrc(track.isrc)));
      writeRightsLine(w, 'PLine', track.pLine ?? release.pLine);
      w.element('TechnicalDetails', () => {
        w.leaf('TechnicalResourceDetailsReference', trackTechnicalRef(index));
        writeAudioDeliveryFile(w, track.audio);
        if (track.previewStartSeconds !== undefined) writePreviewClip(w, index, track.previewStartSeconds);
      });
    });
    if (track.iswc) w.element('WorkId', () => w.leaf('ISWC', normalizeIswc(track.iswc ?? '')));
    w.leaf('DisplayTitleText', displayTitle(track.title, track.version));
    writeDisplayTitle(w, track.title, track.version);
    w.leaf('VersionType', track.versionType);
    writeDisplayArtists(w, track.artists, parties);
    track.contributors.forEach((contributor, position) => {
      w.element(
        'Contributor',
        () => {
          w.leaf('ContributorPartyReference', parties.referenceOf(contributor.name, contributor.ids));
          for (const role of contributor.roles) w.leaf('Role', DDEX_CONTRIBUTOR_ROLE[role]);
        },
        { SequenceNumber: position + 1 },
      );
    });
    w.leaf('Duration', toIsoDuration(track.durationSeconds));
    w.leaf('ParentalWarningType', track.parentalWarning);
    w.leaf('LanguageOfPerformance', track.languageOfPerformance);
  });
}

/** A WAV or AIFF file carries PCM audio in that container; FLAC is its own container. */
function writeAudioDeliveryFile(w: XmlWriter, audio: AudioFile): void {
  w.element('DeliveryFile', () => {
    w.leaf('Type', 'AudioFile');
    w.leaf('ContainerFormat', audio.format === 'FLAC' ? undefined : audio.format);
    w.leaf('AudioCodecType', audio.format === 'FLAC' ? 'FLAC' : 'PCM');
    w.leaf('NumberOfChannels', audio.channels);
    w.leaf('SamplingRate', toKilohertz(audio.sampleRateHz), { UnitOfMeasure: 'kHz' });
    w.leaf('BitsPerSample', audio.bitsPerSample);
    writeFile(w, audio.uri, audio.hash, audio.sizeBytes);
  });
}

/**
 * The store's preview: an instructive clip (the store cuts it from the full file) starting where
 * the artist chose, written like DDEX's album sample (ClipType Preview, Timing StartPoint).
 */
function writePreviewClip(w: XmlWriter, index: number, startSeconds: number): void {
  w.element('ClipDetails', () => {
    w.leaf('TechnicalResourceDetailsReference', trackPreviewRef(index));
    w.leaf('ClipType', 'Preview');
    w.element('Timing', () => w.leaf('StartPoint', toDecimalSeconds(startSeconds)));
    w.leaf('ExpressionType', 'Instructive');
  });
}

function writeCoverImage(w: XmlWriter, release: Release, cover: CoverImage): void {
  const trackCount = release.tracks.length;
  w.element('Image', () => {
    w.leaf('ResourceReference', coverResourceRef(trackCount));
    w.leaf('Type', 'FrontCoverImage');
    w.element('ResourceId', () =>
      w.leaf('ProprietaryId', `${icpnDigits(release.icpn)}_cover`, { Namespace: release.header.sender.dpid }),
    );
    w.element('TechnicalDetails', () => {
      w.leaf('TechnicalResourceDetailsReference', coverTechnicalRef(trackCount));
      w.leaf('ImageCodecType', cover.format);
      w.leaf('ImageHeight', cover.height, { UnitOfMeasure: 'Pixel' });
      w.leaf('ImageWidth', cover.width, { UnitOfMeasure: 'Pixel' });
      writeFile(w, cover.uri, cover.hash, undefined);
    });
  });
}

function writeFile(w: XmlWriter, uri: string, hash: FileHash | undefined, sizeBytes: number | undefined): void {
  w.element('File', () => {
    w.leaf('URI', uri);
    if (hash) {
      w.element('HashSum', () => {
        w.leaf('Algorithm', hash.algorithm);
        w.leaf('HashSumValue', hash.value.toLowerCase());
      });
    }
    w.leaf('FileSize', sizeBytes);
  });
}

export function writeRightsLine(w: XmlWriter, element: 'PLine' | 'CLine', line: RightsLine): void {
  w.element(element, () => {
    w.leaf('Year', line.year);
    w.leaf(`${element}Company`, line.company);
    w.leaf(`${element}Text`, line.text);
  });
}

export function writeDisplayTitle(w: XmlWriter, title: string, version: string | undefined): void {
  w.element('DisplayTitle', () => {
    w.leaf('TitleText', title.trim());
    const trimmed = version?.trim();
    if (trimmed) w.leaf('SubTitle', trimmed, { SubTitleType: 'Version' });
  });
}

/** DisplayArtistName (the credit as shown) then one DisplayArtist per artist, in order. */
export function writeDisplayArtists(w: XmlWriter, artists: ArtistCredit[], parties: PartyDirectory): void {
  w.leaf('DisplayArtistName', displayArtistName(artists));
  artists.forEach((artist, position) => {
    w.element(
      'DisplayArtist',
      () => {
        w.leaf('ArtistPartyReference', parties.referenceOf(artist.name, artist.ids));
        w.leaf('DisplayArtistRole', artist.role);
      },
      { SequenceNumber: position + 1 },
    );
  });
}
