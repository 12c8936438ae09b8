import '../messages';
import { Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';
import { Card } from '../../../components/ui/card';
import { ContactDetails } from '../components/contact-details';
import { ContactFaq } from '../components/contact-faq';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  useDocumentTitle(pageTitles.contact);
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">
          <Trans>Contact Us</Trans>
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-stone-600">
          <Trans>
            Questions about a tour, your wallet or a trip for your group? Write to us and a member
            of our Paris team will respond within 24 hours.
          </Trans>
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-5">
        <Card className="p-6 sm:p-8 lg:col-span-3">
          <ContactForm />
        </Card>
        <Card className="h-fit p-6 sm:p-8 lg:col-span-2">
          <ContactDetails />
        </Card>
      </div>
      <ContactFaq />
    </div>
  );
}
