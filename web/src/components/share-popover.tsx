import { AtSign, Briefcase, Link2, Mail, MessagesSquare, Share2, Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Popover } from './ui/popover';

type ShareTarget = { name: string; href: (text: string, url: string | null) => string | null };

const enc = encodeURIComponent;

/**
 * Share links for a text and the item's own link. Without a link the text is shared on its own;
 * Facebook's sharer takes nothing but a link, so it is left out then.
 */
const TARGETS: ShareTarget[] = [
  { name: 'X', href: (text, url) => `https://x.com/intent/post?text=${enc(text)}${url ? `&url=${enc(url)}` : ''}` },
  { name: 'Facebook', href: (_text, url) => (url ? `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` : null) },
  {
    name: 'LinkedIn',
    href: (text, url) =>
      url
        ? `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`
        : `https://www.linkedin.com/feed/?shareActive=true&text=${enc(text)}`,
  },
  {
    name: 'Reddit',
    href: (text, url) =>
      url
        ? `https://www.reddit.com/submit?url=${enc(url)}&title=${enc(text)}`
        : `https://www.reddit.com/submit?type=TEXT&title=${enc(text)}`,
  },
  { name: 'Email', href: (text, url) => `mailto:?subject=${enc(text)}&body=${enc(url ? `${text}\n\n${url}` : text)}` },
];

type SharePopoverProps = {
  /** What is shared: a title or an angle. Without a link it should name the story. */
  text: string;
  /** The shared item's own link (never the page you are on); null when it has none. */
  url: string | null;
  label?: string;
};

/**
 * SPEC dashboard item 7: "Share this content" with X, Facebook, LinkedIn, Reddit, e-mail and Copy link.
 * Everything shared is the item's own link; an item without one is shared as text (Copy text).
 */
export function SharePopover({ text, url, label = 'Share' }: SharePopoverProps) {
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? text);
      toast(
        url
          ? { title: 'Link copied!', description: 'The link is on your clipboard.' }
          : { title: 'Copied to clipboard', description: text },
      );
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
        {TARGETS.map((target) => ({ target, href: target.href(text, url) }))
          .filter((entry): entry is { target: ShareTarget; href: string } => entry.href !== null)
          .map(({ target, href }) => (
            <li key={target.name}>
              <a
                href={href}
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
            {url ? 'Copy link' : 'Copy text'}
          </button>
        </li>
      </ul>
    </Popover>
  );
}
