import {
  CreateSupportTicketRequest,
  DmcaClaimRequest,
  YoutubeDisputeRequest,
  OperatorReplyRequest,
  type SupportTicketStatus,
  UpdateSupportTicketRequest,
} from '@liner/domain';
import {
  createCustomMessage,
  createSavedReply,
  createTicket,
  endChatAsAgent,
  openChat,
  setChatAvailability,
  dmcaForm,
  recordSupportClaim,
  replyAsAgent,
  setTicketStatus,
  updateOwnTicket,
  youtubeDisputeForm,
} from '../modules/support/index.js';
import { demoActorOf } from './demo-actor.js';
import type { DemoContext, SeededRelease } from './demo-context.js';

type Step =
  | { daysAgo: number; agent: string; internal?: boolean; status?: Exclude<SupportTicketStatus, 'new'> }
  | { daysAgo: number; requester: string; solved?: boolean }
  | { daysAgo: number; setStatus: Exclude<SupportTicketStatus, 'new'> };

interface DemoTicket {
  who: 'artist' | 'label';
  daysAgo: number;
  subject: string;
  description: string;
  steps: Step[];
}

const TICKETS: DemoTicket[] = [
  {
    who: 'artist',
    daysAgo: 41,
    subject: 'payout-not-received',
    description: 'I requested a payout to PayPal two weeks ago and it has not arrived yet. Can you check?',
    steps: [
      {
        daysAgo: 40,
        agent: '<p>Thanks for writing. PayPal payouts leave on the 15th; yours is in the next batch.</p>',
      },
      { daysAgo: 39, requester: 'Thanks! I will wait for the 15th then.' },
      { daysAgo: 38, agent: '<p>You are welcome. We will keep the ticket open until it lands.</p>' },
      { daysAgo: 30, requester: 'It arrived today, all good.', solved: true },
      { daysAgo: 26, setStatus: 'closed' },
    ],
  },
  {
    who: 'artist',
    daysAgo: 12,
    subject: 'missing-streams-on-spotify',
    description: 'My single shows fewer streams on the sales page than Spotify for Artists shows for March.',
    steps: [
      { daysAgo: 11, agent: '<p>Could you tell us which single and the numbers you see on both sides?</p>' },
      { daysAgo: 10, requester: 'It is "Low Tide Radio": 12,400 in Spotify for Artists, 9,100 on the sales page.' },
      {
        daysAgo: 10,
        agent: '<p>March statement from Spotify arrived late; import due this week.</p>',
        internal: true,
      },
    ],
  },
  {
    who: 'artist',
    daysAgo: 2,
    subject: 'change-release-date',
    description: 'Can I move the release date of my next EP by one week? It is already approved.',
    steps: [],
  },
  {
    who: 'label',
    daysAgo: 25,
    subject: 'add-a-team-member',
    description: 'How do I give our new A&R person access to the releases but not to the money?',
    steps: [
      {
        daysAgo: 24,
        agent:
          '<p>Invite them from <strong>Settings → Team</strong> with the <em>Editor</em> role: they can change releases, splits and links, and only view the rest.</p>',
      },
      { daysAgo: 23, requester: 'Perfect, done. Thank you!', solved: true },
    ],
  },
  {
    who: 'label',
    daysAgo: 6,
    subject: 'statement-import-question',
    description: 'Our distributor sends CSV statements with a different column order. Can Liner read them?',
    steps: [
      {
        daysAgo: 5,
        agent: '<p>Yes: the statement upload lets you map the columns once. Could you send a sample file?</p>',
      },
      { daysAgo: 4, setStatus: 'on-hold' },
    ],
  },
];

const SAVED_REPLIES = [
  ['Payout timing', '<p>Payouts leave on the 15th of each month; PayPal takes up to two working days.</p>'],
  [
    'Statement delays',
    '<p>Stores send their statements 30 to 60 days after the month ends; we import them on arrival.</p>',
  ],
  [
    'Release date change',
    '<p>Open the release, choose <em>Edit request</em> and give the new date: we send it to the stores.</p>',
  ],
] as const;

async function playTicket(ctx: DemoContext, plan: DemoTicket): Promise<void> {
  const requester = demoActorOf(ctx, ctx.accounts[plan.who]);
  const operator = demoActorOf(ctx, ctx.accounts.operator);
  ctx.clock.setDaysAgo(plan.daysAgo);
  const input = CreateSupportTicketRequest.parse({ subject: plan.subject, description: plan.description });
  const { ticket } = await createTicket(ctx.deps, requester, input);
  for (const step of plan.steps) {
    ctx.clock.setDaysAgo(step.daysAgo);
    if ('agent' in step) {
      const reply = OperatorReplyRequest.parse({
        id: ticket.id,
        html: step.agent,
        internal: step.internal ?? false,
        status: step.status,
      });
      await replyAsAgent(ctx.deps, operator, reply);
    } else if ('requester' in step) {
      const update = UpdateSupportTicketRequest.parse({
        id: ticket.id,
        comment: step.requester,
        solved: step.solved ?? false,
      });
      await updateOwnTicket(ctx.deps, requester, update);
    } else await setTicketStatus(ctx.deps, { id: ticket.id, status: step.setStatus });
  }
}

/** A chat the label had with the operator three days ago, answered and ended. */
async function seedPastChat(ctx: DemoContext): Promise<void> {
  const operator = demoActorOf(ctx, ctx.accounts.operator);
  const label = ctx.accounts.label.id;
  ctx.clock.setDaysAgo(3);
  const chat = await openChat(
    ctx.deps,
    { accountId: label, personId: label },
    'Hi! Can a release go to TikTok but not to YouTube Content ID?',
  );
  await replyAsAgent(
    ctx.deps,
    operator,
    OperatorReplyRequest.parse({
      id: chat.id,
      html: '<p>Yes: on the release’s Stores step, leave YouTube Content ID unticked and keep TikTok.</p>',
    }),
  );
  await endChatAsAgent(ctx.deps, chat.id);
}

/**
 * Support as the demo shows it: the artist's and the label's tickets in every state a thread
 * passes through (new, open with an internal note, pending, on hold, solved, closed), a message
 * the operator started, and the operator's saved replies. Through the support area's operations,
 * so the replies are mailed to the outbox and notified like real ones.
 */
/**
 * A DMCA notice from a rights holder without an account, naming one of the label's delivered
 * releases by its UPC (the operator has it to decide: take down or reject), and a YouTube dispute
 * the artist filed signed in about a track of theirs. Through the claims operations, without the
 * code step: the seed has no mailbox to read it from.
 */
async function seedClaims(ctx: DemoContext, releases: readonly SeededRelease[]): Promise<void> {
  const onSale = (release: SeededRelease) =>
    release.upc !== null && release.onSaleFrom !== null && !release.onSaleUntil;
  const named = releases.find((release) => release.ownerUserId === ctx.accounts.label.id && onSale(release));
  ctx.clock.setDaysAgo(3);
  const notice = DmcaClaimRequest.parse({
    copyrighted_work: 'The sound recording "Night Ferry" (2019) by Harbour Lights, owned by Tidewater Records Ltd.',
    infringing_material: `The release "${named?.title ?? 'unknown'}" uses the full master of "Night Ferry" as its second track.`,
    infringing_url: '',
    upc: named?.upc ?? '',
    isrc: '',
    rights_owner: 'Tidewater Records Ltd.',
    name: 'Morgan Hale',
    address: '4 Quay Street\nBristol BS1 4DB\nUnited Kingdom',
    phone: '+44 117 496 0123',
    email: 'legal@tidewater-records.test',
    good_faith: true,
    accurate_under_penalty: true,
    signature: 'Morgan Hale',
    captcha: 'seed',
  });
  await recordSupportClaim(ctx.deps, dmcaForm(notice).claim, null);
  const artistTrack = releases.find((release) => release.ownerUserId === ctx.accounts.artist.id && onSale(release))
    ?.tracks[0];
  if (artistTrack?.isrc) {
    ctx.clock.setDaysAgo(1);
    const dispute = YoutubeDisputeRequest.parse({
      video_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      claim_id: 'ADrkP1Yc7kLxQ',
      isrc: artistTrack.isrc,
      reason: 'original-work',
      explanation:
        'This is my own track, distributed through Liner. A Content ID claim from another label matched it; I never licensed it to them.',
      name: `${ctx.accounts.artist.firstName} ${ctx.accounts.artist.lastName}`,
      email: ctx.accounts.artist.email,
      captcha: 'seed',
    });
    await recordSupportClaim(ctx.deps, youtubeDisputeForm(dispute).claim, ctx.accounts.artist.id);
  }
}

export async function seedSupport(ctx: DemoContext, releases: readonly SeededRelease[]): Promise<void> {
  const operator = demoActorOf(ctx, ctx.accounts.operator);
  ctx.clock.setDaysAgo(60);
  for (const [title, html] of SAVED_REPLIES)
    await createSavedReply(ctx.deps, ctx.accounts.operator.id, { title, html });
  for (const plan of TICKETS) await playTicket(ctx, plan);
  ctx.clock.setDaysAgo(20);
  await createCustomMessage(ctx.deps, operator, {
    account_id: ctx.accounts.artist.id,
    subject: 'sample-licence-needed',
    html: '<p>Your release “Glass Harbour” uses a sample: please upload the licence from the release page so we can send it to the stores.</p>',
  });
  await seedPastChat(ctx);
  // The operator takes chats: signed in to the portal, they count as online at once.
  await setChatAvailability(ctx.deps, ctx.accounts.operator.id, true);
  await seedClaims(ctx, releases);
  ctx.clock.setDaysAgo(0);
}
