import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretsKey, secretBoxOf } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 7));

  it('opens what it sealed, and never seals the same text the same way', () => {
    const first = box.seal('-----BEGIN OPENSSH PRIVATE KEY-----');
    expect(first).not.toContain('OPENSSH');
    expect(box.seal('-----BEGIN OPENSSH PRIVATE KEY-----')).not.toBe(first);
    expect(box.open(first)).toBe('-----BEGIN OPENSSH PRIVATE KEY-----');
  });

  it('refuses an altered text and another key', () => {
    const sealed = box.seal('hunter2');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret');
  });

  it('takes the key as hex or base64 of 32 bytes', () => {
    expect(parseSecretsKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(parseSecretsKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1));
    expect(() => parseSecretsKey('short')).toThrow('LINER_SECRETS_KEY must be 32 bytes');
  });

  it('without a configured key, makes one key file in the data folder and keeps it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-secrets-'));
    try {
      const sealed = secretBoxOf({ dataDir, secretsKey: null }).seal('x');
      const file = path.join(dataDir, 'secrets.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const again = createSecretBox(parseSecretsKey(fs.readFileSync(file, 'utf8')));
      expect(again.open(sealed)).toBe('x');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
