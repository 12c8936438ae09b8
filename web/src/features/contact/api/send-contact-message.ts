import '../messages';
import type { ContactMessageInput } from '@app/domain';
import { t } from '@lingui/core/macro';
import { invokeServerFunction } from '../../../lib/server-function';

/** Said when the server gives no reason (read when shown, in the page's language). */
export const sendFailedMessage = () =>
  t`Something went wrong on our side and your message was not sent. Please try again in a few minutes.`;

/** POST /functions/v1/contact-message: the server stores it and tells the team. */
export function sendContactMessage(message: ContactMessageInput): Promise<{ id: string }> {
  return invokeServerFunction<{ id: string }>(
    'contact-message',
    { ...message, groupSize: message.groupSize ?? '' },
    sendFailedMessage(),
  );
}
