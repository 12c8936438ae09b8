import { describe, expect, it } from 'vitest';
import { findAssertions } from './type-assertion-budget.js';

describe('type assertion budget', () => {
  it('counts as-casts and angle-bracket casts, not as const, and marks a cast of a cast', () => {
    const source = [
      'const a = value as string;',
      'const b = <number>other;',
      "const c = ['x'] as const;",
      'const d = thing as unknown as Date;',
    ].join('\n');
    const found = findAssertions('example.ts', source);
    expect(found.map(({ line, doubled }) => ({ line, doubled }))).toEqual([
      { line: 1, doubled: false },
      { line: 2, doubled: false },
      { line: 4, doubled: true },
    ]);
  });

  it('reads TSX, where only as-casts exist', () => {
    const found = findAssertions('view.tsx', 'const e = <div>{x as string}</div>;');
    expect(found).toHaveLength(1);
    expect(found[0]!.text).toBe('x as string');
  });
});
