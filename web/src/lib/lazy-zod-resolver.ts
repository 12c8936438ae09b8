import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { validationText } from './error-text';
import { loadErrorTexts } from './error-texts-load';

export interface LazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>> {
  resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  /** Starts the download; forms call it when the visitor first focuses one of their fields. */
  preload: () => void;
}

/**
 * A react-hook-form resolver that fetches zod, the schema and zodResolver when the form is first
 * used instead of with its page: the page paints and answers without parsing them. Made once per
 * schema (module level), so every form on it shares the download.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyZodResolver<Schema> {
  let loaded: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const load = () => {
    if (!loaded) {
      loaded = Promise.all([
        import('@hookform/resolvers/zod'),
        loadSchema(),
        loadErrorTexts(),
      ]).then(([{ zodResolver }, schema]) => zodResolver(schema));
      // A failed download is tried again at the next use instead of failing every one.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
  return {
    resolver: async (values, context, options) => {
      const result = await (await load())(values, context, options);
      translateMessages(result.errors);
      return result;
    },
    preload: () => void load().catch(() => undefined),
  };
}

/**
 * The shared domain schemas' messages are English (the server answers with them too): each
 * field error's message is shown in the page's language (validationText).
 */
function translateMessages(errors: unknown) {
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (errors as Record<string, unknown>).message = validationText(value);
    } else {
      translateMessages(value);
    }
  }
}
