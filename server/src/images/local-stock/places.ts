import type { SceneKind } from '@app/db/images';
import { isSceneKind } from './scene-kind.js';

export interface StockPlace {
  country: string;
  place: string;
  /** Scene kinds the place's photos show, in turn. */
  kinds: readonly SceneKind[];
  /** A city with its own micro-tours: it gets more photos. */
  major: boolean;
}

/**
 * The places the shipped library has photos of, by country: the demo catalogue's micro-tour
 * cities (marked `*`) and the tours' start locations and main stops. Stops that lie across a
 * border (Prague on the Hungarian rail tour, Passau on the Austrian Danube path) are listed
 * under the country they are in, so a photo never claims the wrong country.
 */
const table: Record<string, string[]> = {
  Switzerland: [
    '*Zurich: city lake train',
    '*Geneva: lake city vineyard',
    'Lucerne: lake train',
    'Interlaken: mountains train',
    'Zermatt: mountains',
    'Basel: city train',
    'Grindelwald: mountains',
    'Lauterbrunnen: mountains forest',
    'St. Moritz: train lake',
  ],
  Austria: [
    '*Vienna: city vineyard',
    '*Salzburg: city mountains',
    'Innsbruck: mountains city',
    'Achensee: lake',
    'Kitzbühel: mountains',
    'Melk: vineyard city',
    'Linz: city lake',
    'Krems: vineyard',
  ],
  Italy: [
    '*Rome: city vineyard',
    '*Florence: city vineyard',
    '*Bologna: city vineyard',
    '*Venice: city coast',
    'Bolzano: mountains city',
    "Cortina d'Ampezzo: mountains",
    'Val Gardena: mountains forest',
    'Alba: vineyard',
    'Barolo: vineyard',
    'La Spezia: coast',
    'Riomaggiore: coast',
    'Vernazza: coast',
    'Palermo: coast city',
    'Cefalù: coast',
    'Como: lake',
    'Bellagio: lake',
    'Orgosolo: mountains',
  ],
  France: [
    '*Paris: city train',
    '*Lyon: city vineyard',
    '*Marseille: coast city',
    '*Bordeaux: vineyard city',
    'Avignon: city vineyard',
    'Gordes: vineyard',
    'Tours: forest city',
    'Amboise: forest',
    'Chambord: forest',
    'Montpellier: city train',
    'Saint-Malo: coast',
    'Cap Fréhel: coast',
  ],
  Spain: [
    '*Barcelona: city coast',
    '*Seville: city mountains',
    '*San Sebastián: coast city',
    'Bilbao: city coast',
    'Getaria: coast',
    'Oviedo: city mountains',
    'Covadonga: mountains lake',
    'Potes: mountains',
    'Ronda: city mountains',
    'Granada: city mountains',
    'Benasque: mountains',
    'Ordesa: mountains forest',
    'Tui: forest',
    'Santiago de Compostela: city forest',
  ],
  Portugal: [
    '*Lisbon: city coast',
    '*Porto: city vineyard',
    'Viana do Castelo: coast',
    'Caminha: coast forest',
    'Peso da Régua: vineyard',
    'Pinhão: vineyard train',
    'Évora: city forest',
    'Monsaraz: lake',
    'Alqueva: lake',
  ],
  Norway: [
    'Oslo: city lake',
    'Flåm: lake train',
    'Myrdal: train mountains',
    'Gudvangen: lake mountains',
    'Bergen: coast city',
    'Svolvær: coast',
    'Reine: coast mountains',
  ],
  Sweden: [
    '*Stockholm: city coast',
    'Kiruna: forest train',
    'Abisko: mountains forest',
    'Kebnekaise: mountains',
    'Vaxholm: coast',
    'Sandhamn: coast',
  ],
  Finland: [
    '*Helsinki: city coast',
    'Savonlinna: lake',
    'Linnansaari: lake forest',
    'Kuopio: lake',
  ],
  Denmark: [
    '*Copenhagen: city coast',
    'Odense: city',
    'Faaborg: coast',
    'Ærø: coast',
    'Svendborg: coast',
  ],
  Germany: [
    '*Berlin: city forest',
    '*Munich: city mountains',
    'Freiburg: forest city',
    'Titisee: lake forest',
    'Triberg: forest',
    'Cologne: city train',
    'Koblenz: lake vineyard',
    'Bacharach: vineyard',
    'Mainz: city',
    'Heidelberg: city forest',
    'Hamburg: city coast',
    'Passau: city lake',
  ],
  Netherlands: ['*Amsterdam: city lake', 'Marken: lake', 'Edam: lake city', 'Utrecht: city train'],
  Belgium: [
    '*Brussels: city forest',
    'Ghent: city',
    'Bruges: city',
    'Antwerp: city',
    'Durbuy: forest',
    'La Roche-en-Ardenne: forest',
  ],
  'United Kingdom': [
    '*Edinburgh: city mountains',
    'Inverness: mountains lake',
    'Fort William: mountains',
    'Glasgow: city',
    'Kyle of Lochalsh: coast train',
    'London: city train',
    'Milngavie: forest',
    'Tyndrum: mountains',
    'Kinlochleven: mountains lake',
  ],
  Ireland: [
    '*Dublin: city coast',
    'Galway: coast city',
    'Clifden: coast',
    'Westport: coast',
    'Tralee: coast',
    'Dingle: coast',
  ],
  Slovenia: [
    '*Ljubljana: city vineyard',
    'Bled: lake mountains',
    'Bohinj: lake',
    'Kranjska Gora: mountains',
    'Bovec: mountains forest',
  ],
  Croatia: [
    '*Split: coast city',
    'Pula: coast city',
    'Rovinj: coast',
    'Motovun: vineyard',
    'Hvar: coast',
    'Korčula: coast',
    'Dubrovnik: coast city',
    'Plitvice Lakes: lake forest',
  ],
  Greece: [
    '*Athens: city coast vineyard',
    'Chania: coast mountains',
    'Omalos: mountains',
    'Loutro: coast',
    'Kalamata: vineyard coast',
    'Kardamyli: coast',
  ],
  Poland: [
    '*Kraków: city forest',
    '*Gdańsk: coast city',
    'Zakopane: mountains',
    'Sopot: coast',
    'Hel: coast',
    'Łeba: coast',
  ],
  Czechia: [
    '*Prague: city forest',
    'Hřensko: forest',
    'Jetřichovice: forest',
    'Brno: city',
    'Mikulov: vineyard',
    'Valtice: vineyard',
  ],
  Hungary: ['*Budapest: city vineyard', 'Tokaj: vineyard', 'Mád: vineyard'],
  Romania: [
    'Brașov: city mountains forest',
    'Viscri: forest',
    'Sighișoara: city forest',
    'Saschiz: forest',
  ],
  Estonia: ['Tallinn: city coast', 'Lahemaa: forest coast', 'Soomaa: forest', 'Saaremaa: coast'],
};

function sceneKind(word: string): SceneKind {
  if (!isSceneKind(word)) throw new Error(`${word} is no scene kind`);
  return word;
}

/** `*Zurich: city lake train`: a place (`*` for a major one) and the scenes of its photos. */
function parse(country: string, line: string): StockPlace {
  const [, star, place, kinds] = /^(\*?)([^:]+): (.+)$/.exec(line) ?? [];
  if (place === undefined || kinds === undefined) {
    throw new Error(`Unreadable stock place: ${line}`);
  }
  return { country, place, kinds: kinds.split(' ').map(sceneKind), major: star === '*' };
}

export const stockCountries: readonly string[] = Object.keys(table);

export const stockPlaces: readonly StockPlace[] = Object.entries(table).flatMap(
  ([country, lines]) => lines.map((line) => parse(country, line)),
);
