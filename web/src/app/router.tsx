import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  redirect,
  type RouteObject,
} from 'react-router';
import { ProtectedRoute } from '../components/protected-route';
import { RootLayout } from '../components/layouts/root-layout';
import { PanoramaHost } from './panorama-host';
import { LanguageOffer } from '../features/languages/components/language-offer';
import { LanguageSwitcher } from '../features/languages/components/language-switcher';
import { Spinner } from '../components/ui/spinner';
import { localePrefix } from '@app/domain/locales';
import { pageLocale } from '../i18n/page-locale';
import { guardedPageSignInHref } from '../lib/return-path';
import { mayHaveSession } from '../lib/supabase';
import { pagePaths } from './page-paths';
import {
  onArrivalOnly,
  prefetchArticle,
  prefetchHome,
  prefetchMicroTour,
  prefetchMicroTours,
  prefetchTour,
  prefetchTours,
} from './route-prefetch';
import { withSavingLine } from './saving-line-host';

/** Loads a page module only when its route is first visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** page() for a page whose cards or header show the CO₂ saving line: it loads with the page. */
function pageWithSavingLine<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return page(() => withSavingLine(load), pick);
}

/**
 * A visitor with no session at all is sent to sign in by the route itself, before the page's
 * code loads or anything paints: the page would otherwise show its loading state and then be
 * replaced by the sign-in form, a layout shift. ProtectedRoute still guards the page for a
 * session that turns out expired or ends while it is open.
 */
function signInFirst({ request }: LoaderFunctionArgs) {
  if (mayHaveSession()) return null;
  const url = new URL(request.url);
  return redirect(guardedPageSignInHref(`${url.pathname}${url.search}`));
}

/** A signed-in page: loaded only when its route is first visited, by someone who may be signed in. */
/** A members' page behind ProtectedRoute, its loading label in the page's language. */
function GuardedPage({
  loadingLabel,
  children,
}: {
  loadingLabel: MessageDescriptor | undefined;
  children: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ProtectedRoute loadingLabel={loadingLabel ? t(loadingLabel) : undefined}>
      {children}
    </ProtectedRoute>
  );
}

function guarded<M>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
  loadingLabel?: MessageDescriptor,
): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: signInFirst,
    lazy: async () => {
      const Page = pick(await load());
      return {
        Component: () => (
          <GuardedPage loadingLabel={loadingLabel}>
            <Page />
          </GuardedPage>
        ),
      };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: (
      <PanoramaHost>
        <RootLayout
          languageSwitcher={(placement) => <LanguageSwitcher placement={placement} />}
          languageSuggestion={<LanguageOffer />}
        />
      </PanoramaHost>
    ),
    hydrateFallbackElement: <Spinner className="min-h-screen" />,
    children: [
      {
        // Lazy like every page: the home page shows sections of three features, whose messages
        // would otherwise load before every page's first render (decision 029).
        path: pagePaths.home,
        loader: prefetchHome,
        lazy: pageWithSavingLine(
          () => import('../app/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        path: pagePaths.tours,
        loader: prefetchTours,
        shouldRevalidate: onArrivalOnly,
        lazy: pageWithSavingLine(
          () => import('../app/tours-route'),
          (m) => m.ToursRoute,
        ),
      },
      {
        path: pagePaths.tour,
        loader: prefetchTour,
        lazy: pageWithSavingLine(
          () => import('../app/tour-route'),
          (m) => m.TourRoute,
        ),
      },
      {
        path: pagePaths.microTours,
        loader: prefetchMicroTours,
        shouldRevalidate: onArrivalOnly,
        lazy: pageWithSavingLine(
          () => import('../app/micro-tours-route'),
          (m) => m.MicroToursRoute,
        ),
      },
      {
        path: pagePaths.microTour,
        loader: prefetchMicroTour,
        lazy: pageWithSavingLine(
          () => import('../app/micro-tour-route'),
          (m) => m.MicroTourRoute,
        ),
      },
      ...[pagePaths.microTourCheckout, pagePaths.checkout].map((path) => ({
        path,
        lazy: pageWithSavingLine(
          () => import('../features/micro-tours/pages/checkout-page'),
          (m) => m.CheckoutPage,
        ),
      })),
      {
        path: pagePaths.wallet,
        ...guarded(
          () => import('../app/wallet-route'),
          (m) => m.WalletRoute,
        ),
      },
      {
        path: pagePaths.dashboard,
        ...guarded(
          () => import('../app/dashboard-route'),
          (m) => m.DashboardRoute,
        ),
      },
      {
        path: pagePaths.settings,
        ...guarded(
          () => import('../app/settings-route'),
          (m) => m.SettingsRoute,
        ),
      },
      {
        path: pagePaths.ticket,
        ...guarded(
          () => import('../features/tickets/pages/ticket-page'),
          (m) => m.TicketPage,
          msg`Loading your ticket...`,
        ),
      },
      {
        path: pagePaths.login,
        lazy: page(
          () => import('../features/auth/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: pagePaths.signup,
        lazy: page(
          () => import('../features/auth/pages/signup-page'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: pagePaths.resetPassword,
        lazy: page(
          () => import('../features/auth/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: pagePaths.blog,
        lazy: page(
          () => import('../features/blog/pages/blog-page'),
          (m) => m.BlogPage,
        ),
      },
      {
        path: pagePaths.blogArticle,
        loader: prefetchArticle,
        lazy: page(
          () => import('../features/blog/pages/article-page'),
          (m) => m.ArticlePage,
        ),
      },
      {
        path: pagePaths.contact,
        lazy: page(
          () => import('../features/contact/pages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: pagePaths.newsletterConfirm,
        lazy: page(
          () => import('../features/newsletter/pages/newsletter-confirm-page'),
          (m) => m.NewsletterConfirmPage,
        ),
      },
      {
        path: pagePaths.newsletterUnsubscribe,
        lazy: page(
          () => import('../features/newsletter/pages/newsletter-unsubscribe-page'),
          (m) => m.NewsletterUnsubscribePage,
        ),
      },
      {
        path: pagePaths.privacyPolicy,
        lazy: page(
          () => import('../features/legal/pages/privacy-policy-page'),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: pagePaths.howWeCalculate,
        lazy: page(
          () => import('../features/footprint/pages/how-we-calculate-page'),
          (m) => m.HowWeCalculatePage,
        ),
      },
      {
        path: pagePaths.termsOfService,
        lazy: page(
          () => import('../features/legal/pages/terms-of-service-page'),
          (m) => m.TermsOfServicePage,
        ),
      },
      {
        path: pagePaths.deliveryRefund,
        lazy: page(
          () => import('../features/legal/pages/delivery-refund-page'),
          (m) => m.DeliveryRefundPage,
        ),
      },
      {
        path: pagePaths.admin,
        ...guarded(
          () => import('../app/admin-route'),
          (m) => m.AdminRoute,
          msg`Checking authentication...`,
        ),
      },
      {
        path: pagePaths.adminImages,
        ...guarded(
          () => import('../app/admin-images-route'),
          (m) => m.AdminImagesRoute,
          msg`Checking authentication...`,
        ),
      },
      {
        path: pagePaths.adminCheckIn,
        ...guarded(
          () => import('../app/check-in-route'),
          (m) => m.CheckInRoute,
          msg`Checking authentication...`,
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

/**
 * The router works inside the page's language: under /de every path, link and redirect is the
 * page path ('/tours') with the prefix added by the router (decision 029).
 */
export const router = createBrowserRouter(routes, {
  basename: localePrefix(pageLocale) || undefined,
});

/**
 * Settles once the router has the first page's code (its route's `lazy`): until then it would
 * render its fallback spinner in place of index.html's static header and first screen.
 */
export function whenRouterReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
