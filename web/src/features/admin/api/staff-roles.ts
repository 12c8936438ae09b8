import '../messages';
import { t } from '@lingui/core/macro';
import {
  type StaffMember,
  staffMemberSchema,
  type StaffRoleRequest,
  staffRoleRequestSchema,
} from '@app/domain/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffKeys } from '../../../lib/staff-keys';
import { invokeServerFunction } from '../../../lib/server-function';
import { getSupabase } from '../../../lib/supabase';

const staffRowsSchema = z.array(
  z
    .object({ user_id: z.string(), email: z.string(), role: z.string() })
    .transform(({ user_id, ...row }) => ({ ...row, userId: user_id }))
    .pipe(staffMemberSchema),
);

/** The accounts with a staff role, for admins (RPC staff_members; anyone else is refused). */
export async function getStaffMembers(): Promise<StaffMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_members');
  if (error) throw error;
  return staffRowsSchema.parse(data);
}

export const staffMembersQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.members, queryFn: getStaffMembers });

export const useStaffMembers = () => useQuery(staffMembersQueryOptions());

const staffRoleAnswerSchema = z.object({ email: z.string(), role: z.string().nullable() });

/**
 * Gives an account the guide role, or takes it away (`role: null`). The account's next token
 * carries the change: a new guide signs in again to reach the check-in page.
 */
export async function setStaffRole(request: StaffRoleRequest) {
  const body = staffRoleRequestSchema.parse(request);
  const answer = await invokeServerFunction<unknown>(
    'staff-role',
    body,
    t`The role could not be changed. Please try again.`,
  );
  return staffRoleAnswerSchema.parse(answer);
}
