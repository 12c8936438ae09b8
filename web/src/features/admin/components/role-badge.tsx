import type { AdminMemberRow } from '@app/domain/admin-lists';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** A member's staff role, or plain 'Member'. */
export function RoleBadge({ role }: { role: AdminMemberRow['role'] }) {
  if (!role) return <span className="text-stone-500">Member</span>;
  return (
    <Badge
      className={cn(
        'capitalize',
        role === 'admin' ? 'bg-emerald-100 text-emerald-900' : 'bg-sky-100 text-sky-900',
      )}
    >
      {role}
    </Badge>
  );
}
