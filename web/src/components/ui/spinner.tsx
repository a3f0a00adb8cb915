type SpinnerProps = { label: string; fullScreen?: boolean };

export function Spinner({ label, fullScreen = false }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-600 ${fullScreen ? 'min-h-[60vh]' : 'py-6'}`}>
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent" />
      <span>{label}</span>
    </div>
  );
}
