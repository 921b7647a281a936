import { describeAction, recordAuditEntry } from '../modules/audit/index.js';
import { acceptInvitation, inviteToAccount } from '../modules/managers/index.js';
import type { DemoContext } from './demo-context.js';

/** What the label and Mia did in the label's account, oldest first: [days ago, who, method, route]. */
const TRAIL: [number, 'label' | 'manager', string, string][] = [
  [21, 'label', 'POST', '/api/portal/manager/invite'],
  [20, 'manager', 'GET', '/api/portal/manager/switch/:id'],
  [20, 'manager', 'POST', '/api/portal/release/init-release'],
  [19, 'manager', 'POST', '/api/portal/release/save/release'],
  [19, 'manager', 'POST', '/api/portal/release/save/tracks'],
  [3, 'manager', 'GET', '/api/portal/manager/switch/:id'],
  [3, 'manager', 'POST', '/api/portal/release/save/release'],
];

/**
 * Mia Vance manages Northbound Records: she may look at everything and create and edit its
 * releases, nothing more (no splits, no money, no settings). She switches into it from her avatar
 * menu. Sent and accepted through the same operations as the manager pages; the label's audit
 * trail holds what she did there, named as the trail names live calls. The collaborator account is
 * one of the demo accounts (demo-accounts.ts).
 */
export async function seedManagers(ctx: DemoContext): Promise<void> {
  const { label, manager } = ctx.accounts;
  const resumeAt = ctx.clock.now();
  ctx.clock.setDaysAgo(21);
  const row = await inviteToAccount(
    ctx.deps,
    { account: label, accountId: label.id, user: { id: label.id } },
    {
      email: manager.email,
      kind: 'manager',
      teamRole: null,
      access: {
        releases: ['read', 'write', 'update'],
        'royalty-splits': ['read'],
        'promotional-assets': ['read'],
      },
    },
  );
  ctx.clock.setDaysAgo(20);
  await acceptInvitation(ctx.deps, { emailConfirmed: true, user: manager }, row.id);
  for (const [daysAgo, who, method, path] of TRAIL) {
    ctx.clock.setDaysAgo(daysAgo);
    await recordAuditEntry(ctx.deps, {
      accountId: label.id,
      actorUserId: ctx.accounts[who].id,
      method,
      path,
      action: path.endsWith('/switch/:id') ? 'Switched into the account' : describeAction(method, path),
    });
  }
  ctx.clock.setDate(resumeAt);
}
