import '../messages';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { NewsletterIssueRow } from '@app/domain/newsletter';
import { Mails } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatMoment } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import { useNewsletterIssues } from '../api/newsletter-issues';
import { CardListSkeleton, EmptyListCard, ListLoadError } from './list-states';
import { RefreshButton } from './refresh-button';

function progressText(issue: NewsletterIssueRow): string {
  if (issue.recipient_count === null) return t`Preparing the list of subscribers...`;
  const sent = issue.sent_count;
  return plural(issue.recipient_count, {
    one: `${sent} of # subscriber mailed`,
    other: `${sent} of # subscribers mailed`,
  });
}

function IssueItem({ issue }: { issue: NewsletterIssueRow }) {
  const locale = useLocale();
  const headingId = `issue-${issue.id}`;
  const sender = issue.created_by_email;
  const subject = issue.subject;
  const total = issue.recipient_count ?? 0;
  const percent = total === 0 ? 0 : Math.round((issue.sent_count / total) * 100);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={headingId} className="font-semibold break-words text-stone-900">
            {issue.subject}
          </h4>
          <p className="text-sm text-stone-600">
            <time dateTime={issue.created_at}>
              {formatMoment(issue.created_at, 'dayTime', locale)}
            </time>
            {sender && (
              <span className="break-all">
                {' '}
                <Trans>by {sender}</Trans>
              </span>
            )}
          </p>
        </div>
        {issue.state === 'sent' ? (
          <Badge className="bg-emerald-100 text-emerald-900">
            <Trans>Sent</Trans>
          </Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-900">
            <Trans>Sending</Trans>
          </Badge>
        )}
      </div>
      <p className="mt-3 text-sm text-stone-800 tabular-nums">{progressText(issue)}</p>
      {issue.state === 'sending' && issue.recipient_count !== null && (
        <div
          role="progressbar"
          aria-label={t`Sending ${subject}`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={issue.sent_count}
          className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100"
        >
          <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
        </div>
      )}
      {issue.failed_count > 0 && (
        <p className="mt-2 text-sm text-red-800">
          {plural(issue.failed_count, {
            one: '# mail failed so far: the queue tries again; see Mail queue.',
            other: '# mails failed so far: the queue tries again; see Mail queue.',
          })}
        </p>
      )}
    </article>
  );
}

/** The issues sent, newest first, read again every few seconds while one is being sent. */
export function NewsletterIssuesList() {
  const issues = useNewsletterIssues();
  return (
    <section aria-labelledby="newsletter-issues-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h3 id="newsletter-issues-heading" className="text-xl font-semibold text-stone-900">
          <Trans>Issues</Trans>
        </h3>
        <RefreshButton
          size="sm"
          isFetching={issues.isFetching}
          onRefresh={() => void issues.refetch()}
        />
      </div>
      {issues.isPending ? (
        <CardListSkeleton label={t`Loading issues...`} lines={['h-5 w-1/2', 'h-4 w-1/3']} />
      ) : issues.isError ? (
        <ListLoadError message={t`Failed to load the issues.`} error={issues.error} />
      ) : issues.data.length === 0 ? (
        <EmptyListCard
          icon={Mails}
          title={t`No issues sent yet`}
          text={t`Issues you send will appear here with their counts.`}
        />
      ) : (
        <ul className="space-y-3">
          {issues.data.map((issue) => (
            <li key={issue.id}>
              <IssueItem issue={issue} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
