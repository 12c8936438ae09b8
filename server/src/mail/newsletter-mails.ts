import { newsletterParagraphs } from '@app/domain/newsletter';
import { escapeHtml } from './html-escape.js';
import { formatLifetime } from './lifetime-text.js';
import type { MailMessage } from './mailer.js';

// NOTE: anyone can type someone else's address into the newsletter box, so these mails carry
// no words of the person who typed it, and say what to do if it was not them.

function page(title: string, paragraphs: string[], button?: { label: string; link: string }) {
  const action = button
    ? `<p><a href="${escapeHtml(button.link)}" style="display: inline-block; background: #047857; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(button.label)}</a></p>
<p style="font-size: 13px; color: #6b7280;">Or open this link: <a href="${escapeHtml(button.link)}">${escapeHtml(button.link)}</a></p>`
    : '';
  const [first, ...rest] = paragraphs;
  return `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
<p>${escapeHtml(first ?? '')}</p>
${action}
${rest.map((text) => `<p style="font-size: 13px; color: #6b7280;">${escapeHtml(text)}</p>`).join('\n')}
</body>
</html>
`;
}

/** RFC 8058: mail providers offer 'Unsubscribe' and POST `List-Unsubscribe=One-Click` to the link. */
const unsubscribeHeaders = (unsubscribeLink: string) => ({
  'List-Unsubscribe': `<${unsubscribeLink}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export function newsletterConfirmMail(
  to: string,
  confirmLink: string,
  unsubscribeLink: string,
  lifetimeSeconds: number,
): MailMessage {
  const title = 'Confirm your EcoTours newsletter subscription';
  const intro =
    'Someone asked to send the Slow Travel Letter (new micro-tours, rail tips and stories from our guides, once a month) to this address. Confirm to start receiving it.';
  const outro = `The link works once and expires in ${formatLifetime(lifetimeSeconds)}. If you did not ask for it, ignore this e-mail: nothing will be sent.`;
  const leave = `Unsubscribe at any time: ${unsubscribeLink}`;
  return {
    kind: 'newsletter-confirm',
    to,
    subject: title,
    text: `${intro}\n\nConfirm: ${confirmLink}\n\n${outro}\n\n${leave}\n`,
    html: page(title, [intro, outro, leave], {
      label: 'Confirm my subscription',
      link: confirmLink,
    }),
    link: confirmLink,
    secrets: [unsubscribeLink],
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}

/** To an address that is subscribed already: the same answer on the site, this mail here. */
export function newsletterAlreadySubscribedMail(to: string, unsubscribeLink: string): MailMessage {
  const title = 'You already get the EcoTours newsletter';
  const intro =
    'Someone asked to subscribe this address to the Slow Travel Letter, which it already receives. Nothing has changed.';
  const leave = 'To stop receiving it, use this link:';
  return {
    kind: 'newsletter-already-subscribed',
    to,
    subject: title,
    text: `${intro}\n\n${leave} ${unsubscribeLink}\n`,
    html: page(title, [intro], { label: 'Unsubscribe', link: unsubscribeLink }),
    link: unsubscribeLink,
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
): MailMessage {
  const paragraphs = newsletterParagraphs(issue.body);
  const leave = 'You receive the Slow Travel Letter because you subscribed on the EcoTours site.';
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">${escapeHtml(issue.subject)}</h1>
${paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`).join('\n')}
<hr style="border: none; border-top: 1px solid #e5e7eb; margin: 24px 0;">
<p style="font-size: 13px; color: #6b7280;">${escapeHtml(leave)} <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p>
</body>
</html>
`;
  return {
    kind: 'newsletter-issue',
    to,
    subject: issue.subject,
    text: `${paragraphs.map((lines) => lines.join('\n')).join('\n\n')}\n\n--\n${leave}\nUnsubscribe: ${unsubscribeLink}\n`,
    html,
    secrets: [unsubscribeLink],
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}
