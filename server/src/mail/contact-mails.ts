import { type ContactMessageInput, inquiryTypeLabels } from '@app/domain';
import { escapeHtml } from './html-escape.js';
import type { MailMessage } from './mailer.js';

/** Header-safe: no line breaks or other control characters from the visitor's words. */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * The operator's copy of a contact message. Every word of the visitor is escaped in the HTML;
 * a reply goes to the visitor.
 */
export function contactNotificationMail(
  to: string,
  message: ContactMessageInput & { id: string },
  adminUrl: string,
): MailMessage {
  const name = oneLine(`${message.firstName} ${message.lastName}`);
  const topic = inquiryTypeLabels[message.inquiryType];
  const details: Array<[string, string]> = [
    ['From', `${name} <${message.email}>`],
    ['Inquiry', topic],
    ['Group size', message.groupSize ?? 'Not applicable'],
  ];
  const text = [
    'A new message arrived through the contact form.',
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    `Reply to this e-mail to answer ${name}. All messages: ${adminUrl}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 20px;">New contact message</h1>
<table style="border-collapse: collapse;">
${details
  .map(
    ([label, value]) =>
      `<tr><th style="text-align: left; padding-right: 12px;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="white-space: pre-wrap;">${escapeHtml(message.message)}</p>
<p style="font-size: 13px; color: #6b7280;">Reply to this e-mail to answer ${escapeHtml(name)}. All messages: <a href="${escapeHtml(adminUrl)}">${escapeHtml(adminUrl)}</a></p>
</body>
</html>
`;
  return {
    kind: 'contact',
    to,
    subject: oneLine(`Contact form: ${topic} from ${name}`).slice(0, 200),
    text,
    html,
    replyTo: message.email,
  };
}
