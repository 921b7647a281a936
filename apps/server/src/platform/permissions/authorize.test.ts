import { FULL_ACCESS } from '@liner/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import type { Actor, SignedInSession, SignedInUser } from '../request-auth.js';
import { authorize, authorizeFound } from './authorize.js';

function actorOf(overrides: Partial<Actor>): Actor {
  // Only the permission columns matter here; the full row types belong to the auth area.
  const user = { id: 10, isAdmin: false, bannedAt: null, confirmedAt: new Date('2026-01-01') } as SignedInUser;
  const session = { id: 'session', expiresAt: new Date('2100-01-01') } as SignedInSession;
  return {
    user,
    session,
    account: user,
    accountId: 10,
    role: 'owner',
    access: FULL_ACCESS,
    emailConfirmed: true,
    ...overrides,
  };
}

function refusal(run: () => unknown): { code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('authorize', () => {
  const owner = actorOf({});
  const viewer = actorOf({ role: 'manager', access: { 'royalty-splits': ['read'] } });

  it('returns the actor when the rule allows', () => {
    expect(authorize(owner, 'split.remove', { ownerId: 10 })).toBe(owner);
  });

  it('answers 404 with the area message for a resource of another account', () => {
    expect(refusal(() => authorize(owner, 'split.remove', { ownerId: 11 }, 'No such split'))).toEqual({
      code: 'NOT_FOUND',
      message: 'No such split',
    });
  });

  it('answers 403 for a resource of the account that the role may not touch', () => {
    expect(refusal(() => authorize(viewer, 'split.remove', { ownerId: 10 }, 'No such split'))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('answers 403 telling an unconfirmed person to confirm their e-mail address, and 404 still for another account', () => {
    const unconfirmed = actorOf({ emailConfirmed: false });
    expect(refusal(() => authorize(unconfirmed, 'split.respond', { ownerId: 10 }, 'No such split'))).toEqual({
      code: 'FORBIDDEN',
      message:
        'Confirm your e-mail address first: open the link we e-mailed you, or ask for a new one on your dashboard',
    });
    expect(refusal(() => authorize(unconfirmed, 'split.respond', { ownerId: 11 }, 'No such split'))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(authorize(unconfirmed, 'split.submit', { ownerId: 10 })).toBe(unconfirmed);
  });

  it('answers 404 for a missing row and returns the row the actor may read', () => {
    expect(refusal(() => authorizeFound(owner, 'report.read', undefined, () => 10, 'No such report'))).toEqual({
      code: 'NOT_FOUND',
      message: 'No such report',
    });
    const row = { id: 5, userId: 10 };
    expect(authorizeFound(owner, 'report.read', row, (found) => found.userId)).toBe(row);
  });
});
