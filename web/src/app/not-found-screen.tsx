import { AlertCircle, ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NOT_FOUND_HEADING } from './screen-headings';

/**
 * What any address no screen answers shows. It needs nothing from the server, so it is also the
 * frame painted for such an address before the app has loaded (screen-frame.tsx).
 */
export function NotFoundScreen() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="h-8 w-8 text-red-500" />
          <h1 className="text-2xl font-bold text-slate-900">{NOT_FOUND_HEADING.title}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
        {/* A dead end otherwise: the way back to the main screen. */}
        <Link
          to="/"
          className="mt-6 inline-flex items-center gap-2 rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Go to Trending Topics
        </Link>
      </div>
    </div>
  );
}
