import { describe, expect, it } from 'vitest';
import { loadInboundMailConfig } from './config-mail.js';

describe('inbound mail settings', () => {
  it('leaves the receiver off unless a port is set, and replies to the domain of MAIL_FROM', () => {
    expect(loadInboundMailConfig({}, 'Liner <no-reply@Music.Example.com>')).toEqual({
      port: null,
      host: '0.0.0.0',
      replyDomain: 'music.example.com',
      maxBytes: 25 * 1024 * 1024,
    });
  });

  it('takes the port, host, reply domain and size limit from the environment', () => {
    expect(
      loadInboundMailConfig(
        {
          INBOUND_SMTP_PORT: '2525',
          INBOUND_SMTP_HOST: '127.0.0.1',
          REPLY_DOMAIN: 'replies.example.com',
          INBOUND_MAIL_MAX_BYTES: '1000',
        },
        'no-reply@example.com',
      ),
    ).toEqual({ port: 2525, host: '127.0.0.1', replyDomain: 'replies.example.com', maxBytes: 1000 });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadInboundMailConfig({ INBOUND_SMTP_PORT: 'smtp' }, 'x@example.com')).toThrow(/INBOUND_SMTP_PORT/);
  });
});
