import '../messages';
import { t } from '@lingui/core/macro';
import { type MicroTourPanorama, PANORAMA_BUCKET } from '@app/domain/panorama';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueAuditKeys } from '../../../lib/catalogue-audit-keys';
import { errorText, TranslatedError } from '../../../lib/error-text';
import { microTourKeys } from '../../../lib/micro-tour-keys';
import { invokeServerFunction } from '../../../lib/server-function';
import { getSupabase } from '../../../lib/supabase';

/**
 * A micro-tour's 360° panorama (decision 032): the JPEG goes to the `panoramas` bucket under the
 * micro-tour's id, then the server checks it from its stored bytes (2:1, 2048–8192 wide) and
 * shows it, or deletes it and says why.
 */
export async function uploadMicroTourPanorama(
  microTourId: string,
  file: File,
): Promise<MicroTourPanorama> {
  const supabase = await getSupabase();
  const path = `${microTourId}/${crypto.randomUUID()}.jpg`;
  const { error } = await supabase.storage
    .from(PANORAMA_BUCKET)
    .upload(path, file, { contentType: 'image/jpeg' });
  if (error) {
    const reason = errorText(error);
    throw new TranslatedError(t`Failed to upload the panorama: ${reason}`);
  }
  return invokeServerFunction<MicroTourPanorama>(
    'micro-tour-panorama',
    { microTourId, path },
    t`Failed to upload the panorama.`,
  );
}

export const removeMicroTourPanorama = (microTourId: string) =>
  invokeServerFunction<{ removed: boolean }>(
    'remove-micro-tour-panorama',
    { microTourId },
    t`Failed to remove the panorama.`,
  );

/** Upload or removal; the micro-tour's pages and its change history are read again. */
export function useMicroTourPanorama(microTourId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: microTourKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogueAuditKeys.all }),
    ]);
  const upload = useMutation({
    mutationFn: (file: File) => uploadMicroTourPanorama(microTourId, file),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => removeMicroTourPanorama(microTourId),
    onSuccess: refresh,
  });
  return { upload, remove };
}
