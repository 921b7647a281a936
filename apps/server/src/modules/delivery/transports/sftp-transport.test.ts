import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SftpTransport, type SftpClientLike } from './sftp-transport.js';

// No sshd in CI: SftpTransport is tested against a recording fake of ssh2-sftp-client.
function fakeClient(existing: Set<string> = new Set()) {
  const calls: string[] = [];
  const files = new Map<string, string>();
  const client: SftpClientLike = {
    mkdir: async (dir, recursive) => {
      calls.push(`mkdir ${dir} ${recursive}`);
      return dir;
    },
    fastPut: async (local, remote) => {
      calls.push(`fastPut ${local} ${remote}`);
      files.set(remote, `file:${local}`);
      return remote;
    },
    put: async (input, remote) => {
      const text = Buffer.isBuffer(input)
        ? input.toString('utf8')
        : typeof input === 'string'
          ? input
          : Buffer.concat(await (input as Readable).toArray()).toString('utf8');
      calls.push(`put ${remote}`);
      files.set(remote, text);
      return remote;
    },
    delete: async (remote, noErrorOK) => {
      calls.push(`delete ${remote} ${noErrorOK}`);
      if (!files.delete(remote) && !existing.has(remote) && !noErrorOK) throw new Error('No such file');
      return remote;
    },
    rename: async (from, to) => {
      calls.push(`rename ${from} ${to}`);
      if (files.has(to)) throw new Error('Failure: target exists');
      files.set(to, files.get(from) ?? '');
      files.delete(from);
      return to;
    },
    list: async (dir) => {
      calls.push(`list ${dir}`);
      return [...files.keys()]
        .filter((name) => name.startsWith(`${dir}/`) && !name.slice(dir.length + 1).includes('/'))
        .map((name) => ({ type: '-', name: name.slice(dir.length + 1) }));
    },
    get: async (remote) => {
      const text = files.get(remote);
      if (text === undefined) throw new Error('No such file');
      return Buffer.from(text);
    },
    createReadStream: (remote) => {
      const text = files.get(remote);
      if (text === undefined) throw new Error('No such file');
      return Readable.from([Buffer.from(text)]);
    },
    exists: async (remote) => ([...files.keys()].some((name) => name.startsWith(`${remote}/`)) ? 'd' : false),
    end: async () => {
      calls.push('end');
      return true;
    },
  };
  return { client, calls, files };
}

describe('SftpTransport', () => {
  it('fastPuts local files and streams the others, making each folder once', async () => {
    const { client, calls, files } = fakeClient();
    const transport = new SftpTransport(client, '/inbox', 'sftp liner@store:/inbox');
    await transport.putFile('B1/0123/resources/a.flac', {
      localPath: '/data/files/a.flac',
      open: () => {
        throw new Error('not streamed');
      },
    });
    await transport.putFile('B1/0123/resources/b.jpg', {
      localPath: null,
      open: () => Readable.from([Buffer.from('jpeg bytes')]),
    });
    await transport.close();
    expect(calls).toEqual([
      'mkdir /inbox/B1/0123/resources true',
      'fastPut /data/files/a.flac /inbox/B1/0123/resources/a.flac',
      'put /inbox/B1/0123/resources/b.jpg',
      'end',
    ]);
    expect(files.get('/inbox/B1/0123/resources/b.jpg')).toBe('jpeg bytes');
  });

  it('uploads messages under a temporary name and renames them, replacing an earlier copy on retry', async () => {
    const { client, files } = fakeClient();
    const transport = new SftpTransport(client, '/inbox', 'x');
    await transport.writeText('B1/BatchComplete_B1.xml', '<first/>');
    await transport.writeText('B1/BatchComplete_B1.xml', '<second/>');
    expect([...files.entries()]).toEqual([['/inbox/B1/BatchComplete_B1.xml', '<second/>']]);
  });

  it('lists, reads and archives acknowledgement files', async () => {
    const { client, files } = fakeClient();
    files.set('/inbox/acks/ACK_1.xml', '<ack/>');
    const transport = new SftpTransport(client, '/inbox', 'x');
    expect(await transport.listFiles('missing')).toEqual([]);
    expect(await transport.listFiles('acks')).toEqual(['ACK_1.xml']);
    expect(await transport.readText('acks/ACK_1.xml')).toBe('<ack/>');
    const stream = await transport.openRead('acks/ACK_1.xml');
    expect(Buffer.concat(await stream.toArray()).toString()).toBe('<ack/>');
    await transport.move('acks/ACK_1.xml', 'acks/archive/ACK_1.xml');
    expect([...files.keys()]).toEqual(['/inbox/acks/archive/ACK_1.xml']);
  });

  it('refuses paths that leave the store folder', async () => {
    const transport = new SftpTransport(fakeClient().client, '/inbox', 'x');
    await expect(transport.writeText('../etc/passwd', 'x')).rejects.toThrow('Unsafe package path');
  });
});
