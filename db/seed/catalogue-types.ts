import type { SceneKind } from './scenes.js';

export const categories = ['eco', 'gastro', 'no-flight-europe'] as const;
export const transports = ['train', 'bus', 'bike', 'walk'] as const;
export const difficulties = ['easy', 'moderate', 'challenging', 'medium', 'hard'] as const;
export const microPrices = [5, 10, 20, 30] as const;

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
  end_location: string;
  cancellation_policy: string;
  available_dates: string[];
  scene: SceneKind;
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
  whats_included: string[];
  whats_not: string[];
  scene: SceneKind;
}

export type AddonScope =
  | { applies_to: 'global' }
  | { applies_to: 'category'; category: Category }
  | { applies_to: 'tour'; tour_slugs: string[] };

export type DemoAddon = {
  title: string;
  description: string;
  price_eur: number;
} & AddonScope;

export interface DemoCatalogue {
  tours: DemoTour[];
  microTours: DemoMicroTour[];
  addons: DemoAddon[];
}

const unaccented: Record<string, string> = { ø: 'o', æ: 'ae', å: 'a', ß: 'ss', ł: 'l', đ: 'd' };

/** Accents are folded first so that "Kraków" gives "krakow" rather than "krak-w". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæåßłđ]/g, (letter) => unaccented[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
