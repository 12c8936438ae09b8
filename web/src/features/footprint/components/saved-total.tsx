import '../messages';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Leaf } from 'lucide-react';
import { Link } from '../../../components/link';
import { useLocale } from '../../../i18n/use-locale';
import { useAuth } from '../../../lib/auth';
import { footprintKeys } from '../../../lib/footprint-keys';
import { getSupabase } from '../../../lib/supabase';
import { homeQuery, useHomePlace } from '../lib/home-place';
import { HOW_WE_CALCULATE_PATH } from '../lib/how-we-calculate-path';

async function getSavedTotal(query: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>(`footprint-total?${query}`, {
    method: 'GET',
  });
  if (error) throw error;
  const totalKg: unknown =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'totalKg') : null;
  return typeof totalKg === 'number' ? totalKg : 0;
}

/**
 * The dashboard's total: the CO₂ the member's trips that took place saved against flying (paid,
 * never cancelled), counted on the server from their home city.
 */
export function SavedTotal() {
  const auth = useAuth();
  const locale = useLocale();
  const home = useHomePlace(locale);
  const userId = auth.status === 'signed-in' ? auth.user.id : '';
  const query = homeQuery(home);
  const { data: totalKg } = useQuery({
    queryKey: footprintKeys.total(userId, query),
    queryFn: () => getSavedTotal(query),
    enabled: userId !== '',
  });
  const kg = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(totalKg ?? 0);
  const homeName = home.name;
  return (
    <p
      className="mt-2 flex min-h-6 items-start gap-1.5 text-sm text-emerald-800"
      data-testid="co2-saved-total"
    >
      <Leaf aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {totalKg !== undefined && (
        <span>
          <Trans>
            Your trips so far saved about {kg} kg CO₂ compared with flying from {homeName}.
          </Trans>{' '}
          <Link to={HOW_WE_CALCULATE_PATH} className="underline underline-offset-2">
            <Trans>How we calculate</Trans>
          </Link>
        </span>
      )}
    </p>
  );
}
