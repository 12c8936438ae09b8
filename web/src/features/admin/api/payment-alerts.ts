import { paymentAlertRowSchema, type PaymentAlertRow } from '@app/domain/payment-alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paymentAlertKeys } from '../../../lib/payment-alert-keys';
import { getSupabase } from '../../../lib/supabase';

/** How many payment alerts the panel lists, newest first. */
export const PAYMENT_ALERT_LIST_LIMIT = 100;

/** `public.payment_alerts`, which only admins can read (row-level security). */
export async function getPaymentAlerts(): Promise<PaymentAlertRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('payment_alerts')
    .select('id, kind, message, topup_id, provider_reference, details, created_at')
    .order('created_at', { ascending: false })
    .limit(PAYMENT_ALERT_LIST_LIMIT);
  if (error) throw error;
  return z.array(paymentAlertRowSchema).parse(data);
}

export const paymentAlertsQueryOptions = () =>
  queryOptions({ queryKey: paymentAlertKeys.all, queryFn: getPaymentAlerts, staleTime: 10_000 });

export const usePaymentAlerts = () => useQuery(paymentAlertsQueryOptions());
