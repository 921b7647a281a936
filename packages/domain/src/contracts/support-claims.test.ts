import { describe, expect, it } from 'vitest';
import {
  AccountDisputeRequest,
  DmcaClaimRequest,
  sameLegalName,
  SUPPORT_CLAIM_MESSAGES as M,
  VerifySupportClaimRequest,
  YoutubeDisputeRequest,
} from './support-claims.js';
import { CAPTCHA_MESSAGES } from './captcha.js';

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const notice = {
  copyrighted_work: 'The song "Northern Lights" (2021), written and recorded by me.',
  infringing_material: 'A copy of the full master released under another name.',
  infringing_url: 'https://stores.example/album/123',
  upc: '',
  isrc: '',
  rights_owner: '',
  name: 'Ada  Lovelace',
  address: '12 St James Square, London',
  phone: '+44 20 7946 0958',
  email: 'Ada@Example.test ',
  good_faith: true,
  accurate_under_penalty: true,
  signature: 'ada lovelace',
  captcha: 'solution',
};

describe('the DMCA notice', () => {
  it('takes a complete notice, signed with the same name however spaced or capitalised', () => {
    const parsed = DmcaClaimRequest.parse(notice);
    expect(parsed.email).toBe('ada@example.test');
    expect(parsed.signature).toBe('ada lovelace');
  });

  it('normalises the UPC to its 14-digit key and the ISRC to capitals without hyphens', () => {
    const parsed = DmcaClaimRequest.parse({
      ...notice,
      infringing_url: '',
      upc: '0 12345 67890 5',
      isrc: 'us-rc1-76-07839',
    });
    expect(parsed.upc).toBe('00012345678905');
    expect(parsed.isrc).toBe('USRC17607839');
  });

  it('refuses unconfirmed statements, a signature of another name, and says every problem at once', () => {
    const result = DmcaClaimRequest.safeParse({
      ...notice,
      good_faith: false,
      accurate_under_penalty: undefined,
      signature: 'Charles Babbage',
      phone: 'call me',
      captcha: '',
    });
    expect(messagesOf(result)).toEqual({
      good_faith: M.goodFaith,
      accurate_under_penalty: M.accurateUnderPenalty,
      signature: M.signatureMismatch,
      phone: M.phone,
      captcha: CAPTCHA_MESSAGES.missing,
    });
  });

  it('refuses a body that is not an object without running the checks across fields', () => {
    for (const body of [[1, 2, 3], 'notice', null, 42]) expect(DmcaClaimRequest.safeParse(body).success).toBe(false);
  });

  it('needs a place for the material: a URL, a UPC or an ISRC, each valid', () => {
    expect(messagesOf(DmcaClaimRequest.safeParse({ ...notice, infringing_url: '' }))).toEqual({
      infringing_url: M.location,
    });
    expect(
      messagesOf(
        DmcaClaimRequest.safeParse({ ...notice, infringing_url: 'javascript:alert(1)', upc: '123', isrc: 'XX' }),
      ),
    ).toEqual({ infringing_url: M.infringingUrl, upc: M.upc, isrc: M.isrc });
  });

  it('refuses oversized text and control characters', () => {
    const result = DmcaClaimRequest.safeParse({ ...notice, copyrighted_work: 'x'.repeat(2001), name: 'Ada\u0000' });
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['copyrighted_work', 'name']);
  });
});

describe('sameLegalName', () => {
  it.each([
    ['Ada Lovelace', ' ada   LOVELACE ', true],
    ['Zoë Martin', 'zoë martin', true],
    ['Ada Lovelace', 'Ada Byron', false],
    ['', '', false],
  ])('%s / %s', (a, b, same) => {
    expect(sameLegalName(a, b)).toBe(same);
  });
});

describe('the YouTube dispute', () => {
  const dispute = {
    video_url: 'https://youtu.be/dQw4w9WgXcQ',
    claim_id: '',
    isrc: 'USRC17607839',
    reason: 'licence-held',
    explanation: 'I hold a synchronisation licence for this recording.',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    captcha: 'solution',
  };
  it('takes a dispute', () => {
    expect(YoutubeDisputeRequest.parse(dispute).isrc).toBe('USRC17607839');
  });
  it('refuses a link that is not a YouTube video, a missing ISRC and an unknown reason', () => {
    const result = YoutubeDisputeRequest.safeParse({
      ...dispute,
      video_url: 'https://www.youtube.com/channel/UC123',
      isrc: '',
      reason: 'because',
    });
    expect(messagesOf(result)).toEqual({ video_url: M.videoUrl, isrc: M.isrc, reason: M.reason });
  });
});

describe('the account dispute', () => {
  it('needs an account, a decision from the list, a real date and an explanation', () => {
    const result = AccountDisputeRequest.safeParse({
      account: '',
      decision: 'ban',
      decision_date: '2026-02-30',
      explanation: 'short',
      name: 'Ada',
      email: 'ada@example.test',
      captcha: 'x',
    });
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['account', 'decision', 'decision_date', 'explanation']);
  });
});

describe('the code step', () => {
  it.each(['12345', '1234567', 'abcdef', ''])('refuses the code %j', (code) => {
    expect(messagesOf(VerifySupportClaimRequest.safeParse({ reference: 'r', code }))).toEqual({ code: M.code });
  });
});
