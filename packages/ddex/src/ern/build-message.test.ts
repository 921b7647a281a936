import { beforeAll, describe, expect, it } from 'vitest';
import { buildNewReleaseMessage, writeNewReleaseMessage } from './build-message.js';
import { checkReleaseForDelivery } from './check-release.js';
import { exampleAlbum } from './fixtures.js';
import { releaseShapes } from './test-support/shapes.js';
import { SCHEMA_DIR, SKIP_MESSAGE, validateAgainstErnSchema, type SchemaVerdict } from './test-support/xmllint.js';

const shapes = releaseShapes();
const messages = Object.fromEntries(
  Object.entries(shapes).map(([name, release]) => [name, buildNewReleaseMessage(release)]),
);

function all(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map((m) =>
    m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  );
}

describe('ERN 4.3 messages validate against the DDEX XSD', () => {
  let verdicts: Record<string, SchemaVerdict> = {};
  if (!SCHEMA_DIR) console.log(SKIP_MESSAGE);

  beforeAll(() => {
    if (SCHEMA_DIR) verdicts = validateAgainstErnSchema(messages);
  });

  it.skipIf(!SCHEMA_DIR).each(Object.keys(shapes))('%s validates', (name) => {
    expect(verdicts[name]?.errors).toBe('');
    expect(verdicts[name]?.valid).toBe(true);
  });

  it.skipIf(!SCHEMA_DIR)('reports an invalid message as invalid (the harness can fail)', () => {
    const broken = messages.single.replace(
      /<ParentalWarningType>NotExplicit<\/ParentalWarningType>\n\s*<ResourceGroup>/,
      '<ResourceGroup>',
    );
    const verdict = validateAgainstErnSchema({ broken }).broken;
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toContain('ResourceGroup');
  });
});

describe('every shape passes the pre-delivery check', () => {
  it.each(Object.keys(shapes))('%s has no errors', (name) => {
    const errors = checkReleaseForDelivery(shapes[name]).filter((p) => p.severity === 'error');
    expect(errors).toEqual([]);
  });
});

describe('message content', () => {
  it('writes the root with the 4.3 namespace, unprefixed children, and no MessageSchemaVersionId', () => {
    const xml = messages.single;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"',
      ),
    ).toBe(true);
    expect(xml).toContain('LanguageAndScriptCode="en" AvsVersionId="3"');
    expect(xml).not.toContain('MessageSchemaVersionId');
    expect(xml.match(/<ern:/g)).toHaveLength(1);
  });

  it('keeps the root sequence: header, parties, resources, releases, deals', () => {
    const order = ['<MessageHeader>', '<PartyList>', '<ResourceList>', '<ReleaseList>', '<DealList>'].map((tag) =>
      messages.album20.indexOf(tag),
    );
    expect(order.every((position, i) => position > 0 && (i === 0 || position > order[i - 1]))).toBe(true);
  });

  it('carries every ISRC, the ICPN and ISO 8601 durations', () => {
    const album = shapes.album20;
    expect(all(messages.album20, 'ISRC')).toEqual(album.tracks.map((t) => t.isrc));
    expect(all(messages.album20, 'ICPN')).toEqual(['012345678905']);
    for (const duration of all(messages.album20, 'Duration'))
      expect(duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+(\.\d+)?S)?$/);
    expect(all(messages.wavPngUnicode, 'Duration')).toEqual(['PT4M23.583S', 'PT1H2M3S', 'PT1H6M26.583S']);
    expect(all(messages.singleFeatured, 'Duration')).toEqual(['PT1M5.25S', 'PT1M5.25S']);
  });

  it('numbers the album in track order and offers each track individually', () => {
    // The resource group's own number (one disc), then each track in order.
    expect(all(messages.album20, 'SequenceNumber')).toEqual([
      '1',
      ...Array.from({ length: 20 }, (_, i) => String(i + 1)),
    ]);
    expect(messages.album20.match(/<TrackRelease>/g)).toHaveLength(20);
    expect(all(messages.album20, 'DealReleaseReference')).toEqual([
      'R0',
      ...Array.from({ length: 20 }, (_, i) => `R${i + 1}`),
    ]);
    expect(messages.single).not.toContain('<TrackRelease>');
    expect(messages.epWithoutTrackReleases).not.toContain('<TrackRelease>');
  });

  it('writes worldwide-with-exclusions as ExcludedTerritoryCode only, and listed territories as TerritoryCode', () => {
    const xml = messages.territoryExclusions;
    const mainDeal = xml.slice(xml.indexOf('<ReleaseDeal>'), xml.indexOf('</ReleaseDeal>'));
    expect(all(mainDeal, 'ExcludedTerritoryCode')).toEqual(['CN', 'RU', 'KP']);
    expect(all(mainDeal, 'TerritoryCode')).toEqual(['US', 'CA', 'GB']);
    expect(mainDeal).toContain('<PriceCode Namespace="PADPIDA2011072101T">FRONT</PriceCode>');
    expect(all(mainDeal, 'EndDateTime')).toEqual(['2026-01-31T23:59:59']);
    expect(all(messages.single, 'TerritoryCode')).toEqual(['Worldwide', 'Worldwide', 'Worldwide']);
  });

  it('gives subscribers offline listening (ConditionalDownload) and ad-supported listeners streams only', () => {
    const deals = messages.priceTier.slice(messages.priceTier.indexOf('<ReleaseDeal>'));
    const terms = [...deals.matchAll(/<DealTerms>([\s\S]*?)<\/DealTerms>/g)].map((m) => m[1]);
    expect(terms.map((t) => [all(t, 'CommercialModelType'), all(t, 'UseType')])).toEqual([
      [['SubscriptionModel'], ['OnDemandStream', 'NonInteractiveStream', 'ConditionalDownload']],
      [['AdvertisementSupportedModel'], ['OnDemandStream', 'NonInteractiveStream']],
      [['PayAsYouGoModel'], ['PermanentDownload']],
      // The same three deals again for the TrackReleases.
      [['SubscriptionModel'], ['OnDemandStream', 'NonInteractiveStream', 'ConditionalDownload']],
      [['AdvertisementSupportedModel'], ['OnDemandStream', 'NonInteractiveStream']],
      [['PayAsYouGoModel'], ['PermanentDownload']],
    ]);
  });

  it("prices download deals with the store's own price code, namespaced by the store", () => {
    const xml = messages.priceTier;
    expect(xml.match(/<PriceCode Namespace="PADPIDA2011072101T">MIDLINE<\/PriceCode>/g)).toHaveLength(2);
    const subscription = xml.slice(xml.indexOf('<DealList>')).split('</Deal>')[0];
    expect(subscription).not.toContain('PriceInformation');
  });

  it('delivers UGC services a monetised rights claim on user uploads and the label-provided library use', () => {
    const xml = messages.ugc;
    const terms = [...xml.matchAll(/<DealTerms>([\s\S]*?)<\/DealTerms>/g)].map((m) => m[1]);
    expect(terms).toHaveLength(2);
    expect(all(terms[0], 'CommercialModelType')).toEqual(['RightsClaimModel']);
    expect(all(terms[0], 'UseType')).toEqual(['UserMakeAvailableUserProvided']);
    expect(all(terms[0], 'RightsClaimPolicyType')).toEqual(['Monetize']);
    expect(all(terms[1], 'CommercialModelType')).toEqual(['AdvertisementSupportedModel']);
    expect(all(terms[1], 'UseType')).toEqual(['UserMakeAvailableLabelProvided']);
    expect(xml).not.toContain('PriceInformation');
  });

  it("keeps a single's featured artist on its sound recording, with ISNI and IPI party ids", () => {
    const xml = messages.singleFeatured;
    const recording = xml.slice(xml.indexOf('<SoundRecording>'), xml.indexOf('</SoundRecording>'));
    expect(all(recording, 'DisplayArtistRole')).toEqual(['MainArtist', 'FeaturedArtist']);
    expect(all(recording, 'DisplayArtistName')).toEqual(['Jane Doe feat. Max Guest']);
    const partyList = xml.slice(xml.indexOf('<PartyList>'), xml.indexOf('</PartyList>'));
    const parties = [...partyList.matchAll(/<Party>([\s\S]*?)<\/Party>/g)].map((m) => ({
      name: all(m[1], 'FullName')[0],
      isni: all(m[1], 'ISNI'),
      ipi: all(m[1], 'IpiNameNumber'),
    }));
    expect(parties).toEqual([
      // The artist who also writes is one party with both identifiers.
      { name: 'Jane Doe', isni: ['000000012281955X'], ipi: ['00000000199'] },
      { name: 'Max Guest', isni: ['0000000081266409'], ipi: [] },
      { name: 'Example Records', isni: [], ipi: [] },
      { name: 'Ann Writer', isni: [], ipi: ['12345678993'] },
    ]);
  });

  it('writes P and C lines with year, company and text', () => {
    const release = messages.single.slice(messages.single.indexOf('<Release>'));
    expect(release).toContain(
      '<PLine>\n        <Year>2025</Year>\n        <PLineCompany>Example Records</PLineCompany>\n        <PLineText>(P) 2025 Example Records</PLineText>',
    );
    expect(all(release, 'CLineCompany')).toEqual(['Example Records']);
    expect(all(messages.single, 'PLineCompany')).toHaveLength(2);
  });

  it('describes a preview clip from the chosen start time', () => {
    const xml = messages.singleFeatured;
    const clip = xml.slice(xml.indexOf('<ClipDetails>'), xml.indexOf('</ClipDetails>'));
    expect(all(clip, 'TechnicalResourceDetailsReference')).toEqual(['T1C']);
    expect(all(clip, 'ClipType')).toEqual(['Preview']);
    expect(all(clip, 'StartPoint')).toEqual(['12.5']);
    expect(all(clip, 'ExpressionType')).toEqual(['Instructive']);
    expect(all(messages.album20, 'StartPoint')).toEqual(Array.from({ length: 20 }, () => '45.0'));
  });

  it('sends a takedown as the full release with no DealList', () => {
    expect(messages.takedown).not.toContain('<DealList>');
    expect(messages.takedown).toContain('<ReleaseList>');
  });

  it('credits featured artists by role and in the display name, and contributors with DDEX roles', () => {
    const xml = messages.multiArtistFeatured;
    expect(all(xml, 'DisplayArtistName')).toContain('Jane Doe & John Roe feat. Max Guest');
    expect(all(xml, 'DisplayArtistName')).toContain('John Roe feat. Max Guest & Eve Guest');
    expect(all(xml, 'DisplayArtistRole')).toContain('FeaturedArtist');
    expect(all(xml, 'Role')).toEqual(
      expect.arrayContaining(['Composer', 'Lyricist', 'StudioProducer', 'MixingEngineer']),
    );
    expect(all(xml, 'ISNI')).toEqual(['000000012281955X']);
    expect(all(xml, 'IpiNameNumber')).toEqual(['12345678993']);
    expect(all(xml, 'PartyReference')).toHaveLength(new Set(all(xml, 'PartyReference')).size);
    expect(xml.match(/<MessageRecipient>/g)).toHaveLength(2);
  });

  it('marks explicit and clean tracks', () => {
    expect(all(messages.explicit, 'ParentalWarningType')).toEqual([
      'Explicit',
      'ExplicitContentEdited',
      'NotExplicit',
      'Explicit',
    ]);
    expect(all(messages.explicit, 'VersionType')).toEqual(['CleanVersion']);
  });

  it('escapes markup characters and keeps Unicode as is', () => {
    const xml = messages.wavPngUnicode;
    expect(xml).toContain(
      '<DisplayTitleText>Rock &amp; Roll &lt;Live&gt; "Quoted" (Deluxe Edition)</DisplayTitleText>',
    );
    expect(xml).toContain('<TitleText>夢のララバイ</TitleText>');
    expect(xml).toContain('<SubTitle SubTitleType="Version">Radio Edit</SubTitle>');
    expect(all(xml, 'ContainerFormat')).toEqual(['WAV', 'AIFF']);
    expect(all(xml, 'AudioCodecType')).toEqual(['PCM', 'PCM']);
    expect(all(xml, 'SamplingRate')).toEqual(['48', '48']);
    expect(all(xml, 'ISWC')).toEqual(['T0345246801', 'T0345246801']);
    expect(all(xml, 'HashSumValue')[0]).toBe('cd'.repeat(32));
  });

  it('streams the same text it returns', () => {
    const chunks: string[] = [];
    writeNewReleaseMessage(exampleAlbum(3), (chunk) => chunks.push(chunk));
    expect(chunks.length).toBeGreaterThan(100);
    expect(chunks.join('')).toBe(buildNewReleaseMessage(exampleAlbum(3)));
  });
});
