import { germanWords } from './words.js';
import type { ScaleWords } from '../types.js';

/** Adjective stems, in the English list's order; inflected for the theme's gender. */
const adjectives = [
  'langsam',
  'grün',
  'wild',
  'verborgen',
  'maritim',
  'alpin',
  'historisch',
  'still',
  'saisonal',
  'ländlich',
  'sanft',
  'aussichtsreich',
  'uralt',
  'autofrei',
  'klimafreundlich',
  'malerisch',
  'familienfreundlich',
];

type Gender = 'm' | 'f' | 'n' | 'pl';
const tourThemes: [string, Gender][] = [
  ['Bahnreise', 'f'],
  ['Wanderwoche', 'f'],
  ['Radauszeit', 'f'],
  ['Genusspfad', 'm'],
  ['Weinwochenende', 'n'],
  ['Inselhüpfen', 'n'],
  ['Seentour', 'f'],
  ['Waldauszeit', 'f'],
  ['Dorfwanderung', 'f'],
  ['Erntetage', 'pl'],
  ['Küstenweg', 'm'],
  ['Wildtier-Trekking', 'n'],
  ['Markttour', 'f'],
  ['Kulturerbe-Pfad', 'm'],
  ['Kanalfahrt', 'f'],
  ['Hüttentour', 'f'],
  ['Hofurlaub', 'm'],
  ['Vogelbeobachtungsreise', 'f'],
  ['Slow-Travel-Rundreise', 'f'],
  ['Flussreise', 'f'],
  ['Nachtzugabenteuer', 'n'],
  ['Käsestraße', 'f'],
  ['Streuobstwanderung', 'f'],
  ['Pilgerweg', 'm'],
  ['Gletscherquerung', 'f'],
  ['Klosteraufenthalte', 'pl'],
  ['Weinbergtour', 'f'],
  ['Leuchtturmpfad', 'm'],
  ['Olivenernte', 'f'],
  ['Sternennächte', 'pl'],
];
/** Nominative without article: "grüner Weg", "grüne Reise", "grünes Inselhüpfen", "grüne Tage". */
const endings: Record<Gender, string> = { m: 'er', f: 'e', n: 'es', pl: 'e' };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const theme = (index: number) => tourThemes[index]!;

export const germanScale: ScaleWords = {
  adjectives,
  tourThemes: tourThemes.map(([name]) => name),
  tourPhrases: [
    'mit Nächten in familiengeführten Pensionen',
    'nur mit Zug und Fähre unterwegs',
    'geführt von Naturkundlern aus der Region',
    'mit langen Mittagessen auf kleinen Höfen',
    'auf stillen Wegen abseits der Massen',
    'mit Zeit für Badestellen, Märkte und Museen',
    'bei den Menschen, die diese Landschaften schützen',
  ],
  microThemes: [
    'Altstadtrundgang',
    'Streetfood-Verkostung',
    'Radrunde',
    'Verborgene Innenhöfe',
    'Streetart-Tour',
    'Marktvormittag',
    'Aussichtspunkte bei Sonnenuntergang',
    'Kaffeetour',
    'Architekturspaziergang',
    'Gruselgeschichten',
    'Picknick im Park',
    'Kochkurs',
    'Tageswanderung',
    'Brauereibesuch',
    'Fotospaziergang',
    'Bäckereirunde',
    'Spaziergang am Fluss',
    'Museumssprint',
    'Abend über den Dächern',
    'Flohmarktjagd',
    'Jazzkeller-Nacht',
    'Schokoladenverkostung',
    'Straßenbahnfahrt',
    'Gartenführung',
  ],
  microPhrases: [
    'Ein Rundgang in kleiner Gruppe mit einem Guide aus der Stadt',
    'Eine gemütliche Fahrt auf Stadträdern',
    'Eine Genusstour zu Familienläden und Marktständen',
    'Ein entspannter Einstieg für alle, die zum ersten Mal hier sind',
    'Ein Abendausflug mit Geschichten und Snacks',
  ],
  frames: [
    'Freu dich auf {}, {}, {} und {}.',
    'Unsere Guides lieben {} {}, {} und {}.',
    'Pack ein für {} und {}, {} und {}.',
    'Die Abende bringen {}, {} und {} {}.',
    'Einheimische erzählen noch von {} {} und {} {}.',
    'Die Tage verbinden {}, {} und {} mit {}.',
    'Frag nach {}, {} und {} {}.',
    'Gäste erinnern sich an {} {}, {} und {}.',
  ],
  words: germanWords,
  functionWords: [
    'am',
    'an',
    'auf',
    'bei',
    'dem',
    'den',
    'der',
    'des',
    'die',
    'das',
    'ein',
    'eine',
    'einem',
    'einen',
    'einer',
    'für',
    'im',
    'in',
    'mit',
    'nach',
    'oder',
    'über',
    'und',
    'unter',
    'vom',
    'von',
    'zum',
    'zur',
  ],
  tourTitle: (adjective, themeIndex, place) => {
    const [name, gender] = theme(themeIndex);
    return `${capitalize(adjectives[adjective]! + endings[gender])} ${name} rund um ${place}`;
  },
  tourIntro: (days, themeIndex, from, to, phrase) =>
    `${theme(themeIndex)[0]} von ${from} nach ${to}: ${days === 1 ? 'ein Tag' : `${days} Tage`}, ${phrase}. `,
  tourFullIntro: (place, adjective, phrase) =>
    `Entdecke ${place} und das Umland auf einer ${adjectives[adjective]}en Route, ${phrase}. `,
  tourFullOutro:
    ' Kleine Gruppen, Guides aus der Region und klimafreundliche Verkehrsmittel auf der ganzen Reise.',
  microTitle: (themeIndex, city) => `${germanScaleMicroTheme(themeIndex)} in ${city}`,
  microIntro: (phrase, city, themeIndex) =>
    `${phrase}, unterwegs in ${city} – ganz im Zeichen von „${germanScaleMicroTheme(themeIndex)}“ und den Geschichten, die Einheimische dazu erzählen. `,
  tourMeetingPoint: (place) => `${place}, Hauptbahnhof`,
  tourHighlights: (place, themeIndex) => [
    `${place} mit einem Guide aus der Region`,
    'Unterkünfte aus der Region',
    `Höhepunkte: ${theme(themeIndex)[0]}`,
  ],
  microMeetingPoint: (city) => `${city}, Touristeninformation`,
  microIncluded: ['Guide aus der Stadt', 'Kleine Gruppe'],
  microExcluded: ['Essen und Getränke', 'Trinkgelder'],
};

function germanScaleMicroTheme(index: number): string {
  return germanScale.microThemes[index]!;
}
