import { acceptInvitation, inviteToAccount } from '../modules/managers/index.js';
import type { DemoContext } from './demo-context.js';

/**
 * Mia Vance manages Northbound Records: she may look at everything and create and edit its
 * releases, nothing more (no splits, no money, no settings). She switches into it from her avatar
 * menu. Sent and accepted through the same operations as the manager pages.
 */
export async function seedManagers(ctx: DemoContext): Promise<void> {
  const { label, manager } = ctx.accounts;
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
  await acceptInvitation(ctx.deps, { emailConfirmed: true, user: manager }, row.id);
}
