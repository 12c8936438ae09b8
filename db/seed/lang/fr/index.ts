import type { CatalogueLanguage } from '../types.js';
import { frenchCities, frenchThemes } from './micro.js';
import { frenchPhrases } from './phrases.js';
import { frenchCountries, frenchPlaces } from './places.js';
import { frenchScale } from './scale.js';
import { frenchTours } from './tours.js';

/** The demo catalogue's French (vouvoiement, as French travel writing). */
export const french: CatalogueLanguage = {
  locale: 'fr',
  places: frenchPlaces,
  countries: frenchCountries,
  tours: frenchTours,
  phrases: frenchPhrases,
  cities: frenchCities,
  themes: frenchThemes,
  scale: frenchScale,
};
