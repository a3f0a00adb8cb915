import { readFileSync } from 'node:fs';
import tls from 'node:tls';

const read = (name: string) => readFileSync(new URL(`./tls/${name}`, import.meta.url), 'utf8');

/**
 * TEST ONLY: a self-signed certificate for 127.0.0.1 (valid 100 years) and its key, for fake
 * upstreams that must be https addresses, such as a Mastodon instance a user names. Nothing outside
 * the tests trusts it.
 */
export const LOOPBACK_TLS = { key: read('loopback-key.pem'), cert: read('loopback-cert.pem') };

/**
 * Makes the TLS clients of this process (the app under test runs in it) trust LOOPBACK_TLS besides
 * the usual certificate authorities. Returns the undo.
 */
export function trustLoopbackCertificate(): () => void {
  const before = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...before, LOOPBACK_TLS.cert]);
  return () => tls.setDefaultCACertificates(before);
}
