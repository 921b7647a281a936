import type { NotificationType } from '@liner/domain';
import { createNotification, publishChangelogEntries } from '../modules/notifications/index.js';
import type { DemoContext } from './demo-context.js';

interface DemoNotification {
  to: 'artist' | 'label' | 'operator';
  title: string;
  message: string;
  type: NotificationType;
  daysAgo: number;
}

/**
 * Messages no operation of the catalog sends (welcome, support, install notes); approvals,
 * split invitations, payouts and the rest notify through their own operations as they happen.
 */
const NOTES: DemoNotification[] = [
  {
    to: 'artist',
    title: 'Welcome to Liner',
    message: 'Your artist account is ready. Start with your first release from the dashboard.',
    type: 'announcement',
    daysAgo: 565,
  },
  {
    to: 'label',
    title: 'Welcome to Liner',
    message: 'Your label account is ready. Invite your artists and managers from the profile settings.',
    type: 'announcement',
    daysAgo: 605,
  },
  {
    to: 'operator',
    title: 'Liner is installed',
    message: 'This operator account reviews releases, imports statements and approves payouts.',
    type: 'announcement',
    daysAgo: 610,
  },
  {
    to: 'operator',
    title: 'Subscriptions are optional',
    message: 'Artists need no subscription on this install until you turn the requirement on.',
    type: 'other',
    daysAgo: 609,
  },
  {
    to: 'artist',
    title: 'Message from support',
    message: 'Thanks for reaching out: the sample licence can be uploaded from the release page.',
    type: 'message',
    daysAgo: 1,
  },
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

/** The hand-written notifications, each on its day, through the notifications service. */
export async function seedNotifications(ctx: DemoContext): Promise<void> {
  for (const note of NOTES) {
    ctx.clock.setDaysAgo(note.daysAgo);
    await createNotification(ctx.deps, {
      userId: ctx.accounts[note.to].id,
      title: note.title,
      message: note.message,
      type: note.type,
    });
  }
}

/**
 * The "what's new" entries. Operators publish these outside the app (no operation writes
 * them), so the seed writes the published rows itself.
 */
export async function seedChangelog(ctx: DemoContext): Promise<void> {
  await publishChangelogEntries(
    ctx.deps,
    CHANGELOG.map((entry) => {
      ctx.clock.setDaysAgo(entry.daysAgo);
      return { title: entry.title, description: entry.description, publishedAt: ctx.clock.now() };
    }),
  );
}
