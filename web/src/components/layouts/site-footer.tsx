import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Leaf, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '../link';
import { site } from '../../config/site';

const quickLinks = [
  { to: '/', label: msg`Home` },
  { to: '/micro-tours', label: msg`Micro Tours` },
  { to: '/tours', label: msg`Tours` },
  { to: '/blog', label: msg`Blog` },
  { to: '/contact', label: msg`Contact Us` },
  { to: '/dashboard', label: msg`My Account` },
];

const legalLinks = [
  { to: '/privacy-policy', label: msg`Privacy Policy` },
  { to: '/terms-of-service', label: msg`Terms of Service` },
  { to: '/delivery-refund', label: msg`Delivery & Refund` },
];

// At least 24 px high, so a finger hits one link and not its neighbour (WCAG 2.5.8).
const linkClasses =
  'inline-flex min-h-6 items-center text-stone-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: MessageDescriptor }[];
}) {
  const { t } = useLingui();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Leaf aria-hidden="true" className="size-5 text-emerald-400" />
            {site.name}
          </p>
          <p className="mt-3 text-sm leading-relaxed">
            <Trans>
              Low-carbon journeys across Europe and budget city micro-tours led by locals. Travel
              slower, pay from a prepaid wallet, and leave places better than you found them.
            </Trans>
          </p>
        </div>
        <FooterLinks id="footer-quick-links" title={t`Quick Links`} links={quickLinks} />
        <div>
          <h2 className="font-semibold text-white">
            <Trans>Contact</Trans>
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4" />
              <a href={`mailto:${site.email}`} className={linkClasses}>
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4" />
              <a href={`tel:${site.phone.replace(/\s/g, '')}`} className={linkClasses}>
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" />
              {site.city}
            </li>
          </ul>
        </div>
        <FooterLinks id="footer-legal" title={t`Legal`} links={legalLinks} />
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-stone-400">
          <Trans>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
