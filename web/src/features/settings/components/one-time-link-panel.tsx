import type { OneTimeLinkCreated } from '@contracts/auth.contract';
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/input-classes';
import { formatRelativeTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';

const exactTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

type OneTimeLinkPanelProps = {
  created: OneTimeLinkCreated;
  /** Who the link is for, in the sentence that says where to send it. */
  recipient: string;
};

/** A one-time link (invitation or password reset): shown once, with Copy and when it expires. */
export function OneTimeLinkPanel({ created, recipient }: OneTimeLinkPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const expires = new Date(created.expiresAt);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(created.link);
      toast({ title: 'Link copied!', description: 'The link is on your clipboard.' });
    } catch {
      // Without clipboard access (a plain-http intranet address) the link is selected for Ctrl+C.
      inputRef.current?.select();
      toast({ title: 'Copy failed', description: 'Your browser did not allow access to the clipboard.', variant: 'destructive' });
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Send this link to <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{recipient}</span>. It works once.
      </p>
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
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        Expires{' '}
        <time dateTime={created.expiresAt} title={Number.isNaN(expires.getTime()) ? created.expiresAt : exactTime.format(expires)}>
          {formatRelativeTime(created.expiresAt)}
        </time>
        .
      </p>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        This link is shown only once. Copy it now: closing this window loses it, and a new one has to be made.
      </p>
    </div>
  );
}
