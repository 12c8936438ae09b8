import { type PaymentAlertRow, paymentAlertKindLabel } from '@app/domain/payment-alerts';
import { CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { pluralize } from '../../../lib/pluralize';
import { usePaymentAlerts } from '../api/payment-alerts';
import { CardListSkeleton, EmptyListCard, ListLoadError } from './list-states';
import { RefreshButton } from './refresh-button';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function PaymentAlertCard({ alert }: { alert: PaymentAlertRow }) {
  const headingId = `payment-alert-${alert.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-stone-900">
            {paymentAlertKindLabel(alert.kind)}
          </h3>
          <p className="text-sm text-stone-600">
            <time dateTime={alert.created_at}>{dateTime.format(new Date(alert.created_at))}</time>
          </p>
        </div>
        <Badge className="bg-amber-100 text-amber-900">Nothing credited</Badge>
      </div>
      <p className="mt-3 text-sm text-stone-800">{alert.message}</p>
      <dl className="mt-3 grid gap-1 text-xs text-stone-600 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="font-medium">Stripe reference</dt>
        <dd className="break-all">{alert.provider_reference}</dd>
        {alert.topup_id && (
          <>
            <dt className="font-medium">Top-up</dt>
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
  const alerts = usePaymentAlerts();
  return (
    <section aria-labelledby="payment-alerts-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="payment-alerts-heading" className="text-2xl font-bold text-stone-900">
            Payment alerts
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {alerts.data
              ? `${pluralize(alerts.data.length, 'alert')}. Card payments land here when Stripe's records and a top-up disagree; nothing was credited for them.`
              : "Card payments land here when Stripe's records and a top-up disagree; nothing was credited for them."}
          </p>
        </div>
        <RefreshButton isFetching={alerts.isFetching} onRefresh={() => void alerts.refetch()} />
      </div>
      {alerts.isPending ? (
        <CardListSkeleton label="Loading payment alerts..." lines={['h-5 w-1/3', 'h-12 w-full']} />
      ) : alerts.isError ? (
        <ListLoadError what="payment alerts" error={alerts.error} />
      ) : alerts.data.length === 0 ? (
        <EmptyListCard
          icon={CircleCheck}
          iconClassName="text-emerald-600"
          title="No payment alerts"
          text="Every card payment matched its top-up."
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
