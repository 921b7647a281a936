// Test helpers of the support area, for its own tests and the authorisation matrix.
import type { LightMyRequestResponse } from 'fastify';
import { bearer, type CreatedUser } from '../../../test/factories.js';
import type { TestContext } from '../../../test/harness.js';
import { openChat } from './live-chat.js';
import { fileClaim, TEST_DMCA_NOTICE } from './claims/testing.js';

/** A small real PDF: its signature is what the content check reads. */
export const TEST_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** The eight-byte PNG signature and a little more: enough for the content check. */
export const TEST_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

/** A multipart body with one `file` part. */
export function multipartFile(fileName: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----liner${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadSupportFile(
  ctx: TestContext,
  who: CreatedUser,
  fileName = 'receipt.pdf',
  content: Buffer = TEST_PDF,
): Promise<LightMyRequestResponse> {
  const body = multipartFile(fileName, content);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/portal/support/attachments',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
}

/** Uploads a file and answers its id; a refusal stops the test with the answer. */
export async function uploadedSupportFileId(ctx: TestContext, who: CreatedUser, fileName?: string): Promise<number> {
  const res = await uploadSupportFile(ctx, who, fileName);
  if (res.statusCode !== 200) throw new Error(`support upload answered ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

export async function callSupport(
  ctx: TestContext,
  who: CreatedUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });
}

/** Opens a ticket through the API and answers its id. */
export async function openTestTicket(
  ctx: TestContext,
  who: CreatedUser,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const res = await callSupport(ctx, who, 'POST', '/api/portal/support/tickets/create', {
    subject: 'payout-not-received',
    description: 'My March payout has not arrived yet.',
    ...fields,
  });
  if (res.statusCode !== 200) throw new Error(`ticket create answered ${res.statusCode} ${res.body}`);
  return res.json<{ ticket: { id: number } }>().ticket.id;
}

/** An operator's public reply (or internal note) through the API. */
export async function replyAsOperator(
  ctx: TestContext,
  operator: CreatedUser,
  id: number,
  fields: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return callSupport(ctx, operator, 'POST', '/api/admin/support/tickets/reply', {
    id,
    html: '<p>Thanks, we are looking into it.</p>',
    ...fields,
  });
}

/**
 * The owner's support rows the authorisation matrix reads ids from: a ticket with a file on its
 * thread, a free upload for each route that claims one (the first actor let through claims it),
 * an operator's upload for the operator's reply, saved replies (one to delete), and the ticket a
 * DMCA notice the owner filed became (for the operator's decisions).
 */
export async function seedSupportResources(ctx: TestContext, owner: CreatedUser, operator: CreatedUser) {
  const supportAttachment = await uploadedSupportFileId(ctx, owner);
  const supportTicket = await openTestTicket(ctx, owner, { attachments: [supportAttachment] });
  const savedReply = async (title: string) => {
    const res = await callSupport(ctx, operator, 'POST', '/api/admin/support/saved-replies', {
      title,
      html: '<p>Saved</p>',
    });
    if (res.statusCode !== 200) throw new Error(`saved reply answered ${res.statusCode} ${res.body}`);
    return res.json<{ id: number }>().id;
  };
  const endedSupportChat = await openChat(ctx.app.deps, { accountId: owner.user.id, personId: owner.user.id }, 'Ended');
  await callSupport(ctx, owner, 'POST', '/api/portal/support/chat/end', { ticket_id: endedSupportChat.id });
  const supportChat = await openChat(ctx.app.deps, { accountId: owner.user.id, personId: owner.user.id }, 'Live');
  return {
    supportTicket,
    supportChat: supportChat.id,
    endedSupportChat: endedSupportChat.id,
    supportAttachment,
    supportUploadForCreate: await uploadedSupportFileId(ctx, owner),
    supportUploadForUpdate: await uploadedSupportFileId(ctx, owner),
    operatorSupportUpload: await uploadedSupportFileId(ctx, operator),
    savedReply: await savedReply('Matrix reply'),
    deletableSavedReply: await savedReply('Matrix reply to delete'),
    supportClaimTicket: (await fileClaim(ctx, 'dmca', { ...TEST_DMCA_NOTICE, email: 'matrix@claims.test' }, owner))
      .ticketId,
  };
}
