import { defineFunction } from './server-function.js';

/** Proves the chain a function relies on: the caller's identity and SQL run as that caller. */
export const healthFunction = defineFunction({
  name: 'health',
  access: 'anyone',
  methods: ['GET', 'POST'],
  async handle({ caller, withCaller }) {
    const { rows } = await withCaller(caller, (tx) =>
      tx.query<{ role: string; user_id: string | null }>(
        'select current_user as role, auth.uid() as user_id',
      ),
    );
    return { status: 'ok', role: rows[0]!.role, userId: rows[0]!.user_id };
  },
});
