import type { HeadlineMetrics } from '@contracts/headlines.contract';
import { Briefcase, Check, Link2, Share2, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { PRODUCT_NAME } from '@/lib/product';
import { Popover } from '@/components/ui/popover';
import { toast } from '@/lib/toast';
import { headlineShareDescription, headlineShareTitle, shareClipboardText, shareLink, type ShareNetwork } from '../utils/headline-share';

/** SPEC section 9: the Copied! indicator lasts 2 seconds. */
const COPIED_MS = 2000;
const NETWORKS: ReadonlyArray<{ name: ShareNetwork; icon: typeof Share2 }> = [
  { name: 'Twitter', icon: Share2 },
  { name: 'LinkedIn', icon: Briefcase },
  { name: 'Facebook', icon: Users },
];

type HeadlineShareMenuProps = { headline: string; metrics: HeadlineMetrics };

/** The Share menu of Platform Performance Prediction: three networks and Copy link. */
export function HeadlineShareMenu({ headline, metrics }: HeadlineShareMenuProps) {
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const title = headlineShareTitle(headline, metrics);
  const pageUrl = window.location.href;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(shareClipboardText(title, headlineShareDescription(PRODUCT_NAME), pageUrl));
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser did not allow access to the clipboard.', variant: 'destructive' });
      return;
    }
    setCopied(true);
    if (copiedTimer.current) clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <Popover
      label="Share"
      title="Share"
      triggerClassName="flex items-center gap-1.5 text-sm font-medium"
      trigger={
        <>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          Share
        </>
      }
    >
      <ul className="space-y-1">
        {NETWORKS.map(({ name, icon: Icon }) => (
          <li key={name}>
            <a
              href={shareLink(name, title, pageUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {name}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void handleCopy()}
            className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100"
          >
            {copied ? <Check aria-hidden="true" className="h-4 w-4 text-green-600" /> : <Link2 aria-hidden="true" className="h-4 w-4" />}
            <span aria-live="polite">{copied ? 'Copied!' : 'Copy link'}</span>
          </button>
        </li>
      </ul>
    </Popover>
  );
}
