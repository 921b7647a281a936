import { generate, generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 TOTP: 30 s step, 6 digits, SHA-1 (what authenticator apps expect). */
export const TOTP_PERIOD_SECONDS = 30;
/** One step of drift either way. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export async function totpCode(secret: string, at: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000), period: TOTP_PERIOD_SECONDS, digits: 6 });
}

export async function verifyTotp(secret: string, code: string, at: Date = new Date()): Promise<boolean> {
  return (await matchTotpStep(secret, code, at)) !== null;
}

/**
 * The RFC 6238 time step the code belongs to (within one step of drift), or null. Callers store
 * the last accepted step and refuse a step not newer than it, so a seen code cannot be replayed.
 */
export async function matchTotpStep(secret: string, code: string, at: Date = new Date()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(at.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    period: TOTP_PERIOD_SECONDS,
    digits: 6,
    epochTolerance: TOLERANCE_SECONDS,
  });
  if (!result.valid) return null;
  const delta = 'delta' in result && typeof result.delta === 'number' ? result.delta : 0;
  return Math.floor(epoch / TOTP_PERIOD_SECONDS) + delta;
}

/** The otpauth:// URI as a QR code data URL, plus the key for manual entry. */
export async function totpEnrolment(
  secret: string,
  accountLabel: string,
  issuer = 'Liner',
): Promise<{ qr: string; key: string; uri: string }> {
  const uri = generateURI({ issuer, label: accountLabel, secret, period: TOTP_PERIOD_SECONDS, digits: 6 });
  // Loaded when someone sets up an authenticator, not at start.
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { qr, key: secret, uri };
}
