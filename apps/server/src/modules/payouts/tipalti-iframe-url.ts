import { createHmac } from 'node:crypto';
import type { TipaltiConfig } from '../../platform/config.js';

/**
 * Tipalti's payee iframe address: the query string idap (our payee id), payer, ts (Unix seconds),
 * then hashkey, the HMAC-SHA256 of that query string (exactly as sent) keyed with the payer's
 * API key, in hex. Tipalti refuses an address whose hash does not match or whose ts is old.
 */
export function signTipaltiIframeUrl(config: TipaltiConfig, payeeId: string, at: Date): string {
  const ts = Math.floor(at.getTime() / 1000);
  const query = `idap=${encodeURIComponent(payeeId)}&payer=${encodeURIComponent(config.payer)}&ts=${ts}`;
  const hashkey = createHmac('sha256', config.apiKey).update(query).digest('hex');
  return `${config.iframeBase}/payeedashboard/home?${query}&hashkey=${hashkey}`;
}
