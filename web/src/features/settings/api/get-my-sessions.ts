import { memberSessionsSchema, type MemberSession } from '@app/domain/member-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { queryClient } from '../../../lib/query-client';
import { getSupabase } from '../../../lib/supabase';

/** The member's sign-in sessions on every device (public.my_sessions), newest activity first. */
async function getMySessions(): Promise<MemberSession[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_sessions');
  if (error) throw error;
  return memberSessionsSchema.parse(data);
}

export const mySessionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.sessions(userId), queryFn: getMySessions });

export function useMySessions(userId: string) {
  return useQuery(mySessionsQueryOptions(userId));
}

/** Ends every session of the member's but this one ('sign out everywhere else'). */
export async function signOutOtherSessions(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw error;
  await queryClient.invalidateQueries({ queryKey: accountKeys.sessions(userId) });
}
