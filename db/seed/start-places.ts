/**
 * Where each demo tour and micro-tour starts (issue 49): a GeoNames place (id, name as GeoNames
 * spells it, ISO country, coordinates), keyed by the start name the demo tables use. Facts from
 * the GeoNames gazetteer (CC BY 4.0, geonames.org). Two starts are not towns of their own: the
 * Plitvice Lakes tour meets at Korenica, the seat of the lakes' municipality, and the Hřensko
 * one is counted from Děčín, the nearest town with a station.
 */
export interface StartPlace {
  geonameId: number;
  name: string;
  country: string;
  lat: number;
  lng: number;
}

/** One gazetteer entry as the seed writes it. */
export const place = (
  geonameId: number,
  name: string,
  country: string,
  lat: number,
  lng: number,
): StartPlace => ({ geonameId, name, country, lat, lng });

export const startPlaces: Readonly<Record<string, StartPlace>> = {
  Amsterdam: place(2759794, 'Amsterdam', 'NL', 52.37403, 4.88969),
  Athens: place(264371, 'Athens', 'GR', 37.98376, 23.72784),
  Alba: place(3183364, 'Alba', 'IT', 44.6999, 8.0347),
  Avignon: place(3035681, 'Avignon', 'FR', 43.94834, 4.80892),
  Barcelona: place(3128760, 'Barcelona', 'ES', 41.38879, 2.15899),
  Benasque: place(3128296, 'Benasque', 'ES', 42.60528, 0.52305),
  Berlin: place(2950159, 'Berlin', 'DE', 52.52437, 13.41053),
  Bologna: place(3181928, 'Bologna', 'IT', 44.49381, 11.33875),
  Bolzano: place(3181913, 'Bolzano', 'IT', 46.49067, 11.33982),
  Bordeaux: place(3031582, 'Bordeaux', 'FR', 44.84044, -0.5805),
  Brașov: place(683844, 'Braşov', 'RO', 45.64861, 25.60613),
  Brno: place(3078610, 'Brno', 'CZ', 49.19522, 16.60796),
  Brussels: place(2800866, 'Brussels', 'BE', 50.85045, 4.34878),
  Budapest: place(3054643, 'Budapest', 'HU', 47.49835, 19.04045),
  Chania: place(260114, 'Chaniá', 'GR', 35.51124, 24.02921),
  Cologne: place(2886242, 'Köln', 'DE', 50.93333, 6.95),
  Como: place(3178229, 'Como', 'IT', 45.80819, 9.0832),
  Copenhagen: place(2618425, 'Copenhagen', 'DK', 55.67594, 12.56553),
  Dublin: place(2964574, 'Dublin', 'IE', 53.33306, -6.24889),
  Durbuy: place(2799047, 'Durbuy', 'BE', 50.35291, 5.45631),
  Edinburgh: place(2650225, 'Edinburgh', 'GB', 55.95206, -3.19648),
  Florence: place(3176959, 'Florence', 'IT', 43.77925, 11.24626),
  Freiburg: place(2925177, 'Freiburg', 'DE', 47.9959, 7.85222),
  Galway: place(2964180, 'Gaillimh', 'IE', 53.27245, -9.05095),
  Gdańsk: place(3099434, 'Gdańsk', 'PL', 54.35227, 18.64912),
  Geneva: place(2660646, 'Genève', 'CH', 46.20222, 6.14569),
  Helsinki: place(658225, 'Helsinki', 'FI', 60.16952, 24.93545),
  Hřensko: place(3077244, 'Děčín', 'CZ', 50.78215, 14.21478),
  Innsbruck: place(2775220, 'Innsbruck', 'AT', 47.26266, 11.39454),
  Interlaken: place(2660253, 'Interlaken', 'CH', 46.68387, 7.86638),
  Kalamata: place(261604, 'Kalamata', 'GR', 37.03913, 22.11265),
  Kiruna: place(605155, 'Kiruna', 'SE', 67.85572, 20.22513),
  Kraków: place(3094802, 'Kraków', 'PL', 50.06143, 19.93658),
  Krems: place(2773549, 'Krems an der Donau', 'AT', 48.40921, 15.61415),
  'La Spezia': place(3175081, 'La Spezia', 'IT', 44.103, 9.82375),
  Lisbon: place(2267057, 'Lisbon', 'PT', 38.71667, -9.13333),
  Ljubljana: place(3196359, 'Ljubljana', 'SI', 46.05108, 14.50513),
  Lyon: place(2996944, 'Lyon', 'FR', 45.74846, 4.84671),
  Marseille: place(2995469, 'Marseille', 'FR', 43.29695, 5.38107),
  Milngavie: place(2642484, 'Milngavie', 'GB', 55.94071, -4.32311),
  Munich: place(2867714, 'Munich', 'DE', 48.13743, 11.57549),
  Odense: place(2615876, 'Odense', 'DK', 55.39594, 10.38831),
  Orgosolo: place(3171962, 'Orgosolo', 'IT', 40.2053, 9.35445),
  Oslo: place(3143244, 'Oslo', 'NO', 59.91273, 10.74609),
  Oviedo: place(3114711, 'Oviedo', 'ES', 43.36029, -5.84476),
  Palermo: place(2523920, 'Palermo', 'IT', 38.1166, 13.3636),
  Paris: place(2988507, 'Paris', 'FR', 48.85341, 2.3488),
  Passau: place(2855328, 'Passau', 'DE', 48.5665, 13.43122),
  'Plitvice Lakes': place(3189076, 'Korenica', 'HR', 44.74389, 15.70972),
  Porto: place(2735943, 'Porto', 'PT', 41.14961, -8.61099),
  Prague: place(3067696, 'Prague', 'CZ', 50.08804, 14.42076),
  Pula: place(3192224, 'Pula', 'HR', 44.86833, 13.84806),
  Rome: place(3169070, 'Rome', 'IT', 41.89193, 12.51133),
  'Saint-Malo': place(2978640, 'Saint-Malo', 'FR', 48.64738, -2.00877),
  Salzburg: place(2766824, 'Salzburg', 'AT', 47.79941, 13.04399),
  'San Sebastián': place(3110044, 'Donostia / San Sebastián', 'ES', 43.31283, -1.97499),
  Savonlinna: place(637292, 'Savonlinna', 'FI', 61.8699, 28.87999),
  Seville: place(2510911, 'Sevilla', 'ES', 37.38283, -5.97317),
  Split: place(3190261, 'Split', 'HR', 43.50891, 16.43915),
  Stockholm: place(2673730, 'Stockholm', 'SE', 59.32938, 18.06871),
  Svolvær: place(3135020, 'Svolvær', 'NO', 68.23417, 14.56834),
  Tallinn: place(588409, 'Tallinn', 'EE', 59.43696, 24.75353),
  Tokaj: place(714659, 'Tokaj', 'HU', 48.11717, 21.40922),
  Tours: place(2972191, 'Tours', 'FR', 47.39484, 0.70398),
  Tralee: place(2961123, 'Tralee', 'IE', 52.27042, -9.70264),
  Venice: place(3164603, 'Venice', 'IT', 45.43713, 12.33265),
  Vienna: place(2761369, 'Vienna', 'AT', 48.20849, 16.37208),
  Zurich: place(2657896, 'Zürich', 'CH', 47.36667, 8.55),
  Évora: place(2268406, 'Évora', 'PT', 38.56667, -7.9),
};

/** The start place of a demo start name; every name the demo tables use has one (a test checks). */
export function getStartPlace(name: string): StartPlace {
  const found = startPlaces[name];
  if (!found) throw new Error(`no start place for "${name}"`);
  return found;
}
