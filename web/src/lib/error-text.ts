/** What a failed action says to the user: the error's own message, else a fallback. */
export const errorText = (error: unknown, fallback = 'Please try again.') =>
  error instanceof Error && error.message ? error.message : fallback;
