import type { NewsletterIssueRow } from '@app/domain/newsletter';
import { Mails } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { pluralize } from '../../../lib/pluralize';
import { useNewsletterIssues } from '../api/newsletter-issues';
import { CardListSkeleton, EmptyListCard, ListLoadError } from './list-states';
import { RefreshButton } from './refresh-button';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function progressText(issue: NewsletterIssueRow): string {
  if (issue.recipient_count === null) return 'Preparing the list of subscribers...';
  return `${issue.sent_count} of ${pluralize(issue.recipient_count, 'subscriber')} mailed`;
}

function IssueItem({ issue }: { issue: NewsletterIssueRow }) {
  const headingId = `issue-${issue.id}`;
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
            <time dateTime={issue.created_at}>{dateTime.format(new Date(issue.created_at))}</time>
            {issue.created_by_email && (
              <span className="break-all"> by {issue.created_by_email}</span>
            )}
          </p>
        </div>
        {issue.state === 'sent' ? (
          <Badge className="bg-emerald-100 text-emerald-900">Sent</Badge>
        ) : (
          <Badge className="bg-amber-100 text-amber-900">Sending</Badge>
        )}
      </div>
      <p className="mt-3 text-sm text-stone-800 tabular-nums">{progressText(issue)}</p>
      {issue.state === 'sending' && issue.recipient_count !== null && (
        <div
          role="progressbar"
          aria-label={`Sending ${issue.subject}`}
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
          {pluralize(issue.failed_count, 'mail')} failed so far: the queue tries again; see Mail
          queue.
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
          Issues
        </h3>
        <RefreshButton
          size="sm"
          isFetching={issues.isFetching}
          onRefresh={() => void issues.refetch()}
        />
      </div>
      {issues.isPending ? (
        <CardListSkeleton label="Loading issues..." lines={['h-5 w-1/2', 'h-4 w-1/3']} />
      ) : issues.isError ? (
        <ListLoadError what="issues" error={issues.error} />
      ) : issues.data.length === 0 ? (
        <EmptyListCard
          icon={Mails}
          title="No issues sent yet"
          text="Issues you send will appear here with their counts."
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
