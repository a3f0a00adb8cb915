import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with the library's default parameters (19 MiB, 2 passes, the OWASP
 * minimum), in the PHC string format, so a later change of parameters still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches the stored hash; a malformed hash matches nothing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash nobody's password matches, for an address with no password: the answer
 * takes as long as a real check, so timing does not tell which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(32).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
