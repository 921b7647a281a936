import { describe, expect, it } from 'vitest';
import { breakdownCsv, csvFileName, csvText, seriesCsv, snapshotCsv, thresholdCsv, tracksCsv } from './csv.js';
import {
  breakdownAnswer,
  seriesAnswer,
  snapshotAnswer,
  thresholdAnswer,
  tracksAnswer,
} from './analytics-test-support.js';

describe('CSV exports', () => {
  it('a series: each day beside the previous period day at the same place', async () => {
    const data = seriesAnswer('spotify', 'streams');
    const text = await csvText(seriesCsv(data));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('date,streams,previous_date,previous_streams');
    expect(lines[1]).toBe(`2026-05-04,${data.series[0]?.value},2026-04-06,${data.previous[0]?.value}`);
    expect(lines).toHaveLength(29);
  });

  it('a breakdown as shown: labels, counts and the API percentages', async () => {
    const text = await csvText(breakdownCsv(breakdownAnswer('spotify', 'product')));
    expect(text.split('\r\n')).toEqual(['product,value,percent', 'Premium,4000,63.89', 'Free,2261,36.11']);
  });

  it('territories with the country name, unknown kept as reported', async () => {
    const rows = breakdownCsv(breakdownAnswer('spotify', 'country'));
    expect(rows[0]).toEqual(['country_code', 'country', 'value', 'percent']);
    expect(rows[2]).toEqual(['DE', 'Germany', 2261, expect.stringMatching(/^\d+\.\d{2}$/)]);
  });

  it('top tracks with rank, ISRC and release; quotes what needs quoting', async () => {
    const data = tracksAnswer();
    const first = data.data[0];
    if (first) first.track = 'Paper, "Satellites"';
    const lines = (await csvText(tracksCsv(data))).split('\r\n');
    expect(lines[0]).toBe('rank,track,isrc,release,value,percent');
    expect(lines[1]).toBe('1,"Paper, ""Satellites""",QZABC2600001,Paper Satellites,9000,43.80');
    expect(lines[5]).toBe('5,Night Shift,,Night Shift EP,1800,8.76');
  });

  it('snapshot and the 1,000-streams tracker', () => {
    expect(snapshotCsv(snapshotAnswer('tiktok', ['creations', 'views']))[1]).toEqual([
      'Creations',
      '14500.00',
      '12470.00',
      '16.28',
    ]);
    expect(thresholdCsv(thresholdAnswer())).toEqual([
      ['track', 'isrc', 'release', 'streams_last_12_months', 'short_by', 'trend_percent'],
      ['Night Shift', '', 'Night Shift EP', 812, 188, '12.50'],
      ['Static Bloom', 'QZABC2600004', 'Night Shift EP', 240, 760, '-8.00'],
    ]);
  });

  it('names the file after the panel and its range', () => {
    expect(csvFileName('spotify-devices', { start_date: '2026-05-04', end_date: '2026-05-31' })).toBe(
      'liner-analytics-spotify-devices-2026-05-04-to-2026-05-31.csv',
    );
  });
});
