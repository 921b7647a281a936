import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  calendarDate,
  calendarMonth,
  cleanFileName,
  idField,
  idParam,
  isCalendarDate,
  lineText,
  MAX_ID,
  multilineText,
  NOT_A_DATE_MESSAGE,
  pageNumber,
  TEXT_CONTROL_MESSAGE,
  text,
} from './primitives.js';
import { AddCollaboratorsRequest } from './preferences.js';
import { UpdateNameRequest } from './profile.js';

const messages = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('idParam', () => {
  it('coerces the digits of a path or query value', () => {
    expect(idParam().parse('42')).toBe(42);
    expect(idParam().parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each(['999999999999', String(MAX_ID + 1), '0', '-1', '1.5', 'abc', '', 'NaN', '1e400'])('refuses %j', (value) => {
    expect(idParam().safeParse(value).success).toBe(false);
  });

  it('answers its own message', () => {
    expect(messages(idParam('Choose an artist').safeParse('999999999999'))).toEqual(['Choose an artist']);
  });
});

describe('idField', () => {
  it('takes a JSON number within the id column', () => {
    expect(idField().parse(7)).toBe(7);
    for (const value of [999_999_999_999, 0, -3, 2.5, '7', null])
      expect(idField().safeParse(value).success).toBe(false);
  });
});

describe('pageNumber', () => {
  it('defaults to the first page and refuses a page past any OFFSET', () => {
    expect(pageNumber().parse(undefined)).toBe(1);
    expect(pageNumber().safeParse('1000000000000').success).toBe(false);
  });
});

describe('text', () => {
  it('refuses a NUL byte and keeps chaining like z.string()', () => {
    const name = text().trim().min(1).max(5);
    expect(name.parse('  ab ')).toBe('ab');
    expect(messages(name.safeParse('a\u0000b'))).toEqual([TEXT_CONTROL_MESSAGE]);
    expect(text().parse('tab\tand\nnew line')).toBe('tab\tand\nnew line');
  });

  it('multilineText refuses control characters but tab and line breaks', () => {
    expect(multilineText().parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(messages(multilineText().safeParse('bell\u0007'))).toEqual([TEXT_CONTROL_MESSAGE]);
  });

  it('lineText refuses every control character', () => {
    expect(lineText().parse('Name ✓')).toBe('Name ✓');
    for (const value of ['a\nb', 'a\tb', '\u001b[2J', 'a\u007f'])
      expect(lineText().safeParse(value).success).toBe(false);
  });

  it('refuses half a surrogate pair (PostgreSQL refuses it in jsonb) but keeps whole pairs', () => {
    for (const make of [text, multilineText, lineText]) {
      expect(make().parse('emoji 🎧')).toBe('emoji 🎧');
      for (const value of ['\ud800', 'a\udc00b', 'end\ud83c'])
        expect(messages(make().safeParse(value))).toEqual([TEXT_CONTROL_MESSAGE]);
    }
  });
});

describe('calendar dates', () => {
  it('knows which days exist', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
  });

  it('calendarDate answers the format message, then that the day does not exist', () => {
    expect(calendarDate('Use yyyy-mm-dd').parse('2026-01-31')).toBe('2026-01-31');
    expect(messages(calendarDate('Use yyyy-mm-dd').safeParse('31/01/2026'))).toEqual(['Use yyyy-mm-dd']);
    expect(messages(calendarDate('Use yyyy-mm-dd').safeParse('2026-02-30'))).toEqual([NOT_A_DATE_MESSAGE]);
  });

  it('calendarDate with `empty` tells an empty field to choose a date', () => {
    const start = calendarDate('Use yyyy-mm-dd', { empty: 'Choose a start date' });
    expect(messages(start.safeParse(''))).toEqual(['Choose a start date']);
    expect(messages(start.safeParse(undefined))).toEqual(['Choose a start date']);
  });

  it('calendarMonth takes months 01 to 12', () => {
    expect(calendarMonth().parse('2026-12')).toBe('2026-12');
    for (const value of ['2026-13', '2026-00', '0000-01', '2026-1', '2026-01-01'])
      expect(calendarMonth().safeParse(value).success).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('removes control characters and bounds the length', () => {
    expect(cleanFileName('mix\u0000.wav')).toBe('mix.wav');
    expect(cleanFileName(' \u0007 ')).toBe('file');
    expect(cleanFileName('\u0000', 'statement')).toBe('statement');
    expect(cleanFileName('a'.repeat(300))).toHaveLength(255);
  });
});

describe('one-line names in the contracts', () => {
  it('refuse a line break or a control character in a person or collaborator name', () => {
    const name = UpdateNameRequest.safeParse({ type: 'legal', firstName: 'Ada\nBob', lastName: 'Line' });
    expect(messages(name)).toEqual([TEXT_CONTROL_MESSAGE]);
    const collaborators = AddCollaboratorsRequest.safeParse({ collaborators: [{ name: 'Mix\u0007', type: 'writer' }] });
    expect(messages(collaborators)).toContain(TEXT_CONTROL_MESSAGE);
  });
});
