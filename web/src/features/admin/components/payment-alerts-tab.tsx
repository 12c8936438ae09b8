import '../messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentAlertRow } from '@app/domain/payment-alerts';
import { formatMoment } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import { paymentAlertKindNames } from '../lib/admin-labels';
import { paymentAlertText } from '../lib/payment-alert-text';
import { CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { usePaymentAlerts } from '../api/payment-alerts';
import { CardListSkeleton, EmptyListCard, ListLoadError } from './list-states';
import { RefreshButton } from './refresh-button';

function PaymentAlertCard({ alert }: { alert: PaymentAlertRow }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = `payment-alert-${alert.id}`;
  const kind = paymentAlertKindNames[alert.kind];
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-stone-900">
            {kind ? t(kind) : alert.kind}
          </h3>
          <p className="text-sm text-stone-600">
            <time dateTime={alert.created_at}>
              {formatMoment(alert.created_at, 'dayTime', locale)}
            </time>
          </p>
        </div>
        <Badge className="bg-amber-100 text-amber-900">
          <Trans>Nothing credited</Trans>
        </Badge>
      </div>
      <p className="mt-3 text-sm text-stone-800">{paymentAlertText(alert, locale)}</p>
      <dl className="mt-3 grid gap-1 text-xs text-stone-600 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-medium">
          <Trans>Stripe reference</Trans>
        </dt>
        <dd className="break-all">{alert.provider_reference}</dd>
        {alert.topup_id && (
          <>
            <dt className="font-medium">
              <Trans>Top-up</Trans>
            </dt>
            <dd className="break-all">{alert.topup_id}</dd>
          </>
        )}
      </dl>
      <pre className="mt-3 max-h-40 overflow-auto rounded-md bg-stone-50 p-3 text-xs break-words whitespace-pre-wrap text-stone-800">
        {JSON.stringify(alert.details, null, 2)}
      </pre>
    </article>
  );
}

/**
 * 'Payments': what Stripe reported that no rule could settle (a paid session naming another
 * member's top-up, another amount than asked, a signed event contradicting Stripe). The webhook
 * acknowledged each and credited nothing; an admin looks at it in Stripe's dashboard and, where
 * it is owed, credits the member with a wallet adjustment.
 */
export function PaymentAlertsTab() {
  const { t } = useLingui();
  const alerts = usePaymentAlerts();
  return (
    <section aria-labelledby="payment-alerts-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="payment-alerts-heading" className="text-2xl font-bold text-stone-900">
            <Trans>Payment alerts</Trans>
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {alerts.data
              ? plural(alerts.data.length, {
                  one: "# alert. Card payments land here when Stripe's records and a top-up disagree; nothing was credited for them.",
                  other:
                    "# alerts. Card payments land here when Stripe's records and a top-up disagree; nothing was credited for them.",
                })
              : t`Card payments land here when Stripe's records and a top-up disagree; nothing was credited for them.`}
          </p>
        </div>
        <RefreshButton isFetching={alerts.isFetching} onRefresh={() => void alerts.refetch()} />
      </div>
      {alerts.isPending ? (
        <CardListSkeleton
          label={t`Loading payment alerts...`}
          lines={['h-5 w-1/3', 'h-12 w-full']}
        />
      ) : alerts.isError ? (
        <ListLoadError message={t`Failed to load the payment alerts.`} error={alerts.error} />
      ) : alerts.data.length === 0 ? (
        <EmptyListCard
          icon={CircleCheck}
          iconClassName="text-emerald-600"
          title={t`No payment alerts`}
          text={t`Every card payment matched its top-up.`}
        />
      ) : (
        <ul className="space-y-4">
          {alerts.data.map((alert) => (
            <li key={alert.id}>
              <PaymentAlertCard alert={alert} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
