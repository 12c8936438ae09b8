import type { DepartureStatus } from '@app/domain/departures';
import { Badge } from '../../../components/ui/badge';

const looks: Record<DepartureStatus, { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-emerald-100 text-emerald-900' },
  closed: { label: 'Closed', className: 'bg-stone-200 text-stone-800' },
  cancelled: { label: 'Cancelled', className: 'bg-red-100 text-red-900' },
};

export function DepartureStatusBadge({ status }: { status: DepartureStatus }) {
  const { label, className } = looks[status];
  return <Badge className={className}>{label}</Badge>;
}
