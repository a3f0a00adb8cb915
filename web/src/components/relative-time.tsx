import { formatExactTime, formatRelativeTime } from '@/lib/format-date';

type RelativeTimeProps = { value: string };

/** "5 minutes ago", with the exact date and time on hover. */
export function RelativeTime({ value }: RelativeTimeProps) {
  return (
    <time
      dateTime={value}
      title={formatExactTime(value)}
      className="cursor-help underline decoration-dotted decoration-slate-400 underline-offset-2"
    >
      {formatRelativeTime(value)}
    </time>
  );
}
