import { createBrowserRouter, type RouteObject } from 'react-router';
import { ProtectedRoute } from '../components/protected-route';
import { RootLayout } from '../components/layouts/root-layout';
import { Spinner } from '../components/ui/spinner';
import { HomePage } from './home-page';
import {
  prefetchHome,
  prefetchMicroTour,
  prefetchMicroTours,
  prefetchTour,
  prefetchTours,
} from './route-prefetch';

/** Loads a page module only when its route is first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

function guarded<M>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
  loadingLabel?: string,
) {
  return async () => {
    const Page = pick(await load());
    return {
      Component: () => (
        <ProtectedRoute loadingLabel={loadingLabel}>
          <Page />
        </ProtectedRoute>
      ),
    };
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner className="min-h-screen" />,
    children: [
      { path: '/', element: <HomePage />, loader: prefetchHome },
      {
        path: '/tours',
        loader: prefetchTours,
        lazy: page(
          () => import('../features/tours/pages/tours-page'),
          (m) => m.ToursPage,
        ),
      },
      {
        path: '/tours/:slug',
        loader: prefetchTour,
        lazy: page(
          () => import('../features/tours/pages/tour-detail-page'),
          (m) => m.TourDetailPage,
        ),
      },
      {
        path: '/micro-tours',
        loader: prefetchMicroTours,
        lazy: page(
          () => import('../features/micro-tours/pages/micro-tours-page'),
          (m) => m.MicroToursPage,
        ),
      },
      {
        path: '/micro-tours/:slug',
        loader: prefetchMicroTour,
        lazy: page(
          () => import('../features/micro-tours/pages/micro-tour-detail-page'),
          (m) => m.MicroTourDetailPage,
        ),
      },
      ...['/micro-tours/:id/checkout', '/checkout/:id'].map((path) => ({
        path,
        lazy: page(
          () => import('../features/micro-tours/pages/checkout-page'),
          (m) => m.CheckoutPage,
        ),
      })),
      {
        path: '/wallet',
        lazy: guarded(
          () => import('../features/wallet/pages/wallet-page'),
          (m) => m.WalletPage,
        ),
      },
      {
        path: '/dashboard',
        lazy: guarded(
          () => import('../features/dashboard/pages/dashboard-page'),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: '/login',
        lazy: page(
          () => import('../features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: '/signup',
        lazy: page(
          () => import('../features/auth/pages/signup-page'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: '/reset-password',
        lazy: page(
          () => import('../features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/blog',
        lazy: page(
          () => import('../features/blog/pages/blog-page'),
          (m) => m.BlogPage,
        ),
      },
      {
        path: '/contact',
        lazy: page(
          () => import('../features/contact/pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: '/privacy-policy',
        lazy: page(
          () => import('../features/legal/pages/privacy-policy-page'),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: '/terms-of-service',
        lazy: page(
          () => import('../features/legal/pages/terms-of-service-page'),
          (m) => m.TermsOfServicePage,
        ),
      },
      {
        path: '/delivery-refund',
        lazy: page(
          () => import('../features/legal/pages/delivery-refund-page'),
          (m) => m.DeliveryRefundPage,
        ),
      },
      {
        path: '/admin',
        lazy: guarded(
          () => import('../features/admin/pages/admin-page'),
          (m) => m.AdminPage,
        ),
      },
      {
        path: '/admin/images',
        lazy: guarded(
          () => import('../features/admin/pages/admin-images-page'),
          (m) => m.AdminImagesPage,
          'Checking authentication...',
        ),
      },
      {
        path: '*',
        lazy: page(
          () => import('../features/misc/pages/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
