import type { ArticleTexts } from '../article-texts.js';

export const articleTexts: ArticleTexts = {
  'night-trains-instead-of-short-haul-flights': {
    title: 'Trenes nocturnos en lugar de vuelos cortos: guía práctica',
    excerpt:
      'Sube al tren en París después de cenar y despierta cerca de los Pirineos. Cómo reservar coche cama, cuánto cuesta y por qué una noche en tren ahorra unos 150 kg de CO₂.',
  },
  'pack-light-for-a-week-of-slow-travel': {
    title: 'Equipaje ligero para una semana de viaje lento',
    excerpt:
      'Una maleta de cabina, tres conjuntos y una botella reutilizable: la lista que nuestros guías recomiendan para trenes, ferris y bicicletas.',
  },
  'hut-fees-keep-alpine-trails-open': {
    title: 'Cómo las tarifas de los refugios mantienen abiertos los senderos alpinos',
    excerpt:
      'Parte de cada noche en un refugio de montaña suizo paga la reparación de senderos tras desprendimientos y deshielos. Acompañamos durante un día a una cuadrilla de mantenimiento.',
  },
  'what-a-ten-euro-walking-tour-gives-back': {
    title: 'Lo que un paseo guiado de 10 € devuelve a un barrio',
    excerpt:
      'Los guías locales se quedan con la mayor parte de cada entrada de microtour, y muchos terminan su ruta en cafés familiares y puestos de mercado. Así se reparte el dinero.',
  },
  'slowing-down-in-finnish-lakeland': {
    title: 'Sauna, lagos y silencio: bajar el ritmo en la región de los lagos de Finlandia',
    excerpt:
      'Remar entre islas de día y una sauna de leña al atardecer. Por qué los finlandeses consideran el tiempo tranquilo en la naturaleza parte de su salud.',
  },
  'plan-a-multi-country-rail-trip': {
    title: 'Planifica un viaje en tren por varios países sin estrés',
    excerpt:
      'Cuándo reservar, cuándo compensa un pase de tren y cuánto margen dejar entre conexiones en un viaje de Ámsterdam a Viena.',
  },
  'protecting-the-alentejo-cork-forests': {
    title: 'Estrellas y alcornoques: proteger el montado del Alentejo',
    excerpt:
      'El corcho se recolecta a mano cada nueve años sin talar ningún árbol. Comprarlo hace que uno de los hábitats más ricos de Europa siga mereciendo protección.',
  },
  'measure-the-carbon-footprint-of-your-holiday': {
    title: 'Cómo medir la huella de carbono de tus vacaciones',
    excerpt:
      'El transporte suele suponer tres cuartas partes de las emisiones de un viaje. Un método sencillo para comparar rutas antes de reservar, con cifras reales de un viaje por los fiordos.',
  },
  'walking-the-camino-at-your-own-pace': {
    title: 'Las últimas etapas del Camino, a tu ritmo',
    excerpt:
      'No necesitas seis semanas para sentir el Camino. Cinco días de Tui a Santiago, con consejos sobre ampollas, días de descanso y albergues tranquilos.',
  },
  'olive-harvest-with-peloponnese-families': {
    title: 'Cosechar aceitunas con familias del Peloponeso',
    excerpt:
      'Cada otoño, los visitantes se unen a pequeños olivares para la cosecha. Lo que esas manos extra suponen para las explotaciones familiares y cómo es el día de la molienda.',
  },
  'station-hacks-for-rail-travellers': {
    title: 'Diez costumbres de estación de los viajeros tranquilos',
    excerpt:
      'Encuentra tu sector del andén, lleva algo de comer y aprende qué asientos van en el sentido de la marcha. Pequeños hábitos que hacen que un día en tren sea tranquilo y no un caos.',
  },
  'a-city-weekend-on-thirty-euros': {
    title: 'Un fin de semana urbano lleno de tours por 30 €',
    excerpt:
      'Una ruta de arte urbano por 5 €, un mirador al amanecer por 5 € y una degustación en el mercado por 20 €: cómo planificar un fin de semana de microtours recargando tu monedero una sola vez.',
  },
};
