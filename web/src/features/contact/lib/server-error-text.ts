import { errorText } from '../../../lib/error-text';

/**
 * What a message the server did not take says: for now the server's own sentence, else the
 * fallback. The one place of this folder to switch to the shared mapping of server error codes to
 * translated messages once it exists.
 */
export const serverErrorText = (error: unknown, fallback: string) => errorText(error, fallback);
