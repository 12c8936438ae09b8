import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';

export const summary = `This policy explains which personal data ${site.name} collects when you browse, book tours and use your prepaid wallet, why we use it, and the rights the EU General Data Protection Regulation (GDPR) gives you.`;

export const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    content: (
      <>
        <p>
          {site.name} runs this marketplace for sustainable European travel from {site.city}. We are
          the data controller for the personal data described in this policy.
        </p>
        <p>
          The local guides and tour partners who run the tours you book receive only the data they
          need to welcome you, under written agreements with us. For any privacy question, write to{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data We Collect',
    content: (
      <ul>
        <li>
          <strong>Account data:</strong> your full name, e-mail address and password. We store the
          password only as a salted hash, never in readable form.
        </li>
        <li>
          <strong>Booking data:</strong> the tours you book, their dates, the number of travellers,
          chosen add-ons and the amounts paid.
        </li>
        <li>
          <strong>Wallet data:</strong> your top-ups, payments and refunds with their dates and
          amounts. Card details are entered with our payment partners and never reach our servers.
        </li>
        <li>
          <strong>Messages:</strong> what you tell us by e-mail or phone, for example about
          accessibility needs or a group trip.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type and the time of requests, kept
          in server logs to protect the service.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'How We Use Your Data',
    content: (
      <>
        <ul>
          <li>
            To run your account, bookings and wallet: necessary to perform our contract with you
            (Article 6(1)(b) GDPR).
          </li>
          <li>
            To keep accounting records and prevent fraud: our legal obligations and our legitimate
            interest in a safe service (Article 6(1)(c) and (f)).
          </li>
          <li>
            To answer your questions and improve our tours: our legitimate interest (Article
            6(1)(f)).
          </li>
          <li>
            To send our newsletter: only with your consent (Article 6(1)(a)), which you can withdraw
            at any time.
          </li>
        </ul>
        <p>
          We never sell your data, and we make no automated decisions that have legal or similarly
          significant effects on you.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-your-data',
    title: 'Sharing Your Data',
    content: (
      <>
        <ul>
          <li>
            <strong>Guides and tour partners:</strong> your name, the tour date, the number of
            travellers and any needs you have told us about.
          </li>
          <li>
            <strong>Payment partners:</strong> our two licensed payment partners process wallet
            top-ups and refunds as independent controllers of your payment data.
          </li>
          <li>
            <strong>Service providers:</strong> hosting and e-mail providers that process data on
            our behalf under Article 28 GDPR contracts, on servers in the European Union.
          </li>
          <li>
            <strong>Authorities:</strong> only when the law requires us to.
          </li>
        </ul>
        <p>
          If data ever has to leave the European Economic Area, we rely on an adequacy decision of
          the European Commission or on its Standard Contractual Clauses.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    title: 'Retention and Security',
    content: (
      <>
        <ul>
          <li>
            Account data is kept while your account is open and deleted within 30 days of closing
            it.
          </li>
          <li>
            Booking and wallet records are kept for 10 years, as French commercial law requires for
            accounting documents.
          </li>
          <li>Server logs are deleted after 12 months.</li>
        </ul>
        <p>
          All connections are encrypted, passwords are hashed, and only the staff who need it can
          see your data. If a breach is likely to put your rights at risk, we notify the French data
          protection authority (CNIL) within 72 hours and inform you without undue delay.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    content: (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>access your data and receive a copy of it;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased, unless we must keep it by law;</li>
          <li>restrict or object to how we process it;</li>
          <li>receive the data you gave us in a portable format;</li>
          <li>withdraw your consent at any time, without affecting earlier processing.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${site.email}`}>{site.email}</a> to use any of these rights. We
          may ask you to confirm your identity and will answer within 30 days. You may also complain
          to the CNIL (www.cnil.fr) or to the data protection authority of your country.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-changes',
    title: 'Cookies and Changes to This Policy',
    content: (
      <>
        <p>
          We use no advertising or tracking cookies. Your browser’s local storage keeps your sign-in
          session so that you stay signed in; it is removed when you sign out. This storage is
          strictly necessary for the service, so it needs no consent.
        </p>
        <p>
          When we change this policy, we update the date at the top of this page. We tell account
          holders about significant changes by e-mail before they take effect.
        </p>
      </>
    ),
  },
];
