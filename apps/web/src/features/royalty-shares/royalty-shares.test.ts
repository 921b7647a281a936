import { describe, expect, it } from 'vitest';
import { totalBasisPoints } from './payees-editor.js';
import { pickerChip } from './picker-chip.js';

describe('totalBasisPoints', () => {
  it('adds shares exactly as basis points (no float drift: 33.33 * 3 = 99.99)', () => {
    const payees = [1, 2, 3].map((key) => ({ key, email: `p${key}@x.test`, share: '33.33' }));
    expect(totalBasisPoints(payees)).toBe(9999);
  });
  it('leaves out shares that are not valid yet while the user types', () => {
    expect(totalBasisPoints([{ share: '12.5' }, { share: '' }, { share: '1.234' }])).toBe(1250);
  });
});

describe('pickerChip', () => {
  it('says a track with an active split cannot be chosen, whatever the release status', () => {
    expect(pickerChip({ disabled: true, status: 2 })?.label).toBe('Split already active');
  });
  it('shows Under Review for pending releases and Accepted for delivered or live ones', () => {
    expect(pickerChip({ disabled: false, status: 3 })?.label).toBe('Under Review');
    expect(pickerChip({ disabled: false, status: 8 })?.label).toBe('Under Review');
    expect(pickerChip({ disabled: false, status: 7 })?.label).toBe('Accepted');
  });
  it('shows nothing for a draft', () => {
    expect(pickerChip({ disabled: false, status: 0 })).toBeNull();
  });
});
