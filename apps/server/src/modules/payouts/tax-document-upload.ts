import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { cleanFileName, TAX_DOCUMENT_MAX_BYTES, TAX_INFORMATION_MESSAGES } from '@liner/domain';
import { fieldError } from '../../platform/errors.js';

/** The signed form as it arrived: a few pages, so held in memory up to the limit. */
export interface TaxDocumentUpload {
  fileName: string;
  content: Buffer;
}

const tooLarge = () => fieldError('document', TAX_INFORMATION_MESSAGES.documentTooLarge);

/** Reads a file part, refusing it as soon as it passes the limit (the rest is not read). */
async function readLimited(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > TAX_DOCUMENT_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Room for the multipart boundaries and the text fields around the document. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The parts of POST api/profile/tax, in any order: text fields and the "document" file part. A
 * body whose declared length already passes the limit is refused before it is read.
 */
export async function readTaxUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; document: TaxDocumentUpload | null }> {
  if (Number(request.headers['content-length'] ?? 0) > TAX_DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw tooLarge();
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { fields, document: null };
  let document: TaxDocumentUpload | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (document || part.fieldname !== 'document') {
        part.file.resume();
        continue;
      }
      document = { fileName: cleanFileName(part.filename, 'tax-form'), content: await readLimited(part.file) };
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, document };
}
