import { cancellationPolicySentence, refundTimeSentence } from '@app/domain/cancellation-policy';

export interface FaqEntry {
  question: string;
  answer: string;
}

export const faq: FaqEntry[] = [
  {
    question: 'What exactly is a micro-tour?',
    answer:
      'A micro-tour is a short city experience of one to eight hours led by a local guide, such as a street-art walk, a market tasting or a sunset bike ride. Prices are €5, €10, €20 or €30 per person and there are no booking fees.',
  },
  {
    question: 'How does the prepaid wallet work?',
    answer:
      'You top up your wallet in euros once and pay for bookings from the balance in one click. Top-ups go through one of our two payment partners, and every top-up and booking appears in your wallet history. Unused balance never expires.',
  },
  {
    question: 'Can I get a refund if my plans change?',
    answer: `Yes. ${cancellationPolicySentence()} ${refundTimeSentence} See our Delivery & Refund Policy for the details.`,
  },
  {
    question: 'Are your tours accessible?',
    answer:
      'Each tour page lists its difficulty, duration and meeting point. Many city micro-tours are short, step-free walks, while some multi-day tours include hiking or cycling. Tell us what you need before you book and we will check the route with the guide and suggest alternatives.',
  },
  {
    question: 'Do you take group bookings?',
    answer:
      'Online bookings are for 1 to 12 travellers. For school trips, company outings or any group of more than 10 people, choose “Group travel” in the form above or e-mail us, and we will arrange a private guide and a group price.',
  },
  {
    question: 'When do I receive my booking confirmation?',
    answer:
      'A confirmation e-mail arrives within 30 minutes of booking, usually within a minute, with your e-ticket (a PDF with a QR code) and a calendar entry; tickets always reach you within 24 hours. The ticket is also in your dashboard, and a reminder follows 48 hours before the start. If nothing has arrived, check your spam folder and contact us.',
  },
];
