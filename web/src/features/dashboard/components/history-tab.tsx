import { MapPin } from 'lucide-react';
import { Card } from '../../../components/ui/card';

/** The spec's travel history is a static sample, not read from the backend. */
const sampleTrips = [
  {
    title: 'Lisbon Tram & Tiles Walk',
    place: 'Lisbon, Portugal',
    when: 'March 2024',
    co2: '12 kg',
  },
  { title: 'Rhine Valley by Rail', place: 'Germany', when: 'September 2023', co2: '48 kg' },
  {
    title: 'Ljubljana Green Capital Tour',
    place: 'Ljubljana, Slovenia',
    when: 'May 2023',
    co2: '9 kg',
  },
] as const;

export function HistoryTab() {
  return (
    <div>
      <p className="text-sm text-stone-600">
        A sample of how your travel history will look. Trips you book appear under Bookings.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sampleTrips.map((trip) => (
          <li key={trip.title}>
            <Card className="h-full p-5">
              <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">
                {trip.when}
              </p>
              <h3 className="mt-1 font-semibold text-stone-900">{trip.title}</h3>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700">
                <MapPin aria-hidden="true" className="size-4 text-emerald-700" />
                {trip.place}
              </p>
              <p className="mt-3 text-sm text-emerald-800">CO₂ saved: {trip.co2}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
