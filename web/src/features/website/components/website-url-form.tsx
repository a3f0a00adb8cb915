import { Globe } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/input-classes';

type WebsiteUrlFormProps = {
  analyzing: boolean;
  onAnalyze: (url: string) => void;
};

/** The URL input (Enter submits) and the Analyze button of the Website analyzer screen. */
export function WebsiteUrlForm({ analyzing, onAnalyze }: WebsiteUrlFormProps) {
  const [url, setUrl] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAnalyze(url);
  };

  return (
    <section aria-labelledby="analyze-website-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="analyze-website-title" className="text-lg font-semibold text-slate-900">
        Analyze a Website
      </h2>
      <p className="text-sm text-slate-600">Enter a company&apos;s home page to learn its business, audience and key messages.</p>
      {/* noValidate: the spec's own toasts validate, and "example.com" without a scheme is accepted. */}
      <form onSubmit={handleSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="website-url" className="text-sm font-medium text-slate-700">
            Website URL
          </label>
          <div className="relative">
            <Globe aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <input
              id="website-url"
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.example.com"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              className={`${INPUT_CLASSES} pl-9`}
            />
          </div>
        </div>
        <Button type="submit" disabled={analyzing}>
          {analyzing ? 'Analyzing...' : 'Analyze'}
        </Button>
      </form>
    </section>
  );
}
