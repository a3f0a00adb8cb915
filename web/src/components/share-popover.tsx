import { AtSign, Briefcase, Link2, Mail, MessagesSquare, Share2, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Popover } from './ui/popover';

type ShareTarget = { name: string; href: (url: string, text: string) => string };

const enc = encodeURIComponent;

const TARGETS: ShareTarget[] = [
  { name: 'X', href: (url, text) => `https://x.com/intent/post?text=${enc(text)}&url=${enc(url)}` },
  { name: 'Facebook', href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
  { name: 'LinkedIn', href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
  { name: 'Reddit', href: (url, text) => `https://www.reddit.com/submit?url=${enc(url)}&title=${enc(text)}` },
  { name: 'Email', href: (url, text) => `mailto:?subject=${enc(text)}&body=${enc(`${text}\n\n${url}`)}` },
];

type SharePopoverProps = {
  /** What is shared: a title or an angle. */
  text: string;
  /** Link to share; defaults to the current page. */
  url?: string | null;
  label?: string;
};

/** SPEC dashboard item 7: "Share this content" with X, Facebook, LinkedIn, Reddit, e-mail and Copy link. */
export function SharePopover({ text, url, label = 'Share' }: SharePopoverProps) {
  const shareUrl = url ?? window.location.href;
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      toast({ title: 'Link copied!', description: 'The link is on your clipboard.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Your browser did not allow access to the clipboard.', variant: 'destructive' });
    }
  };
  const icon = (name: string) => {
    switch (name) {
      case 'X':
        return <AtSign aria-hidden="true" className="h-4 w-4" />;
      case 'Facebook':
        return <Users aria-hidden="true" className="h-4 w-4" />;
      case 'LinkedIn':
        return <Briefcase aria-hidden="true" className="h-4 w-4" />;
      case 'Reddit':
        return <MessagesSquare aria-hidden="true" className="h-4 w-4" />;
      case 'Email':
        return <Mail aria-hidden="true" className="h-4 w-4" />;
      default:
        return <Share2 aria-hidden="true" className="h-4 w-4" />;
    }
  };
  return (
    <Popover label={label} title="Share this content" trigger={<Share2 aria-hidden="true" className="h-4 w-4" />}>
      <ul className="space-y-1">
        {TARGETS.map((target) => (
          <li key={target.name}>
            <a
              href={target.href(shareUrl, text)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
            >
              {icon(target.name)}
              {target.name === 'Email' ? 'Email' : `Share on ${target.name}`}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void handleCopy()}
            className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100"
          >
            <Link2 aria-hidden="true" className="h-4 w-4" />
            Copy link
          </button>
        </li>
      </ul>
    </Popover>
  );
}
