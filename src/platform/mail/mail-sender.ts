import nodemailer, { type NodemailerError, type Transporter } from 'nodemailer';

/** One e-mail: plain text, with an HTML alternative. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Why a message was not sent, in words (never the SMTP_URL, which carries the password). `permanent`:
 * sending the same message again would fail the same way (no server set up, credentials refused, a
 * 5xx answer); otherwise a later try may go through (the server is down, busy or answered 4xx).
 */
export class MailError extends Error {
  override readonly name = 'MailError';

  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export const MAIL_NOT_SET_UP = 'E-mail is not set up on this server (SMTP_URL).';

/** Time caps of one message: connecting, the server's greeting, and silence in the middle of the exchange. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends e-mail over SMTP with nodemailer: SMTP_URL (smtp:// with STARTTLS when the server offers it,
 * smtps:// for TLS from the start; user and password in the URL), From ALERT_FROM. One connection per
 * message: alerts are few and a pool would hold a connection the server may close.
 */
export class MailSender {
  private readonly transport: Transporter | null;
  private readonly server: string | null;

  constructor(smtpUrl: string | null, from: string) {
    this.transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from }) : null;
    this.server = smtpUrl ? serverOf(smtpUrl) : null;
  }

  /** Whether SMTP_URL is set; without it every send fails with MAIL_NOT_SET_UP. */
  get isSetUp(): boolean {
    return this.transport !== null;
  }

  /** @throws MailError in words */
  async send(message: MailMessage): Promise<void> {
    if (!this.transport || !this.server) throw new MailError(MAIL_NOT_SET_UP, true);
    try {
      await this.transport.sendMail(message);
    } catch (error) {
      throw describeMailFailure(error as NodemailerError, this.server);
    }
  }
}

/** The mail server as host:port, for messages (the URL's credentials left out). */
function serverOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}

/** A nodemailer failure in words, and whether trying again can help. */
export function describeMailFailure(error: NodemailerError, server: string): MailError {
  const reply = error.response ? ` (${error.response.trim().slice(0, 200)})` : '';
  if (error.code === 'EAUTH' || error.code === 'ENOAUTH') {
    return new MailError(`The mail server ${server} refused the user name or password in SMTP_URL${reply}.`, true);
  }
  if (typeof error.responseCode === 'number') {
    const permanent = error.permanent ?? (error.responseCode >= 500 && error.responseCode !== 503);
    return permanent
      ? new MailError(`The mail server ${server} refused the message${reply}.`, true)
      : new MailError(`The mail server ${server} could not take the message now${reply}.`, false);
  }
  if (error.code === 'ETIMEDOUT') return new MailError(`The mail server ${server} did not answer in time.`, false);
  if (error.code === 'EDNS') return new MailError(`The name of the mail server ${server} could not be looked up.`, false);
  if (error.code === 'ETLS') {
    return new MailError(`A secure connection to the mail server ${server} could not be made (${error.message}).`, false);
  }
  const why = error.originalCode === 'ECONNREFUSED' || /ECONNREFUSED/.test(error.message) ? 'the connection was refused' : error.message;
  return new MailError(`The mail server ${server} could not be reached (${why}).`, false);
}
