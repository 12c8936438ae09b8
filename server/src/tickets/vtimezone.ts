/**
 * A VTIMEZONE for a calendar entry, made from the runtime's own time-zone data (Intl): RFC 5545
 * wants every TZID an event names defined in the file, and Outlook relies on it. The zone's
 * offsets and each change between them over the three years around the event, as observances
 * without recurrence rules (valid, and true even if a country changes its rules later).
 */
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Minutes east of UTC in `timeZone` at `at`. */
function offsetMinutes(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name ?? '');
  if (!match) throw new Error(`no UTC offset for ${timeZone}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** +0100, -0330 */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const magnitude = Math.abs(minutes);
  return `${sign}${pad(Math.floor(magnitude / 60))}${pad(magnitude % 60)}`;
}

/** The local wall-clock time of `at` with the given offset, as iCalendar writes it. */
function localText(at: number, offset: number): string {
  const local = new Date(at + offset * MINUTE_MS);
  return (
    `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T` +
    `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`
  );
}

/** The first minute at which the offset differs from the one at `from` (it changes before `to`). */
function changeBetween(timeZone: string, from: number, to: number): number {
  const before = offsetMinutes(timeZone, from);
  let low = from;
  let high = to;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetMinutes(timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** The VTIMEZONE of `timeZone` for an event at `around`. */
export function vtimezone(timeZone: string, around: Date): string {
  const year = around.getUTCFullYear();
  const start = Date.UTC(year - 1, 0, 1);
  const end = Date.UTC(year + 2, 0, 1);
  const observances: string[] = [];
  const observance = (at: number, from: number, to: number, daylight: boolean) => {
    const kind = daylight ? 'DAYLIGHT' : 'STANDARD';
    observances.push(
      `BEGIN:${kind}`,
      `DTSTART:${localText(at, from)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  };
  let offset = offsetMinutes(timeZone, start);
  // Summer time is any offset above the zone's smallest one in the window.
  let smallest = offset;
  for (let day = start; day < end; day += DAY_MS) {
    smallest = Math.min(smallest, offsetMinutes(timeZone, day));
  }
  observance(start, offset, offset, offset > smallest);
  for (let day = start; day < end; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, end);
    const after = offsetMinutes(timeZone, next);
    if (after === offset) continue;
    const change = changeBetween(timeZone, day, next);
    observance(change, offset, after, after > smallest);
    offset = after;
  }
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observances, 'END:VTIMEZONE'].join('\r\n');
}
