import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SecretBox } from './secret-box.js';

describe(SecretBox.name, () => {
  describe('encrypt', () => {
    it('should round-trip and never contain the plaintext', () => {
      const box = SecretBox.fromPassphrase('a long enough passphrase');
      const sealed = box.encrypt('my-reddit-secret');
      expect(sealed).not.toContain('my-reddit-secret');
      expect(box.decrypt(sealed)).toBe('my-reddit-secret');
    });

    it('should give a different ciphertext each time', () => {
      const box = SecretBox.fromPassphrase('a long enough passphrase');
      expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
    });
  });

  describe('decrypt', () => {
    it('should refuse a value sealed with another key', () => {
      const sealed = SecretBox.fromPassphrase('first passphrase!!').encrypt('secret');
      expect(() => SecretBox.fromPassphrase('second passphrase!').decrypt(sealed)).toThrow();
    });

    it('should refuse a tampered value', () => {
      const box = SecretBox.fromPassphrase('a long enough passphrase');
      const parts = box.encrypt('secret').split(':');
      parts[3] = Buffer.from('tampered').toString('base64');
      expect(() => box.decrypt(parts.join(':'))).toThrow();
    });
  });

  describe('fromKeyFile', () => {
    it('should generate the key once with mode 0600 and reuse it', async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'secret-box-'));
      const first = await SecretBox.fromKeyFile(dir);
      const sealed = first.encrypt('kept across restarts');
      const second = await SecretBox.fromKeyFile(dir);
      expect(second.decrypt(sealed)).toBe('kept across restarts');
      expect((await stat(path.join(dir, 'secret.key'))).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(path.join(dir, 'secret.key'), 'utf8')).trim(), 'base64')).toHaveLength(32);
    });
  });
});
