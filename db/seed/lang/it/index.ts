import type { CatalogueLanguage } from '../types.js';
import { italianCities, italianThemes } from './micro.js';
import { italianPhrases } from './phrases.js';
import { italianCountries, italianPlaces } from './places.js';
import { italianScale } from './scale.js';
import { italianTours } from './tours.js';

/** The demo catalogue's Italian (tu, as the site's Italian texts). */
export const italian: CatalogueLanguage = {
  locale: 'it',
  places: italianPlaces,
  countries: italianCountries,
  tours: italianTours,
  phrases: italianPhrases,
  cities: italianCities,
  themes: italianThemes,
  scale: italianScale,
};
