import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const FORMAT_VERSION = 'v1';

/**
 * Encrypts stored credentials at rest with AES-256-GCM. The ciphertext carries its IV and
 * authentication tag, so a tampered or foreign value fails to decrypt instead of yielding garbage.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** A key from APP_SECRET_KEY (any length, hashed to 256 bits). */
  static fromPassphrase(passphrase: string): SecretBox {
    return new SecretBox(createHash('sha256').update(passphrase, 'utf8').digest());
  }

  /**
   * The key in DATA_DIR/secret.key, generated on first use with mode 0600. Several instances on one
   * database must share it: set APP_SECRET_KEY for them instead.
   */
  static async fromKeyFile(dataDir: string): Promise<SecretBox> {
    const file = path.join(dataDir, 'secret.key');
    if (existsSync(file)) {
      const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
      if (key.length !== 32) {
        throw new Error(`${file} does not hold a 256-bit key; delete it to generate a new one (saved credentials are then lost).`);
      }
      return new SecretBox(key);
    }
    await mkdir(dataDir, { recursive: true });
    const key = randomBytes(32);
    await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return new SecretBox(key);
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [FORMAT_VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
  }

  /** Throws when the value was not made with this key or was changed. */
  decrypt(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split(':');
    if (version !== FORMAT_VERSION || !iv || !tag || ciphertext === undefined) {
      throw new Error('The stored secret is not in a format this version can read.');
    }
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  }
}
