import { spanishWords } from './words.js';
import type { ScaleWords } from '../types.js';

type Gender = 'm' | 'f' | 'mpl' | 'fpl';

/** Adjectives, in the English list's order: masculine and feminine singular. */
const adjectives: [string, string][] = [
  ['lento', 'lenta'],
  ['verde', 'verde'],
  ['salvaje', 'salvaje'],
  ['secreto', 'secreta'],
  ['costero', 'costera'],
  ['alpino', 'alpina'],
  ['histórico', 'histórica'],
  ['tranquilo', 'tranquila'],
  ['de temporada', 'de temporada'],
  ['rural', 'rural'],
  ['suave', 'suave'],
  ['panorámico', 'panorámica'],
  ['milenario', 'milenaria'],
  ['sin coches', 'sin coches'],
  ['bajo en carbono', 'baja en carbono'],
  ['pintoresco', 'pintoresca'],
  ['familiar', 'familiar'],
];

/** Themes as 'Travesía|glaciar': the adjective goes after the part before the bar. */
const tourThemes: [string, Gender][] = [
  ['Viaje|en tren', 'm'],
  ['Semana|de senderismo', 'f'],
  ['Escapada|en bici', 'f'],
  ['Ruta gastronómica|', 'f'],
  ['Fin de semana|entre vinos', 'm'],
  ['Ruta|por las islas', 'f'],
  ['Circuito|de los lagos', 'm'],
  ['Retiro|en el bosque', 'm'],
  ['Paseo|de pueblo en pueblo', 'm'],
  ['Días|de cosecha', 'mpl'],
  ['Camino|junto al mar', 'm'],
  ['Trekking|de naturaleza', 'm'],
  ['Ruta|de mercados', 'f'],
  ['Ruta|del patrimonio', 'f'],
  ['Crucero|por los canales', 'm'],
  ['Refugios|de montaña', 'mpl'],
  ['Estancia|en una granja', 'f'],
  ['Escapada ornitológica|', 'f'],
  ['Vuelta|sin prisas', 'f'],
  ['Viaje|por el río', 'm'],
  ['Aventura|en tren nocturno', 'f'],
  ['Ruta|del queso', 'f'],
  ['Paseo|entre frutales', 'm'],
  ['Camino|de peregrinos', 'm'],
  ['Travesía|glaciar', 'f'],
  ['Estancias|en monasterios', 'fpl'],
  ['Pedalada|entre viñedos', 'f'],
  ['Ruta|de los faros', 'f'],
  ['Cosecha|de la aceituna', 'f'],
  ['Noches|de estrellas', 'fpl'],
];

/** "lentas", "rurales"; "bajos en carbono"; phrases with "de" or "sin" stay as they are. */
function plural(adjective: string): string {
  if (/^(de|sin) /.test(adjective)) return adjective;
  const [word, ...rest] = adjective.split(' ');
  const plural = /[aeiouáéíóú]$/.test(word!) ? `${word}s` : `${word}es`;
  return [plural, ...rest].join(' ');
}

/** The adjective agreed with the theme's gender and number. */
function agree(adjective: number, gender: Gender): string {
  const [masculine, feminine] = adjectives[adjective]!;
  const singular = gender === 'f' || gender === 'fpl' ? feminine : masculine;
  return gender === 'mpl' || gender === 'fpl' ? plural(singular) : singular;
}

const themeName = (theme: string) => theme.replace('|', ' ').trim();
const themeWith = (theme: string, adjective: string) => {
  const [head, rest] = theme.split('|');
  return `${head} ${adjective}${rest ? ` ${rest}` : ''}`;
};

export const spanishScale: ScaleWords = {
  adjectives: adjectives.map(([masculine]) => masculine),
  tourThemes: tourThemes.map(([name]) => themeName(name)),
  tourPhrases: [
    'con noches en casas de huéspedes familiares',
    'viajando solo en tren y en ferri',
    'con naturalistas de la zona como guías',
    'con largos almuerzos en pequeñas granjas',
    'por caminos tranquilos, lejos de las multitudes',
    'con tiempo para baños, mercados y museos',
    'conociendo a quienes protegen estos paisajes',
  ],
  microThemes: [
    'Paseo por el casco antiguo',
    'Degustación de comida callejera',
    'Ruta en bici',
    'Patios escondidos',
    'Ruta de arte urbano',
    'Mañana de mercado',
    'Miradores al atardecer',
    'Ruta de cafés',
    'Paseo de arquitectura',
    'Historias de fantasmas',
    'Pícnic en el parque',
    'Taller de cocina',
    'Excursión de un día',
    'Visita a una cervecería',
    'Paseo fotográfico',
    'Ruta de panaderías',
    'Paseo junto al río',
    'Museos a toda prisa',
    'Tarde en la azotea',
    'Caza de gangas en el rastro',
    'Noche de jazz en un sótano',
    'Degustación de chocolate',
    'Paseo en tranvía',
    'Visita a jardines',
  ],
  microPhrases: [
    'Un paseo en grupo reducido con un guía local',
    'Una ruta fácil en bici urbana',
    'Una ruta de degustación por tiendas y puestos familiares',
    'Una introducción sin prisas para recién llegados',
    'Una salida nocturna con historias y algo de picar',
  ],
  frames: [
    'Te esperan {}, {}, {} y {}.',
    'A nuestros guías les encantan {} {}, {} y {}.',
    'Prepara la maleta para {} y {}, {} y {}.',
    'Las noches traen {}, {} y {} {}.',
    'Los vecinos aún hablan de {} {} y de {} {}.',
    'Los días combinan {}, {} y {} con {}.',
    'Pregúntanos por {}, {} y {} {}.',
    'Nuestros viajeros recuerdan {} {}, {} y {}.',
  ],
  words: spanishWords,
  functionWords: [
    'a',
    'al',
    'con',
    'de',
    'del',
    'el',
    'en',
    'entre',
    'junto',
    'la',
    'las',
    'los',
    'o',
    'para',
    'por',
    'sin',
    'sobre',
    'un',
    'una',
    'unas',
    'unos',
    'y',
  ],
  tourTitle: (adjective, theme, place) => {
    const [name, gender] = tourThemes[theme]!;
    return `${themeWith(name, agree(adjective, gender))} desde ${place}`;
  },
  tourIntro: (days, theme, from, to, phrase) =>
    `${themeName(tourThemes[theme]![0])} de ${from} a ${to}: ${days === 1 ? 'un día' : `${days} días`} ${phrase}. `,
  tourFullIntro: (place, adjective, phrase) =>
    `Descubre ${place} y sus alrededores en un itinerario ${agree(adjective, 'm')}, ${phrase}. `,
  tourFullOutro:
    ' Grupos reducidos, guías locales y transporte bajo en carbono de principio a fin.',
  microTitle: (theme, city) => `${spanishScale.microThemes[theme]!} en ${city}`,
  microIntro: (phrase, city, theme) =>
    `${phrase} en ${city}: ${spanishScale.microThemes[theme]!.toLowerCase()} y las historias que cuentan los vecinos. `,
  tourMeetingPoint: (place) => `Estación principal de ${place}`,
  tourHighlights: (place, theme) => [
    `${place} con un guía local`,
    'Alojamientos gestionados por gente de la zona',
    `Lo más destacado: ${themeName(tourThemes[theme]![0]).toLowerCase()}`,
  ],
  microMeetingPoint: (city) => `Oficina de turismo de ${city}`,
  microIncluded: ['Guía local', 'Grupo reducido'],
  microExcluded: ['Comida y bebida', 'Propinas'],
};
