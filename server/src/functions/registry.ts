import type { PaymentProvider } from '../payments/payment-provider.js';
import { achievementsFunction } from './achievements.js';
import { catalogueStartPlaceFunction } from './catalogue-start-place.js';
import { confirmMicroTourBookingFunction } from './confirm-micro-tour-booking.js';
import { createDepartureFunctions } from './departure-functions.js';
import { createContactMessageFunction } from './contact-message.js';
import { healthFunction } from './health-function.js';
import { jobFunctions } from './job-functions.js';
import { createImageFunctions, type ImageFunctionOptions } from './image-functions.js';
import { createNewsletterFunctions } from './newsletter-functions.js';
import { createPanoramaFunctions } from './panorama-functions.js';
import { processBookingFunction } from './process-booking.js';
import type { PublicFormDeps } from './public-forms.js';
import { receiptFunctions } from './receipt-functions.js';
import type { ServerFunction } from './server-function.js';
import { createSubmitReviewFunction, type ReviewFunctionDeps } from './submit-review.js';
import { createTicketFunctions, type TicketFunctionDeps } from './ticket-functions.js';
import { footprintPlacesFunction } from './footprint-places.js';
import { footprintTotalFunction } from './footprint-total.js';
import { tripFootprintFunction } from './trip-footprint.js';
import { walletAdjustmentFunction } from './wallet-adjustment.js';
import { createWalletTopUpFunction } from './wallet-topup.js';
import { createWalletTopUpCancelFunction } from './wallet-topup-cancel.js';
import { createWalletWithdrawFunction } from './wallet-withdraw.js';

/** Every function served at /functions/v1/{name}. */
export function createServerFunctions(options: {
  payments: PaymentProvider;
  images: ImageFunctionOptions;
  forms: PublicFormDeps;
  tickets: TicketFunctionDeps;
  reviews: ReviewFunctionDeps;
}): readonly ServerFunction[] {
  return [
    healthFunction,
    processBookingFunction,
    confirmMicroTourBookingFunction,
    createWalletTopUpFunction(options.payments),
    createWalletTopUpCancelFunction(options.payments),
    createWalletWithdrawFunction(options.payments),
    walletAdjustmentFunction,
    ...createDepartureFunctions(),
    ...jobFunctions,
    ...createImageFunctions(options.images),
    ...createPanoramaFunctions(options.images.store),
    createContactMessageFunction(options.forms),
    ...createNewsletterFunctions(options.forms),
    ...createTicketFunctions(options.tickets),
    ...receiptFunctions,
    tripFootprintFunction,
    achievementsFunction,
    footprintPlacesFunction,
    catalogueStartPlaceFunction,
    createSubmitReviewFunction(options.reviews),
    footprintTotalFunction,
  ];
}
