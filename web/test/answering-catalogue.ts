import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@app/domain/catalogue-rows';

/** A catalogue client for unit tests of calls: answers every request with `answer`, keeps what it sent. */
export function answeringCatalogue(answer: unknown) {
  const sent: { url: string; body: unknown }[] = [];
  const client = new PostgrestClient<Database>('http://127.0.0.1:9/rest/v1', {
    fetch: (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
  });
  return { client, sent };
}
