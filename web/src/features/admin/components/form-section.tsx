import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One card of the admin forms, named by its heading. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {title}
        </h3>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}
