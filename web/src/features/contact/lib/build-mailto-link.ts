export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  inquiryLabel: string;
  groupSize: string;
  message: string;
}

/**
 * A mailto: link that opens the visitor's e-mail app with the form's contents, for as long as
 * the form itself cannot send.
 */
export function buildMailtoLink(to: string, fields: ContactMessage): string {
  const name = `${fields.firstName} ${fields.lastName}`.trim();
  const subject = [fields.inquiryLabel || 'Message', name && `from ${name}`]
    .filter(Boolean)
    .join(' ');
  const details = [
    name && `Name: ${name}`,
    fields.email && `Email: ${fields.email}`,
    fields.inquiryLabel && `Inquiry: ${fields.inquiryLabel}`,
    fields.groupSize && `Group size: ${fields.groupSize}`,
  ].filter(Boolean);
  const body = [fields.message.trim(), details.length ? `--\n${details.join('\n')}` : '']
    .filter(Boolean)
    .join('\n\n');
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20');
  return `mailto:${to}?${query}`;
}
