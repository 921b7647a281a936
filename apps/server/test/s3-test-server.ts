// A small S3 for tests: the delivery tests point the real @aws-sdk/client-s3 at it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3 of our own on 127.0.0.1 (path-style: /<bucket>/<key>), answering the requests the
 * real @aws-sdk/client-s3 sends with S3's own answer shapes; it checks that every request is
 * signed (SigV4) with the configured access key.
 */
export async function startFakeS3(accessKeyId: string, bucketName = 'deliveries') {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const xml = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const body = Buffer.concat(await req.toArray());
    const auth = req.headers.authorization ?? '';
    seen.push(`${req.method} /${bucket}/${key}${url.search}`);
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
      return xml(
        res,
        403,
        '<Error><Code>InvalidAccessKeyId</Code><Message>The AWS Access Key Id you provided does not exist in our records.</Message></Error>',
      );
    if (bucket !== bucketName)
      return xml(
        res,
        404,
        '<Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>',
      );
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter(
        (name) => name.startsWith(prefix) && !name.slice(prefix.length).includes('/'),
      );
      return xml(
        res,
        200,
        `<ListBucketResult><Name>deliveries</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys
          .map((name) => `<Contents><Key>${name}</Key><Size>${objects.get(name)?.length}</Size></Contents>`)
          .join('')}</ListBucketResult>`,
      );
    }
    if (req.method === 'PUT' && req.headers['x-amz-copy-source']) {
      const source = decodeURIComponent(String(req.headers['x-amz-copy-source'])).replace(/^\/?deliveries\//, '');
      const data = objects.get(source);
      if (!data)
        return xml(
          res,
          404,
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      objects.set(key, data);
      return xml(res, 200, '<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>');
    }
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200, { etag: '"x"' });
      return res.end();
    }
    if (req.method === 'GET') {
      const data = objects.get(key);
      if (!data)
        return xml(
          res,
          404,
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      res.writeHead(200, { 'content-length': data.length });
      return res.end(data);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    xml(res, 405, '<Error><Code>MethodNotAllowed</Code><Message>No</Message></Error>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    objects,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
