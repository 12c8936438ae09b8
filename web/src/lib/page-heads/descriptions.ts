import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageName } from './page-names';

/**
 * Every page's description, one sentence for search results and shared links. Only the gateway
 * reads them (from the catalogues, by id, into each page's HTML), so no page downloads them:
 * their catalogue is one of its own (decision 029).
 */
export const pageDescriptions: Record<PageName, MessageDescriptor> = {
  home: msg({
    id: 'head.home.description',
    message:
      'Sustainable European tours and budget city micro-tours, paid from a prepaid euro wallet.',
  }),
  tours: msg({
    id: 'head.tours.description',
    message:
      'Browse multi-day eco, food and no-fly tours across Europe: filter by country, length, difficulty and transport, then book your seats in a few clicks.',
  }),
  tour: msg({
    id: 'head.tour.description',
    message:
      'A multi-day sustainable tour in Europe: daily itinerary, highlights, what is included, add-ons and dates, bookable from your prepaid wallet.',
  }),
  microTours: msg({
    id: 'head.microTours.description',
    message:
      'City tours from €5 to €30 lasting one to eight hours, with no booking fees: filter by city, price and length, and pay from your wallet.',
  }),
  microTour: msg({
    id: 'head.microTour.description',
    message:
      'A budget city tour of one to eight hours: what you will see, where it starts, its rating and price, bookable with no fees from your wallet.',
  }),
  microTourCheckout: msg({
    id: 'head.microTourCheckout.description',
    message:
      'Book your micro tour: choose the number of travellers and pay from your EcoTours wallet.',
  }),
  checkout: msg({
    id: 'head.checkout.description',
    message:
      'Book your micro tour: choose the number of travellers and pay from your EcoTours wallet.',
  }),
  wallet: msg({
    id: 'head.wallet.description',
    message:
      'Your prepaid euro wallet: see your balance and every payment, and top it up by card to book tours in one step.',
  }),
  dashboard: msg({
    id: 'head.dashboard.description',
    message: 'Your bookings, tickets, waiting list places and account settings, all in one place.',
  }),
  settings: msg({
    id: 'head.settings.description',
    message:
      'Your name, language, home city, e-mail address, password and signed-in devices; download your data or delete your account.',
  }),
  ticket: msg({
    id: 'head.ticket.description',
    message: 'Your e-ticket with its QR code, to show at the start of your tour.',
  }),
  login: msg({
    id: 'head.login.description',
    message: 'Sign in to EcoTours to book tours, top up your wallet and find your tickets.',
  }),
  signup: msg({
    id: 'head.signup.description',
    message:
      'Create your free EcoTours account to book sustainable tours and city walks and pay them from a prepaid wallet.',
  }),
  resetPassword: msg({
    id: 'head.resetPassword.description',
    message: 'Choose a new password for your EcoTours account.',
  }),
  blog: msg({
    id: 'head.blog.description',
    message:
      'Stories and practical tips for slow, low-carbon travel in Europe: packing lists, train routes and places worth the journey.',
  }),
  blogArticle: msg({
    id: 'head.blogArticle.description',
    message: 'An article from the EcoTours travel journal about slow, low-carbon travel in Europe.',
  }),
  contact: msg({
    id: 'head.contact.description',
    message:
      'Questions about a tour, a booking or your wallet? Write to the EcoTours team and we will get back to you soon.',
  }),
  newsletterConfirm: msg({
    id: 'head.newsletterConfirm.description',
    message: 'Confirm your subscription to the EcoTours newsletter about slow travel in Europe.',
  }),
  newsletterUnsubscribe: msg({
    id: 'head.newsletterUnsubscribe.description',
    message: 'Stop receiving the EcoTours newsletter in one click.',
  }),
  privacyPolicy: msg({
    id: 'head.privacyPolicy.description',
    message:
      'Which personal data EcoTours keeps, why, for how long, and how you can see or delete it.',
  }),
  howWeCalculate: msg({
    id: 'head.howWeCalculate.description',
    message:
      'How EcoTours estimates the CO₂ a trip saves against flying: distances, the UK DESNZ 2025 factors, and what is counted.',
  }),
  termsOfService: msg({
    id: 'head.termsOfService.description',
    message:
      'The terms for booking tours and micro tours with EcoTours and for using your prepaid wallet.',
  }),
  deliveryRefund: msg({
    id: 'head.deliveryRefund.description',
    message:
      'How your tickets reach you and how cancellations, date changes and refunds to your wallet work.',
  }),
  admin: msg({
    id: 'head.admin.description',
    message: 'Manage the EcoTours catalogue: tours, departures, bookings, members and messages.',
  }),
  adminImages: msg({
    id: 'head.adminImages.description',
    message: 'Choose and crop the cover pictures of the tours and micro tours.',
  }),
  adminCheckIn: msg({
    id: 'head.adminCheckIn.description',
    message: 'Check travellers in at the start of a tour by scanning their e-tickets.',
  }),
  notFound: msg({
    id: 'head.notFound.description',
    message:
      'This page does not exist. Find sustainable tours and city walks across Europe on EcoTours.',
  }),
};
