import type { TourPhrases } from '../types.js';

/** "A, B y C", with "e" before a word that starts with the sound "i" ("Bled e Inverness"). */
export function listEs(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  const and = /^h?[iíÍ](?![aeouáéóú])/i.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/**
 * Places that Spanish writes with an article or a common noun ("el paso de Sella", "los lagos de
 * Plitvice"), by their Spanish name; towns, cities and islands go without one.
 */
const articled: Record<string, string> = {
  'Paso de Sella': 'el paso de Sella',
  Achensee: 'el lago Achensee',
  Titisee: 'el lago Titisee',
  'Lagos de Plitvice': 'los lagos de Plitvice',
  'Cabo Fréhel': 'el cabo Fréhel',
  'Refugio de Estós': 'el refugio de Estós',
  Kebnekaise: 'el Kebnekaise',
  Alqueva: 'el embalse de Alqueva',
  Pineta: 'el valle de Pineta',
  Ordesa: 'el valle de Ordesa',
  Lahemaa: 'el parque nacional de Lahemaa',
  Soomaa: 'el parque nacional de Soomaa',
  Linnansaari: 'el parque nacional de Linnansaari',
};
/** Where "en" would not be what Spanish says (a lake's shore, a mountain's foot). */
const inForms: Record<string, string> = {
  Achensee: 'a orillas del lago Achensee',
  Titisee: 'a orillas del lago Titisee',
  Kebnekaise: 'al pie del Kebnekaise',
};

/** The place as a sentence names it: with its article where it takes one. */
const named = (place: string) => articled[place] ?? place;
/** "a" and "de" before a place, contracted with "el" ("al paso de Sella", "del valle de Pineta"). */
const withPreposition = (preposition: 'a' | 'de', place: string) => {
  const name = named(place);
  return name.startsWith('el ')
    ? `${preposition === 'a' ? 'al' : 'del'} ${name.slice(3)}`
    : `${preposition} ${name}`;
};

const inPlace = (place: string) => inForms[place] ?? `en ${named(place)}`;
const toPlace = (place: string) => withPreposition('a', place);
/** "de Oviedo": where a leg starts, and whose old town, streets or vineyards. */
const fromPlace = (place: string) => withPreposition('de', place);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Tuteo, as the site's Spanish texts (web/src/locales/es). */
export const spanishPhrases: TourPhrases = {
  activities: {
    eco: [
      {
        title: 'Visita a un proyecto de renaturalización',
        text: 'Pasa la mañana {inPlace} con el equipo de un proyecto de renaturalización y descubre cómo los animales de pastoreo, los castores y los humedales recuperados devuelven la vida al paisaje.',
      },
      {
        title: 'Paseo por el bosque y recolección',
        text: 'Un naturalista te acompaña en un paseo sin prisas por el bosque cerca {fromPlace} y te enseña plantas comestibles, setas y las huellas de los animales que viven allí.',
      },
      {
        title: 'Aves al amanecer',
        text: 'Madruga para una salida guiada de observación de aves {inPlace}, con prismáticos y guía de campo incluidos, y termina con un desayuno tardío.',
      },
      {
        title: 'Un día con agricultores de la zona',
        text: 'Echa una mano en una pequeña granja ecológica cerca {fromPlace}: da de comer a los animales, ayuda en el huerto y comparte un almuerzo cocinado con lo que se recogió esa misma mañana.',
      },
      {
        title: 'Ruta a una cumbre o un mirador',
        text: 'Una ruta más larga sube hasta el mejor mirador de los alrededores {fromPlace}, con almuerzo de pícnic arriba y una alternativa más suave para quien prefiera un día tranquilo.',
      },
      {
        title: 'Sobre el agua',
        text: 'Recorre las orillas {fromPlace} en canoa o kayak con un monitor, con paradas para bañarte si el tiempo acompaña.',
      },
      {
        title: 'Voluntariado de conservación',
        text: 'Media jornada de voluntariado {inPlace} junto al personal del parque: quitar plantas invasoras, reparar senderos o censar la fauna. Después, tarde libre.',
      },
      {
        title: 'Día libre',
        text: 'Un día libre {inPlace}. Tu guía te sugiere paseos, rincones para bañarte y cafés, y en la mayoría de nuestros alojamientos te prestan una bicicleta.',
      },
    ],
    gastro: [
      {
        title: 'Mercado matinal y clase de cocina',
        text: 'Recorre el mercado de la mañana {inPlace} con una cocinera local y después prepara con ella un almuerzo de tres platos en una cocina familiar, para disfrutarlo juntos a la mesa.',
      },
      {
        title: 'Productores y catas',
        text: 'Visita {inPlace} a pequeños productores (una quesera, un panadero y una bodega), prueba lo que elaboran y escucha cómo trabaja cada uno.',
      },
      {
        title: 'Cena de la huerta a la mesa',
        text: 'Una tarde en una granja cerca {fromPlace} acaba con una larga cena en mesa compartida, preparada con lo que crece a pocos pasos.',
      },
      {
        title: 'Ruta de comida callejera',
        text: 'Sigue a un periodista gastronómico local por las callejuelas {fromPlace} y prueba los bocados que de verdad comen los vecinos, con las historias que hay detrás.',
      },
      {
        title: 'Bodegas y viñedos',
        text: 'Recorre a pie o en bici los viñedos {fromPlace}, con visitas a bodegas, una cata de vinos naturales y de mínima intervención y un pícnic entre las cepas.',
      },
      {
        title: 'Recolección con un chef',
        text: 'Busca hierbas, brotes silvestres y, en temporada, setas con un chef {inPlace}, que después cocina tu cosecha para el almuerzo.',
      },
      {
        title: 'Obrador al amanecer',
        text: 'Únete a los panaderos {fromPlace} antes del amanecer para dar forma al pan y la bollería del día, y disfruta del resultado con un café en cuanto se abren los hornos.',
      },
      {
        title: 'Tarde libre',
        text: 'Un día libre {inPlace}. Nuestro guía te deja un mapa con sus cafés, tiendas gourmet y bares favoritos, y encantado te reserva mesa para la noche.',
      },
    ],
    'no-flight-europe': [
      {
        title: 'Paseo por el casco antiguo',
        text: 'Un guía local te enseña a pie el casco antiguo {fromPlace}, desde la plaza principal hasta las calles tranquilas y los patios que se esconden detrás.',
      },
      {
        title: 'Excursión panorámica',
        text: 'Una excursión de un día en tren regional o en barco, con salida {fromPlace}, hasta los paisajes más bonitos de los alrededores, con regreso a tiempo para la cena.',
      },
      {
        title: 'Museos y cafés',
        text: 'Pasa el día entre los museos y los cafés {fromPlace}, con un abono de transporte urbano incluido para que explores a tu ritmo.',
      },
      {
        title: 'En bici y a pie',
        text: 'Descubre {place} como sus vecinos: primero en una ruta guiada en bici por sus parques y su ribera, y después una tarde a pie.',
      },
      {
        title: 'Día libre',
        text: 'Un día libre {inPlace}. Tu coordinador está a mano para darte ideas, y el transporte público de la ciudad está incluido.',
      },
      {
        title: 'Puerto y paseo marítimo',
        text: 'Recorre el puerto y el paseo marítimo {fromPlace}, sube a un ferri público para un trayecto corto y termina con una cena junto al agua.',
      },
    ],
  },
  travelDay: {
    train: [
      'Un tren matinal te lleva {fromLeg} {toLeg}; los asientos van reservados y el trayecto es uno de los más bonitos del viaje. Tarde libre {inPlace}.',
      'Un viaje en tren sin prisas te lleva {fromLeg} {toLeg}, con tiempo para almorzar a bordo y un breve paseo de orientación al llegar.',
    ],
    bus: [
      'Un autocar de bajas emisiones lleva al grupo {fromLeg} {toLeg}, con una parada en ruta para pasear y almorzar.',
      'Viaje en autobús regional {fromLeg} {toLeg}; tu guía se encarga de los billetes y del equipaje, y la noche es tuya.',
    ],
    bike: [
      'Pedalea {fromLeg} {toLeg} por carreteras tranquilas y carriles bici, unos {km} km con muchas paradas. Tu equipaje viaja por delante en furgoneta.',
      'La etapa de hoy, de unos {km} km, te lleva {fromLeg} {toLeg}, con una parada para el café a mitad de camino y un vehículo de apoyo para quien quiera subirse.',
    ],
    walk: [
      'Camina unos {km} km {fromLeg} {toLeg} por senderos señalizados mientras tu equipaje viaja hasta el siguiente alojamiento.',
      'Una jornada a pie {fromLeg} {toLeg}, de unos {km} km, con almuerzo de pícnic por el camino y la cena esperándote a la llegada.',
    ],
    none: [
      'Sigue viaje {fromLeg} {toLeg} en transporte local, con los billetes incluidos y tiempo para explorar al llegar.',
      'Traslado {fromLeg} {toLeg} en autobús público o en ferri; después te instalas en el alojamiento antes de cenar todos juntos.',
    ],
  },
  finalLeg: {
    train:
      'Un último trayecto panorámico en tren te lleva {fromLeg} {toLeg}, donde el viaje termina por la tarde.',
    bus: 'Un último traslado en autocar te lleva {fromLeg} {toLeg}, donde el viaje termina después del almuerzo.',
    bike: 'La última etapa, de unos {km} km, te lleva {fromLeg} {toLeg}, donde el viaje se despide con un almuerzo de celebración.',
    walk: 'La etapa final, de unos {km} km, te lleva {fromLeg} {toLeg}, donde el viaje termina por la tarde.',
    none: 'Trayecto {fromLeg} {toLeg} en transporte local; el viaje termina a la llegada.',
  },
  arrival: [
    'Por la tarde te reúnes con tu guía en el punto de encuentro ({meet}) para conocer {place} en un breve paseo, seguido de una cena de bienvenida.',
    'Ven {toPlace} a tu ritmo y únete al grupo en el punto de encuentro ({meet}) para una charla de bienvenida y una cena juntos.',
  ],
  departure: [
    'Después del desayuno, el viaje termina {inPlace}. Te ayudamos a organizar la vuelta o el siguiente destino en tren o autobús.',
    'Una última mañana {inPlace} antes de que el viaje termine hacia mediodía, con tiempo para un último paseo o una visita al mercado.',
  ],
  oneDay:
    'Nos vemos por la mañana en el punto de encuentro: {meet}. {pitch} La jornada termina de nuevo en el punto de encuentro a última hora de la tarde.',
  categoryParagraphs: {
    eco: [
      'Este es un viaje sobre el paisaje y las personas que lo cuidan. Cada día combina tiempo al aire libre con la visita a un proyecto de conservación, una granja o una caseta de guardas, y parte de cada reserva va directamente a uno de ellos.',
      'Viajar despacio y en grupo pequeño es dejar poca huella. Nos alojamos en casas rurales y refugios de gente de la zona, comemos productos de temporada y de cercanía, y trabajamos con guías que viven en la región.',
      'Pasarás casi todo el día al aire libre, descubriendo cómo se protegen y se restauran los lugares que recorres, desde humedales y bosques hasta antiguas tierras de cultivo que vuelven a ser salvajes.',
    ],
    gastro: [
      'La cocina es el hilo conductor de este viaje. Comemos con los cocineros, panaderos, agricultores y viticultores que dan carácter a la región, casi siempre a su mesa y no en restaurantes.',
      'Mercados por la mañana, catas por la tarde y largas cenas por la noche. Cada productor que visitamos es pequeño, independiente y elegido por cómo trata su tierra y sus animales.',
      'Saborearás la región a través de sus estaciones y de su gente, con clases de cocina, visitas a bodegas y paseos que abren el apetito entre comida y comida.',
    ],
    'no-flight-europe': [
      'Llegar ya es la mitad del placer. Toda la ruta está pensada para hacerla en tren, ferri y autobús: llegas al punto de partida sin volar y ves cambiar el paisaje por la ventanilla.',
      'Viajar despacio no es complicarse la vida: nosotros nos ocupamos de los billetes, las reservas de asiento y el equipaje, y tú solo tienes que disfrutar del trayecto entre etapa y etapa.',
      'Cada parada está elegida para dividir el viaje en tramos cómodos, con tiempo para explorar al llegar y un coordinador que conoce a fondo la red ferroviaria.',
    ],
  },
  difficultyNotes: {
    easy: 'El ritmo es suave y apto para cualquiera que disfrute de unas horas de actividad ligera al día.',
    moderate:
      'Calcula entre tres y cinco horas de actividad casi todos los días, con alguna subida; una forma física razonable te ayudará a disfrutarlo.',
    challenging:
      'Las jornadas son largas y con desniveles importantes. Conviene que camines o pedalees con regularidad y te muevas con soltura por terreno irregular.',
  },
  baseCampNotes: {
    train: 'Los trenes regionales y el transporte local te llevan a cada visita.',
    bus: 'Un pequeño autocar recoge al grupo en el punto de encuentro para cada visita.',
    bike: 'Sales del punto de encuentro en buenas bicicletas híbridas, y también hay bicis eléctricas.',
    walk: 'Todo queda a poca distancia a pie, así que solo necesitas una mochila de día.',
    none: 'El transporte local a cada visita está incluido.',
  },
  transportNotes: {
    train:
      'Todos los trayectos entre etapas se hacen en tren, con asientos reservados de antemano.',
    bus: 'Entre etapas viajamos en autocar de bajas emisiones o en autobús regional.',
    bike: 'Pedaleas en buenas bicicletas híbridas (también hay eléctricas) y una furgoneta de apoyo lleva el equipaje.',
    walk: 'Caminas de etapa en etapa solo con una mochila de día; tu equipaje viaja aparte.',
    none: 'Los traslados se hacen en autobuses locales, ferris y barcos, con los billetes incluidos.',
  },
  list: listEs,
  inPlace,
  toPlace,
  fromPlace,
  dayTitles: {
    oneDay: (place) => `Un día ${inPlace(place)}`,
    arrival: (place) => `Llegada ${toPlace(place)}`,
    leg: (from, to) => `${capitalised(fromPlace(from))} ${toPlace(to)}`,
    farewell: (place) => `Despedida ${fromPlace(place)}`,
    activity: (activity, place) => `${activity} ${inPlace(place)}`,
  },
  highlights: {
    byCategory: {
      eco: 'Parte de cada reserva financia un proyecto local de conservación',
      gastro: 'Comidas compartidas con agricultores y cocineros independientes',
      'no-flight-europe': 'Llegas al punto de partida en tren, sin necesidad de volar',
    },
    smallGroup: (size) => `Grupo reducido de ${size} viajeros como máximo`,
    greenGuesthouses: 'Alojamientos familiares de la zona, elegidos por su compromiso ecológico',
  },
  included: {
    guide: 'Guía local experto o coordinador durante todo el viaje',
    nights: (nights) =>
      nights === 1
        ? '1 noche en un alojamiento gestionado por gente de la zona'
        : `${nights} noches en alojamientos gestionados por gente de la zona`,
    breakfast: 'Desayuno todos los días',
    byCategory: {
      eco: 'Entradas a parques y reservas, más un donativo a un proyecto local de conservación',
      gastro: 'Todas las catas, clases de cocina y visitas a productores del programa',
      'no-flight-europe':
        'Todos los billetes de tren, ferri y autobús entre etapas, con reserva de asiento',
    },
    byTransport: {
      train: 'Trayectos en tren en segunda clase entre etapas',
      bus: 'Traslados en autocar de bajas emisiones',
      bike: 'Bicicleta híbrida con alforjas, casco y kit de reparación',
      walk: 'Traslado del equipaje entre alojamientos',
      none: 'Autobuses locales, ferris y traslados en barco',
    },
    dinners: (dinners) => (dinners === 1 ? '1 cena' : `${dinners} cenas`),
  },
  notIncluded: {
    travelToAndFrom: (place) => `Viaje de ida y vuelta hasta ${named(place)}`,
    travelToAndHome: (start, end) =>
      `Viaje de ida hasta ${named(start)} y de vuelta desde ${named(end)}`,
    insurance: 'Seguro de viaje',
    gastroDrinks: 'Bebidas fuera de las catas',
    lunches: 'Almuerzos, salvo que se indique lo contrario',
    personal: 'Gastos personales y propinas',
    eBike: 'Bicicleta eléctrica (disponible como extra)',
  },
  cancellation: {
    rail: 'Los billetes de tren y las literas se emiten a tu nombre dos semanas antes de la salida; a partir de entonces, un cambio de fecha depende de las plazas libres en los nuevos trenes.',
    wholeBooking:
      'Un cambio de fecha afecta a toda la reserva: todos los viajeros pasan juntos a la nueva fecha.',
    seats:
      'Un cambio de fecha depende de las plazas libres en la nueva salida; tus extras pasan con la reserva.',
  },
  description: {
    basedIn: (days, place) =>
      days === 1
        ? `Toda la jornada transcurre ${inPlace(place)}, sin traslados ni maletas.`
        : `Todo el viaje tiene su base ${inPlace(place)}: nada de hacer y deshacer maletas.`,
    route: (start, end, days, middle) =>
      `La ruta de ${days} días empieza ${inPlace(start)} y termina ${inPlace(end)}` +
      (middle.length > 0
        ? `, pasando por ${listEs(middle.map(named))}.`
        : '; es corta y sin prisas.'),
    groupLimit: (size) => `Los grupos son de ${size} viajeros como máximo.`,
  },
};
