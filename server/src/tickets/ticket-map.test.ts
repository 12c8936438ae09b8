import { describe, expect, it } from 'vitest';
import { printableLabel } from './ticket-map.js';

describe('printableLabel', () => {
  it("keeps what Helvetica's built-in encoding prints, folds the rest, drops other scripts", () => {
    expect(printableLabel('Köln')).toBe('Köln');
    expect(printableLabel('ÖSTERREICH')).toBe('ÖSTERREICH');
    expect(printableLabel('Łódź')).toBe('Lodz');
    expect(printableLabel('Iaşi')).toBe('Iasi');
    expect(printableLabel('Győr')).toBe('Gyor');
    expect(printableLabel('Αθήνα')).toBeNull();
  });
});
