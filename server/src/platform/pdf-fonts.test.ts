import { describe, expect, it } from 'vitest';
import { isPrintable } from './pdf-fonts.js';

describe('isPrintable', () => {
  it("is true for Europe's Latin, Greek and Cyrillic letters, false for scripts the font lacks", () => {
    for (const name of [
      'Köln',
      'Łódź',
      'Iaşi',
      'Győr',
      'Αθήνα',
      'Київ',
      'Beograd / Београд',
      '€ 12.50',
    ])
      expect(isPrintable(name), name).toBe(true);
    for (const name of ['თბილისი', 'Երևան', 'תל אביב', 'إسطنبول', '東京'])
      expect(isPrintable(name), name).toBe(false);
  });
});
