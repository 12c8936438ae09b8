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
  texts: { title: string; intro: string; button: string; outro: string; enterCode?: string },
  link: string,
  code?: string,
) {
  const href = escapeHtml(link);
  const codeBlock =
    code && texts.enterCode
      ? `<p>${escapeHtml(texts.enterCode)}</p>
<p style="font-size: 28px; font-weight: 600; letter-spacing: 0.2em;">${escapeHtml(code)}</p>
`
      : '';
  return `<!doctype html>
<html lang="${locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)}</p>
<p><a href="${href}" style="display: inline-block; background: #047857; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(texts.button)}</a></p>
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(mailTexts(locale).t('mail.orOpenLink'))} <a href="${href}">${href}</a></p>
${codeBlock}<p style="font-size: 13px; color: #6b7280;">${escapeHtml(texts.outro)}</p>
</body>
</html>
`;
}

interface LinkMailTexts {
  title: string;
  intro: string;
  button: string;
  outro: string;
  /** The plain text's first line, where it says more than the HTML's intro. */
  textIntro?: string;
  /** Introduces the six-digit code of a mail that has one beside its link. */
  enterCode?: string;
}

/** A mail whose point is one link: the same texts as plain text and as HTML with a button. */
function linkMail(
  kind: MailMessage['kind'],
  to: string,
  link: string,
  locale: Locale,
  texts: LinkMailTexts,
  code?: string,
): MailMessage {
  const codeText = code && texts.enterCode ? `${texts.enterCode}\n\n${code}\n\n` : '';
  return {
    kind,
    to,
    subject: texts.title,
    text: `${texts.textIntro ?? texts.intro}\n\n${link}\n\n${codeText}${texts.outro}\n`,
    html: html(locale, texts, link, code),
    link,
    ...(code ? { code } : {}),
  };
}

export function confirmSignUpMail(
  to: string,
  link: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  return linkMail('signup', to, link, locale, {
    title: t('auth.signup.subject'),
    intro: t('auth.signup.intro'),
    button: t('auth.signup.button'),
    outro: t('auth.signup.outro', { lifetime: formatLifetime(lifetimeSeconds, locale) }),
  });
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
  return linkMail('signup', to, link, locale, {
    title: t('auth.signup.subject'),
    intro: t('auth.signup.repeated.intro'),
    button: t('auth.signup.button'),
    outro: t('auth.signup.repeated.outro', { lifetime: formatLifetime(lifetimeSeconds, locale) }),
  });
}

export function resetPasswordMail(
  to: string,
  link: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const intro = t('auth.recovery.intro');
  return linkMail('recovery', to, link, locale, {
    title: t('auth.recovery.subject'),
    intro,
    textIntro: `${intro} ${t('auth.recovery.chooseHere')}`,
    button: t('auth.recovery.button'),
    outro: t('auth.recovery.outro', { lifetime: formatLifetime(lifetimeSeconds, locale) }),
  });
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

/** Sent to the address of an account just deleted: it says what went and what was kept. */
export function accountDeletedMail(to: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const { t } = mailTexts(locale);
  const title = t('auth.accountDeleted.subject');
  const paragraphs = [
    t('auth.accountDeleted.intro'),
    t('auth.accountDeleted.kept'),
    t('auth.accountDeleted.outro'),
  ];
  return {
    kind: 'account_deleted',
    to,
    subject: title,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>
<html lang="${locale}">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</body>
</html>
`,
  };
}

/** Passwordless sign-in (POST /otp): a link and the same sign-in as a six-digit code. */
export function magicLinkMail(
  to: string,
  link: string,
  code: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  return linkMail(
    'magiclink',
    to,
    link,
    locale,
    {
      title: t('auth.magiclink.subject'),
      intro: t('auth.magiclink.intro'),
      button: t('auth.magiclink.button'),
      enterCode: t('auth.magiclink.enterCode'),
      outro: t('auth.magiclink.outro', { lifetime: formatLifetime(lifetimeSeconds, locale) }),
    },
    code,
  );
}

/** An operator's invitation (POST /invite): the link leads to choosing a password. */
export function inviteMail(
  to: string,
  link: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  return linkMail('invite', to, link, locale, {
    title: t('auth.invite.subject'),
    intro: t('auth.invite.intro'),
    button: t('auth.invite.button'),
    outro: t('auth.invite.outro', { lifetime: formatLifetime(lifetimeSeconds, locale) }),
  });
}

/**
 * One half of a secure e-mail change: to the current address (which learns the new one, so its
 * owner can spot a change they did not ask for) or to the new one. Both must be confirmed.
 */
export function emailChangeMail(
  side: 'current' | 'new',
  to: string,
  newEmail: string,
  link: string,
  code: string,
  lifetimeSeconds: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { t } = mailTexts(locale);
  const lifetime = formatLifetime(lifetimeSeconds, locale);
  return linkMail(
    'email_change',
    to,
    link,
    locale,
    side === 'current'
      ? {
          title: t('auth.emailChange.current.subject'),
          intro: t('auth.emailChange.current.intro', { newEmail }),
          button: t('auth.emailChange.button'),
          enterCode: t('auth.emailChange.enterCode'),
          outro: t('auth.emailChange.current.outro', { lifetime }),
        }
      : {
          title: t('auth.emailChange.new.subject'),
          intro: t('auth.emailChange.new.intro'),
          button: t('auth.emailChange.button'),
          enterCode: t('auth.emailChange.enterCode'),
          outro: t('auth.emailChange.new.outro', { lifetime }),
        },
    code,
  );
}
