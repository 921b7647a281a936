// A real SFTP server for tests (ssh2's Server over a temporary folder): the delivery tests and the
// operator's Chromium journey connect to it with ssh2-sftp-client exactly as to a store.
import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';

const { Server, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

export interface SftpTestServer {
  port: number;
  /** The folder served as "/". */
  root: string;
  username: string;
  password: string;
  /** An OpenSSH private key the server accepts for `username`. */
  privateKey: string;
  /** Every SFTP operation seen, e.g. "RENAME /inbox/a.part /inbox/a" (what a test may assert on). */
  operations: string[];
  close(): Promise<void>;
}

function same(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

function longname(name: string, stats: fs.Stats): string {
  return `${stats.isDirectory() ? 'd' : '-'}rw-r--r--   1 liner liner ${stats.size} Jan  1 00:00 ${name}`;
}

function attrsOf(stats: fs.Stats) {
  return {
    mode: stats.mode,
    uid: 0,
    gid: 0,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

export async function startSftpTestServer(
  options: { username?: string; password?: string; port?: number } = {},
): Promise<SftpTestServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-sftp-'));
  const username = options.username ?? 'liner';
  const password = options.password ?? 'store-password';
  const hostKey = utils.generateKeyPairSync('ed25519');
  const userKey = utils.generateKeyPairSync('ed25519');
  const allowed = utils.parseKey(userKey.public);
  if (allowed instanceof Error) throw allowed;
  const operations: string[] = [];

  /** A client path inside the served folder, or null when it would leave it. */
  const local = (remote: string): string | null => {
    const normal = path.posix.normalize(`/${remote}`);
    const file = path.join(root, ...normal.split('/').filter(Boolean));
    return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
  };

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('authentication', (ctx) => {
      if (ctx.username !== username) return ctx.reject();
      if (ctx.method === 'password' && same(Buffer.from(ctx.password), Buffer.from(password))) return ctx.accept();
      if (ctx.method === 'publickey' && ctx.key.algo === allowed.type && same(ctx.key.data, allowed.getPublicSSH())) {
        if (!ctx.signature || !ctx.blob) return ctx.accept();
        if (allowed.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true) return ctx.accept();
      }
      ctx.reject(['password', 'publickey']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const files = new Map<number, number>();
          const dirs = new Map<number, { path: string; read: boolean }>();
          let next = 1;
          const handleOf = (buffer: Buffer) => buffer.readUInt32BE(0);
          const newHandle = () => {
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(next++);
            return handle;
          };
          const fail = (reqid: number, error: unknown) => {
            const code = error instanceof Error && 'code' in error ? error.code : '';
            sftp.status(reqid, code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE);
          };
          sftp.on('REALPATH', (reqid, remote) => {
            const normal = path.posix.normalize(`/${remote}`);
            sftp.name(reqid, [{ filename: normal, longname: normal, attrs: {} as never }]);
          });
          const stat = (reqid: number, remote: string) => {
            const file = local(remote);
            if (!file) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
            try {
              sftp.attrs(reqid, attrsOf(fs.statSync(file)));
            } catch (error) {
              fail(reqid, error);
            }
          };
          sftp.on('STAT', stat);
          sftp.on('LSTAT', stat);
          sftp.on('FSTAT', (reqid, handle) => {
            const fd = files.get(handleOf(handle));
            if (fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
            sftp.attrs(reqid, attrsOf(fs.fstatSync(fd)));
          });
          sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
          sftp.on('OPEN', (reqid, remote, flags) => {
            const file = local(remote);
            if (!file) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
            try {
              const mode = utils.sftp.flagsToString(flags) ?? 'r';
              const fd = fs.openSync(file, mode);
              const handle = newHandle();
              files.set(handleOf(handle), fd);
              operations.push(`OPEN ${path.posix.normalize(remote)} ${mode}`);
              sftp.handle(reqid, handle);
            } catch (error) {
              fail(reqid, error);
            }
          });
          sftp.on('WRITE', (reqid, handle, offset, data) => {
            const fd = files.get(handleOf(handle));
            if (fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
            fs.writeSync(fd, data, 0, data.length, offset);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('READ', (reqid, handle, offset, length) => {
            const fd = files.get(handleOf(handle));
            if (fd === undefined) return sftp.status(reqid, STATUS_CODE.FAILURE);
            const buffer = Buffer.alloc(length);
            const read = fs.readSync(fd, buffer, 0, length, offset);
            if (read === 0) sftp.status(reqid, STATUS_CODE.EOF);
            else sftp.data(reqid, buffer.subarray(0, read));
          });
          sftp.on('CLOSE', (reqid, handle) => {
            const id = handleOf(handle);
            const fd = files.get(id);
            if (fd !== undefined) fs.closeSync(fd);
            files.delete(id);
            dirs.delete(id);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('OPENDIR', (reqid, remote) => {
            const dir = local(remote);
            if (!dir || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory())
              return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
            const handle = newHandle();
            dirs.set(handleOf(handle), { path: dir, read: false });
            sftp.handle(reqid, handle);
          });
          sftp.on('READDIR', (reqid, handle) => {
            const dir = dirs.get(handleOf(handle));
            if (!dir || dir.read) return sftp.status(reqid, STATUS_CODE.EOF);
            dir.read = true;
            const names = fs.readdirSync(dir.path).map((name) => {
              const stats = fs.statSync(path.join(dir.path, name));
              return { filename: name, longname: longname(name, stats), attrs: attrsOf(stats) };
            });
            if (names.length === 0) return sftp.status(reqid, STATUS_CODE.EOF);
            sftp.name(reqid, names);
          });
          sftp.on('MKDIR', (reqid, remote) => {
            const dir = local(remote);
            if (!dir) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
            try {
              fs.mkdirSync(dir);
              sftp.status(reqid, STATUS_CODE.OK);
            } catch (error) {
              fail(reqid, error);
            }
          });
          sftp.on('REMOVE', (reqid, remote) => {
            const file = local(remote);
            if (!file) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
            try {
              fs.unlinkSync(file);
              operations.push(`REMOVE ${path.posix.normalize(remote)}`);
              sftp.status(reqid, STATUS_CODE.OK);
            } catch (error) {
              fail(reqid, error);
            }
          });
          sftp.on('RMDIR', (reqid, remote) => {
            const dir = local(remote);
            if (!dir) return sftp.status(reqid, STATUS_CODE.PERMISSION_DENIED);
            try {
              fs.rmdirSync(dir);
              sftp.status(reqid, STATUS_CODE.OK);
            } catch (error) {
              fail(reqid, error);
            }
          });
          sftp.on('RENAME', (reqid, from, to) => {
            const source = local(from);
            const target = local(to);
            // SFTP version 3 refuses to rename onto an existing file, as OpenSSH's server does.
            if (!source || !target || fs.existsSync(target)) return sftp.status(reqid, STATUS_CODE.FAILURE);
            try {
              fs.renameSync(source, target);
              operations.push(`RENAME ${path.posix.normalize(from)} ${path.posix.normalize(to)}`);
              sftp.status(reqid, STATUS_CODE.OK);
            } catch (error) {
              fail(reqid, error);
            }
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    root,
    username,
    password,
    privateKey: userKey.private,
    operations,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          fs.rmSync(root, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
