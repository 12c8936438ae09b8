import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../../../config/site';
import { supportHours } from '../content/contact-options';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="text-sm font-semibold text-stone-900">{label}</p>
        <div className="text-stone-700">{children}</div>
      </div>
    </li>
  );
}

const linkClasses =
  'text-emerald-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700';

export function ContactDetails() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading" className="text-xl font-semibold text-stone-900">
        <Trans>Contact details</Trans>
      </h2>
      <ul className="mt-5 space-y-5">
        <Detail icon={Mail} label={t`Email`}>
          <a href={`mailto:${site.email}`} className={linkClasses}>
            {site.email}
          </a>
        </Detail>
        <Detail icon={Phone} label={t`Phone`}>
          <a href={`tel:${site.phone.replace(/\s/g, '')}`} className={linkClasses}>
            {site.phone}
          </a>
        </Detail>
        <Detail icon={MapPin} label={t`Office`}>
          {site.city}
        </Detail>
        <Detail icon={Clock} label={t`Support hours`}>
          {t(supportHours)}
        </Detail>
      </ul>
      <p className="mt-6 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
        <Trans>We answer every message within 24 hours on working days, usually much sooner.</Trans>
      </p>
    </section>
  );
}
