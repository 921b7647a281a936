import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRecorder } from '../../../test/recorded-fetch.js';
import type { TwilioConfig } from '../config.js';
import { SmsNotSent } from './sms-sender.js';
import { createTwilioSmsSender } from './twilio-sms-sender.js';

const recorder = createRecorder(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures'));
const config: TwilioConfig = {
  provider: 'twilio',
  accountSid: 'ACtest0000000000000000000000000000',
  authToken: 'auth-token',
  from: '+15005550006',
  messagingServiceSid: null,
  baseUrl: 'https://api.twilio.com',
};
const MESSAGES = 'https://api.twilio.com/2010-04-01/Accounts/ACtest0000000000000000000000000000/Messages.json';
const message = { to: '+14155550123', body: 'Your code is 123456' };

describe('Twilio SMS sender', () => {
  it('posts To, From and Body form-encoded with basic auth, and accepts 201', async () => {
    let sent: RequestInit | undefined;
    const recorded = recorder.recordedFetch([
      {
        method: 'POST',
        url: MESSAGES,
        status: 201,
        fixture: 'twilio-message-queued.json',
        expect: (init) => (sent = init),
      },
    ]);
    await createTwilioSmsSender(config, recorded.fetch).send(message);
    const headers = new Headers(sent?.headers);
    expect(headers.get('authorization')).toBe(
      `Basic ${Buffer.from('ACtest0000000000000000000000000000:auth-token').toString('base64')}`,
    );
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(sent?.body)))).toEqual({
      To: '+14155550123',
      Body: 'Your code is 123456',
      From: '+15005550006',
    });
    expect(recorded.unexpected).toEqual([]);
  });

  it('sends through a messaging service instead of a number when one is set', async () => {
    let body = '';
    const recorded = recorder.recordedFetch([
      {
        method: 'POST',
        url: MESSAGES,
        status: 201,
        fixture: 'twilio-message-queued.json',
        expect: (init) => (body = String(init?.body)),
      },
    ]);
    const withService = { ...config, from: null, messagingServiceSid: 'MG0000000000000000000000000000000a' };
    await createTwilioSmsSender(withService, recorded.fetch).send(message);
    expect(new URLSearchParams(body).get('MessagingServiceSid')).toBe('MG0000000000000000000000000000000a');
    expect(new URLSearchParams(body).has('From')).toBe(false);
  });

  it('says the number cannot receive SMS when Twilio refuses it (21211)', async () => {
    const recorded = recorder.recordedFetch([
      { method: 'POST', url: MESSAGES, status: 400, fixture: 'twilio-invalid-to.json' },
    ]);
    const failure = createTwilioSmsSender(config, recorded.fetch).send(message);
    await expect(failure).rejects.toBeInstanceOf(SmsNotSent);
    await expect(failure).rejects.toMatchObject({ reason: 'this number cannot receive SMS' });
  });

  it('reports other refusals by status and code, without the credentials', async () => {
    const recorded = recorder.recordedFetch([
      { method: 'POST', url: MESSAGES, status: 401, fixture: 'twilio-auth-failed.json' },
    ]);
    const failure = createTwilioSmsSender(config, recorded.fetch).send(message);
    await expect(failure).rejects.toMatchObject({ reason: 'the SMS provider answered 401 (20003)' });
  });

  it('reports an unreachable provider', async () => {
    const recorded = recorder.recordedFetch([]);
    await expect(createTwilioSmsSender(config, recorded.fetch).send(message)).rejects.toMatchObject({
      reason: 'the SMS provider could not be reached',
    });
  });
});
