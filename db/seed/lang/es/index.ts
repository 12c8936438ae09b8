import type { CatalogueLanguage } from '../types.js';
import { spanishCities, spanishThemes } from './micro.js';
import { spanishPhrases } from './phrases.js';
import { spanishCountries, spanishPlaces } from './places.js';
import { spanishScale } from './scale.js';
import { spanishTours } from './tours.js';

/** The demo catalogue's Spanish (tuteo, as the site's Spanish texts). */
export const spanish: CatalogueLanguage = {
  locale: 'es',
  places: spanishPlaces,
  countries: spanishCountries,
  tours: spanishTours,
  phrases: spanishPhrases,
  cities: spanishCities,
  themes: spanishThemes,
  scale: spanishScale,
};
