/** Decoding chunks to text and splitting text into lines, without ever holding the whole file. */
import { StatementParseError, type Chunk, type ChunkSource, type TextEncodingName } from './types.js';

export interface DecodeOptions {
  /** Default 'utf-8' (invalid bytes are an error); 'latin1' reads ISO-8859-1 / Windows-1252 exports. */
  encoding?: TextEncodingName;
}

/**
 * Decodes chunks to strings. A multi-byte UTF-8 character cut by a chunk border is held back until
 * its remaining bytes arrive (TextDecoder in streaming mode). A leading byte-order mark is dropped.
 */
export async function* decodeChunks(source: ChunkSource, options: DecodeOptions = {}): AsyncGenerator<string> {
  const encoding = options.encoding ?? 'utf-8';
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  let bytesSeen = 0;
  let first = true;
  for await (const chunk of source as AsyncIterable<Chunk>) {
    let text: string;
    if (typeof chunk === 'string') {
      text = chunk;
    } else {
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw new StatementParseError(
          'encoding',
          `the file is not valid UTF-8 (near byte ${bytesSeen}); if it is an ISO-8859-1 export, read it with encoding 'latin1'`,
        );
      }
      bytesSeen += chunk.byteLength;
    }
    if (first && text.length > 0) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (text.length > 0) yield text;
  }
  let tail: string;
  try {
    tail = decoder.decode();
  } catch {
    throw new StatementParseError('encoding', 'the file ends inside a UTF-8 character (truncated upload?)');
  }
  if (tail.length > 0) yield tail;
}

export interface TextLine {
  /** The line without its line break (LF or CRLF). */
  text: string;
  /** 1-based physical line number. */
  line: number;
}

/**
 * Splits decoded text into lines across chunk borders. A final line without a line break is still
 * a line; an empty string after the last line break is not.
 */
export async function* splitLines(chunks: AsyncIterable<string>): AsyncGenerator<TextLine> {
  let pending = '';
  let line = 0;
  for await (const chunk of chunks) {
    let text = pending.length > 0 ? pending + chunk : chunk;
    let start = 0;
    let newline = text.indexOf('\n', start);
    while (newline !== -1) {
      const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      line += 1;
      yield { text: text.slice(start, end), line };
      start = newline + 1;
      newline = text.indexOf('\n', start);
    }
    pending = start === 0 ? text : text.slice(start);
    text = '';
  }
  if (pending.length > 0) {
    line += 1;
    const end = pending.endsWith('\r') ? pending.length - 1 : pending.length;
    yield { text: pending.slice(0, end), line };
  }
}

export function readLines(source: ChunkSource, options: DecodeOptions = {}): AsyncGenerator<TextLine> {
  return splitLines(decodeChunks(source, options));
}

/** The first `limit` bytes (or characters) of a source, for format detection; stops reading early. */
export async function readHead(source: ChunkSource, limit = 8192): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  const encoder = new TextEncoder();
  for await (const chunk of source as AsyncIterable<Chunk>) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    parts.push(bytes);
    size += bytes.byteLength;
    if (size >= limit) break;
  }
  const head = new Uint8Array(Math.min(size, limit));
  let offset = 0;
  for (const part of parts) {
    const take = Math.min(part.byteLength, head.byteLength - offset);
    head.set(part.subarray(0, take), offset);
    offset += take;
    if (offset >= head.byteLength) break;
  }
  return head;
}
