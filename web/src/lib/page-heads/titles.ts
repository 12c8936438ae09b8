import './messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageName } from './page-names';

/**
 * Every page's title, the name its browser tab shows before ` – EcoTours` (the home page's is
 * the whole title). The gateway puts the same message into each page's HTML, and its description
 * from descriptions.ts; the ids are fixed because the gateway reads them (decision 029).
 */
export const pageTitles: Record<PageName, MessageDescriptor> = {
  home: msg({ id: 'head.home.title', message: 'EcoTours – Sustainable European Travel' }),
  tours: msg({ id: 'head.tours.title', message: 'Eco-Friendly Tours' }),
  tour: msg({ id: 'head.tour.title', message: 'Tour Details' }),
  microTours: msg({ id: 'head.microTours.title', message: 'Micro Tours' }),
  microTour: msg({ id: 'head.microTour.title', message: 'Micro Tour Details' }),
  microTourCheckout: msg({ id: 'head.microTourCheckout.title', message: 'Checkout' }),
  checkout: msg({ id: 'head.checkout.title', message: 'Checkout' }),
  wallet: msg({ id: 'head.wallet.title', message: 'Wallet' }),
  dashboard: msg({ id: 'head.dashboard.title', message: 'Dashboard' }),
  settings: msg({ id: 'head.settings.title', message: 'Settings' }),
  ticket: msg({ id: 'head.ticket.title', message: 'Ticket' }),
  login: msg({ id: 'head.login.title', message: 'Sign In' }),
  signup: msg({ id: 'head.signup.title', message: 'Sign Up' }),
  resetPassword: msg({ id: 'head.resetPassword.title', message: 'Reset Password' }),
  blog: msg({ id: 'head.blog.title', message: 'Blog' }),
  blogArticle: msg({ id: 'head.blogArticle.title', message: 'Travel Journal' }),
  contact: msg({ id: 'head.contact.title', message: 'Contact Us' }),
  newsletterConfirm: msg({
    id: 'head.newsletterConfirm.title',
    message: 'Newsletter Subscription',
  }),
  newsletterUnsubscribe: msg({
    id: 'head.newsletterUnsubscribe.title',
    message: 'Unsubscribe from the Newsletter',
  }),
  privacyPolicy: msg({ id: 'head.privacyPolicy.title', message: 'Privacy Policy' }),
  termsOfService: msg({ id: 'head.termsOfService.title', message: 'Terms of Service' }),
  deliveryRefund: msg({ id: 'head.deliveryRefund.title', message: 'Delivery & Refund Policy' }),
  howWeCalculate: msg({ id: 'head.howWeCalculate.title', message: 'How We Calculate CO₂ Savings' }),
  admin: msg({ id: 'head.admin.title', message: 'Tour Admin' }),
  adminImages: msg({ id: 'head.adminImages.title', message: 'Admin Tour Cover Images' }),
  adminCheckIn: msg({ id: 'head.adminCheckIn.title', message: 'Check-in' }),
  notFound: msg({ id: 'head.notFound.title', message: 'Page Not Found' }),
};

/** The titles a page shows in a state of its own (a row it names, a view it switches to). */
export const stateTitles = {
  tourNotFound: msg({ id: 'head.tour.notFound', message: 'Tour not found' }),
  articleNotFound: msg({ id: 'head.blogArticle.notFound', message: 'Article not found' }),
  ticketNotFound: msg({ id: 'head.ticket.notFound', message: 'Ticket not found' }),
  ticketOf: (reference: string) =>
    msg({ id: 'head.ticket.reference', message: `Ticket ${reference}` }),
  checkoutOf: (title: string) => msg({ id: 'head.checkout.tour', message: `Checkout – ${title}` }),
  loginResetPassword: msg({ id: 'head.login.resetPassword', message: 'Reset Password' }),
} satisfies Record<string, MessageDescriptor | ((value: string) => MessageDescriptor)>;
