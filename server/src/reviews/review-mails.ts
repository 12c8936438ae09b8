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

type MailTexts = ReturnType<typeof mailTexts>;

/** A review mail in the member's language: its subject, paragraphs and one link to the site. */
function reviewMail(
  facts: ReviewMailFacts,
  siteUrl: string,
  template: string,
  write: (
    t: MailTexts['t'],
    tour: string,
  ) => { subject: string; paragraphs: string[]; label: string; path: string },
): MailMessage {
  const texts = mailTexts(facts.locale);
  const mail = write(texts.t, ticketTitleIn(facts, facts.locale).title);
  return linkedMail(texts, template, facts.to, mail.subject, mail.paragraphs, {
    label: mail.label,
    url: sitePage(siteUrl, facts.locale, mail.path),
  });
}

/** The author of a hidden review is told why (issue 49), in their account's language. */
export function reviewHiddenMail(
  facts: ReviewMailFacts & { reason: string },
  siteUrl: string,
): MailMessage {
  return reviewMail(facts, siteUrl, 'review-hidden', (t, tour) => ({
    subject: t('review.hidden.subject', { tour }),
    paragraphs: [
      t('review.hidden.body', { tour, reason: facts.reason }),
      t('review.hidden.contact'),
    ],
    label: t('review.hidden.link'),
    path: '/contact',
  }));
}

/** After a trip: an invitation to review it, once per booking. */
export function reviewInvitationMail(
  facts: ReviewMailFacts & { startDate: string },
  siteUrl: string,
): MailMessage {
  return reviewMail(facts, siteUrl, 'review-invitation', (t, tour) => ({
    subject: t('review.invite.subject', { tour }),
    paragraphs: [
      t('review.invite.body', { tour, date: longDate(facts.startDate, facts.locale) }),
      t('review.invite.verified'),
    ],
    label: t('review.invite.link'),
    path: '/dashboard?tab=reviews',
  }));
}
