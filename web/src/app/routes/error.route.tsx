import { AlertTriangle } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** SPEC dashboard item 6: the error page names the two settings that usually cause failures. */
export function Component() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-2xl rounded-lg border border-red-200 bg-white p-8 shadow-sm">
      <div className="flex items-center gap-3">
        <AlertTriangle aria-hidden="true" className="h-7 w-7 text-red-600" />
        <h1 className="text-2xl font-bold text-slate-900">Error</h1>
      </div>
      <p className="mt-4 text-slate-700">
        Something went wrong while loading this page. This may be due to missing API keys or connection issues.
      </p>
      <h2 className="mt-6 font-semibold text-slate-900">Required settings</h2>
      <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-700">
        <li>
          <code className="rounded bg-slate-100 px-1">OPENAI_API_KEY</code>: a key for the AI text-generation provider, used for PR angles and
          campaign ideas. Without it Trendjack uses its built-in generator.
        </li>
        <li>
          <code className="rounded bg-slate-100 px-1">NEWS_API_KEY</code>: a key for the news provider, used for news content. Without it
          Trendjack reads public news feeds.
        </li>
      </ul>
      <Button className="mt-8" onClick={() => navigate('/')}>
        Return to Dashboard
      </Button>
    </div>
  );
}
