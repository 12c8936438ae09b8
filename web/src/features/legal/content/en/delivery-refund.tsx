import { BALANCE_PAYBACK_BUSINESS_DAYS } from '@app/domain/cancellation-policy';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationTierList,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `${site.name} sells experiences, not physical goods: everything you buy is delivered digitally. This policy explains how your bookings reach you and how cancellations and refunds work.`;

export const sections: LegalSection[] = [
  {
    id: 'digital-delivery',
    title: 'Digital Delivery of Bookings',
    content: (
      <>
        <p>
          We ship nothing by post. Within 30 minutes of booking (usually within a minute) you
          receive a confirmation e-mail with your booking reference, the meeting point and time,
          your travellers, add-ons and total, and the cancellation terms of your booking. Your
          e-ticket comes with it, and in any case within 24 hours: a PDF with a QR code to show at
          the meeting point, and a calendar entry. The same ticket opens from your dashboard under
          Bookings, where you can print it or keep it on your phone, and we remind you by e-mail 48
          hours before the start.
        </p>
        <p>
          If nothing has arrived after 24 hours, please check your spam folder and then contact us
          with the e-mail address you booked with.
        </p>
      </>
    ),
  },
  {
    id: 'wallet-top-ups',
    title: 'Wallet Top-Ups and Payments',
    content: (
      <>
        <p>
          All prices and balances are in euros. You top up your prepaid wallet through one of our
          two payment partners, and the amount is added to your balance as soon as the partner
          confirms the payment.
        </p>
        <p>
          Bookings are paid from your wallet balance. Each top-up, payment and refund is listed in
          your wallet history with its date and amount.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling-a-booking',
    title: 'Cancelling or Moving a Booking',
    content: (
      <>
        <p>What you get back depends on how many days before the tour you cancel:</p>
        <CancellationTierList />
        <p>
          A no-show counts as a cancellation on the day. Close to the tour, guides and partners have
          already reserved their time and places for you; we look at documented emergencies case by
          case.
        </p>
        <p>
          Days count in the time zone of the country the tour takes place in, up to the day before
          it starts; the policy that applies is the one in force when you booked. To cancel, choose
          Cancel booking next to it in your dashboard under Bookings: you see the exact refund
          before you confirm. You can also write to{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> with your booking reference, the
          8-character code in your confirmation.
        </p>
        <p>
          <DateChangeSentence /> Days count the same way, by the terms in force when you booked. To
          move a booking, choose Change date next to it in your dashboard under Bookings: you see
          the fee and any price difference before you confirm, and we send you a new ticket and
          calendar entry. <MicroTourDateChangeSentence />
        </p>
      </>
    ),
  },
  {
    id: 'changes-by-us',
    title: 'Cancellations and Changes by Us',
    content: (
      <p>
        If we or a guide must cancel a tour, for example because of severe weather, a safety
        concern, a transport strike or too few participants, we refund your booking in full to your
        wallet at once and tell you by e-mail; you may then rebook another date free of charge. If
        we have to change an essential part of a multi-day tour, you may accept the change or cancel
        for a full refund.
      </p>
    ),
  },
  {
    id: 'how-refunds-are-paid',
    title: 'How Refunds Are Paid',
    content: (
      <>
        <p>
          Refunds go back to your EcoTours wallet the moment the booking is cancelled, whether you
          cancel from your dashboard or we cancel the departure, and you can spend them on any tour
          straight away. To have money in your wallet paid back to your card, see Refunding Unused
          Wallet Balance below.
        </p>
        <p>
          We charge no refund fees, but we cannot control currency conversion fees charged by your
          bank.
        </p>
      </>
    ),
  },
  {
    id: 'unused-wallet-balance',
    title: 'Refunding Unused Wallet Balance',
    content: (
      <p>
        You can ask for your unused wallet balance to be paid back at any time by writing to{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>. We return it to the payment methods you
        topped up with, within {BALANCE_PAYBACK_BUSINESS_DAYS.min} to{' '}
        {BALANCE_PAYBACK_BUSINESS_DAYS.max} business days; your bank may need a few more days to
        show the amount. When you close your account, any remaining balance is refunded
        automatically.
      </p>
    ),
  },
];
