/** One text message to a phone number in E.164 form. */
export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused or could not be reached; `reason` is safe to show (it never holds credentials). */
export class SmsNotSent extends Error {
  constructor(readonly reason: string) {
    super(`SMS not sent: ${reason}`);
  }
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;
