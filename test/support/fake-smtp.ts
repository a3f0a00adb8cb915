// A real SMTP server for the suites (the smtp-server package) on 127.0.0.1: it takes messages the
// way a mail server does, can answer 4xx or 5xx instead, and keeps what it received, read back into
// headers and the plain-text part.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';

export type ReceivedMail = {
  /** The message as it arrived. */
  raw: string;
  /** Header names in lower case, values unfolded and decoded (RFC 2047 encoded words). */
  headers: Record<string, string>;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded; empty when there is none. */
  html: string;
  envelope: { from: string; to: string[] };
  /** The user name the client signed in with, if any. */
  user: string | null;
};

/** What the server answers to a message: accept it, or refuse it with an SMTP reply. */
export type SmtpAnswer = { accept: true } | { accept: false; code: number; message: string };

export type FakeSmtp = {
  /** smtp:// URL with the given credentials. */
  url: (credentials?: { user: string; pass: string }) => string;
  port: number;
  received: ReceivedMail[];
  /** Decides each message's answer (default: accept); `attempt` counts messages offered so far, 1-based. */
  answer: (mail: ReceivedMail, attempt: number) => SmtpAnswer;
  close: () => Promise<void>;
};

/** Starts the server on a free port (or `port`), plain SMTP without STARTTLS, any user name and password accepted. */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  let offered = 0;
  const fake: FakeSmtp = {
    url: (credentials) =>
      `smtp://${credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : ''}127.0.0.1:${fake.port}`,
    port: 0,
    received: [],
    answer: () => ({ accept: true }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        mail.user = typeof session.user === 'string' ? session.user : null;
        offered += 1;
        const answer = fake.answer(mail, offered);
        if (answer.accept) {
          fake.received.push(mail);
          callback();
        } else {
          callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  fake.port = (server.server.address() as AddressInfo).port;
  return fake;
}

/** Reads a message into headers and its text and HTML parts: enough MIME for what nodemailer writes. */
export function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const parts = partsOf(headers, body);
  return {
    raw,
    headers,
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? '',
    envelope,
    user: null,
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

function partsOf(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => {
        const inner = splitHeaders(part.replace(/^\n/, ''));
        return partsOf(inner.headers, inner.body);
      });
  }
  return [{ type: contentType.split(';')[0]!.trim().toLowerCase(), content: decodeBody(body, headers['content-transfer-encoding']) }];
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      )
        .toString('utf8')
        .trimEnd();
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').trimEnd();
    default:
      return body.trimEnd();
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
