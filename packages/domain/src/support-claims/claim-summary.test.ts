import { describe, expect, it } from 'vitest';
import type { SupportClaimDetails } from '../contracts/support-claims.js';
import { supportClaimDescription, supportClaimLines, supportClaimSubject } from './claim-summary.js';
import { allowedDmcaDecisions } from './dmca-decisions.js';

const dmca: SupportClaimDetails = {
  kind: 'dmca',
  fields: {
    copyrighted_work: 'My song "Northern Lights", recorded in 2021 and released on my own label',
    infringing_material: 'A full copy of the master',
    infringing_url: '',
    upc: '00012345678905',
    isrc: 'USRC17607839',
    rights_owner: '',
    name: 'Ada Lovelace',
    address: '12 St James Square\nLondon',
    phone: '+44 20 7946 0958',
    email: 'ada@example.test',
    good_faith: true,
    accurate_under_penalty: true,
    signature: 'Ada Lovelace',
  },
};

describe('a claim as people read it', () => {
  it('lists the DMCA elements, the codes as printed, and the signature', () => {
    const lines = supportClaimLines(dmca);
    const byLabel = Object.fromEntries(lines.map((line) => [line.label, line.value]));
    expect(byLabel).toMatchObject({
      UPC: '012345678905',
      ISRC: 'US-RC1-76-07839',
      'Rights owner': 'Ada Lovelace',
      Signature: '/s/ Ada Lovelace',
    });
    expect(byLabel['Good-faith statement']).toMatch(/^Confirmed: I have a good faith belief/);
    expect(lines.some((line) => line.label === 'Where it is')).toBe(false);
  });

  it('writes the description with the reference first and multi-line answers on their own lines', () => {
    const text = supportClaimDescription('CLM-ABC', supportClaimLines(dmca));
    expect(text.startsWith('Reference: CLM-ABC\n\nCopyrighted work: My song')).toBe(true);
    expect(text).toContain('Address:\n12 St James Square\nLondon');
  });

  it('gives each kind a subject within the ticket limit', () => {
    expect(supportClaimSubject(dmca)).toBe(
      'DMCA notice: My song "Northern Lights", recorded in 2021 and released on my own label',
    );
    const long = { ...dmca, fields: { ...dmca.fields, copyrighted_work: 'x'.repeat(400) } };
    expect(supportClaimSubject(long).length).toBe(150);
    expect(
      supportClaimSubject({
        kind: 'youtube-dispute',
        fields: {
          video_url: 'https://youtu.be/dQw4w9WgXcQ',
          video_id: 'dQw4w9WgXcQ',
          claim_id: '',
          isrc: 'USRC17607839',
          reason: 'fair-use',
          explanation: 'Commentary',
          name: 'A',
          email: 'a@b.test',
        },
      }),
    ).toBe('YouTube claim dispute: video dQw4w9WgXcQ');
  });
});

describe('DMCA decisions', () => {
  it.each([
    ['open', true, ['take-down', 'reject']],
    ['open', false, ['reject']],
    ['taken-down', true, ['counter-notice']],
    ['counter-notice', true, []],
    ['rejected', true, []],
  ] as const)('%s (matched: %s) allows %j', (state, matched, allowed) => {
    expect(allowedDmcaDecisions(state, matched)).toEqual(allowed);
  });
});
