import { describe, expect, it } from 'vitest';
import { formatEditValue, parseEditInput, sectionLabel, toEditInput } from './edit-values.js';

describe('formatEditValue', () => {
  it.each([
    [null, '—'],
    ['', '—'],
    [true, 'Yes'],
    [false, 'No'],
    ['Blue', 'Blue'],
    [2024, '2024'],
    [[], '—'],
  ])('shows %j as %s', (value, shown) => expect(formatEditValue(value)).toBe(shown));

  it('names people with their roles', () => {
    expect(
      formatEditValue([
        { name: 'Nova', roles: ['primary'] },
        { firstName: 'Ann', lastName: 'Lee', roles: [] },
      ]),
    ).toBe('Nova (primary); Ann Lee');
  });

  it('reads copyright lines and territories', () => {
    expect(
      formatEditValue({ licensing: { year: 2026, name: 'Aurora' }, soundRecording: { year: null, name: '' } }),
    ).toBe('© 2026 Aurora · ℗ —');
    expect(formatEditValue({ worldwide: true, excluding: [] })).toBe('Worldwide');
    expect(formatEditValue({ worldwide: true, excluding: ['US'] })).toBe('Worldwide except US');
    expect(formatEditValue({ worldwide: false, only: ['FR', 'DE'] })).toBe('FR, DE');
  });
});

describe('edit form values', () => {
  it('round-trips booleans and dates', () => {
    expect(parseEditInput('boolean', toEditInput('boolean', true))).toBe(true);
    expect(parseEditInput('boolean', toEditInput('boolean', false))).toBe(false);
    expect(parseEditInput('date', '')).toBeNull();
    expect(parseEditInput('date', '2026-12-01')).toBe('2026-12-01');
    expect(toEditInput('date', null)).toBe('');
  });
  it('labels sections for people', () => {
    expect(sectionLabel('releaseDate')).toBe('Release date');
    expect(sectionLabel('artists')).toBe('Artists');
    expect(sectionLabel('somethingNew')).toBe('somethingNew');
  });
});
