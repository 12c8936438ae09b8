import { Link } from '../../../../components/link';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationPolicySentence,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `These terms govern your use of the ${site.name} website, your account, the prepaid wallet and the tours you book through us. Please read them before you book.`;

export const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    content: (
      <>
        <p>
          The {site.name} marketplace is operated by {site.name}, based in {site.city}. By creating
          an account or booking a tour, you accept these terms and our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
        <p>
          You must be at least 18 years old to create an account and book. Travellers under 18 are
          welcome on our tours when an adult who is responsible for them travels too.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your Account',
    content: (
      <ul>
        <li>Give us accurate details and keep your e-mail address up to date.</li>
        <li>Keep your password secret; you are responsible for bookings made with your account.</li>
        <li>Tell us at once if you think someone else has used your account.</li>
        <li>
          We may suspend an account that is used for fraud or abuse. We will tell you why, and you
          may object.
        </li>
      </ul>
    ),
  },
  {
    id: 'prepaid-wallet',
    title: 'The Prepaid Wallet',
    content: (
      <>
        <p>
          Your wallet holds euros that you top up through one of our two payment partners. Its
          balance is shown to the cent and can only be spent on {site.name} bookings. It is not a
          bank account, earns no interest and cannot be transferred to another person.
        </p>
        <p>
          Your balance does not expire. You can ask for unused balance to be paid back at any time,
          as described in our <Link to="/delivery-refund">Delivery &amp; Refund Policy</Link>. If an
          amount is credited to your wallet by mistake, we may correct it and will tell you when we
          do.
        </p>
      </>
    ),
  },
  {
    id: 'bookings-and-prices',
    title: 'Bookings and Prices',
    content: (
      <>
        <p>
          All prices are in euros and include VAT. Micro-tours carry no booking fees. A booking is
          confirmed once the full amount has been deducted from your wallet; we send a confirmation
          e-mail with your e-ticket within 30 minutes.
        </p>
        <p>
          Micro-tours are run by independent local guides whom we select and review. Multi-day tours
          are organised by {site.name} with local partners; when a tour combines transport and
          accommodation, it is a package under Directive (EU) 2015/2302 and you have all the rights
          that directive gives you, including insolvency protection.
        </p>
        <p>
          The CO₂ savings shown on tour pages are estimates made with the UK DESNZ greenhouse gas
          conversion factors 2025. Place names and coordinates come from{' '}
          <a href="https://www.geonames.org/" rel="noopener">
            GeoNames
          </a>
          , used under the{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener license">
            Creative Commons Attribution 4.0 licence (CC BY 4.0)
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations and Changes',
    content: (
      <>
        <p>
          You can cancel a booking from your dashboard until the day before it starts.{' '}
          <CancellationPolicySentence /> Our{' '}
          <Link to="/delivery-refund">Delivery &amp; Refund Policy</Link> gives the details.
        </p>
        <p>
          <DateChangeSentence /> You change the date from your dashboard under Bookings, where you
          see what the change costs before you confirm. <MicroTourDateChangeSentence />
        </p>
        <p>
          As tours are leisure services booked for a specific date, the 14-day right of withdrawal
          under EU consumer law does not apply to them. If we must cancel a tour because of weather,
          safety or too few participants, we refund you in full and you may rebook another date.
        </p>
      </>
    ),
  },
  {
    id: 'traveller-responsibilities',
    title: 'Traveller Responsibilities',
    content: (
      <ul>
        <li>Arrive at the meeting point on time; a guide may start without latecomers.</li>
        <li>
          Check the difficulty and duration of a tour and make sure it suits your health and
          fitness.
        </li>
        <li>
          Carry a valid identity document and, for multi-day tours, travel insurance that covers the
          planned activities.
        </li>
        <li>
          Respect local people, wildlife and nature, and leave no trace. A guide may exclude a
          participant who puts others at risk; no refund is due in that case.
        </li>
      </ul>
    ),
  },
  {
    id: 'liability-and-law',
    title: 'Liability and Governing Law',
    content: (
      <>
        <p>
          We are responsible for the services we sell as the law provides. We are not liable for
          events beyond our reasonable control, such as strikes, extreme weather or closures by
          authorities. Nothing in these terms limits our liability where the law does not allow it,
          including for death or personal injury caused by our negligence.
        </p>
        <p>
          These terms are governed by French law. If you live in another EU country, you keep the
          protection of its mandatory consumer laws. If we cannot settle a complaint together, you
          may refer it free of charge to a consumer mediator, whose details we give on request, or
          to the competent courts.
        </p>
      </>
    ),
  },
];
