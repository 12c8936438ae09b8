import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '../../../lib/supabase';

export interface MicroTourSummary {
  id: string;
  slug: string;
  title: string;
  city: string;
  country: string;
  price_eur: number;
  duration_hours: number;
  rating: number | null;
  cover_url: string | null;
}

const TOP_COUNT = 9;

export async function getTopMicroTours(): Promise<MicroTourSummary[]> {
  const { data, error } = await getSupabase()
    .from('micro_tours')
    .select('id, slug, title, city, country, price_eur, duration_hours, rating, cover_url')
    .order('rating', { ascending: false, nullsFirst: false })
    .order('title', { ascending: true })
    .limit(TOP_COUNT);
  if (error) throw error;
  return data;
}

export const topMicroToursQueryOptions = () =>
  queryOptions({
    queryKey: ['micro-tours', 'top'],
    queryFn: getTopMicroTours,
    staleTime: 5 * 60 * 1000,
  });

export const useTopMicroTours = () => useQuery(topMicroToursQueryOptions());
