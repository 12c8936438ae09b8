import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../components/link';
import { useLocale } from '../../../i18n/use-locale';
import { cancellationTiersInWords, dateChangeText } from '../../../lib/policy-texts/policy-texts';

/**
 * The site's refund tiers and date change terms, from the same data as the Delivery & Refund
 * Policy and the Terms, then what the tour's own `cancellation_policy` adds (tickets in the
 * traveller's name).
 */
export function CancellationTerms({
  tourNote,
  noteLang,
}: {
  tourNote: string | null;
  /** The note's language where it is not the page's. */
  noteLang?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const text = tourNote?.trim();
  const note = noteLang && text ? <span lang={noteLang}>{text}</span> : text;
  return (
    <div className="space-y-2">
      <ul className="space-y-1">
        {cancellationTiersInWords().map(({ period, refund, key }) => (
          <li key={key}>{t`${period}: ${refund}`}</li>
        ))}
      </ul>
      <p>
        <Trans>
          A refund goes back to your EcoTours wallet the moment the booking is cancelled. The{' '}
          <Link
            to="/delivery-refund"
            className="font-medium text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            Delivery &amp; Refund Policy
          </Link>{' '}
          gives the details.
        </Trans>
      </p>
      <p>{dateChangeText(locale)}</p>
      {note && (
        <p>
          <Trans>For this tour: {note}</Trans>
        </p>
      )}
    </div>
  );
}
