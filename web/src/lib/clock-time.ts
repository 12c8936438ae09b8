const clockTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayAndClockTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as HH:MM (24 hours) in the device's own time zone: '09:05'. */
export function formatClockTime(moment: string | Date): string {
  return clockTime.format(new Date(moment));
}

/** A moment with its day, in the device's own time zone: '27 November 2026 at 09:05'. */
export function formatDayAndClockTime(moment: string | Date): string {
  return dayAndClockTime.format(new Date(moment));
}
