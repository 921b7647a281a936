import { describe, expect, it } from 'vitest';
import { AUDIENCE_MESSAGES, AudienceFanInput, audienceServiceOf } from './audience.js';
import { AudienceColumnMapping, guessAudienceColumns } from './audience-import.js';

function messagesOf(input: unknown): Record<string, string[]> {
  const parsed = AudienceFanInput.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('AudienceFanInput', () => {
  it('reads a line of a file into the stored form', () => {
    expect(
      AudienceFanInput.parse({
        name: ' Ana Lima ',
        email: ' Ana@Example.COM ',
        country: 'Portugal',
        service: 'Apple Music',
        subscription_type: 'Premium',
        age: '27',
        followers: '1,250',
        image: '',
        instagram: 'https://instagram.com/ana',
        blast_email_subscribed: 'yes',
      }),
    ).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@example.com',
      country: 'PT',
      service: 'apple',
      subscription_type: 'premium',
      age: 27,
      followers: 1250,
      image: null,
      instagram: 'https://instagram.com/ana',
      blast_email_subscribed: true,
    });
  });

  it('leaves every field but the e-mail address empty', () => {
    expect(AudienceFanInput.parse({ email: 'fan@example.com' })).toMatchObject({
      email: 'fan@example.com',
      blast_email_subscribed: false,
    });
    expect(AudienceFanInput.parse({ email: 'fan@example.com', country: '  ', age: '' })).toMatchObject({
      country: null,
      age: null,
    });
  });

  it.each([
    [{ email: '' }, 'email', AUDIENCE_MESSAGES.email],
    [{ email: 'not-an-address' }, 'email', AUDIENCE_MESSAGES.emailInvalid],
    [{ email: 'a@b.co', country: 'Atlantis' }, 'country', AUDIENCE_MESSAGES.country],
    [{ email: 'a@b.co', service: 'Myspace' }, 'service', AUDIENCE_MESSAGES.service],
    [{ email: 'a@b.co', subscription_type: 'gold' }, 'subscription_type', AUDIENCE_MESSAGES.subscription],
    [{ email: 'a@b.co', age: 'thirty' }, 'age', AUDIENCE_MESSAGES.age],
    [{ email: 'a@b.co', age: 130 }, 'age', AUDIENCE_MESSAGES.age],
    [{ email: 'a@b.co', followers: -1 }, 'followers', AUDIENCE_MESSAGES.followers],
    [{ email: 'a@b.co', spotify: 'open.spotify.com/user/x' }, 'spotify', AUDIENCE_MESSAGES.link],
    [{ email: 'a@b.co', facebook: 'javascript:alert(1)' }, 'facebook', AUDIENCE_MESSAGES.link],
    [{ email: 'a@b.co', blast_email_subscribed: 'maybe' }, 'blast_email_subscribed', AUDIENCE_MESSAGES.flag],
  ])('refuses %j on %s', (input, field, message) => {
    expect(messagesOf(input)[field]).toEqual([message]);
  });
});

describe('platforms and columns', () => {
  it('names a platform by its slug or its name', () => {
    expect(audienceServiceOf('spotify')).toBe('spotify');
    expect(audienceServiceOf('YouTube Shorts')).toBe('youtube-shorts');
    expect(audienceServiceOf('Vinyl shop')).toBeNull();
  });

  it('guesses the columns from the header words, each column once', () => {
    expect(guessAudienceColumns(['Full Name', 'E-mail', 'Country', 'Twitter', 'Opt-in', 'Notes'])).toEqual({
      name: 0,
      email: 1,
      country: 2,
      x_twitter: 3,
      blast_email_subscribed: 4,
    });
  });

  it('needs the e-mail column and each column once', () => {
    const missing = AudienceColumnMapping.safeParse({ name: 0 });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', AUDIENCE_MESSAGES.emailColumn],
    ]);
    const twice = AudienceColumnMapping.safeParse({ email: 1, name: 1 });
    expect(twice.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
    expect(AudienceColumnMapping.parse({ email: '2', name: 0 })).toEqual({ email: 2, name: 0 });
  });
});
