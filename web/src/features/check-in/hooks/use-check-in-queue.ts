import '../messages';
import { t } from '@lingui/core/macro';
import type { GuideCheckInResult, GuideDayDeparture } from '@app/domain/guide-day';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from '../../../components/ui/toaster';
import { formatClockTime } from '../../../lib/clock-time';
import { errorText } from '../../../lib/error-text';
import { guideDayKeys } from '../../../lib/guide-day-keys';
import { useSyncExternalStore } from '../../../lib/use-sync-external-store';
import { sendGuideCheckIn } from '../api/guide-check-in';
import { type CheckInQueue, createCheckInQueue, type SendAttempt } from '../lib/check-in-queue';
import { withCheckIn } from '../lib/day-list-state';

/** How often waiting check-ins are tried again while the browser thinks it is online. */
const RETRY_MS = 10_000;

const queueKey = (userId: string) => `ecotours:check-in-queue:${userId}`;
const queues = new Map<string, CheckInQueue>();

/** One queue per account and tab, so every part of the page shares its single flush. */
function queueOf(userId: string): CheckInQueue {
  const key = queueKey(userId);
  let queue = queues.get(key);
  if (!queue) {
    queue = createCheckInQueue(window.localStorage, key);
    queues.set(key, queue);
  }
  return queue;
}

/**
 * The check-ins of the day's list: queued on this device first, then sent in order whenever the
 * network is there (at once, when the browser comes back online, and every few seconds while
 * some wait). Answers update the list; refusals are toasted.
 */
export function useCheckInQueue(userId: string) {
  const queryClient = useQueryClient();
  const queue = useMemo(() => queueOf(userId), [userId]);
  const entries = useSyncExternalStore(queue.subscribe, queue.entries, queue.entries);
  const waiting = useMemo(() => new Set(entries.map((entry) => entry.bookingId)), [entries]);

  const flush = useCallback(async () => {
    const key = guideDayKeys.day(userId);
    const result = await queue.flush(
      sendGuideCheckIn,
      (entry, attempt: SendAttempt<GuideCheckInResult>) => {
        if (attempt.kind === 'answered') {
          const { answer } = attempt;
          queryClient.setQueryData<GuideDayDeparture[]>(key, (day) =>
            day ? withCheckIn(day, answer.bookingId, answer.checkedInAt) : day,
          );
          if (answer.outcome === 'already_checked_in') {
            const time = formatClockTime(answer.checkedInAt);
            const reference = answer.reference;
            toast.info(t`${reference} was already checked in at ${time}`);
          }
        } else if (attempt.kind === 'refused') {
          const reference = entry.bookingId.slice(0, 8).toUpperCase();
          toast.error(t`Check-in of ${reference} not recorded`, {
            description: errorText(attempt.error),
          });
        }
      },
    );
    await queryClient.invalidateQueries({ queryKey: guideDayKeys.all });
    return result;
  }, [queue, queryClient, userId]);

  useEffect(() => {
    const handleOnline = () => void flush();
    const handleStorage = (event: StorageEvent) => {
      if (event.key === queueKey(userId)) queue.reload();
    };
    window.addEventListener('online', handleOnline);
    window.addEventListener('storage', handleStorage);
    void flush();
    return () => {
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('storage', handleStorage);
    };
  }, [flush, queue, userId]);

  const hasWaiting = entries.length > 0;
  useEffect(() => {
    if (!hasWaiting) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void flush();
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [flush, hasWaiting]);

  const checkIn = useCallback(
    (bookingId: string) => {
      queue.add(bookingId);
      void flush();
    },
    [flush, queue],
  );

  return { waiting, checkIn };
}
