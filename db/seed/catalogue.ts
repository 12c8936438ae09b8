import { DATE_CHANGE_TERMS } from '@app/domain/db-rules';
import type { DemoAddon, DemoCatalogue, DemoTour } from './catalogue-types.js';
import { demoMicroTours } from './micro-writer.js';
import { tourTable } from './tour-table.js';
import { writeTour } from './tour-writer.js';

export * from './catalogue-types.js';
export { demoMicroTours };

export function demoTours(today: Date): DemoTour[] {
  return tourTable.map((seed, index) => writeTour(seed, index, today));
}

export function demoAddons(): DemoAddon[] {
  return [
    {
      title: 'Carbon Removal Contribution',
      description:
        'Funds verified peatland and forest restoration in Europe to balance the remaining emissions of your trip.',
      price_eur: 12,
      applies_to: 'global',
    },
    {
      title: 'Flexible Date Change',
      description: `Your first date change is free: move your booking to another date of the same tour, more than ${DATE_CHANGE_TERMS.closesDaysBefore} days before it starts.`,
      price_eur: 25,
      applies_to: 'global',
      grants_free_date_change: true,
    },
    {
      title: 'Travel Insurance Plus',
      description:
        'Cancellation, medical and luggage cover from our insurance partner, including rail strike disruption.',
      price_eur: 39.9,
      applies_to: 'global',
    },
    {
      title: 'Reusable Travel Kit',
      description:
        'Insulated bottle, bamboo cutlery, cotton tote and a solid toiletries set, ready at check-in.',
      price_eur: 18.5,
      applies_to: 'global',
    },
    {
      title: 'Tree Planting Morning',
      description:
        'Join a local reforestation team for a morning of planting native trees along the route.',
      price_eur: 30,
      applies_to: 'category',
      category: 'eco',
    },
    {
      title: 'Binoculars and Field Guide Rental',
      description:
        'Quality 8x42 binoculars and a regional wildlife field guide for the whole trip.',
      price_eur: 15,
      applies_to: 'category',
      category: 'eco',
    },
    {
      title: 'Wine Pairing Upgrade',
      description: 'A sommelier-chosen glass of regional wine with every included dinner.',
      price_eur: 45,
      applies_to: 'category',
      category: 'gastro',
    },
    {
      title: 'Take-Home Pantry Box',
      description:
        'A box of oils, preserves and spices from the producers you meet, shipped to your home.',
      price_eur: 29,
      applies_to: 'category',
      category: 'gastro',
    },
    {
      title: 'First-Class Rail Upgrade',
      description:
        'First-class seats on every train of the itinerary, with more space and quieter carriages.',
      price_eur: 89,
      applies_to: 'category',
      category: 'no-flight-europe',
    },
    {
      title: 'Private Sleeper Compartment',
      description: 'A private two-berth sleeper compartment for your journey home by night train.',
      price_eur: 120,
      applies_to: 'category',
      category: 'no-flight-europe',
    },
    {
      title: 'E-Bike Upgrade',
      description:
        'Swap the standard hybrid for an electric-assist bike with a spare battery for long days.',
      price_eur: 60,
      applies_to: 'tour',
      tour_slugs: [
        'tyrolean-lakes-by-bike',
        'provence-lavender-and-markets-by-bike',
        'danube-cycle-path-passau-to-vienna',
        'slovenian-alps-and-lakes',
        'dalmatian-islands-by-ferry-and-bike',
      ],
    },
    {
      title: 'Panorama Car Seat Reservation',
      description:
        'Reserved window seats in the panorama carriages on the Bernina and Glacier routes.',
      price_eur: 35,
      applies_to: 'tour',
      tour_slugs: ['swiss-alpine-rail-circle'],
    },
    {
      title: 'White Truffle Dinner',
      description:
        'A five-course dinner built around freshly hunted white truffle, with matching Barolo.',
      price_eur: 95,
      applies_to: 'tour',
      tour_slugs: ['piedmont-truffle-and-barolo-weekend', 'istrian-truffles-and-olive-oil'],
    },
    {
      title: 'Luggage Transfer Plus',
      description:
        'A second bag carried between every overnight stop, for walkers travelling on with more.',
      price_eur: 40,
      applies_to: 'tour',
      tour_slugs: [
        'bernese-oberland-hut-to-hut-trek',
        'west-highland-way-challenge',
        'camino-portugues-final-stages',
        'brittany-coast-path',
      ],
    },
    {
      title: 'Sauna Evening on the Lake',
      description:
        'A private evening in a wood-fired lakeside sauna with a swim and a light supper.',
      price_eur: 25.5,
      applies_to: 'tour',
      tour_slugs: ['finnish-lakeland-canoe-and-sauna'],
    },
  ];
}

export function buildCatalogue(today: Date): DemoCatalogue {
  return { tours: demoTours(today), microTours: demoMicroTours(), addons: demoAddons() };
}
