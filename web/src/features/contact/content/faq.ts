import '../messages';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { cancellationPolicyText } from '../../../lib/policy-texts/policy-texts';

export interface FaqEntry {
  id: string;
  question: MessageDescriptor;
  /** Read when shown, in the page's language. */
  answer: () => string;
}

export const faq: FaqEntry[] = [
  {
    id: 'micro-tour',
    question: msg`What exactly is a micro-tour?`,
    answer: () =>
      i18n._(
        msg`A micro-tour is a short city experience of one to eight hours led by a local guide, such as a street-art walk, a market tasting or a sunset bike ride. Prices are €5, €10, €20 or €30 per person and there are no booking fees.`,
      ),
  },
  {
    id: 'wallet',
    question: msg`How does the prepaid wallet work?`,
    answer: () =>
      i18n._(
        msg`You top up your wallet in euros once and pay for bookings from the balance in one click. Top-ups go through one of our two payment partners, and every top-up and booking appears in your wallet history. Unused balance never expires.`,
      ),
  },
  {
    id: 'refund',
    question: msg`Can I get a refund if my plans change?`,
    answer: () => {
      const policy = cancellationPolicyText();
      return t`Yes. ${policy} A refund goes back to your EcoTours wallet the moment the booking is cancelled. See our Delivery & Refund Policy for the details.`;
    },
  },
  {
    id: 'accessibility',
    question: msg`Are your tours accessible?`,
    answer: () =>
      i18n._(
        msg`Each tour page lists its difficulty, duration and meeting point. Many city micro-tours are short, step-free walks, while some multi-day tours include hiking or cycling. Tell us what you need before you book and we will check the route with the guide and suggest alternatives.`,
      ),
  },
  {
    id: 'groups',
    question: msg`Do you take group bookings?`,
    answer: () =>
      i18n._(
        msg`Online bookings are for 1 to 12 travellers. For school trips, company outings or any group of more than 10 people, choose “Group travel” in the form above or e-mail us, and we will arrange a private guide and a group price.`,
      ),
  },
  {
    id: 'confirmation',
    question: msg`When do I receive my booking confirmation?`,
    answer: () =>
      i18n._(
        msg`A confirmation e-mail arrives within 30 minutes of booking, usually within a minute, with your e-ticket (a PDF with a QR code) and a calendar entry; tickets always reach you within 24 hours. The ticket is also in your dashboard, and a reminder follows 48 hours before the start. If nothing has arrived, check your spam folder and contact us.`,
      ),
  },
];
