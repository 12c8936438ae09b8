import { lazy, Suspense } from 'react';
import { AccountLanguage } from '../features/account-language/components/account-language';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { SavedTotal } from '../features/footprint/components/saved-total';
import { homeQuery, useHomePlace } from '../features/footprint/lib/home-place';
import { useLocale } from '../i18n/use-locale';
import { MemberSecondFactor } from './second-factor-host';

// The Reviews tab's code loads when the tab is opened.
const TripReviews = lazy(() =>
  import('../features/reviews/components/trip-reviews').then((m) => ({ default: m.TripReviews })),
);

/** The dashboard with the member's language control and reviews (features compose here). */
export function DashboardRoute() {
  const home = useHomePlace(useLocale());
  return (
    <MemberSecondFactor>
      <DashboardPage
        accountLanguage={<AccountLanguage />}
        co2Saved={<SavedTotal />}
        homeQuery={homeQuery(home)}
        reviews={(userId) => (
          <Suspense fallback={null}>
            <TripReviews userId={userId} />
          </Suspense>
        )}
      />
    </MemberSecondFactor>
  );
}
