import type { ContactMessageInput } from '@app/domain';
import { invokeServerFunction } from '../../../lib/server-function';

export const SEND_FAILED_MESSAGE =
  'Something went wrong on our side and your message was not sent. Please try again in a few minutes.';

/** POST /functions/v1/contact-message: the server stores it and tells the team. */
export function sendContactMessage(message: ContactMessageInput): Promise<{ id: string }> {
  return invokeServerFunction<{ id: string }>(
    'contact-message',
    { ...message, groupSize: message.groupSize ?? '' },
    SEND_FAILED_MESSAGE,
  );
}
