import { AlertTriangle, CheckCircle2, CircleDashed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useSettingsStatus } from '@/features/settings/api/get-settings-status';
import { SCREEN_HEADINGS } from './screen-headings';

type SettingProps = {
  name: string;
  configured: boolean | null;
  children: ReactNode;
  /** What the setting is now, for the ones the page reports on. */
  current?: string;
};

function Setting({ name, configured, children, current }: SettingProps) {
  const Icon = configured ? CheckCircle2 : CircleDashed;
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${configured ? 'text-green-700' : 'text-slate-500'}`} />
      <div>
        <code className="rounded bg-slate-100 px-1">{name}</code>: {children}
        {current === undefined ? null : (
          // Two lines kept on a phone, one from sm up, so nothing below moves when the answer comes.
          <p className="mt-1 min-h-10 text-sm text-slate-600 sm:min-h-5">{current}</p>
        )}
      </div>
    </li>
  );
}

/**
 * SPEC dashboard item 6: the error page names the two settings that usually cause failures, and what
 * each is now once the server has said (asked when `askStatus`). Without that it needs nothing from
 * the server, so it is also the frame painted for /error before the app has loaded
 * (layout/screen-frame.tsx).
 */
export function ErrorScreen({ askStatus }: { askStatus: boolean }) {
  const navigate = useNavigate();
  const { status, error } = useSettingsStatus(askStatus);
  const aiNow =
    status !== null
      ? status.aiProvider === 'openai'
        ? `Now: an OpenAI-compatible server answers (model ${status.aiModel}).`
        : 'Now: not set, so the built-in generator answers.'
      : error
        ? 'Now: the server did not say.'
        : 'Now: checking…';
  return (
    <div className="mx-auto max-w-2xl rounded-lg border border-red-200 bg-white p-8 shadow-sm">
      <div className="flex items-center gap-3">
        <AlertTriangle aria-hidden="true" className="h-7 w-7 text-red-600" />
        <h1 className="text-2xl font-bold text-slate-900">{SCREEN_HEADINGS['/error'].title}</h1>
      </div>
      <p className="mt-4 text-slate-700">
        Something went wrong while loading this page. This may be due to missing API keys or connection issues.
      </p>
      <h2 className="mt-6 font-semibold text-slate-900">Required settings</h2>
      <ul className="mt-3 space-y-3 text-slate-700">
        <Setting name="OPENAI_API_KEY" configured={status ? status.aiProvider === 'openai' : null} current={aiNow}>
          a key for the AI text-generation provider, used for PR angles and campaign ideas. Add one on the{' '}
          <Link to="/settings" className="font-medium text-indigo-700 underline">
            Settings
          </Link>{' '}
          page, or set it in the server&apos;s environment.
        </Setting>
        <Setting name="NEWS_API_KEY" configured={status ? status.newsConfigured : null}>
          a key for the news provider, used for news content. Without it Trendjack reads public news feeds.
        </Setting>
      </ul>
      <Button className="mt-8" onClick={() => void navigate('/')}>
        Return to Dashboard
      </Button>
    </div>
  );
}
