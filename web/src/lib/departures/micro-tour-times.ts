import { queryOptions, useQuery } from '@tanstack/react-query';
import { isOnSale } from '@app/domain/departure-sales';
import { departureStatuses, type DepartureStatus } from '@app/domain/seats';
import { getCatalogue } from '../catalogue-client';
import { departureKeys } from '../departure-keys';

/** One start time a micro-tour offers on a date (public.micro_tour_departures, migration 0062). */
export interface MicroTourTime {
  date: string;
  /** 'HH:MM' on the micro-tour's wall clock. */
  time: string;
  /** Null while nobody has booked that time yet. */
  departureId: string | null;
  seatsLeft: number;
  status: DepartureStatus;
}

/** A time as the booking screens offer it: open, and not yet within its close before the start. */
export interface OfferedTime extends MicroTourTime {
  isOnSale: boolean;
}

/** How far ahead the checkout looks for the first date with a time still on sale. */
export const MICRO_TOUR_OFFER_DAYS = 14;

/** The times a micro-tour offers over `days` days from `from`, in order, with their seats. */
export async function getMicroTourTimes(
  microTourId: string,
  from: string,
  days: number,
): Promise<MicroTourTime[]> {
  const catalogue = await getCatalogue();
  const { data, error } = await catalogue.rpc('micro_tour_departures', {
    p_micro_tour_id: microTourId,
    p_from: from,
    p_days: days,
  });
  if (error) throw error;
  return data.flatMap((row) => {
    const status = departureStatuses.find((known) => known === row.status);
    if (!status) return [];
    return [
      {
        date: row.start_date,
        time: row.start_time,
        departureId: row.departure_id,
        seatsLeft: row.seats_left,
        status,
      },
    ];
  });
}

export const microTourTimesQueryOptions = (microTourId: string, from: string, days: number) =>
  queryOptions({
    queryKey: departureKeys.microTourTimes(microTourId, from, days),
    queryFn: () => getMicroTourTimes(microTourId, from, days),
    staleTime: 15 * 1000,
    enabled: microTourId !== '' && from !== '',
  });

/**
 * The times over `days` days from `from` with whether each still sells now, by the same rule as
 * the booking functions (domain/departure-sales.ts), on the page's clock.
 */
export function useMicroTourTimes(
  microTourId: string,
  timeZone: string,
  from: string,
  days = 1,
): { data: OfferedTime[] | undefined; isError: boolean } {
  const query = useQuery(microTourTimesQueryOptions(microTourId, from, days));
  const now = new Date();
  return {
    data: query.data?.map((slot) => ({
      ...slot,
      isOnSale:
        slot.status === 'open' &&
        isOnSale({ startDate: slot.date, startTime: slot.time, timeZone, isMicroTour: true }, now),
    })),
    isError: query.isError,
  };
}

/** The time to offer first: `wanted` while it still sells for `travelers`, else the first that does. */
export function chooseMicroTourTime(
  times: readonly OfferedTime[],
  travelers: number,
  wanted?: string,
): OfferedTime | undefined {
  const sells = (slot: OfferedTime) => slot.isOnSale && slot.seatsLeft >= travelers;
  return times.find((slot) => slot.time === wanted && sells(slot)) ?? times.find(sells);
}
