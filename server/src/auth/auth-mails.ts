import { DEFAULT_LOCALE, type Locale } from '@app/domain/locales';
import type { MailMessage } from '../mail/mailer.js';
import { escapeHtml } from '../mail/html-escape.js';
import { formatLifetime } from '../mail/lifetime-text.js';
import { mailTexts } from '../mail/mail-texts.js';

// NOTE: no user-supplied text (such as the name given at sign-up) goes into these mails: anyone
// can sign up with someone else's address, and the mail must not carry their words. They are
// written in the account's language (user_metadata.locale, chosen by whoever signed up).

function html(
  locale: Locale,
  texts: { title: string; intro: string; button: string; outro: string },
  link: string,
) {
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="${locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
<p><a href="${href}" style="display: inline-block; background: #047857; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(texts.button)}</a></p>
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(mailTexts(locale).t('mail.orOpenLink'))} <a href="${href}">${href}</a></p>
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(texts.outro)}</p>
</body>
</html>
`;
}

export function confirmSignUpMail(
  to: string,
  link: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const title = t('auth.signup.subject');
  const intro = t('auth.signup.intro');
  const outro = t('auth.signup.outro', { lifetime: formatLifetime(lifetimeSeconds, locale) });
  return {
    kind: 'signup',
    to,
    subject: title,
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: html(locale, { title, intro, button: t('auth.signup.button'), outro }, link),
    link,
  };
}

/**
 * The confirmation again, for a sign-up with an address that is still waiting. Whoever signed
 * up first chose the password; if that was not the owner, a reset link (which confirms too)
 * lets the owner choose their own and voids the stranger's.
 */
export function repeatedSignUpMail(
  to: string,
  link: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const intro = t('auth.signup.repeated.intro');
  const outro = t('auth.signup.repeated.outro', {
    lifetime: formatLifetime(lifetimeSeconds, locale),
  });
  const title = t('auth.signup.subject');
  return {
    ...confirmSignUpMail(to, link, lifetimeSeconds, locale),
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: html(locale, { title, intro, button: t('auth.signup.button'), outro }, link),
  };
}

export function resetPasswordMail(
  to: string,
  link: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const title = t('auth.recovery.subject');
  const intro = t('auth.recovery.intro');
  const outro = t('auth.recovery.outro', { lifetime: formatLifetime(lifetimeSeconds, locale) });
  return {
    kind: 'recovery',
    to,
    subject: title,
    text: `${intro} ${t('auth.recovery.chooseHere')}\n\n${link}\n\n${outro}\n`,
    html: html(locale, { title, intro, button: t('auth.recovery.button'), outro }, link),
    link,
  };
}

export function reauthenticationMail(
  to: string,
  code: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const intro = t('auth.reauth.intro');
  const enterCode = t('auth.reauth.enterCode');
  const outro = t('auth.reauth.outro', { lifetime: formatLifetime(lifetimeSeconds, locale) });
  const title = t('auth.reauth.subject');
  return {
    kind: 'reauthentication',
    to,
    subject: title,
    text: `${intro} ${enterCode}\n\n${code}\n\n${outro}\n`,
    html: `<!doctype html>
<html lang="${locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)} ${escapeHtml(enterCode)}</p>
<p style="font-size: 28px; font-weight: 600; letter-spacing: 0.2em;">${escapeHtml(code)}</p>
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(outro)}</p>
</body>
</html>
`,
    code,
  };
}
