import { AudienceFanInput, type AudienceFanInput as FanInput } from '@liner/domain';
import { addFan, importFans } from '../modules/audience/index.js';
import type { DemoContext } from './demo-context.js';

const FIRST = ['Ana', 'Bruno', 'Chloé', 'Dario', 'Emma', 'Felix', 'Grace', 'Hugo', 'Inês', 'Jonas', 'Keiko', 'Liam'];
const LAST = ['Silva', 'Moreau', 'Becker', 'Rossi', 'Kowalski', 'Tanaka', 'Okafor', 'Lindqvist', 'Costa', 'Nguyen'];
const COUNTRIES = ['PT', 'ES', 'FR', 'DE', 'GB', 'NL', 'US', 'BR', 'JP', 'IT', 'SE', 'PL'];
const SERVICES = ['spotify', 'apple', 'deezer', 'youtube-shorts', 'soundcloud', 'tiktok', 'amazon'];

/** The i-th demo fan: varied but the same on every seed, every field filled on some of them. */
function demoFan(index: number, domain: string): FanInput {
  const first = FIRST[index % FIRST.length];
  const last = LAST[(index * 7) % LAST.length];
  const handle = `${first}.${last}${index}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9.]/g, '');
  return {
    name: `${first} ${last}`,
    email: `${handle}@${domain}`,
    country: COUNTRIES[(index * 5) % COUNTRIES.length],
    service: SERVICES[index % SERVICES.length],
    subscription_type: index % 3 === 0 ? 'free' : 'premium',
    age: 18 + ((index * 11) % 38),
    followers: (index * 97) % 1400,
    ...(index % 4 === 0 ? { instagram: `https://www.instagram.com/${handle}` } : {}),
    ...(index % 6 === 1 ? { x_twitter: `https://x.com/${handle.replace('.', '_')}` } : {}),
    blast_email_subscribed: index % 5 !== 2,
  };
}

/**
 * A demo audience: the artist added a few fans by hand over the months and imported a mailing
 * list; the label imported the fans of its newsletter. Through the area's own operations.
 */
export async function seedAudience(ctx: DemoContext): Promise<void> {
  const { artist, label } = ctx.accounts;
  for (let index = 0; index < 8; index += 1) {
    ctx.clock.setDaysAgo(300 - index * 30);
    await addFan(ctx.deps, artist.id, AudienceFanInput.parse(demoFan(index, 'fans.example')));
  }
  ctx.clock.setDaysAgo(40);
  const mailingList = Array.from({ length: 28 }, (_, index) => demoFan(index + 8, 'mail.example'));
  await importFans(ctx.deps, artist.id, {
    csv: toCsv(mailingList),
    has_header: true,
    columns: { name: 0, email: 1, country: 2, service: 3, subscription_type: 4, age: 5, followers: 6 },
    consent: true,
  });
  ctx.clock.setDaysAgo(90);
  const newsletter = Array.from({ length: 18 }, (_, index) => demoFan(index + 40, 'northbound.example'));
  await importFans(ctx.deps, label.id, {
    csv: toCsv(newsletter),
    has_header: true,
    columns: { name: 0, email: 1, country: 2, service: 3, subscription_type: 4, age: 5, followers: 6 },
    consent: true,
  });
  ctx.clock.setDaysAgo(0);
}

function toCsv(fans: FanInput[]): string {
  const lines = fans.map((fan) =>
    [fan.name, fan.email, fan.country, fan.service, fan.subscription_type, fan.age, fan.followers].join(','),
  );
  return ['name,email,country,platform,subscription,age,followers', ...lines].join('\n');
}
