import { place, startPlaces, type StartPlace } from './start-places.js';

/**
 * The demo tours' overnight stops that are towns of the gazetteer (issue 52, decision 047), keyed
 * by the stop name the tour table uses, besides the start places (start-places.ts), which serve
 * as route places too. GeoNames entries (CC BY 4.0, geonames.org), as the server's gazetteer
 * holds them (a test checks each against it). Stops the gazetteer lacks (villages under 5,000,
 * passes, huts, islands, parks) have no place: their days show none. Two are the town they
 * belong to: Titisee → Titisee-Neustadt, Monsaraz → Reguengos de Monsaraz.
 */
export const routePlaces: Readonly<Record<string, StartPlace>> = {
  Lucerne: place(2659811, 'Luzern', 'CH', 47.05048, 8.30635),
  Zermatt: place(2657928, 'Zermatt', 'CH', 46.01998, 7.74863),
  Chur: place(2661169, 'Chur', 'CH', 46.84986, 9.53287),
  Kufstein: place(2773300, 'Kufstein', 'AT', 47.58333, 12.16667),
  Kitzbühel: place(2774347, 'Kitzbühel', 'AT', 47.44637, 12.39215),
  Linz: place(2772400, 'Linz', 'AT', 48.30639, 14.28611),
  "Cortina d'Ampezzo": place(3177952, "Cortina d'Ampezzo", 'IT', 46.5369, 12.13903),
  Cefalù: place(2525041, 'Cefalù', 'IT', 38.03856, 14.02285),
  Catania: place(2525068, 'Catania', 'IT', 37.49223, 15.07041),
  Syracuse: place(2523083, 'Siracusa', 'IT', 37.07542, 15.28664),
  'Aix-en-Provence': place(3038354, 'Aix-en-Provence', 'FR', 43.5283, 5.44973),
  Amboise: place(3037902, 'Amboise', 'FR', 47.41249, 0.98266),
  Blois: place(3032213, 'Blois', 'FR', 47.59432, 1.32912),
  Montpellier: place(2992166, 'Montpellier', 'FR', 43.61093, 3.87635),
  Cancale: place(3028868, 'Cancale', 'FR', 48.6766, -1.85216),
  Zumaia: place(3104218, 'Zumaia', 'ES', 43.29469, -2.25341),
  Bilbao: place(3128026, 'Bilbao', 'ES', 43.26271, -2.92528),
  'Cangas de Onís': place(3126571, 'Cangas de Onís', 'ES', 43.3514, -5.12916),
  'Arcos de la Frontera': place(2521665, 'Arcos de la Frontera', 'ES', 36.75075, -5.81056),
  Ronda: place(2511730, 'Ronda', 'ES', 36.74231, -5.16709),
  Granada: place(2517117, 'Granada', 'ES', 37.18817, -3.60667),
  'Vila do Conde': place(2732649, 'Vila do Conde', 'PT', 41.35326, -8.74516),
  'Viana do Castelo': place(2732773, 'Viana do Castelo', 'PT', 41.69323, -8.83287),
  Tui: place(3107364, 'Tui', 'ES', 42.04713, -8.64435),
  Pontevedra: place(3113209, 'Pontevedra', 'ES', 42.431, -8.64435),
  'Santiago de Compostela': place(3109642, 'Santiago de Compostela', 'ES', 42.88052, -8.54569),
  'Peso da Régua': place(2736316, 'Peso da Régua', 'PT', 41.16318, -7.78901),
  Monsaraz: place(2263974, 'Reguengos de Monsaraz', 'PT', 38.42529, -7.53494),
  Bergen: place(3161732, 'Bergen', 'NO', 60.39299, 5.32415),
  Kuopio: place(650224, 'Kuopio', 'FI', 62.89238, 27.67703),
  Hamburg: place(2911298, 'Hamburg', 'DE', 53.55073, 9.99302),
  Faaborg: place(2622383, 'Faaborg', 'DK', 55.0951, 10.24226),
  Svendborg: place(2612045, 'Svendborg', 'DK', 55.05982, 10.60677),
  Titisee: place(2822083, 'Titisee-Neustadt', 'DE', 47.92104, 8.19063),
  Triberg: place(2821216, 'Triberg', 'DE', 48.13175, 8.23317),
  Koblenz: place(2886946, 'Koblenz', 'DE', 50.35357, 7.57883),
  Mainz: place(2874225, 'Mainz', 'DE', 49.98419, 8.2791),
  Tulln: place(2763266, 'Tulln', 'AT', 48.32829, 16.05858),
  Edam: place(2756431, 'Edam', 'NL', 52.51215, 5.04805),
  Heidelberg: place(2907911, 'Heidelberg', 'DE', 49.40768, 8.69079),
  Ghent: place(2797656, 'Gent', 'BE', 51.05, 3.71667),
  Bruges: place(2800931, 'Brugge', 'BE', 51.20892, 3.22424),
  Antwerp: place(2803138, 'Antwerpen', 'BE', 51.22047, 4.40026),
  Inverness: place(2646088, 'Inverness', 'GB', 57.47908, -4.22398),
  'Fort William': place(2649169, 'Fort William', 'GB', 56.81648, -5.11208),
  Glasgow: place(2648579, 'Glasgow', 'GB', 55.86515, -4.25763),
  Westport: place(2960970, 'Westport', 'IE', 53.8, -9.51667),
  Bled: place(3203925, 'Bled', 'SI', 46.36917, 14.11361),
  Rovinj: place(3191518, 'Rovinj', 'HR', 45.08268, 13.63457),
  Dubrovnik: place(3201047, 'Dubrovnik', 'HR', 42.64125, 18.10909),
  Zakopane: place(3080866, 'Zakopane', 'PL', 49.29899, 19.94885),
  Sopot: place(3085151, 'Sopot', 'PL', 54.4418, 18.56003),
  Władysławowo: place(3081752, 'Władysławowo', 'PL', 54.79086, 18.4009),
  Mikulov: place(3070720, 'Mikulov', 'CZ', 48.80556, 16.6378),
  Bratislava: place(3060972, 'Bratislava', 'SK', 48.14816, 17.10674),
  Sighișoara: place(8436351, 'Sighișoara', 'RO', 46.22141, 24.79279),
};

/** A stop's gazetteer place, a start place or a route place; null when the gazetteer lacks it. */
export const findStopPlace = (name: string): StartPlace | null =>
  startPlaces[name] ?? routePlaces[name] ?? null;

export { startPlaces, getStartPlace } from './start-places.js';
