import type { OnboardingStepId, OnboardingView } from '@contracts/onboarding.contract';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { dismissOnboarding } from '../api/dismiss-onboarding';

/** Each step's words and where it is done. */
const STEP_TEXT: Record<OnboardingStepId, { title: string; text: string; link: { to: string; label: string } }> = {
  'connect-model': {
    title: 'Connect a model',
    text: 'Ideas from a real model are far better than the built-in drafts.',
    link: { to: '/settings#ai-provider', label: 'Open Settings' },
  },
  'reddit-credentials': {
    title: 'Add Reddit credentials',
    text: 'Needed to read Reddit.',
    link: { to: '/settings#reddit', label: 'Open Settings' },
  },
  'pick-sources': {
    title: 'Pick your sources',
    text: 'Choose sources below, then fetch.',
    link: { to: '#data-sources', label: 'Go to Data Sources' },
  },
  'create-client': {
    title: 'Create a client',
    text: 'Ideas are then written for them and trends scored for fit.',
    link: { to: '/clients', label: 'Open Clients' },
  },
};

type FirstRunChecklistProps = {
  onboarding: OnboardingView;
  onDismissed: (onboarding: OnboardingView) => void;
};

/** The admin's first steps on a new install (issue 26), until each is done or the list is dismissed. */
export function FirstRunChecklist({ onboarding, onDismissed }: FirstRunChecklistProps) {
  const [dismissing, setDismissing] = useState(false);
  const doneCount = onboarding.steps.filter((step) => step.done).length;

  const handleDismiss = async () => {
    setDismissing(true);
    try {
      onDismissed(await dismissOnboarding());
    } catch (error) {
      toast({ title: 'Not Dismissed', description: errorMessage(error, 'The list could not be dismissed.'), variant: 'destructive' });
      setDismissing(false);
    }
  };

  return (
    <section aria-labelledby="first-run-title" className="mb-6 min-w-0 rounded-lg border border-indigo-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="first-run-title" className="text-lg font-semibold text-slate-900">
            Get started
          </h2>
          <p className="text-sm text-slate-600" data-testid="first-run-progress">
            {doneCount} of {onboarding.steps.length} done
          </p>
        </div>
        <Button variant="ghost" onClick={() => void handleDismiss()} disabled={dismissing}>
          {dismissing ? 'Dismissing...' : 'Dismiss'}
        </Button>
      </div>
      <ol className="mt-3 space-y-3">
        {onboarding.steps.map((step) => {
          const { title, text, link } = STEP_TEXT[step.id];
          return (
            <li key={step.id} className="flex items-start gap-3">
              {step.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0">
                <p className={`text-sm font-medium ${step.done ? 'text-slate-500 line-through' : 'text-slate-900'}`}>
                  {title}
                  <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                </p>
                {step.done ? null : (
                  <p className="text-sm text-slate-600">
                    {text}{' '}
                    {link.to.startsWith('#') ? (
                      <a href={link.to} className="font-medium text-indigo-700 underline hover:text-indigo-900">
                        {link.label}
                      </a>
                    ) : (
                      <Link to={link.to} className="font-medium text-indigo-700 underline hover:text-indigo-900">
                        {link.label}
                      </Link>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
