import { formatExactTime, formatRelativeTime } from '@/lib/format-date';
import { useClock } from '@/lib/use-clock';

type RelativeTimeProps = { value: string };

/** "5 minutes ago", with the exact date and time on hover. */
export function RelativeTime({ value }: RelativeTimeProps) {
  const { now, utc } = useClock();
  return (
    <time
      dateTime={value}
      title={formatExactTime(value, utc)}
      className="cursor-help underline decoration-dotted decoration-slate-400 underline-offset-2"
    >
      {formatRelativeTime(value, now, utc)}
    </time>
  );
}
