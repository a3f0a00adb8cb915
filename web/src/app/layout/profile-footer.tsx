/** The static placeholder profile of SPEC section 1 (no sign-in exists). */
export function ProfileFooter() {
  return (
    <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-4">
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
  );
}
