import {
  CONTACT_MESSAGE_LIST_LIMIT,
  contactMessageRowSchema,
  type ContactMessageRow,
} from '@app/domain/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '../../../lib/supabase';
import { contactMessageKeys } from '../../../lib/contact-message-keys';

/** The newest contact messages; row-level security shows them to admins only. */
export async function getContactMessages(): Promise<ContactMessageRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_messages')
    .select(
      'id, first_name, last_name, email, inquiry_type, group_size, message, created_at, handled_at',
    )
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(CONTACT_MESSAGE_LIST_LIMIT);
  if (error) throw error;
  return z.array(contactMessageRowSchema).parse(data);
}

export const contactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: contactMessageKeys.all,
    queryFn: getContactMessages,
    staleTime: 15_000,
  });

export const useContactMessages = () => useQuery(contactMessagesQueryOptions());
