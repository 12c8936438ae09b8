import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';

/** Placeholder cards while an admin list loads; `lines` are the skeleton rows' classes. */
export function CardListSkeleton({
  label,
  lines,
  count = 2,
}: {
  label: string;
  lines: readonly string[];
  count?: number;
}) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-4">
        {Array.from({ length: count }, (_, n) => (
          <Card key={n} className="space-y-3 p-4 sm:p-5">
            {lines.map((line) => (
              <Skeleton key={line} className={line} />
            ))}
          </Card>
        ))}
      </div>
    </div>
  );
}

/** A list that did not load: `message` says which ('Failed to load the members.'), then why. */
export function ListLoadError({ message, error }: { message: string; error: unknown }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {message} {errorText(error)}
    </p>
  );
}

export function EmptyListCard({
  icon: Icon,
  iconClassName = 'text-stone-400',
  title,
  text,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  text: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-2 p-10 text-center">
      <Icon aria-hidden="true" className={`size-8 ${iconClassName}`} />
      <p className="font-medium text-stone-900">{title}</p>
      <p className="text-sm text-stone-600">{text}</p>
    </Card>
  );
}
