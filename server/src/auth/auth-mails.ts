import type { MailMessage } from '../mail/mailer.js';
import { escapeHtml } from '../mail/html-escape.js';
import { formatLifetime } from '../mail/lifetime-text.js';

// NOTE: no user-supplied text (such as the name given at sign-up) goes into these mails: anyone
// can sign up with someone else's address, and the mail must not carry their words.

function html(title: string, intro: string, button: string, link: string, outro: string) {
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${href}" style="display: inline-block; background: #047857; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(button)}</a></p>
<p style="font-size: 13px; color: #6b7280;">Or open this link: <a href="${href}">${href}</a></p>
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(outro)}</p>
</body>
</html>
`;
}

export function confirmSignUpMail(to: string, link: string, lifetimeSeconds: number): MailMessage {
  const intro = 'Welcome to EcoTours! Confirm your e-mail address to finish creating your account.';
  const outro = `The link works once and expires in ${formatLifetime(lifetimeSeconds)}. If you did not sign up, ignore this e-mail.`;
  return {
    kind: 'signup',
    to,
    subject: 'Confirm your EcoTours account',
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: html('Confirm your EcoTours account', intro, 'Confirm my account', link, outro),
    link,
  };
}

/**
 * The confirmation again, for a sign-up with an address that is still waiting. Whoever signed
 * up first chose the password; if that was not the owner, a reset link (which confirms too)
 * lets the owner choose their own and voids the stranger's.
 */
export function repeatedSignUpMail(to: string, link: string, lifetimeSeconds: number): MailMessage {
  const intro =
    'Someone signed up again with this e-mail address. Your EcoTours account is still waiting for confirmation: confirm it to sign in with the password chosen at the first sign-up.';
  const outro = `The link works once and expires in ${formatLifetime(lifetimeSeconds)}. If you do not know that password, do not use this link: choose "Forgot password?" on the sign-in page instead, which confirms your address and lets you choose your own. If you did not sign up, ignore this e-mail.`;
  return {
    ...confirmSignUpMail(to, link, lifetimeSeconds),
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: html('Confirm your EcoTours account', intro, 'Confirm my account', link, outro),
  };
}

export function resetPasswordMail(to: string, link: string, lifetimeSeconds: number): MailMessage {
  const intro = 'Someone asked to reset the password of your EcoTours account.';
  const outro = `The link works once and expires in ${formatLifetime(lifetimeSeconds)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`;
  return {
    kind: 'recovery',
    to,
    subject: 'Reset your EcoTours password',
    text: `${intro} Choose a new password here:\n\n${link}\n\n${outro}\n`,
    html: html('Reset your EcoTours password', intro, 'Choose a new password', link, outro),
    link,
  };
}

export function reauthenticationMail(
  to: string,
  code: string,
  lifetimeSeconds: number,
): MailMessage {
  const intro = 'Someone signed in to your EcoTours account asked to change its password.';
  const outro = `The code works once and expires in ${formatLifetime(lifetimeSeconds)}. If you did not ask for it, someone else may be signed in to your account: reset your password from the sign-in page.`;
  const title = 'Your EcoTours confirmation code';
  return {
    kind: 'reauthentication',
    to,
    subject: title,
    text: `${intro} Enter this code to confirm it is you:\n\n${code}\n\n${outro}\n`,
    html: `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)} Enter this code to confirm it is you:</p>
<p style="font-size: 28px; font-weight: 600; letter-spacing: 0.2em;">${escapeHtml(code)}</p>
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(outro)}</p>
</body>
</html>
`,
    code,
  };
}
