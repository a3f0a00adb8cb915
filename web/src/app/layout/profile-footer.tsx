import { Settings } from 'lucide-react';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { UserMenu } from '@/features/auth/components/user-menu';
import { AppNavLink } from './app-nav-link';

type ProfileFooterProps = {
  /** The drawer closes when Settings or a menu item is picked. */
  onSettingsClick?: () => void;
  /** Opens the Change password dialog (the layout holds it, so it outlives the drawer). */
  onChangePassword: () => void;
};

// The skeleton, the placeholder profile and the signed-in person's menu button (its py-1) are the same
// height, so the navigation above does not move when who is here becomes known.
function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="mt-2 flex items-center gap-3 px-1 py-1" data-testid="profile-skeleton">
      <span className="h-9 w-9 rounded-full bg-slate-200" />
      <div className="space-y-1.5">
        <div className="h-3.5 w-28 rounded bg-slate-200" />
        <div className="h-3 w-16 rounded bg-slate-100" />
      </div>
    </div>
  );
}

/**
 * The way to Settings, then who is here: the spec's placeholder profile with AUTH_MODE=none (SPEC
 * section 1), the signed-in person with their menu otherwise.
 */
export function ProfileFooter({ onSettingsClick, onChangePassword }: ProfileFooterProps) {
  const auth = useAuth();
  return (
    <div className="border-t border-slate-200 px-3 py-3">
      <AppNavLink
        to="/settings"
        onClick={onSettingsClick}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
            isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
          }`
        }
      >
        <Settings aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span>Settings</span>
      </AppNavLink>
      {auth.status === 'anonymous' ? (
        <div className="mt-2 flex items-center gap-3 px-1 py-1">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
          >
            PR
          </span>
          <div className="leading-tight">
            <p className="text-sm font-medium text-slate-900">PR Professional</p>
            <p className="text-xs text-slate-600">Pro Account</p>
          </div>
        </div>
      ) : auth.status === 'signed-in' ? (
        // Part of the first page (1.5 kB gzipped; Headless UI's menu loads only when it is pressed): as a
        // lazily loaded part of its own it was taken over after the screen, and a click on it before
        // then was lost (React drops a click on a part it cannot take over at once).
        <UserMenu user={auth.user} canChangePassword={auth.options.mode === 'local'} onChangePassword={onChangePassword} />
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}
