import '../messages';
import type { RefundTier } from '@app/domain/cancellation-policy';
import type { DateChangeTerms } from '@app/domain/date-change-terms';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../../i18n/use-locale';
import {
  cancellationPolicyText,
  cancellationTiersInWords,
  dateChangeText,
} from '../../../lib/policy-texts/policy-texts';

// The rules SQL holds, as the legal pages show them; their words are the policy texts' own.

/** The tiers as a list: 'More than 14 days before the tour: full refund.' */
export function CancellationTierList({ tiers }: { tiers?: readonly RefundTier[] }) {
  return (
    <ul>
      {cancellationTiersInWords(tiers).map(({ period, refund, key }) => (
        <li key={key}>
          <Trans>
            <strong>{period}:</strong> {refund}.
          </Trans>
        </li>
      ))}
    </ul>
  );
}

/** The policy in one sentence (policy-texts' cancellationPolicyText). */
export function CancellationPolicySentence({ tiers }: { tiers?: readonly RefundTier[] }) {
  return <>{cancellationPolicyText(tiers)}</>;
}

/** The date change terms (policy-texts' dateChangeText). */
export function DateChangeSentence({ terms }: { terms?: DateChangeTerms }) {
  return <>{dateChangeText(useLocale(), terms)}</>;
}

/** What a micro-tour's terms say instead: its bookings do not move. */
export function MicroTourDateChangeSentence() {
  return (
    <Trans>
      A micro-tour booking is not moved to another date: cancel it and book the new date instead.
    </Trans>
  );
}
