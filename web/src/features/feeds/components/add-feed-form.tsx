import { Rss } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type AddFeedFormProps = {
  adding: boolean;
  /** Resolves true when the feed was added (the field is then emptied). */
  onAdd: (url: string) => Promise<boolean>;
};

/** The address field (a site or a feed) and the Add feed button. */
export function AddFeedForm({ adding, onAdd }: AddFeedFormProps) {
  const [url, setUrl] = useState('');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await onAdd(url)) {
      setUrl('');
    }
  };

  return (
    <section aria-labelledby="add-feed-title" className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="add-feed-title" className="text-lg font-semibold text-slate-900">
        Add a Feed
      </h2>
      <p className="text-sm text-slate-600">
        Paste a news site&apos;s or blog&apos;s address. Trendjack looks for its RSS or Atom feed; a feed&apos;s own address works too.
      </p>
      {/* noValidate: "example.com" without a scheme is accepted; the server says what is wrong with an address. */}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="feed-url" className="text-sm font-medium text-slate-700">
            Website or feed URL
          </label>
          <div className="relative">
            <Rss aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <input
              id="feed-url"
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.example.com/blog"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              className={`${INPUT_CLASSES} pl-9`}
            />
          </div>
        </div>
        <Button type="submit" disabled={adding}>
          {adding ? 'Finding feed...' : 'Add feed'}
        </Button>
      </form>
    </section>
  );
}
