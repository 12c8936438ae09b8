import type pg from 'pg';
import type { ReceiptSettings } from '../config.js';
import type { Logger } from '../platform/logger.js';

/**
 * Puts this gateway's receipt settings (OPERATOR_*, RECEIPT_TAX) where the issuing trigger reads
 * them (private.receipt_settings, migration 0063): receipts are issued in SQL, which cannot read
 * a process's environment. Every start writes them, so with several gateways the one started
 * last sets what every new receipt says; a start that changes them says so in the log.
 */
export async function writeReceiptSettings(
  pool: pg.Pool,
  settings: ReceiptSettings,
  log: Logger,
): Promise<void> {
  const { operator, tax } = settings;
  const values = [
    operator.name,
    operator.address,
    operator.vatId ?? null,
    operator.registration ?? null,
    tax.mode,
    tax.mode === 'vat' ? tax.ratePercent : null,
  ];
  const { rows } = await pool.query<{ changed: boolean }>(
    `with before as (select * from private.receipt_settings)
     update private.receipt_settings s
        set operator_name = $1, operator_address = $2, operator_vat_id = $3,
            operator_registration = $4, tax_mode = $5, vat_rate = $6, updated_at = now()
       from before
      where (before.operator_name, before.operator_address, before.operator_vat_id,
             before.operator_registration, before.tax_mode, before.vat_rate)
            is distinct from ($1, $2, $3, $4, $5, $6::numeric)
     returning true as changed`,
    values,
  );
  if (rows.length > 0) {
    log.info(
      { operator: operator.name, tax: tax.mode === 'vat' ? `vat:${tax.ratePercent}` : tax.mode },
      'receipt settings changed: every receipt issued from now on, by any gateway, says these',
    );
  }
}
