import { count, sql } from 'drizzle-orm';
import type { NotificationType } from '@liner/domain';
import type { AppDeps } from '../platform/deps.js';
import { hashPassword } from '../modules/auth/password-hash.js';
import { userDetails, users } from '../modules/auth/tables.js';
import { changelogEntries, notifications } from '../modules/notifications/tables.js';

export interface SeedResult {
  accounts: { type: string; email: string; password: string }[];
}

export const DEFAULT_DEMO_PASSWORD = 'liner-demo-2026';

interface DemoNotification {
  title: string;
  message: string;
  type: NotificationType;
  hoursAgo: number;
  read?: boolean;
}

const ARTIST_NOTIFICATIONS: DemoNotification[] = [
  {
    title: 'Welcome to Liner',
    message: 'Your artist account is ready. Start with your first release from the dashboard.',
    type: 'announcement',
    hoursAgo: 72,
    read: true,
  },
  {
    title: 'New sign-in',
    message: 'Your account was signed in to from a new device.',
    type: 'security',
    hoursAgo: 30,
    read: true,
  },
  {
    title: 'Monthly report ready',
    message: 'Your streaming report for last month is available.',
    type: 'report',
    hoursAgo: 5,
  },
  {
    title: 'Message from support',
    message: 'Thanks for reaching out, we have updated your artist profile.',
    type: 'message',
    hoursAgo: 1,
  },
];

const LABEL_NOTIFICATIONS: DemoNotification[] = [
  {
    title: 'Welcome to Liner',
    message: 'Your label account is ready. Invite your artists and managers from the profile settings.',
    type: 'announcement',
    hoursAgo: 96,
    read: true,
  },
  { title: 'Payout processed', message: 'Your latest payout has been sent.', type: 'payout', hoursAgo: 26 },
  {
    title: 'Quarterly report ready',
    message: 'The quarterly label statement is ready to download.',
    type: 'report',
    hoursAgo: 3,
  },
];

const OPERATOR_NOTIFICATIONS: DemoNotification[] = [
  {
    title: 'Liner is installed',
    message: 'This operator account can grant subscriptions and change install settings.',
    type: 'announcement',
    hoursAgo: 48,
    read: true,
  },
  {
    title: 'Subscriptions are optional',
    message: 'Artists need no subscription on this install until you turn the requirement on.',
    type: 'other',
    hoursAgo: 24,
  },
  { title: 'New sign-in', message: 'Your account was signed in to from a new device.', type: 'security', hoursAgo: 2 },
];

const CHANGELOG = [
  {
    title: 'Two-factor sign-in',
    description: 'Protect your account with an authenticator app or codes sent by e-mail, from Profile settings.',
    daysAgo: 14,
  },
  {
    title: 'Live notifications',
    description: 'New notifications now appear instantly, with an optional sound.',
    daysAgo: 7,
  },
  {
    title: 'Dark mode',
    description: 'Switch between light and dark from the avatar menu; Liner remembers your choice.',
    daysAgo: 2,
  },
];

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * Seeds demo accounts (an artist, a label and an operator) with a few notifications and
 * changelog entries, on an empty database only (no users); returns null when data exists.
 * The check and the inserts share a transaction holding an advisory lock, so two servers
 * starting together on one PostgreSQL cannot both seed.
 */
export async function seedDemoData(
  deps: AppDeps,
  password: string = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
): Promise<SeedResult | null> {
  const [{ existing }] = await deps.db.select({ existing: count() }).from(users);
  if (existing > 0) return null;
  // All demo accounts share one password: hash it once (argon2id is deliberately slow).
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();

  const seeded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liner-demo-seed'))`);
    const [{ users: userCount }] = await tx.select({ users: count() }).from(users);
    if (userCount > 0) return false;

    const common = { passwordHash, confirmedAt: now, hasCompletedInit: true, createdAt: now, updatedAt: now };
    const [artist, label, operator] = await tx
      .insert(users)
      .values([
        {
          ...common,
          email: 'demo@liner.local',
          username: 'demo',
          type: 'artist',
          firstName: 'Nova',
          lastName: 'Reyes',
          displayName: 'Nova Reyes',
          artistName: 'Nova Reyes',
        },
        {
          ...common,
          email: 'label@liner.local',
          username: 'northbound',
          type: 'label',
          firstName: 'Mara',
          lastName: 'Lind',
          displayName: 'Northbound Records',
        },
        {
          ...common,
          email: 'admin@liner.local',
          username: 'admin',
          type: 'label',
          firstName: 'Liner',
          lastName: 'Operator',
          displayName: 'Liner Operator',
          isAdmin: true,
        },
      ])
      .returning();

    await tx.insert(userDetails).values([
      {
        userId: artist.id,
        address: 'Rua Augusta 10',
        city: 'Lisboa',
        state: 'Lisboa',
        zip: '1100-053',
        country: 'Portugal',
        countryCode: 'PT',
        fullAddress: 'Rua Augusta 10, Lisboa, Lisboa, 1100-053, Portugal',
        updatedAt: now,
      },
      { userId: label.id, updatedAt: now },
      { userId: operator.id, updatedAt: now },
    ]);

    const notificationRows = (
      [
        [artist.id, ARTIST_NOTIFICATIONS],
        [label.id, LABEL_NOTIFICATIONS],
        [operator.id, OPERATOR_NOTIFICATIONS],
      ] as const
    ).flatMap(([userId, list]) =>
      list.map((note) => ({
        userId,
        title: note.title,
        message: note.message,
        type: note.type,
        createdAt: hoursBefore(now, note.hoursAgo),
        readAt: note.read ? hoursBefore(now, note.hoursAgo - 0.5) : null,
      })),
    );
    await tx.insert(notifications).values(notificationRows);

    await tx.insert(changelogEntries).values(
      CHANGELOG.map((entry) => ({
        title: entry.title,
        description: entry.description,
        published: true,
        publishedAt: hoursBefore(now, entry.daysAgo * 24),
      })),
    );
    return true;
  });
  if (!seeded) return null;

  deps.logger.info('demo data seeded');
  return {
    accounts: [
      { type: 'artist', email: 'demo@liner.local', password },
      { type: 'label', email: 'label@liner.local', password },
      { type: 'operator', email: 'admin@liner.local', password },
    ],
  };
}
