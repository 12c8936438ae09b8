import { AccountLanguage } from '../features/account-language/components/account-language';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { SavedTotal } from '../features/footprint/components/saved-total';
import { homeQuery, useHomePlace } from '../features/footprint/lib/home-place';
import { useLocale } from '../i18n/use-locale';

/** The dashboard with the member's language control (features compose here, not in each other). */
export function DashboardRoute() {
  const home = useHomePlace(useLocale());
  return (
    <DashboardPage
      accountLanguage={<AccountLanguage />}
      co2Saved={<SavedTotal />}
      homeQuery={homeQuery(home)}
    />
  );
}
