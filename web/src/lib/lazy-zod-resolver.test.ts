import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.email('Please enter a valid email address') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema once, at the first validation, and validates with it', async () => {
    let loads = 0;
    const { resolver } = lazyZodResolver(async () => {
      loads += 1;
      return schema;
    });
    expect(loads).toBe(0);
    const bad = await resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Please enter a valid email address');
    const good = await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(good.values).toEqual({ email: 'ada@example.com' });
    expect(loads).toBe(1);
  });

  it('tries the download again after it failed', async () => {
    let attempts = 0;
    const { resolver } = lazyZodResolver(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return schema;
    });
    await expect(resolver({ email: 'ada@example.com' }, undefined, options)).rejects.toThrow(
      'offline',
    );
    await expect(resolver({ email: 'ada@example.com' }, undefined, options)).resolves.toEqual({
      values: { email: 'ada@example.com' },
      errors: {},
    });
    expect(attempts).toBe(2);
  });
});
