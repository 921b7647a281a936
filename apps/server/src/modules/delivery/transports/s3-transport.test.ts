import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../../test/s3-test-server.js';
import { connectS3, type S3Config } from './s3-transport.js';

const ACCESS_KEY = 'AKIALINERTEST0000001';
let fake: Awaited<ReturnType<typeof startFakeS3>>;
let config: S3Config;

beforeAll(async () => {
  fake = await startFakeS3(ACCESS_KEY);
  const { port } = fake;
  config = {
    kind: 's3',
    bucket: 'deliveries',
    prefix: 'liner/inbox/',
    region: 'eu-west-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: ACCESS_KEY,
  };
});

afterAll(async () => {
  await fake?.close();
});

describe('S3Transport through @aws-sdk/client-s3', () => {
  it('puts files and messages under the prefix, lists, reads, moves and removes them', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'liner-s3-')), 'a.flac');
    fs.writeFileSync(file, 'flac bytes');
    const transport = await connectS3(config, { secretAccessKey: 'secret' });
    expect(transport.description).toBe('s3 deliveries/liner/inbox/');
    await transport.putFile('B1/0123/resources/a.flac', { localPath: file, open: () => fs.createReadStream(file) });
    await transport.putFile('B1/0123/resources/b.jpg', {
      localPath: null,
      open: () => Readable.from([Buffer.from('jpeg')]),
    });
    await transport.writeText('B1/0123/0123.xml', '<NewReleaseMessage/>');
    await transport.writeText('acknowledgements/ACK_1.xml', '<ack/>');
    expect(fake.objects.get('liner/inbox/B1/0123/resources/a.flac')?.toString()).toBe('flac bytes');
    expect(fake.objects.get('liner/inbox/B1/0123/resources/b.jpg')?.toString()).toBe('jpeg');
    expect(await transport.listFiles('acknowledgements')).toEqual(['ACK_1.xml']);
    expect(await transport.listFiles('nothing-here')).toEqual([]);
    expect(await transport.readText('acknowledgements/ACK_1.xml')).toBe('<ack/>');
    const stream = await transport.openRead('acknowledgements/ACK_1.xml');
    expect(Buffer.concat(await stream.toArray()).toString()).toBe('<ack/>');
    await transport.move('acknowledgements/ACK_1.xml', 'acknowledgements/archive/ACK_1.xml');
    expect(await transport.listFiles('acknowledgements')).toEqual([]);
    expect(await transport.listFiles('acknowledgements/archive')).toEqual(['ACK_1.xml']);
    await transport.remove('acknowledgements/archive/ACK_1.xml');
    expect(fake.objects.has('liner/inbox/acknowledgements/archive/ACK_1.xml')).toBe(false);
    await transport.close();
    expect(fake.seen).toContain('PUT /deliveries/liner/inbox/B1/0123/0123.xml?x-id=PutObject');
    expect(fake.seen).toContain(
      'GET /deliveries/?delimiter=%2F&list-type=2&prefix=liner%2Finbox%2Facknowledgements%2F',
    );
    expect(fake.seen).toContain('PUT /deliveries/liner/inbox/acknowledgements/archive/ACK_1.xml?x-id=CopyObject');
  });

  it('refuses paths that leave the prefix, and reports S3 refusals in its words', async () => {
    const transport = await connectS3(config, { secretAccessKey: 'secret' });
    await expect(transport.writeText('../escape.xml', 'x')).rejects.toThrow('Unsafe package path');
    const wrongKey = await connectS3({ ...config, accessKeyId: 'AKIAWRONG' }, { secretAccessKey: 'secret' });
    await expect(wrongKey.writeText('x.xml', 'x')).rejects.toThrow(/Access Key Id you provided does not exist/);
    const wrongBucket = await connectS3({ ...config, bucket: 'other' }, { secretAccessKey: 'secret' });
    await expect(wrongBucket.listFiles('acknowledgements')).rejects.toThrow(/bucket does not exist/);
    await expect(connectS3(config, {})).rejects.toThrow('No secret access key is set for this S3 connection');
    await transport.close();
    await wrongKey.close();
    await wrongBucket.close();
  });
});
