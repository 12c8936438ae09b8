import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { AdminMemberRow } from '@app/domain/admin-lists';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** A member's staff role, or plain 'Member'. */
const roleNames = { admin: msg`admin`, guide: msg`guide` };

export function RoleBadge({ role }: { role: AdminMemberRow['role'] }) {
  const { t } = useLingui();
  if (!role) {
    return (
      <span className="text-stone-500">
        <Trans>Member</Trans>
      </span>
    );
  }
  return (
    <Badge
      className={cn(
        'capitalize',
        role === 'admin' ? 'bg-emerald-100 text-emerald-900' : 'bg-sky-100 text-sky-900',
      )}
    >
      {t(roleNames[role])}
    </Badge>
  );
}
