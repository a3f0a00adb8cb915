import { UrlInputField } from '@/components/url-input-field';
import { Rss } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';

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
        <UrlInputField
          id="feed-url"
          label="Website or feed URL"
          icon={Rss}
          placeholder="https://www.example.com/blog"
          value={url}
          onChange={setUrl}
        />
        <Button type="submit" disabled={adding}>
          {adding ? 'Finding feed...' : 'Add feed'}
        </Button>
      </form>
    </section>
  );
}
