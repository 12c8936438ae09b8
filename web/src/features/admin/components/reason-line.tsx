import type { ImageReason } from '@app/domain/image-reasons';
import { useLocale } from '../../../i18n/use-locale';
import { describeStoredReason } from '../lib/image-reason-text';

/** Why a picture tool did what it did to a tour, in the page's language (nothing without one). */
export function ReasonLine({
  text,
  code,
}: {
  /** The English words, as sent or stored. */
  text: string | null;
  /** The same as a code; rows from before the codes have none. */
  code?: ImageReason | null;
}) {
  const reason = describeStoredReason(text, code, useLocale());
  return reason && <p className="mt-1 text-sm wrap-anywhere text-stone-600">{reason}</p>;
}
