import { lazy, Suspense } from 'react';
import { AdminPage } from '../features/admin/pages/admin-page';

// The Reviews tab's code loads when the tab is opened.
const AdminReviews = lazy(() =>
  import('../features/reviews/components/admin-reviews').then((m) => ({
    default: m.AdminReviews,
  })),
);

/** The admin panel with the reviews list (features compose here, not in each other). */
export function AdminRoute() {
  return (
    <AdminPage
      reviews={
        <Suspense fallback={null}>
          <AdminReviews />
        </Suspense>
      }
    />
  );
}
