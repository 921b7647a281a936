import { SUPPORT_MESSAGES, type SupportAttachmentType } from '@liner/domain';

/** How many first bytes of a file are read to tell what it is. */
export const SNIFF_BYTES = 64 * 1024;

const EXTENSIONS: Record<SupportAttachmentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/plain': ['txt', 'text', 'log', 'csv'],
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream` lets a character cut at the end of the head pass; anything else invalid throws.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are, by their signature: never by the name the sender gave. */
export function sniffAttachmentType(head: Buffer): SupportAttachmentType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return head.length > 0 && isText(head) ? 'text/plain' : null;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The file's type when its content is one a ticket takes and its name agrees; otherwise the
 * message to refuse it with: a name claiming another accepted type (a PNG named .pdf, a script
 * named .jpg) is a disguised file; anything else is a type a ticket does not take.
 */
export function checkAttachment(fileName: string, head: Buffer): { type: SupportAttachmentType } | { refused: string } {
  if (head.length === 0) return { refused: SUPPORT_MESSAGES.attachmentEmpty };
  const extension = extensionOf(fileName);
  const claimed = (Object.keys(EXTENSIONS) as SupportAttachmentType[]).find((type) =>
    EXTENSIONS[type].includes(extension),
  );
  const type = sniffAttachmentType(head);
  if (type && claimed === type) return { type };
  if (claimed) return { refused: SUPPORT_MESSAGES.attachmentDisguised };
  return { refused: SUPPORT_MESSAGES.attachmentType };
}
