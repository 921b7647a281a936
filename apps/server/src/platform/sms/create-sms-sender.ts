import path from 'node:path';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { createOutboxSmsSender } from './outbox-sms-sender.js';
import type { FetchLike, SmsSender } from './sms-sender.js';
import { createTwilioSmsSender } from './twilio-sms-sender.js';

/** Twilio when SMS_PROVIDER=twilio is configured, otherwise the outbox folder under DATA_DIR. */
export function createSmsSender(config: AppConfig, logger: Logger, fetch: FetchLike = globalThis.fetch): SmsSender {
  if (config.sms.provider === 'twilio') return createTwilioSmsSender(config.sms, fetch);
  return createOutboxSmsSender(smsOutboxDir(config.dataDir), logger);
}

export const smsOutboxDir = (dataDir: string) => path.join(dataDir, 'sms-outbox');
