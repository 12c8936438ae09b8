import '../messages';
import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';

const roles = { ask: undefined, busy: 'status', done: 'status', problem: 'alert' } as const;

/**
 * The one card every newsletter link lands on: a title, what happened (or, tone 'ask', the one
 * click still needed), where to go next.
 */
export function NewsletterResult({
  title,
  tone,
  children,
  action,
}: {
  title: string;
  tone: 'ask' | 'busy' | 'done' | 'problem';
  children?: ReactNode;
  action?: { label: string; to: string };
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <Card className="p-6 text-center sm:p-10">
        <div role={roles[tone]} className="space-y-3">
          {tone === 'busy' && (
            <LoaderCircle
              aria-hidden="true"
              className="mx-auto size-8 animate-spin text-emerald-700 motion-reduce:animate-none"
            />
          )}
          <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
          {children && <div className="space-y-2 text-stone-700">{children}</div>}
        </div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {action && (
            <Link to={action.to} className={buttonClasses('primary', 'md')}>
              {action.label}
            </Link>
          )}
          <Link to="/" className={buttonClasses('outline', 'md')}>
            <Trans>Back to Home</Trans>
          </Link>
        </div>
      </Card>
    </div>
  );
}
