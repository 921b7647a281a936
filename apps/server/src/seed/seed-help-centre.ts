import { SaveHelpArticleRequest } from '@liner/domain';
import { createArticle } from '../modules/help-centre/index.js';
import type { DemoContext } from './demo-context.js';

interface DemoArticle {
  daysAgo: number;
  fields: SaveHelpArticleRequest;
}

const ARTICLES: DemoArticle[] = [
  {
    daysAgo: 90,
    fields: {
      title: 'Start here: your first week on Liner',
      category: 'getting-started',
      position: 1,
      summary: 'Confirm your address, fill your profile, add a payout method, then upload your first release.',
      body: `Welcome to Liner. Four things make everything after them easier.

1. **Confirm your e-mail address.** The link we mailed you stays valid for 48 hours; ask for another from the banner at the top of the portal.
2. **Fill your profile.** Your legal name and address appear on statements and tax forms. Open [Profile](/user-portal/profile).
3. **Add a payout method.** PayPal or a bank account, under *Profile → Payout methods*. You can do it later, but money cannot leave Liner without one.
4. **Upload a release.** The [uploader](/uploader) walks you through artwork, tracks, credits and stores.

## Artist or label?

An *artist* account releases under one artist name. A *label* account releases for many artists and can invite a team. You can upgrade from artist to label in your profile at any time; the other way round needs a word with [support](/support/contact).`,
    },
  },
  {
    daysAgo: 88,
    fields: {
      title: 'How to deliver a release to the stores',
      category: 'releases-delivery',
      position: 1,
      summary: 'From the uploader to Spotify, Apple Music and the rest: the steps, the review and how long it takes.',
      body: `## The steps

1. Open the [uploader](/uploader) and give the release its title, artists, genre and release date.
2. Add **artwork**: a square JPEG or PNG, at least 3000 × 3000 pixels, without web addresses, prices or social handles.
3. Add the **tracks**: lossless WAV, FLAC or AIFF masters, stereo, 16 or 24 bit. MP3 files are refused.
4. Credit the writers and producers of each track.
5. Choose the **stores** and the territories.
6. Press **Publish**. The pre-delivery check lists anything a store would refuse.

## What happens next

Every release is reviewed by the Liner team before it leaves, usually within two working days. If something needs changing you get an e-mail and a note on the release with the reason. Once approved, the release is sent to each store; the release page shows each store's answer as it arrives.

> Plan for at least **two weeks** between publishing and the release date: Spotify needs that to pitch a release to its editors.

## After delivery

A delivered release can still be changed through an *edit request* on its page (new artwork, a corrected title, a new release date). The change is reviewed, then sent to the stores again.`,
    },
  },
  {
    daysAgo: 85,
    fields: {
      title: 'ISRC and UPC: what they are and where they come from',
      category: 'releases-delivery',
      position: 2,
      summary: 'An ISRC names a recording, a UPC names a release. Liner assigns both unless you bring your own.',
      body: `Stores and collecting societies recognise your music by two codes.

| Code | Names | Looks like |
| :--- | :--- | :--- |
| **ISRC** | one recording (a track) | \`USS1Z2600001\` (12 characters) |
| **UPC** | one release (single, EP, album) | \`0123456789012\` (12 or 13 digits) |

## Do I need to buy them?

No. When you leave the fields empty, Liner assigns an ISRC to each track and a UPC to the release when you publish.

## When to bring your own

- The recording was **released before**, with another distributor: keep its ISRC, so its streams and its history stay together.
- Your label has its own **GS1 range** of UPCs.

Type the codes in the uploader; Liner checks the format, the check digit and that no other account uses them.

## One recording on several releases

Put the single's track on the album with the **same ISRC**: it is the same recording. A new ISRC is only for a new recording (a remix, a live version, a remaster).`,
    },
  },
  {
    daysAgo: 80,
    fields: {
      title: 'When payouts happen',
      category: 'royalties-payments',
      position: 1,
      summary: 'When earnings reach your wallet, when you can withdraw them and how long each method takes.',
      body: `## From a stream to your wallet

Stores pay for a month's streams 30 to 60 days after the month ends, together with a sales report. When Liner imports a report, each track's earnings are credited to your wallet, after any royalty splits. Your [wallet](/user-portal/wallet) shows the balance and every line of it.

## Withdrawing

- You can request a payout once your available balance is at least **10.00**.
- Requests are approved by the Liner team, usually within two working days.
- Approved payouts leave in batches: **PayPal** arrives within a day or two, a **bank transfer** within three to five working days.

## Fees

A domestic payout costs a flat 0.25. An international one costs 2 % of the amount, at least 0.25 and at most 20.00. The withdrawal form shows the fee and what you receive before you confirm.

## Why is my payout pending?

Payouts wait while we check a new payout method, or when your identity verification is still open. The payout page says which.`,
    },
  },
  {
    daysAgo: 78,
    fields: {
      title: 'Reading your statements',
      category: 'royalties-payments',
      position: 2,
      summary: 'Why figures show six decimals, why months arrive late, and how to download a statement.',
      body: `A stream pays a fraction of a cent, so sales lines show **six decimals**. Your wallet adds them up exactly and rounds only what you withdraw.

## Why is last month missing?

Each store reports on its own schedule, 30 to 60 days after a month ends. A month appears on the sales pages as soon as the first store's report is imported, and grows as the others arrive.

## Downloads

Open *Reports* to download a month as a PDF statement or your sales lines as a spreadsheet. Large reports are prepared in the background; we notify you when the file is ready.`,
    },
  },
  {
    daysAgo: 70,
    fields: {
      title: 'Turn on two-step verification',
      category: 'account-security',
      position: 1,
      summary:
        'Ask for a second code at sign-in, from an authenticator app or by e-mail, so a stolen password is not enough.',
      body: `Two-step verification asks for a code after your password, so someone who learns your password still cannot sign in or move your money.

## With an authenticator app (recommended)

1. Open [Profile](/user-portal/profile) and find **Two-step verification**.
2. Choose **Authenticator app** and scan the QR code with Google Authenticator, 1Password, Authy or any TOTP app.
3. Type the six-digit code the app shows to turn it on.

## With e-mail codes

Choose **E-mail codes** instead: we mail you a code at each sign-in. It is better than nothing, but anyone who can read your mail can read the code.

## Lost your phone?

Turning two-step verification off needs only your current password, never a code. If you are still signed in on a computer, turn it off in your profile and set it up again with the new phone. If you are signed out everywhere, [contact support](/support/contact) from the address on your account.`,
    },
  },
  {
    daysAgo: 60,
    fields: {
      title: 'Someone uploaded my music: filing a DMCA notice',
      category: 'rights-takedowns',
      position: 1,
      summary: 'What to send us when your recording or song appears on a store under someone else’s name.',
      body: `If a release distributed through Liner uses your work without permission, send us a notice through the [DMCA request form](/support/dmca).

## What the notice needs

- Your **name and contact details**, or those of the rights holder you act for.
- The **work** you own: title, ISRC or a link to the original release.
- Where the **copy** is: a store link or the UPC of the infringing release.
- A statement that you believe in good faith the use is not authorised, and that the notice is accurate.
- Your **signature** (typing your full name is enough).

## What happens next

We acknowledge the notice within two working days, ask the uploader for their side, and take the release down from the stores while the claim is open when the evidence is clear. Both sides hear the outcome by e-mail.

Sending a false notice on purpose can make you liable for damages: only claim what you own.`,
    },
  },
  {
    daysAgo: 55,
    fields: {
      title: 'Taking your own release down',
      category: 'rights-takedowns',
      position: 2,
      summary: 'Remove a release from the stores: how to ask, how long it takes, and what happens to its streams.',
      body: `Open the release and choose **Request takedown**, with a reason. The Liner team carries out the request, usually within two working days, and each store removes the release within a few days of receiving it.

- You can withdraw the request until the team acts on it.
- Earnings already made are still paid when the stores report them, even after the release is gone.
- Playlists lose the tracks, and a later re-release starts from zero streams unless it keeps the same ISRCs.

Changing a title, artwork or date? An *edit request* keeps the release live instead of taking it down.`,
    },
  },
  {
    daysAgo: 5,
    fields: {
      title: 'Splitting royalties with collaborators (draft)',
      category: 'royalties-payments',
      position: 3,
      summary: 'Share a track’s earnings with the people who made it, automatically, at every statement.',
      body: `*Draft: screenshots to come once the new split editor ships.*

Open a track, choose **Royalty shares** and invite each collaborator by e-mail with their share. Shares are paid from the next statement on, once everyone has accepted.`,
      published: false,
    },
  },
];

/**
 * The help centre as the demo shows it: published articles in every category, written for
 * Liner, and a draft only operators see. Through the area's operation, as the editor saves them.
 */
export async function seedHelpCentre(ctx: DemoContext): Promise<void> {
  for (const article of ARTICLES) {
    ctx.clock.setDaysAgo(article.daysAgo);
    await createArticle(
      ctx.deps,
      ctx.accounts.operator.id,
      SaveHelpArticleRequest.parse({ published: true, ...article.fields }),
    );
  }
  ctx.clock.setDaysAgo(0);
}
