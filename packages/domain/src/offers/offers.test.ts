import { describe, expect, it } from 'vitest';
import { ADVANCE_RULES, advanceRecoupMicros, estimateAdvance } from './advance-estimate.js';
import { priorityAgreementEnds, priorityAgreementTerms } from './priority-agreement.js';
import { isPriorityProfileComplete } from './profile-complete.js';

const units = (n: number) => BigInt(n) * 1_000_000n;
const months = (...values: number[]) => [...values.map(units), ...Array(12 - values.length).fill(0n)];

describe('estimateAdvance', () => {
  it.each([
    ['half the trailing year, whole units', months(100, 100, 101), units(150)],
    ['floors the half to whole units', months(40, 40, 40, 1), units(60)],
    ['caps at the maximum', months(200_000, 1, 1), ADVANCE_RULES.maxMicros],
  ])('%s', (_name, history, expected) => {
    expect(estimateAdvance(history).totalMicros).toBe(expected);
  });

  it.each([
    ['two months are not a history', months(500, 500)],
    ['under 100 in the year', months(30, 30, 39)],
    ['no earnings at all', months()],
    ['a reversal that takes the year under 100', months(100, 100, -150)],
  ])('no estimate: %s', (_name, history) => {
    expect(estimateAdvance(history).totalMicros).toBeNull();
  });

  it('says what it was based on', () => {
    expect(estimateAdvance(months(100, 0, 50, 50))).toMatchObject({
      monthsWithEarnings: 3,
      trailingMicros: units(200),
    });
  });
});

describe('advanceRecoupMicros', () => {
  it.each([
    [units(10), units(100), units(10)],
    [units(150), units(100), units(100)],
    [units(-5), units(100), 0n],
    [units(10), 0n, 0n],
  ])('credit %s against %s outstanding repays %s', (credit, outstanding, repaid) => {
    expect(advanceRecoupMicros(credit, outstanding)).toBe(repaid);
  });
});

describe('priority agreement', () => {
  it('ends on December 31 of the following year', () => {
    expect(priorityAgreementEnds(new Date('2026-01-01T00:00:00Z'))).toBe('2027-12-31');
    expect(priorityAgreementEnds(new Date('2026-12-31T23:59:00Z'))).toBe('2027-12-31');
  });
  it('states the royalty share and the negotiation window', () => {
    const terms = priorityAgreementTerms(new Date('2026-05-01T00:00:00Z')).join(' ');
    expect(terms).toContain('100%');
    expect(terms).toContain('15 days');
    expect(terms).toContain('2027-12-31');
  });
});

describe('isPriorityProfileComplete', () => {
  const complete = {
    firstName: 'Nova',
    lastName: 'Reyes',
    displayName: 'Nova',
    address: '1 Harbour Road',
    city: 'Leith',
    zip: 'EH6 6JJ',
    country: 'United Kingdom',
  };
  it('is complete when every field is filled', () => {
    expect(isPriorityProfileComplete(complete)).toBe(true);
  });
  it.each(['firstName', 'lastName', 'displayName', 'address', 'city', 'zip', 'country'] as const)(
    'is not complete without %s, nor with "0" in it',
    (field) => {
      expect(isPriorityProfileComplete({ ...complete, [field]: null })).toBe(false);
      expect(isPriorityProfileComplete({ ...complete, [field]: '0' })).toBe(false);
      expect(isPriorityProfileComplete({ ...complete, [field]: ' ' })).toBe(false);
    },
  );
});
