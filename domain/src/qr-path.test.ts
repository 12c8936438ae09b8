import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrPath } from './qr-path.js';

const grid = (rows: string[]) => ({
  size: rows.length,
  get: (row: number, column: number) => rows[row]![column] === '#',
});

describe('qrPath', () => {
  it('draws each run of dark modules as one rectangle, inside the quiet zone', () => {
    const q = QR_QUIET_ZONE;
    expect(qrPath(grid(['##.', '...', '.##']))).toBe(
      `M${q} ${q}h2v1h-2zM${q + 1} ${q + 2}h2v1h-2z`,
    );
  });

  it('draws nothing for an empty square', () => {
    expect(qrPath(grid(['..', '..']))).toBe('');
  });

  it('covers every dark module of a real code and nothing else', () => {
    const { modules } = create('tkt.v1.example-token');
    const dark = new Set<string>();
    for (const match of qrPath(modules).matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])];
      for (let i = 0; i < run; i += 1) dark.add(`${y - QR_QUIET_ZONE},${x - QR_QUIET_ZONE + i}`);
    }
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        expect(dark.has(`${row},${column}`)).toBe(Boolean(modules.get(row, column)));
      }
    }
  });
});
