import { DEFAULT_LOCALE, type Locale } from '@app/domain/locales';
import { newsletterParagraphs } from '@app/domain/newsletter';
import { escapeHtml } from './html-escape.js';
import { formatLifetime } from './lifetime-text.js';
import { mailTexts } from './mail-texts.js';
import type { MailMessage } from './mailer.js';
import { oneClickUnsubscribeLink } from './unsubscribe-links.js';

// NOTE: anyone can type someone else's address into the newsletter box, so these mails carry
// no words of the person who typed it, and say what to do if it was not them.

function page(
  locale: Locale,
  title: string,
  paragraphs: string[],
  button?: { label: string; link: string },
) {
  const action = button
    ? `<p><a href="${escapeHtml(button.link)}" style="display: inline-block; background: #047857; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(button.label)}</a></p>
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(mailTexts(locale).t('mail.orOpenLink'))} <a href="${escapeHtml(button.link)}">${escapeHtml(button.link)}</a></p>`
    : '';
  const [first, ...rest] = paragraphs;
  return `<!doctype html>
<html lang="${locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
<p>${escapeHtml(first ?? '')}</p>
${action}
${rest.map((text) => `<p style="font-size: 13px; color: #6b7280;">${escapeHtml(text)}</p>`).join('\n')}
</body>
</html>
`;
}

/**
 * RFC 8058: mail providers offer 'Unsubscribe' and POST `List-Unsubscribe=One-Click` to the link
 * (at its English path, where the gateway takes the POST; the mail's own link opens the page in
 * the reader's language).
 */
const unsubscribeHeaders = (unsubscribeLink: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeLink(unsubscribeLink)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Every form of the unsubscribe link the mail carries: none may reach the outbox. */
const unsubscribeSecrets = (unsubscribeLink: string) => [
  ...new Set([unsubscribeLink, oneClickUnsubscribeLink(unsubscribeLink)]),
];

export function newsletterConfirmMail(
  to: string,
  confirmLink: string,
  unsubscribeLink: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const title = t('newsletter.confirm.subject');
  const intro = t('newsletter.confirm.intro');
  const outro = t('newsletter.confirm.outro', {
    lifetime: formatLifetime(lifetimeSeconds, locale),
  });
  const leave = t('newsletter.unsubscribeAnyTime', { link: unsubscribeLink });
  const confirm = t('mail.labelled', {
    label: t('newsletter.confirm.linkLabel'),
    value: confirmLink,
  });
  return {
    kind: 'newsletter-confirm',
    to,
    subject: title,
    text: `${intro}\n\n${confirm}\n\n${outro}\n\n${leave}\n`,
    html: page(locale, title, [intro, outro, leave], {
      label: t('newsletter.confirm.button'),
      link: confirmLink,
    }),
    link: confirmLink,
    secrets: unsubscribeSecrets(unsubscribeLink),
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}

/** To an address that is subscribed already: the same answer on the site, this mail here. */
export function newsletterAlreadySubscribedMail(
  to: string,
  unsubscribeLink: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const title = t('newsletter.already.subject');
  const intro = t('newsletter.already.intro');
  const leave = t('newsletter.already.leave');
  const oneClick = oneClickUnsubscribeLink(unsubscribeLink);
  return {
    kind: 'newsletter-already-subscribed',
    to,
    subject: title,
    text: `${intro}\n\n${leave} ${unsubscribeLink}\n`,
    html: page(locale, title, [intro], {
      label: t('newsletter.unsubscribe'),
      link: unsubscribeLink,
    }),
    link: unsubscribeLink,
    ...(oneClick === unsubscribeLink ? {} : { secrets: [oneClick] }),
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}

/**
 * One issue to one subscriber. The admin's words are escaped; blank lines make paragraphs and
 * single line breaks stay. The footer carries the subscriber's own unsubscribe link.
 */
export function newsletterIssueMail(
  to: string,
  issue: { subject: string; body: string },
  unsubscribeLink: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const paragraphs = newsletterParagraphs(issue.body);
  const leave = t('newsletter.issue.footer');
  const unsubscribe = t('newsletter.unsubscribe');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(issue.subject)}</h1>
${paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`).join('\n')}
<hr style="border: none; border-top: 1px solid #e5e7eb; margin: 24px 0;">
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(leave)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(unsubscribe)}</a></p>
</body>
</html>
`;
  return {
    kind: 'newsletter-issue',
    to,
    subject: issue.subject,
    text: `${paragraphs.map((lines) => lines.join('\n')).join('\n\n')}\n\n--\n${leave}\n${t('mail.labelled', { label: unsubscribe, value: unsubscribeLink })}\n`,
    html,
    secrets: unsubscribeSecrets(unsubscribeLink),
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}
