import { UrlInputField } from '@/components/url-input-field';
import { Globe } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';

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
        <UrlInputField
          id="website-url"
          label="Website URL"
          icon={Globe}
          placeholder="https://www.example.com"
          value={url}
          onChange={setUrl}
        />
        <Button type="submit" disabled={analyzing}>
          {analyzing ? 'Analyzing...' : 'Analyze'}
        </Button>
      </form>
    </section>
  );
}
