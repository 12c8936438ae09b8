/**
 * The module (below web/src) each lazily loaded page's route imports in router.tsx, by its name
 * in page-paths.ts. Plain data without imports, so that the build's config can read it: the build
 * tells the gateway which files each page needs (web/page-preloads.ts), and the bundle budgets
 * measure the same modules. page-modules.test.ts keeps it equal to the router.
 */
export const pageModules: Readonly<Record<string, string>> = {
  home: 'app/home-page.tsx',
  tours: 'app/tours-route.tsx',
  tour: 'app/tour-route.tsx',
  microTours: 'app/micro-tours-route.tsx',
  microTour: 'app/micro-tour-route.tsx',
  microTourCheckout: 'features/micro-tours/pages/checkout-page.tsx',
  checkout: 'features/micro-tours/pages/checkout-page.tsx',
  wallet: 'app/wallet-route.tsx',
  dashboard: 'app/dashboard-route.tsx',
  settings: 'app/settings-route.tsx',
  ticket: 'features/tickets/pages/ticket-page.tsx',
  login: 'features/auth/pages/login-page.tsx',
  signup: 'features/auth/pages/signup-page.tsx',
  resetPassword: 'features/auth/pages/reset-password-page.tsx',
  blog: 'features/blog/pages/blog-page.tsx',
  blogArticle: 'features/blog/pages/article-page.tsx',
  contact: 'features/contact/pages/contact-page.tsx',
  newsletterConfirm: 'features/newsletter/pages/newsletter-confirm-page.tsx',
  newsletterUnsubscribe: 'features/newsletter/pages/newsletter-unsubscribe-page.tsx',
  privacyPolicy: 'features/legal/pages/privacy-policy-page.tsx',
  termsOfService: 'features/legal/pages/terms-of-service-page.tsx',
  deliveryRefund: 'features/legal/pages/delivery-refund-page.tsx',
  howWeCalculate: 'features/footprint/pages/how-we-calculate-page.tsx',
  admin: 'app/admin-route.tsx',
  adminImages: 'app/admin-images-route.tsx',
  adminCheckIn: 'app/check-in-route.tsx',
};

/** The module of the router's catch-all route: the app's 404 page. */
export const notFoundPageModule = 'features/misc/pages/not-found-page.tsx';
