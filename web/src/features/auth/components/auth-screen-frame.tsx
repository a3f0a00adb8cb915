import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/lib/product';

type AuthScreenFrameProps = { title: string; description?: ReactNode; children: ReactNode };

/** The sign-in and welcome screens: the whole window, the product's name and one card, without the app's navigation. */
export function AuthScreenFrame({ title, description, children }: AuthScreenFrameProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <div className="mb-6 flex items-center gap-2">
        <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
        <span className="text-2xl font-bold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
      </div>
      <section aria-labelledby="auth-screen-title" className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="auth-screen-title" className="text-xl font-semibold text-slate-900">
          {title}
        </h1>
        {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
        <div className="mt-5">{children}</div>
      </section>
    </main>
  );
}
