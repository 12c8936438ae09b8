import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The centred card every authentication screen sits in. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {description && <div className="mt-2 text-sm text-stone-600">{description}</div>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>}
      </Card>
    </div>
  );
}
