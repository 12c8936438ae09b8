import {
  IMAGE_UPDATE_LOG_LIMIT,
  imageUpdateLogRowSchema,
  type ImageUpdateLogRow,
} from '@app/domain/image-update-logs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '../../../lib/supabase';
import { imageUpdateLogKeys } from '../../../lib/image-update-log-keys';

export async function getImageUpdateLogs(): Promise<ImageUpdateLogRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('image_update_logs_with_tour')
    .select(
      'id, tour_id, micro_tour_id, action, score, reason, query, new_url, created_at, tour_title, tour_slug',
    )
    .order('created_at', { ascending: false })
    .limit(IMAGE_UPDATE_LOG_LIMIT);
  if (error) throw error;
  return z.array(imageUpdateLogRowSchema).parse(data);
}

export const imageUpdateLogsQueryOptions = () =>
  queryOptions({
    queryKey: imageUpdateLogKeys.all,
    queryFn: getImageUpdateLogs,
    staleTime: 30_000,
  });

export const useImageUpdateLogs = () => useQuery(imageUpdateLogsQueryOptions());
