import '../messages';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepartureStatus } from '@app/domain/departures';
import { Badge } from '../../../components/ui/badge';

const looks: Record<DepartureStatus, { label: MessageDescriptor; className: string }> = {
  open: { label: msg`Open`, className: 'bg-emerald-100 text-emerald-900' },
  closed: { label: msg`Closed`, className: 'bg-stone-200 text-stone-800' },
  cancelled: { label: msg`Cancelled`, className: 'bg-red-100 text-red-900' },
};

export function DepartureStatusBadge({ status }: { status: DepartureStatus }) {
  const { t } = useLingui();
  const { label, className } = looks[status];
  return <Badge className={className}>{t(label)}</Badge>;
}
