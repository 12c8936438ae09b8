/** What qrcode's `create(text).modules` holds: a square of dark (true) and light modules. */
export interface QrModules {
  size: number;
  get(row: number, column: number): number | boolean;
}

/** The quiet zone around the code, in modules: scanners need 4 light modules on every side. */
export const QR_QUIET_ZONE = 4;

/** Ticket codes recover from 15 % damage (a crease, a cracked screen): on the site and on paper. */
export const TICKET_QR_ERROR_CORRECTION = 'M';

/**
 * One SVG path drawing the dark modules, a rectangle per horizontal run, offset by the quiet
 * zone; the viewBox is `size + 2 × QR_QUIET_ZONE` square.
 */
export function qrPath(modules: QrModules): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      const run = column - start;
      parts.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return parts.join('');
}
