import type {
  MicroTourTranslatedField,
  TourTranslatedField,
  Translations,
} from '@app/domain/catalogue-translations';
import type { RoutePlace } from '@app/domain/catalogue-places';
import type { SceneKind } from './scenes.js';

import { microTourPrices, tourCategories, tourDifficulties, tourTransports } from '@app/domain';

export const categories = tourCategories;
export const transports = tourTransports;
export const difficulties = tourDifficulties;
export const microPrices = microTourPrices;

export type Category = (typeof categories)[number];
export type Transport = (typeof transports)[number];
export type Difficulty = (typeof difficulties)[number];
export type MicroPrice = (typeof microPrices)[number];

export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
}

/** Column names follow public.tours so rows can be sent to the database as they are. */
export interface DemoTour {
  slug: string;
  title: string;
  short_description: string;
  full_description: string;
  category: Category;
  country: string;
  price_eur: number;
  duration_days: number;
  difficulty: Difficulty;
  transport: Transport | null;
  group_size: number;
  rating: number;
  highlights: string[];
  itinerary: ItineraryDay[];
  included: string[];
  not_included: string[];
  start_locations: string[];
  meeting_point: string;
  meeting_lat: number;
  meeting_lng: number;
  /** The gazetteer places of its days (migration 0073's `route`). */
  route: RoutePlace[];
  end_place_id: number | null;
  end_place_name: string | null;
  end_country: string | null;
  end_lat: number | null;
  end_lng: number | null;
  end_location: string;
  cancellation_policy: string;
  available_dates: string[];
  scene: SceneKind;
  /** The translated fields in every language that has the demo tables (lang/). */
  translations: Translations<TourTranslatedField>;
}

/** Column names follow public.micro_tours. */
export interface DemoMicroTour {
  slug: string;
  title: string;
  description: string;
  city: string;
  country: string;
  price_eur: MicroPrice;
  duration_hours: number;
  rating: number | null;
  language: string[];
  meeting_point: string;
  meeting_lat: number;
  meeting_lng: number;
  whats_included: string[];
  whats_not: string[];
  scene: SceneKind;
  translations: Translations<MicroTourTranslatedField>;
}

export type AddonScope =
  | { applies_to: 'global' }
  | { applies_to: 'category'; category: Category }
  | { applies_to: 'tour'; tour_slugs: string[] };

export type DemoAddon = {
  title: string;
  description: string;
  price_eur: number;
  /** The booking's first date change is free (addons.grants_free_date_change). */
  grants_free_date_change?: boolean;
} & AddonScope;

export interface DemoCatalogue {
  tours: DemoTour[];
  microTours: DemoMicroTour[];
  addons: DemoAddon[];
}

export { slugify } from '@app/domain';
