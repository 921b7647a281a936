/** Small DSR files written for the tests (the DDEX samples stay in ../shared, read via DSR_SAMPLES_DIR). */

const row = (...cells: string[]) => cells.join('\t');

/**
 * Basic Audio Profile, built-in column layouts (no `#` definitions). Two summaries: S1 Spotify
 * Streaming GB 10.00 EUR over streams 1+1+1 (one spare micro-unit), S2 Merlin US 0.05 USD over 2+1; one
 * usage line refers to `SYS1` (files write both `SY1` and `1`).
 * Block 2's title has an escaped tab, its composers an escaped `|`; names carry multi-byte UTF-8.
 */
export function basicAudioLines(): string[] {
  return [
    row('HEAD', 'dsrf/1.1/1.4.1/1.3', 'BasicAudioProfile', '1.2', 'MSG-1', '2024-02-10T10:00:00Z', '1', '1', '2024-01-01', '2024-01-31', 'PADPIDA2011072101T', 'Spotify', 'Premium'),
    '# a free comment',
    row('SY01.01', 'S1', 'Spotify Streaming', 'PADPIDA2011072101T', 'SubscriptionModel', 'OnDemandStream', 'GB', 'Premium', '3', '', 'EUR', '10.00', '', 'GBP', '0.8731'),
    row('SY01.01', 'S2', 'Merlin', '', 'AdvertisementSupportedModel', 'OnDemandStream', 'US', '', '3', '', 'USD', '0.05', '', '', ''),
    row('RE01', '1', 'R1', 'dsp-r1', '', '', '5060000000017', 'Sigur Rós', '', 'Ágætis byrjun 🎵', '', 'Album'),
    row('AS02.02', '1', 'A1', 'dsp-a1', 'GBAYE0601498', 'Svefn-g-englar', '', 'Sigur Rós', '', 'PT10M4S', 'SoundRecording'),
    row('SU02', '1', 'S1', 'T1', 'R1', 'A1', 'TRUE', '1', '', ''),
    row('SU02', '1', 'S2', 'T2', 'R1', 'A1', 'TRUE', '2', '', ''),
    row('RE01', '2', 'R2', 'dsp-r2', '', '', '', 'Björk', '', 'Homogenic', '', 'Album'),
    row('AS02.02', '2', 'A2', 'dsp-a2', 'ISAAA9700001', 'Jóga\\\tTab', '', 'Björk', '', 'PT5M5S', 'SoundRecording', '', 'Björk\\|Sjón|Other'),
    row('SU02', '2', 'S1', 'T3', 'R2', 'A2', 'TRUE', '1', '', ''),
    row('SU02', '2', 'SYS1', 'T4', 'R2', 'A2', 'TRUE', '1', '', ''),
    row('SU02', '2', 'S2', 'T5', 'R2', 'A2', 'TRUE', '1', '', ''),
    row('FOOT', '14', '14', '2', '2', '2'),
  ];
}

/** UGC profile with its own `#` column definitions: two SY rows share id 1 (two rights controllers). */
export function ugcLines(): string[] {
  return [
    row('HEAD', 'dsrf/30', 'UGCProfile', '1.0', 'M2', '2024-04-02T00:00:00Z', '1', '1', '2024-01-01', '2024-03-31', 'PADPIDA2013020802I', 'YouTube', 'AdSupport-music'),
    row('#SY02.01', 'SummaryRecordId', 'DistributionChannel', 'DistributionChannelDPID', 'CommercialModel', 'UseType', 'Territory', 'ServiceDescription', 'Usages', 'Users', 'Currency', 'NetRevenue', 'RightsController'),
    row('#AS01', 'BlockId', 'ResourceReference', 'DspResourceId', 'ISRC', 'Title', 'SubTitle', 'DisplayArtistName'),
    row('#SU03.01', 'BlockId', 'SalesTransactionId', 'SummaryRecordId', 'DspReleaseId', 'Usages', 'NetRevenue', 'ValidityPeriodStart', 'ValidityPeriodEnd'),
    row('SY02.01', '1', 'IG_UGC', '', 'AdvertisementSupportedModel', 'Stream', 'is', 'Video', '100', '', 'USD', '1.00', 'PUB_1'),
    row('SY02.01', '1', 'IG_UGC', '', 'AdvertisementSupportedModel', 'Stream', 'is', 'Video', '100', '', 'USD', '0.000003', 'PUB_2'),
    row('AS01', '1', 'V1', 'vid-1', 'USRC17607839', 'Clip', '', 'Artist A'),
    row('RU01', '1', '1', 'abc|def', '5|2'),
    row('SU03.01', '1', 'U1', '1', 'vid-1', '7', '0.5', '20240101', '20240131'),
    row('SU03.01', '1', 'U2', '1', 'vid-1', '0', '0.0', '20240201', '20240331'),
    row('AS01', '2', 'V2', 'vid-2', 'USRC17607840', 'Other clip', '', 'Artist B'),
    row('SU03.01', '2', 'U1', '1', 'vid-2', '14', '0.2', '20240101', '20240331'),
    row('FOOT', '13', '13', '2', '2', '2'),
  ];
}

export function asFile(lines: string[], eol = '\n'): string {
  return lines.join(eol) + eol;
}
