import { lazy, Suspense } from 'react';
import { AdminPage } from '../features/admin/pages/admin-page';
import { WithSecondFactor } from './second-factor-host';

// The Reviews tab's code loads when the tab is opened.
const AdminReviews = lazy(() =>
  import('../features/reviews/components/admin-reviews').then((m) => ({
    default: m.AdminReviews,
  })),
);

// The Receipts tab's code loads when the tab is opened.
const AdminReceipts = lazy(() =>
  import('../features/receipts/components/admin-receipts').then((m) => ({
    default: m.AdminReceipts,
  })),
);

/**
 * The admin panel with the reviews and receipts lists, behind the second factor (features compose
 * here, not in each other).
 */
export function AdminRoute() {
  return (
    <WithSecondFactor>
      <AdminPage
        reviews={
          <Suspense fallback={null}>
            <AdminReviews />
          </Suspense>
        }
        receipts={
          <Suspense fallback={null}>
            <AdminReceipts />
          </Suspense>
        }
      />
    </WithSecondFactor>
  );
}
