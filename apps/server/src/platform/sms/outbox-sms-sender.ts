import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';
import type { SmsSender } from './sms-sender.js';

/**
 * The built-in sender of an install without an SMS provider: each message becomes a small text
 * file in the outbox folder (DATA_DIR/sms-outbox), as mail does without SMTP, so a demo or a test
 * can read the code it would have received.
 */
export function createOutboxSmsSender(outboxDir: string, logger: Logger): SmsSender {
  let sequence = 0;
  return {
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(4, '0')}-${message.to.replace(/\D/g, '')}.txt`;
      const file = path.join(outboxDir, name);
      await fs.writeFile(file, `To: ${message.to}\n\n${message.body}\n`);
      logger.info({ to: message.to, file }, 'sms written to outbox');
    },
  };
}

export interface OutboxSms {
  file: string;
  to: string;
  body: string;
}

/** The SMS outbox, oldest first; used by tests, e2e and the CLI. */
export async function readSmsOutbox(outboxDir: string): Promise<OutboxSms[]> {
  let names: string[] = [];
  try {
    names = (await fs.readdir(outboxDir)).filter((name) => name.endsWith('.txt')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (file) => {
      const raw = await fs.readFile(path.join(outboxDir, file), 'utf8');
      const [head, ...rest] = raw.split('\n\n');
      return { file, to: head.replace(/^To: /, ''), body: rest.join('\n\n').trimEnd() };
    }),
  );
}
