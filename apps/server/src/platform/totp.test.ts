import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpEnrolment, verifyTotp } from './totp.js';

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector at T=59 (last 6 digits of 94287082)', async () => {
    // RFC 6238 appendix B secret "12345678901234567890" in base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await totpCode(secret, new Date(59_000))).toBe('287082');
  });

  it('accepts one step of drift and rejects two', async () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-22T10:00:15Z');
    const previous = await totpCode(secret, new Date(now.getTime() - 30_000));
    const twoBack = await totpCode(secret, new Date(now.getTime() - 60_000));
    expect(await verifyTotp(secret, previous, now)).toBe(true);
    expect(await verifyTotp(secret, twoBack, now)).toBe(false);
    expect(await verifyTotp(secret, 'abcdef', now)).toBe(false);
  });

  it('builds a QR data URL and returns the key', async () => {
    const secret = newTotpSecret();
    const enrolment = await totpEnrolment(secret, 'ana@example.com');
    expect(enrolment.qr.startsWith('data:image/png;base64,')).toBe(true);
    expect(enrolment.key).toBe(secret);
    expect(enrolment.uri).toContain('otpauth://totp/');
  });
});
