import { getSupabase } from '../../../lib/supabase';

/** Everything the product holds on the member (public.export_my_data), as the JSON to save. */
export async function exportMyData(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('export_my_data');
  if (error) throw error;
  return `${JSON.stringify(data, null, 2)}\n`;
}
