import { servicePool } from './clients.js';

/**
 * The operator's receipt settings are one row every receipt copies (migration 0063). A test that
 * changes them for a while, and one that checks what the settings the gateway started with
 * print, would race across the api project's parallel files: each holds this advisory lock,
 * exclusive while changing the settings, shared while relying on them.
 */
const RECEIPT_SETTINGS_LOCK = 6_300_063;

async function holding<T>(exclusive: boolean, run: () => Promise<T>): Promise<T> {
  const client = await servicePool().connect();
  const kind = exclusive ? '' : '_shared';
  try {
    await client.query(`select pg_advisory_lock${kind}($1)`, [RECEIPT_SETTINGS_LOCK]);
    try {
      return await run();
    } finally {
      await client.query(`select pg_advisory_unlock${kind}($1)`, [RECEIPT_SETTINGS_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Runs `run` while no other test changes the receipt settings. */
export const withStartedReceiptSettings = <T>(run: () => Promise<T>) => holding(false, run);

/**
 * Runs `run`, which may change the receipt settings, while no other test relies on them; the
 * settings the gateway started with are written back afterwards.
 */
export async function withChangedReceiptSettings<T>(run: () => Promise<T>): Promise<T> {
  return holding(true, async () => {
    const { rows } = await servicePool().query<Record<string, unknown>>(
      'select * from private.receipt_settings',
    );
    const saved = rows[0]!;
    try {
      return await run();
    } finally {
      await servicePool().query(
        `update private.receipt_settings
            set operator_name = $1, operator_address = $2, operator_vat_id = $3,
                operator_registration = $4, tax_mode = $5, vat_rate = $6`,
        [
          saved.operator_name,
          saved.operator_address,
          saved.operator_vat_id,
          saved.operator_registration,
          saved.tax_mode,
          saved.vat_rate,
        ],
      );
    }
  });
}
