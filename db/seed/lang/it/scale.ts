import { italianWords } from './words.js';
import type { ScaleWords } from '../types.js';
import { atPlace, fromPlace, ofPlace } from './phrases.js';

type Gender = 'm' | 'f' | 'mpl' | 'fpl';
const GENDERS: Gender[] = ['m', 'f', 'mpl', 'fpl'];

/** Adjectives, in the English list's order: masculine, feminine, masculine and feminine plural. */
const adjectives: [string, string, string, string][] = [
  ['lento', 'lenta', 'lenti', 'lente'],
  ['verde', 'verde', 'verdi', 'verdi'],
  ['selvaggio', 'selvaggia', 'selvaggi', 'selvagge'],
  ['segreto', 'segreta', 'segreti', 'segrete'],
  ['costiero', 'costiera', 'costieri', 'costiere'],
  ['alpino', 'alpina', 'alpini', 'alpine'],
  ['storico', 'storica', 'storici', 'storiche'],
  ['tranquillo', 'tranquilla', 'tranquilli', 'tranquille'],
  ['di stagione', 'di stagione', 'di stagione', 'di stagione'],
  ['rurale', 'rurale', 'rurali', 'rurali'],
  ['dolce', 'dolce', 'dolci', 'dolci'],
  ['panoramico', 'panoramica', 'panoramici', 'panoramiche'],
  ['antico', 'antica', 'antichi', 'antiche'],
  ['senza auto', 'senza auto', 'senza auto', 'senza auto'],
  ['a basse emissioni', 'a basse emissioni', 'a basse emissioni', 'a basse emissioni'],
  ['pittoresco', 'pittoresca', 'pittoreschi', 'pittoresche'],
  ['per famiglie', 'per famiglie', 'per famiglie', 'per famiglie'],
];

/**
 * Themes as 'Viaggio|in treno': an adjective goes after the part before the bar ('Viaggio lento
 * in treno'), a phrase after the whole theme ('Viaggio in treno senza auto').
 */
const tourThemes: [string, Gender][] = [
  ['Viaggio|in treno', 'm'],
  ['Settimana|di trekking', 'f'],
  ['Fuga|in bici', 'f'],
  ['Itinerario gastronomico|', 'm'],
  ['Weekend enologico|', 'm'],
  ['Giro|delle isole', 'm'],
  ['Tour|dei laghi', 'm'],
  ['Ritiro|nel bosco', 'm'],
  ['Passeggiata|tra i borghi', 'f'],
  ['Giornate|di raccolto', 'fpl'],
  ['Sentiero|sul mare', 'm'],
  ['Trekking|sulle tracce degli animali', 'm'],
  ['Giro|dei mercati', 'm'],
  ['Percorso|tra storia e tradizioni', 'm'],
  ['Crociera|sui canali', 'f'],
  ['Rifugi|di montagna', 'mpl'],
  ['Soggiorno|in fattoria', 'm'],
  ['Vacanza|di birdwatching', 'f'],
  ['Anello|slow travel', 'm'],
  ['Viaggio|sul fiume', 'm'],
  ['Avventura|in treno notturno', 'f'],
  ['Strada|dei formaggi', 'f'],
  ['Passeggiata|nei frutteti', 'f'],
  ['Cammino|dei pellegrini', 'm'],
  ['Traversata|dei ghiacciai', 'f'],
  ['Soggiorni|nei monasteri', 'mpl'],
  ['Pedalata|tra i vigneti', 'f'],
  ['Sentiero|dei fari', 'm'],
  ['Raccolta|delle olive', 'f'],
  ['Notti|sotto le stelle', 'fpl'],
];

const agree = (adjective: number, gender: Gender) =>
  adjectives[adjective]![GENDERS.indexOf(gender)]!;
const themeName = (theme: string) => theme.replace('|', ' ').trim();
const themeWith = (theme: string, adjective: string) => {
  const [head, rest] = theme.split('|');
  if (adjective.includes(' ')) return `${themeName(theme)} ${adjective}`;
  return `${head} ${adjective}${rest ? ` ${rest}` : ''}`;
};
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const microThemes = [
  'Passeggiata nel centro storico',
  'Assaggi di street food',
  'Giro in bici',
  'Cortili nascosti',
  'Tour della street art',
  'Mattinata al mercato',
  'Belvedere al tramonto',
  'Giro dei caffè',
  'Passeggiata architettonica',
  'Storie di fantasmi',
  'Picnic al parco',
  'Laboratorio di cucina',
  'Escursione di un giorno',
  'Visita a un birrificio',
  'Passeggiata fotografica',
  'Giro dei forni',
  'Passeggiata lungo il fiume',
  'Musei di corsa',
  'Serata sui tetti',
  'A caccia nel mercatino delle pulci',
  'Serata in una cantina jazz',
  'Degustazione di cioccolato',
  'Giro in tram',
  'Visita ai giardini',
];

export const italianScale: ScaleWords = {
  adjectives: adjectives.map(([masculine]) => masculine),
  tourThemes: tourThemes.map(([name]) => themeName(name)),
  tourPhrases: [
    'con notti in pensioni a gestione familiare',
    'viaggiando solo in treno e in traghetto',
    'accompagnati da naturalisti del posto',
    'con lunghi pranzi in piccole fattorie',
    'su sentieri tranquilli, lontano dalla folla',
    'con il tempo per bagni, mercati e musei',
    'incontrando chi protegge questi paesaggi',
  ],
  microThemes,
  microPhrases: [
    'Una passeggiata in piccolo gruppo con una guida del posto',
    'Un facile giro in bici da città',
    'Un tour di assaggi tra botteghe e banchi di famiglia',
    'Un’introduzione rilassata per chi arriva per la prima volta',
    'Un’uscita serale tra storie e stuzzichini',
  ],
  frames: [
    'Ti aspettano {}, {}, {} e {}.',
    'Le nostre guide adorano {} {}, {} e {}.',
    'In valigia, pensa a {} e {}, {} e {}.',
    'Le serate portano {}, {} e {} {}.',
    'La gente del posto parla ancora di {} {} e di {} {}.',
    'Le giornate mescolano {}, {} e {} con {}.',
    'Chiedici di {}, {} e {} {}.',
    'I nostri ospiti ricordano {} {}, {} e {}.',
  ],
  words: italianWords,
  functionWords: [
    'a',
    'agli',
    'ai',
    'al',
    'alla',
    'alle',
    'con',
    'da',
    'dal',
    'dalla',
    'degli',
    'dei',
    'del',
    'della',
    'delle',
    'di',
    'e',
    'fra',
    'gli',
    'i',
    'il',
    'in',
    'la',
    'le',
    'lo',
    'nei',
    'negli',
    'nel',
    'nella',
    'nelle',
    'o',
    'per',
    'sotto',
    'su',
    'sui',
    'sul',
    'sulla',
    'sulle',
    'tra',
    'un',
    'una',
    'uno',
  ],
  tourTitle: (adjective, theme, place) => {
    const [name, gender] = tourThemes[theme]!;
    return `${place}: ${lower(themeWith(name, agree(adjective, gender)))}`;
  },
  tourIntro: (days, theme, from, to, phrase) =>
    `${themeName(tourThemes[theme]![0])} ${fromPlace(from)} ${atPlace(to)}: ${days === 1 ? 'una giornata' : `${days} giorni`}, ${phrase}. `,
  tourFullIntro: (place, adjective, phrase) =>
    `Scopri ${place} e la campagna intorno in un itinerario ${agree(adjective, 'm')}, ${phrase}. `,
  tourFullOutro:
    ' Piccoli gruppi, guide del posto e trasporti a basse emissioni per tutto il viaggio.',
  microTitle: (theme, city) => `${microThemes[theme]!} ${atPlace(city)}`,
  microIntro: (phrase, city, theme) =>
    `${phrase} ${atPlace(city)}, sul tema «${lower(microThemes[theme]!)}» e sulle storie che ne racconta chi ci vive. `,
  tourMeetingPoint: (place) => `Stazione centrale ${ofPlace(place)}`,
  tourHighlights: (place, theme) => [
    `${place} con una guida del posto`,
    'Alloggi gestiti da gente del posto',
    `In primo piano: ${lower(themeName(tourThemes[theme]![0]))}`,
  ],
  microMeetingPoint: (city) => `Ufficio turistico ${ofPlace(city)}`,
  microIncluded: ['Guida locale', 'Piccolo gruppo'],
  microExcluded: ['Cibo e bevande', 'Mance'],
};
