import { describe, expect, it } from 'vitest';
import { csvStatementIdentity, dsrStatementIdentity, statementIdentityKind } from './statement-identity.js';

const dsr = {
  senderPartyId: 'PADPIDA2014120301K',
  messageId: 'MSG-1',
  usageStartDate: '2024-01-01',
  usageEndDate: '2024-01-31',
  fileNumber: 1,
};
const csv = { stores: ['Spotify', 'Deezer'], period: '2024-01', lines: 3, amountMicros: 1_850_001n, currency: 'USD' };

describe('statement identity', () => {
  it.each([
    ['same DSR, sender in other case and padded', { ...dsr, senderPartyId: ' padpida2014120301k ' }, true],
    ['another MessageId', { ...dsr, messageId: 'MSG-2' }, false],
    ['another period', { ...dsr, usageStartDate: '2024-02-01', usageEndDate: '2024-02-29' }, false],
    ['another file of the same message', { ...dsr, fileNumber: 2 }, false],
    ['another sender', { ...dsr, senderPartyId: 'PADPIDA0000000001X' }, false],
  ])('DSR: %s -> same: %s', (_what, other, same) => {
    expect(dsrStatementIdentity(other) === dsrStatementIdentity(dsr)).toBe(same);
  });

  it.each([
    ['stores in another order and case', { ...csv, stores: ['deezer', ' Spotify', 'Spotify'] }, true],
    ['currency in lower case', { ...csv, currency: 'usd' }, true],
    ['another period', { ...csv, period: '2024-02' }, false],
    ['one line more', { ...csv, lines: 4 }, false],
    ['one micro-unit more', { ...csv, amountMicros: 1_850_002n }, false],
    ['another currency', { ...csv, currency: 'EUR' }, false],
    ['another store', { ...csv, stores: ['Spotify'] }, false],
  ])('CSV: %s -> same: %s', (_what, other, same) => {
    expect(csvStatementIdentity(other) === csvStatementIdentity(csv)).toBe(same);
  });

  it('a DSR never has a CSV identity', () => {
    expect(statementIdentityKind(dsrStatementIdentity(dsr))).toBe('dsr');
    expect(statementIdentityKind(csvStatementIdentity(csv))).toBe('csv');
  });
});
