import '../messages';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactMessageRow } from '@app/domain/contact';
import { formatMoment } from '@app/domain/locale-format';
import { useLocale } from '../../../i18n/use-locale';
import { inquiryTypeNames } from '../lib/admin-labels';
import { formatCount } from '../lib/list-state';
import { CircleCheck, Inbox, Mail } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/error-text';
import { contactMessageListSpec, useContactMessagesPage } from '../api/get-contact-messages';
import type { AdminContactMessageSort } from '@app/domain/admin-lists';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useListUrlState } from '../hooks/use-list-url-state';
import { ListPager, ListRows, ListToolbar, type SortOption } from './list-toolbar';
import { useMarkContactMessageHandled } from '../api/mark-contact-message-handled';
import { EmptyListCard, ListLoadError } from './list-states';
import { RefreshButton } from './refresh-button';

function GroupSizeText({ size }: { size: ContactMessageRow['group_size'] }) {
  if (!size) return <Trans>Group size not given</Trans>;
  return size === '1' ? <Trans>1 traveller</Trans> : <Trans>{size} travellers</Trans>;
}

function MessageSkeletons() {
  return (
    <div role="status">
      <span className="sr-only">
        <Trans>Loading messages...</Trans>
      </span>
      <ul aria-hidden="true" className="space-y-4">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <Card className="space-y-3 p-4 sm:p-6">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-16 w-full" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MessageCard({ message }: { message: ContactMessageRow }) {
  const { t } = useLingui();
  const locale = useLocale();
  const mark = useMarkContactMessageHandled();
  const isHandled = message.handled_at !== null;
  const name = `${message.first_name} ${message.last_name}`;
  const headingId = `message-${message.id}`;

  function handleToggle() {
    mark.mutate(
      { id: message.id, isHandled: !isHandled },
      {
        onError: (error) =>
          toast.error(t`Could not update the message`, { description: errorText(error) }),
      },
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6',
        isHandled && 'bg-stone-50',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-stone-900">
            {name}
          </h3>
          <a
            href={`mailto:${message.email}`}
            className="inline-flex items-center gap-1 text-sm break-all text-emerald-800 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {message.email}
          </a>
        </div>
        <time dateTime={message.created_at} className="text-sm text-stone-600 tabular-nums">
          {formatMoment(message.created_at, 'dayTime', locale)}
        </time>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Badge className="bg-emerald-100 text-emerald-900">
          {t(inquiryTypeNames[message.inquiry_type])}
        </Badge>
        <Badge className="bg-stone-100 text-stone-800">
          <GroupSizeText size={message.group_size} />
        </Badge>
        {isHandled && (
          <Badge className="bg-sky-100 text-sky-900">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            <Trans>Handled</Trans>
          </Badge>
        )}
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-stone-800">{message.message}</p>
      <div className="mt-4">
        <Button variant="outline" size="sm" onClick={handleToggle} disabled={mark.isPending}>
          {isHandled ? <Trans>Mark as not handled</Trans> : <Trans>Mark as handled</Trans>}
        </Button>
      </div>
    </article>
  );
}

const PAGE_SIZE = 25;
const HANDLED_PARAM = 'handled';

const messageSortOptions: readonly SortOption<AdminContactMessageSort>[] = [
  { sort: 'created_at', descending: true, label: msg`Newest first` },
  { sort: 'created_at', descending: false, label: msg`Oldest first` },
  { sort: 'email', descending: false, label: msg`E-mail A–Z` },
];

/** ?handled=yes|no: only the handled messages, or only those still open. */
function parseHandled(value: string | null): boolean | null {
  return value === 'yes' ? true : value === 'no' ? false : null;
}

/** 'Messages': what visitors sent through the contact form, newest first, paged. */
export function MessagesTab() {
  const { t } = useLingui();
  const locale = useLocale();
  const list = useListUrlState(contactMessageListSpec);
  const handled = parseHandled(list.searchParams.get(HANDLED_PARAM));
  const messages = useContactMessagesPage(list, PAGE_SIZE, handled);
  const handledId = useId();
  const total = messages.data?.total;
  const isFiltered = list.state.search.trim() !== '' || handled !== null;
  const count = total === undefined ? '' : formatCount(total, locale);
  return (
    <section aria-labelledby="messages-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="messages-heading" className="text-2xl font-bold text-stone-900">
            <Trans>Contact Messages</Trans>
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {total === undefined
              ? t`What visitors sent through the contact form, newest first.`
              : isFiltered
                ? plural(total, {
                    one: `${count} message match.`,
                    other: `${count} messages match.`,
                  })
                : plural(total, { one: `${count} message.`, other: `${count} messages.` })}
          </p>
        </div>
        <RefreshButton isFetching={messages.isFetching} onRefresh={() => void messages.refetch()} />
      </div>
      <ListToolbar
        list={list}
        searchLabel={t`Search messages by name, e-mail or text`}
        searchPlaceholder={t`Search by name, e-mail or text`}
        sortOptions={messageSortOptions}
      >
        <SelectField
          id={handledId}
          label={t`Show`}
          className="sm:w-48"
          value={handled === null ? '' : handled ? 'yes' : 'no'}
          onValueChange={(value) => list.setFilter(HANDLED_PARAM, value)}
          options={[
            { value: '', label: t`All messages` },
            { value: 'no', label: t`Not handled yet` },
            { value: 'yes', label: t`Handled` },
          ]}
        />
      </ListToolbar>
      {messages.isPending ? (
        <MessageSkeletons />
      ) : messages.isError ? (
        <ListLoadError message={t`Failed to load the messages.`} error={messages.error} />
      ) : messages.data.total === 0 && !isFiltered ? (
        <EmptyListCard
          icon={Inbox}
          title={t`No messages yet`}
          text={t`Messages sent through the contact form will appear here.`}
        />
      ) : messages.data.total === 0 ? (
        <EmptyListCard
          icon={Inbox}
          title={t`No messages match`}
          text={t`Try other words or show all messages.`}
        />
      ) : (
        <>
          <ListRows isBusy={messages.isPlaceholderData}>
            <ul className="space-y-4">
              {messages.data.rows.map((message) => (
                <li key={message.id}>
                  <MessageCard message={message} />
                </li>
              ))}
            </ul>
          </ListRows>
          <ListPager
            label={t`Message pages`}
            page={list.state.page}
            pageSize={PAGE_SIZE}
            total={messages.data.total}
            onPageChange={list.setPage}
          />
        </>
      )}
    </section>
  );
}
