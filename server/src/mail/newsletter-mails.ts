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

const unsubscribeHeaders = (unsubscribeLink: string) => ({
  'List-Unsubscribe': `<${unsubscribeLink}>`,
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
