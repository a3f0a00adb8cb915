// The words of the e-mails that carry a one-time link (issue 29): an invitation and a password reset,
// as plain text with a simple HTML alternative, like the alert e-mails.
import { escapeHtml } from '../../platform/mail/escape-html.js';
import type { MailMessage } from '../../platform/mail/mail-sender.js';

/** What every link e-mail says: who sent it, the link and when it stops working. */
export type LinkEmailFacts = {
  to: string;
  /** The admin who made the link, as "Name (address)". */
  sentBy: string;
  link: string;
  expiresAt: Date;
  /** PUBLIC_URL, the installation the link belongs to. */
  publicUrl: string;
};

/** The expiry as people read it in any time zone: "Saturday, December 5, 2026 at 21:48 UTC". */
function expiryInWords(expiresAt: Date): string {
  const date = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date.format(expiresAt)} at ${time.format(expiresAt)} UTC`;
}

export function invitationEmail(facts: LinkEmailFacts): MailMessage {
  return linkEmail(facts, {
    subject: `${facts.sentBy} invited you to Trendjack`,
    lead: `${facts.sentBy} invited you to Trendjack at ${facts.publicUrl}.`,
    action: 'Open this link to choose your name and password:',
    button: 'Accept the invitation',
  });
}

export function passwordResetEmail(facts: LinkEmailFacts): MailMessage {
  return linkEmail(facts, {
    subject: 'Choose a new Trendjack password',
    lead: `${facts.sentBy} reset your Trendjack password at ${facts.publicUrl}. You were signed out everywhere; your current password works until you choose a new one.`,
    action: 'Open this link to choose a new password:',
    button: 'Choose a new password',
  });
}

type LinkEmailWords = { subject: string; lead: string; action: string; button: string };

function linkEmail(facts: LinkEmailFacts, words: LinkEmailWords): MailMessage {
  const expires = `The link works once and expires on ${expiryInWords(facts.expiresAt)}.`;
  const unexpected = 'If you did not expect this e-mail, ignore it: nothing happens until the link is used.';
  return {
    to: facts.to,
    subject: `[Trendjack] ${words.subject}`,
    text: [words.lead, '', words.action, facts.link, '', expires, '', unexpected].join('\n'),
    html:
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#111827;line-height:1.5">' +
      `<p>${escapeHtml(words.lead)}</p>` +
      `<p>${escapeHtml(words.action)}<br><a href="${escapeHtml(facts.link)}">${escapeHtml(words.button)}</a></p>` +
      `<p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(facts.link)}</p>` +
      `<p>${escapeHtml(expires)}</p>` +
      `<p style="margin-top:24px;font-size:12px;color:#6b7280">${escapeHtml(unexpected)}</p>` +
      '</body></html>',
  };
}
