import { lazy, Suspense } from 'react';
import { AccountLanguage } from '../features/account-language/components/account-language';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';

// The Reviews tab's code loads when the tab is opened.
const TripReviews = lazy(() =>
  import('../features/reviews/components/trip-reviews').then((m) => ({ default: m.TripReviews })),
);

/** The dashboard with the member's language control and reviews (features compose here). */
export function DashboardRoute() {
  return (
    <DashboardPage
      accountLanguage={<AccountLanguage />}
      reviews={(userId) => (
        <Suspense fallback={null}>
          <TripReviews userId={userId} />
        </Suspense>
      )}
    />
  );
}
