import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { StoreTransportConfig } from '../tables.js';
import type { Transport, TransportSource } from './transport.js';

export type S3Config = Extract<StoreTransportConfig, { kind: 's3' }>;

/**
 * The part of S3 this transport uses, in the words of @aws-sdk/client-s3's commands; tests give
 * the real client a recorded HTTP exchange (see s3-transport.test.ts).
 */
export interface S3Like {
  putObject(key: string, body: Buffer | Readable, length?: number): Promise<void>;
  getObjectText(key: string): Promise<string>;
  getObjectStream(key: string): Promise<Readable>;
  listKeys(prefix: string): Promise<string[]>;
  copyObject(from: string, to: string): Promise<void>;
  deleteObject(key: string): Promise<void>;
  close(): void;
}

export interface S3Secrets {
  secretAccessKey?: string;
}

/** A client of the real S3 API (AWS or an S3-compatible service at `endpoint`). */
export async function createS3Client(config: S3Config, secrets: S3Secrets): Promise<S3Like> {
  if (!secrets.secretAccessKey) throw new Error('No secret access key is set for this S3 connection');
  // Loaded on the first S3 delivery, not at start.
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: config.region,
    endpoint: config.endpoint || undefined,
    // Path-style addressing reaches S3-compatible services that have no per-bucket host names.
    forcePathStyle: !!config.endpoint,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: secrets.secretAccessKey },
    maxAttempts: 2,
    // Checksums only where S3 requires them: the default streams bodies aws-chunked with a
    // trailing checksum, which several S3-compatible services still refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async putObject(Key, Body, ContentLength) {
      await client.send(new s3.PutObjectCommand({ Bucket, Key, Body, ContentLength }));
    },
    async getObjectText(Key) {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
      if (!answer.Body) throw new Error(`Empty object ${Key}`);
      return answer.Body.transformToString('utf8');
    },
    async getObjectStream(Key) {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
      // In Node.js the SDK's body is a Readable (an IncomingMessage with the SDK's helpers).
      if (!(answer.Body instanceof Readable)) throw new Error(`Empty object ${Key}`);
      return answer.Body;
    },
    async listKeys(Prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async copyObject(from, Key) {
      const CopySource = `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new s3.CopyObjectCommand({ Bucket, Key, CopySource }));
    },
    async deleteObject(Key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }));
    },
    close() {
      client.destroy();
    },
  };
}

export async function connectS3(config: S3Config, secrets: S3Secrets): Promise<S3Transport> {
  const client = await createS3Client(config, secrets);
  return new S3Transport(client, config.prefix, `s3 ${config.bucket}/${config.prefix}`);
}

/**
 * Writes packages as objects under the bucket's prefix. An object appears whole or not at all,
 * so messages need no temporary name; the manifest still goes last, as on the other transports.
 */
export class S3Transport implements Transport {
  private readonly root: string;

  constructor(
    private readonly client: S3Like,
    prefix: string,
    readonly description: string,
  ) {
    const trimmed = prefix.replace(/^\/+|\/+$/g, '');
    this.root = trimmed ? `${trimmed}/` : '';
  }

  private key(relative: string): string {
    const normalised = path.posix.normalize(relative);
    if (normalised.startsWith('..') || path.posix.isAbsolute(normalised))
      throw new Error(`Unsafe package path: ${relative}`);
    return `${this.root}${normalised}`;
  }

  async putFile(relative: string, source: TransportSource): Promise<void> {
    if (source.localPath) {
      const { size } = await fs.promises.stat(source.localPath);
      await this.client.putObject(this.key(relative), fs.createReadStream(source.localPath), size);
    } else {
      const chunks: Buffer[] = [];
      for await (const chunk of source.open()) chunks.push(Buffer.from(chunk));
      await this.client.putObject(this.key(relative), Buffer.concat(chunks));
    }
  }

  async writeText(relative: string, text: string): Promise<void> {
    await this.client.putObject(this.key(relative), Buffer.from(text, 'utf8'));
  }

  async listFiles(dir: string): Promise<string[]> {
    const prefix = `${this.key(`${dir}/x`).slice(0, -1)}`;
    const keys = await this.client.listKeys(prefix);
    return keys.map((key) => key.slice(prefix.length)).filter((name) => name && !name.includes('/'));
  }

  async readText(relative: string): Promise<string> {
    return this.client.getObjectText(this.key(relative));
  }

  async openRead(relative: string): Promise<Readable> {
    return this.client.getObjectStream(this.key(relative));
  }

  async move(from: string, to: string): Promise<void> {
    await this.client.copyObject(this.key(from), this.key(to));
    await this.client.deleteObject(this.key(from));
  }

  async remove(relative: string): Promise<void> {
    await this.client.deleteObject(this.key(relative));
  }

  async close(): Promise<void> {
    this.client.close();
  }
}
