/**
 * The app's page paths: the router (router.tsx) gives each a page, and the gateway answers any
 * other path with the app's 404 page and HTTP status 404. Plain data, no React: the server
 * imports it as `@app/web/page-paths`. `:name` segments match any value (the page itself shows
 * "not found" for an unknown slug; for a tour or micro-tour the gateway answers that with 404).
 */
export const pagePaths = {
  home: '/',
  tours: '/tours',
  tour: '/tours/:slug',
  microTours: '/micro-tours',
  microTour: '/micro-tours/:slug',
  microTourCheckout: '/micro-tours/:id/checkout',
  checkout: '/checkout/:id',
  wallet: '/wallet',
  dashboard: '/dashboard',
  settings: '/settings',
  ticket: '/tickets/:reference',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  contact: '/contact',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  deliveryRefund: '/delivery-refund',
  howWeCalculate: '/how-we-calculate',
  admin: '/admin',
  adminImages: '/admin/images',
  adminCheckIn: '/admin/check-in',
} as const;

export type PagePath = (typeof pagePaths)[keyof typeof pagePaths];
