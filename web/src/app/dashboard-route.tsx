import { AccountLanguage } from '../features/account-language/components/account-language';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { SavedTotal } from '../features/footprint/components/saved-total';

/** The dashboard with the member's language control (features compose here, not in each other). */
export function DashboardRoute() {
  return <DashboardPage accountLanguage={<AccountLanguage />} co2Saved={<SavedTotal />} />;
}
