import { type GuideCheckInResult, guideCheckInResultSchema } from '@app/domain/guide-day';
import { restRefusalError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import type { SendAttempt } from '../lib/check-in-queue';

/** Answers that mean "try again later", not "no": no network, a busy or restarting server. */
const isUnreachable = (status: number) => status === 0 || status === 408 || status >= 500;

/**
 * Checks one booking of the day's list in (RPC guide_check_in). Never throws: the check-in
 * queue keeps an attempt without an answer and sends it again; the server answers a repeat
 * with the first check-in's time and writes nothing.
 */
export async function sendGuideCheckIn(
  bookingId: string,
): Promise<SendAttempt<GuideCheckInResult>> {
  try {
    const supabase = await getSupabase();
    const { data, error, status } = await supabase.rpc('guide_check_in', {
      p_booking_id: bookingId,
    });
    if (!error) return { kind: 'answered', answer: guideCheckInResultSchema.parse(data) };
    // A token that expired while offline (PGRST30x) is refreshed before the next try.
    if (isUnreachable(status) || error.code.startsWith('PGRST30')) return { kind: 'unreachable' };
    return { kind: 'refused', error: restRefusalError(error) };
  } catch {
    return { kind: 'unreachable' };
  }
}
