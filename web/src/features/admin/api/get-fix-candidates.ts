import { getSupabase } from '../../../lib/supabase';
import { fixCandidateConditions, type FixMode } from '../lib/fix-candidates';

const CANDIDATE_LIMIT = 1000;

/** The ids of the tours a fix run of this mode handles, in title order. */
export async function getFixCandidateIds(mode: FixMode): Promise<string[]> {
  const supabase = await getSupabase();
  let query = supabase.from('tours').select('id');
  for (const [column, operator, value] of fixCandidateConditions(mode)) {
    query = query.filter(column, operator, value);
  }
  const { data, error } = await query.order('title', { ascending: true }).limit(CANDIDATE_LIMIT);
  if (error) throw error;
  return data.map((row) => row.id);
}
