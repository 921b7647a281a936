import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { additionalEmails } from './tables.js';

/**
 * The confirmed communication address of each account that chose one. Mail about what happens in
 * Liner (invitations, notices) goes there; security mail (sign-in codes, password resets, payout
 * change codes) always goes to the sign-in address, which only the account's owner controls.
 */
export async function findCommunicationAddresses(db: DbExecutor, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: additionalEmails.userId, email: additionalEmails.email })
    .from(additionalEmails)
    .where(
      and(
        inArray(additionalEmails.userId, userIds),
        eq(additionalEmails.isCommunication, true),
        isNotNull(additionalEmails.confirmedAt),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.email]));
}

/** An account named by its sign-in address, as the caller found it. */
export interface NamedAccount {
  id: number;
  email: string;
  confirmedAt: Date | null;
}

/**
 * Where mail about what happens in Liner, addressed to these accounts' sign-in addresses, is
 * sent: keyed by the lower-cased sign-in address, the communication address of each account that
 * chose a confirmed one. Only an account whose sign-in address is confirmed counts, so signing
 * up with someone else's address cannot redirect their mail. Absent: send to the address itself.
 */
export async function findNoticeAddresses(
  db: DbExecutor,
  accounts: readonly NamedAccount[],
): Promise<Map<string, string>> {
  const confirmed = accounts.filter((account) => account.confirmedAt !== null);
  const communication = await findCommunicationAddresses(
    db,
    confirmed.map((account) => account.id),
  );
  const addresses = new Map<string, string>();
  for (const account of confirmed) {
    const address = communication.get(account.id);
    if (address) addresses.set(account.email.toLowerCase(), address);
  }
  return addresses;
}
