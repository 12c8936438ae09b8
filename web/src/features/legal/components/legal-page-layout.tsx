import '../messages';
import { formatMoment } from '@app/domain/locale-format';
import { Trans } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArrowLeft, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { site } from '../../../config/site';
import { toIsoDay } from '../../../lib/calendar-dates';
import { useLocale } from '../../../i18n/use-locale';

export interface LegalSection {
  /** The anchor the table of contents links to. */
  id: string;
  title: string;
  content: ReactNode;
}

const linkClasses =
  'text-emerald-800 underline underline-offset-2 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-emerald-700';

// Legal texts are plain paragraphs and lists; these rules style them without a typography plugin.
const proseClasses =
  '[&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:leading-relaxed [&_strong]:font-semibold [&_strong]:text-stone-900 [&_a]:text-emerald-800 [&_a]:underline [&_a]:underline-offset-2';

function ContactCard({ heading }: { heading: string }) {
  const name = site.name;
  // The shell's footer shows the same words: the address stays as the site's config gives it.
  const city = site.city;
  return (
    <aside
      aria-labelledby="legal-contact-heading"
      className="mt-12 rounded-xl border border-emerald-200 bg-emerald-50 p-6"
    >
      <h2 id="legal-contact-heading" className="text-lg font-semibold text-stone-900">
        {heading}
      </h2>
      <p className="mt-1 text-stone-700">
        <Trans>
          {name} is based in {city}. Contact us and we will gladly help.
        </Trans>
      </p>
      <ul className="mt-4 space-y-2 text-stone-800">
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-emerald-800" />
          <a href={`mailto:${site.email}`} className={linkClasses}>
            {site.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 text-emerald-800" />
          <a href={`tel:${site.phone.replace(/\s/g, '')}`} className={linkClasses}>
            {site.phone}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-emerald-800" />
          {city}
        </li>
      </ul>
    </aside>
  );
}

/** The frame shared by the legal pages: back link, title, today's date, numbered sections. */
export function LegalPageLayout({
  title,
  contactHeading,
  summary,
  sections,
  hasTableOfContents = false,
}: {
  title: string;
  /** The contact card's heading: 'Questions about this privacy policy?' */
  contactHeading: string;
  summary: ReactNode;
  sections: LegalSection[];
  hasTableOfContents?: boolean;
}) {
  const locale = useLocale();
  const today = new Date();
  const isoDay = toIsoDay(today);
  const date = formatMoment(today, 'longDay', locale);
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-emerald-800 hover:text-emerald-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to Home</Trans>
      </Link>
      <header className="mt-6 border-b border-stone-200 pb-8">
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">
          <Trans>
            Last updated: <time dateTime={isoDay}>{date}</time>
          </Trans>
        </p>
        <p className="mt-5 text-lg leading-relaxed text-stone-700">{summary}</p>
      </header>
      {hasTableOfContents && (
        <nav
          aria-labelledby="legal-toc-heading"
          className="mt-8 rounded-xl border border-stone-200 bg-white p-6"
        >
          <h2 id="legal-toc-heading" className="font-semibold text-stone-900">
            <Trans>Table of Contents</Trans>
          </h2>
          <ol className="mt-3 space-y-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={linkClasses}>
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={`mt-10 space-y-10 text-stone-700 ${proseClasses}`}>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-stone-900">
              {index + 1}. {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </div>
      <ContactCard heading={contactHeading} />
    </div>
  );
}
