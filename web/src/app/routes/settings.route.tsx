import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useAuth, useIsAdmin } from '@/features/auth/hooks/use-auth';
import { useSettings } from '@/features/settings/api/get-settings';
import { AccountCard } from '@/features/settings/components/account-card';
import { AiProviderCard } from '@/features/settings/components/ai-provider-card';
import { AutomaticRefreshCard } from '@/features/settings/components/automatic-refresh-card';
import { CalendarCard } from '@/features/settings/components/calendar-card';
import { RedditCard } from '@/features/settings/components/reddit-card';
import { SettingsSkeleton } from '@/features/settings/components/settings-skeleton';
import { SourceHealthCard } from '@/features/settings/components/source-health-card';
import { UsersCard } from '@/features/settings/components/users-card';
import { errorMessage } from '@/lib/api-client';
import { SCREEN_HEADINGS } from '@/app/screen-headings';

/**
 * Issue 19: the AI provider, Reddit credentials, source health and calendar sync in one place.
 * Issue 17: your account for everyone signed in; the users for admins; members see the rest read-only.
 */
export function Component() {
  const { settings, error, isLoading, reload } = useSettings();
  const auth = useAuth();
  const isAdmin = useIsAdmin();
  const signedIn = auth.status === 'signed-in' ? auth : null;
  return (
    <>
      <PageHeader {...SCREEN_HEADINGS['/settings']} />
      <div className="grid gap-6 xl:grid-cols-2">
        {signedIn && signedIn.options.mode !== 'none' ? <AccountCard user={signedIn.user} mode={signedIn.options.mode} /> : null}
        {signedIn && signedIn.options.mode !== 'none' && isAdmin ? (
          <UsersCard mode={signedIn.options.mode} rolesFromGroups={signedIn.options.rolesFromGroups} currentUserId={signedIn.user.id} />
        ) : null}
        {settings ? (
          <>
            {/* Keyed by the saved values: a save or another tab's change starts the form from what is stored. */}
            <AiProviderCard key={JSON.stringify(settings.ai)} ai={settings.ai} canChange={isAdmin} />
            <RedditCard reddit={settings.reddit} canChange={isAdmin} />
            <SourceHealthCard sources={settings.sources} />
            <AutomaticRefreshCard canChange={isAdmin} />
            <CalendarCard calendar={settings.calendar} />
          </>
        ) : (
          <div className="min-w-0 xl:col-span-2">
            {error && !isLoading ? (
              <LoadError
                title="Settings could not be loaded"
                message={errorMessage(error, 'The server did not answer.')}
                onRetry={reload}
              />
            ) : (
              <SettingsSkeleton />
            )}
          </div>
        )}
      </div>
    </>
  );
}
