import '../messages';
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TranslatedError } from '../../../lib/error-text';
import { getSupabase } from '../../../lib/supabase';
import { contactMessageKeys } from '../../../lib/contact-message-keys';

/** Sets or clears handled_at (the one column admins may change). */
export async function markContactMessageHandled(id: string, isHandled: boolean): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .update({ handled_at: isHandled ? new Date().toISOString() : null })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (!data?.length) {
    throw new TranslatedError(t`This message could not be changed. Please reload the page.`);
  }
}

export function useMarkContactMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isHandled }: { id: string; isHandled: boolean }) =>
      markContactMessageHandled(id, isHandled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
