import { FOOTPRINT_EDITION } from '@app/domain/trip-footprint';
import { readMemberTrips, tripSavedKg } from '../footprint/member-trips.js';
import { defineFunction } from './server-function.js';

/**
 * GET /functions/v1/footprint-total[?from=<lat>,<lng>&country=<ISO>]: the CO₂ the signed-in
 * member's trips that took place saved, per traveller times travellers (never a cancelled trip).
 * Counted from the home city on the account, else from `from` (the browser's home), else nothing.
 */
export const footprintTotalFunction = defineFunction({
  name: 'footprint-total',
  access: 'member',
  methods: ['GET'],
  async handle(context) {
    const { trips, home, homeOnAccount } = await readMemberTrips(context);
    const counted = trips.filter((trip) => trip.footprint !== null);
    const totalKg = counted.reduce((sum, trip) => sum + tripSavedKg(trip), 0);
    return {
      totalKg: Math.round(totalKg * 10) / 10,
      trips: counted.length,
      home: homeOnAccount && home ? { name: home.name, country: home.country } : null,
      edition: FOOTPRINT_EDITION,
    };
  },
});
