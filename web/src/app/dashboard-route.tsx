import { AccountLanguage } from '../features/account-language/components/account-language';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';

/** The dashboard with the member's language control (features compose here, not in each other). */
export function DashboardRoute() {
  return <DashboardPage accountLanguage={<AccountLanguage />} />;
}
