import { Clock } from 'lucide-react';
import { PageHeader } from '@/components/page-header';

type ComingSoonProps = { title: string };

/** SPEC: Favorite Topics and News Scraper are placeholders. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
        <Clock aria-hidden="true" className="h-8 w-8 text-slate-400" />
        <p className="text-slate-700">This feature is coming soon. Check back later for updates!</p>
      </div>
    </>
  );
}
