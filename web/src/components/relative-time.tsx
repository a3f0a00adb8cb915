import { formatRelativeTime } from '@/lib/format-date';

const exactTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'medium' });

type RelativeTimeProps = { value: string };

/** "5 minutes ago", with the exact date and time on hover. */
export function RelativeTime({ value }: RelativeTimeProps) {
  const date = new Date(value);
  const exact = Number.isNaN(date.getTime()) ? value : exactTime.format(date);
  return (
    <time dateTime={value} title={exact} className="cursor-help underline decoration-dotted decoration-slate-400 underline-offset-2">
      {formatRelativeTime(value)}
    </time>
  );
}
