import { describe, expect, it } from 'vitest';
import { HttpError } from './http.js';
import { shouldRetryQuery } from './query-retry.js';

const answer = (status: number) => new HttpError(status, 'x', ['x'], {}, undefined);

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 422, 429])('never asks again after a %i', (status) => {
    expect(shouldRetryQuery(0, answer(status))).toBe(false);
  });

  it('asks again twice after a server error or a lost connection', () => {
    expect(shouldRetryQuery(0, answer(500))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(2, answer(503))).toBe(false);
  });
});
