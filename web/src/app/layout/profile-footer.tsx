import { Settings } from 'lucide-react';
import { NavLink } from 'react-router-dom';

type ProfileFooterProps = {
  /** The drawer closes when Settings is picked. */
  onSettingsClick?: () => void;
};

/** The static placeholder profile of SPEC section 1 (no sign-in exists), with the way to Settings. */
export function ProfileFooter({ onSettingsClick }: ProfileFooterProps) {
  return (
    <div className="border-t border-slate-200 px-3 py-3">
      <NavLink
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
      </NavLink>
      <div className="mt-2 flex items-center gap-3 px-1">
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
    </div>
  );
}
