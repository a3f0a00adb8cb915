import type { OneTimeLinkCreated } from '@contracts/auth.contract';
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/input-classes';
import { expiryText } from '../utils/expiry-text';
import { onFirstUse } from '@/lib/on-first-use';

const exactTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }));

type OneTimeLinkPanelProps = {
  created: OneTimeLinkCreated;
  /** Who the link is for, in the sentence that says where to send it. */
  recipient: string;
  /** What the link is, in the sentence that says it was e-mailed: Invitation, Password reset link. */
  kind: string;
};

/** Whether the server e-mailed the link (SMTP_URL), so the admin knows whether to send it on. */
function EmailOutcome({ created, recipient, kind }: OneTimeLinkPanelProps) {
  const { email } = created;
  switch (email.status) {
    case 'sent':
      return (
        <p className="text-sm text-slate-700">
          {kind} e-mailed to <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{email.to}</span>; you can also copy the
          link.
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          The e-mail to <span className="font-medium [overflow-wrap:anywhere]">{email.to}</span> was not sent: {email.reason} Send them this
          link yourself. It works once.
        </p>
      );
    case 'off':
      return (
        <p className="text-sm text-slate-700">
          Send this link to <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{recipient}</span>. It works once.
        </p>
      );
  }
}

/** A one-time link (invitation or password reset): shown once, with Copy and when it expires. */
export function OneTimeLinkPanel({ created, recipient, kind }: OneTimeLinkPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Said in the dialog itself: while it is open the page behind it, toasts included, is inert.
  const [copied, setCopied] = useState<boolean | null>(null);
  const expires = new Date(created.expiresAt);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(created.link);
      setCopied(true);
    } catch {
      // Without clipboard access (a plain-http intranet address) the link is selected for Ctrl+C.
      inputRef.current?.select();
      setCopied(false);
    }
  };

  return (
    <div className="space-y-3">
      <EmailOutcome created={created} recipient={recipient} kind={kind} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="one-time-link" className="sr-only">
          One-time link
        </label>
        <input
          ref={inputRef}
          id="one-time-link"
          readOnly
          value={created.link}
          onFocus={(event) => event.target.select()}
          className={`${INPUT_CLASSES} min-w-0 font-mono text-xs`}
          data-testid="one-time-link"
        />
        <Button variant="secondary" onClick={() => void handleCopy()} className="shrink-0">
          {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {copied === true ? 'The link is on your clipboard.' : null}
        {copied === false ? 'Your browser did not allow access to the clipboard: the link is selected, copy it with Ctrl+C or ⌘+C.' : null}
      </p>
      <p className="text-sm text-slate-600">
        Expires{' '}
        <time dateTime={created.expiresAt} title={Number.isNaN(expires.getTime()) ? created.expiresAt : exactTime().format(expires)}>
          {expiryText(created.expiresAt)}
        </time>
        .
      </p>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        This link is shown only once. Copy it now: closing this window loses it, and a new one has to be made.
      </p>
    </div>
  );
}
