import type { TwilioConfig } from '../config.js';
import { type FetchLike, type SmsSender, SmsNotSent } from './sms-sender.js';

/** Twilio's error answer: {code, message, more_info, status}. */
interface TwilioError {
  code?: number;
  message?: string;
}

/**
 * Twilio's Messages API (2010-04-01): POST Accounts/{AccountSid}/Messages.json, form-encoded
 * To, Body and From (a Twilio number) or MessagingServiceSid, with HTTP basic auth of the account
 * SID and its auth token. 201 means Twilio queued the message.
 */
export function createTwilioSmsSender(config: TwilioConfig, fetch: FetchLike): SmsSender {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else form.set('From', config.from ?? '');
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
        });
      } catch {
        throw new SmsNotSent('the SMS provider could not be reached');
      }
      if (response.status === 201 || response.status === 200) return;
      const error = (await response.json().catch(() => ({}))) as TwilioError;
      // 21211 and 21614: Twilio says the number is invalid or cannot receive SMS; the person can fix that.
      if (error.code === 21211 || error.code === 21614) throw new SmsNotSent('this number cannot receive SMS');
      throw new SmsNotSent(`the SMS provider answered ${response.status}${error.code ? ` (${error.code})` : ''}`);
    },
  };
}
