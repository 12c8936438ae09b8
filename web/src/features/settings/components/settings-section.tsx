import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/**
 * One section of the Settings page: a card with its heading (the section's landmark name) and
 * an anchor. Sections of other features (two-factor sign-in) are wrapped in it by the route.
 */
export function SettingsSection({
  id,
  title,
  description,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Card className={cn('p-5 sm:p-6', tone === 'danger' && 'border-red-200')}>
        <h2
          id={headingId}
          className={cn(
            'text-lg font-semibold',
            tone === 'danger' ? 'text-red-800' : 'text-stone-900',
          )}
        >
          {title}
        </h2>
        {description && <div className="mt-1 text-sm text-stone-600">{description}</div>}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}
