import { z } from 'zod';

/** One row of public.my_sessions() (migration 0071): a sign-in of the caller's, on some device. */
export const memberSessionSchema = z.object({
  id: z.uuid(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string(),
  aal: z.string(),
  is_current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const memberSessionsSchema = z.array(memberSessionSchema);
