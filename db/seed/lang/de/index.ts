import type { CatalogueLanguage } from '../types.js';
import { germanCities, germanThemes } from './micro.js';
import { germanPhrases } from './phrases.js';
import { germanCountries, germanPlaces } from './places.js';
import { germanScale } from './scale.js';
import { germanTours } from './tours.js';

/** The demo catalogue's German (du-Form, as the site's German texts). */
export const german: CatalogueLanguage = {
  locale: 'de',
  places: germanPlaces,
  countries: germanCountries,
  tours: germanTours,
  phrases: germanPhrases,
  cities: germanCities,
  themes: germanThemes,
  scale: germanScale,
};
