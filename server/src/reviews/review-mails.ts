import { type Locale } from '@app/domain/locales';
import { ticketTitleIn } from '@app/domain/tickets';
import { linkedMail, longDate, sitePage } from '../mail/booking-mails.js';
import { mailTexts } from '../mail/mail-texts.js';
import type { MailMessage } from '../mail/mailer.js';

export interface ReviewMailFacts {
  to: string;
  locale: Locale;
  title: string;
  titleTranslations: Record<string, string>;
}

/** The author of a hidden review is told why (issue 49), in their account's language. */
export function reviewHiddenMail(
  facts: ReviewMailFacts & { reason: string },
  siteUrl: string,
): MailMessage {
  const texts = mailTexts(facts.locale);
  const { t } = texts;
  const tour = ticketTitleIn(facts, facts.locale).title;
  return linkedMail(
    texts,
    'review-hidden',
    facts.to,
    t('review.hidden.subject', { tour }),
    [t('review.hidden.body', { tour, reason: facts.reason }), t('review.hidden.contact')],
    { label: t('review.hidden.link'), url: sitePage(siteUrl, facts.locale, '/contact') },
  );
}

/** After a trip: an invitation to review it, once per booking. */
export function reviewInvitationMail(
  facts: ReviewMailFacts & { startDate: string },
  siteUrl: string,
): MailMessage {
  const texts = mailTexts(facts.locale);
  const { t } = texts;
  const tour = ticketTitleIn(facts, facts.locale).title;
  return linkedMail(
    texts,
    'review-invitation',
    facts.to,
    t('review.invite.subject', { tour }),
    [
      t('review.invite.body', { tour, date: longDate(facts.startDate, facts.locale) }),
      t('review.invite.verified'),
    ],
    {
      label: t('review.invite.link'),
      url: sitePage(siteUrl, facts.locale, '/dashboard?tab=reviews'),
    },
  );
}
