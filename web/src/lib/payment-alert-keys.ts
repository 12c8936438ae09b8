export const paymentAlertKeys = {
  /** The admin's list of payment alerts, newest first. */
  all: ['payment-alerts'] as const,
};
