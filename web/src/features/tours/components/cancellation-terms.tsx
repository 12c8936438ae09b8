import {
  cancellationTiers,
  refundTimeSentence,
  tierPeriod,
  tierRefund,
} from '@app/domain/cancellation-policy';
import { dateChangeSentence } from '@app/domain/date-change-terms';
import { Link } from 'react-router';

/**
 * The site's refund tiers and date change terms, from the same data as the Delivery & Refund
 * Policy and the Terms, then what the tour's own `cancellation_policy` adds (tickets in the
 * traveller's name).
 */
export function CancellationTerms({ tourNote }: { tourNote: string | null }) {
  const note = tourNote?.trim();
  return (
    <div className="space-y-2">
      <ul className="space-y-1">
        {cancellationTiers.map((tier, index) => (
          <li key={tier.minDaysBefore}>
            {tierPeriod(index)}: {tierRefund(tier)}
          </li>
        ))}
      </ul>
      <p>
        {refundTimeSentence} The{' '}
        <Link
          to="/delivery-refund"
          className="font-medium text-emerald-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          Delivery &amp; Refund Policy
        </Link>{' '}
        gives the details.
      </p>
      <p>{dateChangeSentence()}</p>
      {note && <p>For this tour: {note}</p>}
    </div>
  );
}
