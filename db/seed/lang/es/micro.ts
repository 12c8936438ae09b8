import type { MicroPrice } from '../../catalogue-types.js';
import type { CityWords, LocalCity, ThemeWords } from '../types.js';

/**
 * The micro-tour cities (micro-table.ts) in Spanish, by their English name. `inQuarter` starts
 * with "en", which the themes turn into "de" ("las callejuelas de la Alfama"); `toNature` starts
 * with "a" ("rumbo a la sierra de Sintra").
 */
export const spanishCities: Readonly<Record<string, CityWords>> = {
  Lisbon: {
    landmark: 'Castillo de San Jorge',
    atLandmark: 'junto al castillo de San Jorge',
    inQuarter: 'en la Alfama',
    food: 'pastéis de nata',
    atWater: 'a orillas del Tajo',
    toNature: 'a la sierra de Sintra',
    inNature: 'en la sierra de Sintra',
    wine: 'Setúbal',
    meet: ['Praça do Comércio, bajo el Arco da Rua Augusta', 'Mirador de Santa Luzia'],
  },
  Porto: {
    landmark: 'Puente Don Luis I',
    atLandmark: 'junto al puente Don Luis I',
    inQuarter: 'en la Ribeira',
    food: 'francesinha',
    atWater: 'a orillas del Duero',
    toNature: 'a la costa de Arrábida',
    inNature: 'en la costa de Arrábida',
    wine: 'el valle del Duero',
    meet: ['Estación de São Bento, vestíbulo principal', 'Fuente de la Praça da Ribeira'],
  },
  Barcelona: {
    landmark: 'Sagrada Família',
    atLandmark: 'frente a la Sagrada Família',
    inQuarter: 'en el Born',
    food: 'vermut y tapas',
    atWater: 'por la playa de la Barceloneta',
    toNature: 'a la sierra de Collserola',
    inNature: 'en la sierra de Collserola',
    wine: 'el Penedès',
    meet: ['Plaça de Catalunya, junto a las fuentes', 'Santa Maria del Mar, puerta principal'],
  },
  Seville: {
    landmark: 'La Giralda',
    atLandmark: 'a los pies de la Giralda',
    inQuarter: 'en Triana',
    food: 'tapas andaluzas',
    atWater: 'a orillas del Guadalquivir',
    toNature: 'a la Sierra Norte',
    inNature: 'en la Sierra Norte',
    wine: null,
    meet: ['Plaza Virgen de los Reyes, junto a la fuente', 'Entrada del mercado de Triana'],
  },
  'San Sebastián': {
    landmark: 'Monte Urgull',
    atLandmark: 'a los pies del monte Urgull',
    inQuarter: 'en la Parte Vieja',
    food: 'pintxos',
    atWater: 'por la bahía de La Concha',
    toNature: 'al monte Ulía',
    inNature: 'en el monte Ulía',
    wine: 'Getaria',
    meet: [
      'Plaza de la Constitución, en el centro de la plaza',
      'Jardines del Ayuntamiento, en Alderdi Eder',
    ],
  },
  Paris: {
    landmark: 'Notre-Dame',
    atLandmark: 'frente a Notre-Dame',
    inQuarter: 'en el Marais',
    food: 'pastelería francesa',
    atWater: 'a orillas del Sena',
    toNature: 'al bosque de Fontainebleau',
    inNature: 'en el bosque de Fontainebleau',
    wine: null,
    meet: [
      'Place des Vosges, soportales del lado norte',
      'Pont Neuf, escaleras del Square du Vert-Galant',
    ],
  },
  Lyon: {
    landmark: 'Basílica de Fourvière',
    atLandmark: 'junto a la basílica de Fourvière',
    inQuarter: 'en el Vieux Lyon',
    food: 'cocina de bouchon lionés',
    atWater: 'a orillas del Saona',
    toNature: 'a los Monts d’Or',
    inNature: 'en los Monts d’Or',
    wine: 'el Beaujolais',
    meet: ['Place Bellecour, junto a la estatua de Luis XIV', 'Plaza de la catedral de Saint-Jean'],
  },
  Marseille: {
    landmark: 'Notre-Dame de la Garde',
    atLandmark: 'a los pies de Notre-Dame de la Garde',
    inQuarter: 'en Le Panier',
    food: 'bullabesa',
    atWater: 'por el Puerto Viejo',
    toNature: 'a las Calanques',
    inNature: 'en las Calanques',
    wine: 'Cassis',
    meet: ['Puerto Viejo, bajo el espejo de la Ombrière', 'Patio de La Vieille Charité'],
  },
  Bordeaux: {
    landmark: 'Place de la Bourse',
    atLandmark: 'junto a la Place de la Bourse',
    inQuarter: 'en Saint-Pierre',
    food: 'canelés',
    atWater: 'a orillas del Garona',
    toNature: 'al bosque de las Landas',
    inNature: 'en el bosque de las Landas',
    wine: 'Saint-Émilion',
    meet: ['Espejo de agua de la Place de la Bourse', 'Puerta de la Grosse Cloche'],
  },
  Amsterdam: {
    landmark: 'Westerkerk',
    atLandmark: 'junto a la Westerkerk',
    inQuarter: 'en el Jordaan',
    food: 'queso holandés y arenque',
    atWater: 'por el anillo de canales',
    toNature: 'a los prados del Waterland',
    inNature: 'en los prados del Waterland',
    wine: null,
    meet: ['Westerkerk, junto a la estatua de Ana Frank', 'Plaza Dam, Monumento Nacional'],
  },
  Brussels: {
    landmark: 'Grand-Place',
    atLandmark: 'junto a la Grand-Place',
    inQuarter: 'en las Marolles',
    food: 'chocolate belga',
    atWater: 'por el canal de Bruselas',
    toNature: 'al bosque de Soignes',
    inNature: 'en el bosque de Soignes',
    wine: null,
    meet: ['Grand-Place, entrada del ayuntamiento', 'Rastro de la Place du Jeu de Balle'],
  },
  Berlin: {
    landmark: 'Puerta de Brandeburgo',
    atLandmark: 'junto a la Puerta de Brandeburgo',
    inQuarter: 'en Kreuzberg',
    food: 'currywurst y döner',
    atWater: 'a orillas del Spree',
    toNature: 'al bosque de Grunewald',
    inNature: 'en el bosque de Grunewald',
    wine: null,
    meet: [
      'Puerta de Brandeburgo, lado de la Pariser Platz',
      'Markthalle Neun, en la Eisenbahnstraße',
    ],
  },
  Munich: {
    landmark: 'Marienplatz',
    atLandmark: 'junto a la Marienplatz',
    inQuarter: 'en el Glockenbachviertel',
    food: 'brezel y weisswurst bávaros',
    atWater: 'a orillas del Isar',
    toNature: 'a la garganta del Isar',
    inNature: 'en la garganta del Isar',
    wine: null,
    meet: ['Marienplatz, bajo el Glockenspiel', 'Viktualienmarkt, junto al árbol de mayo'],
  },
  Vienna: {
    landmark: 'Catedral de San Esteban',
    atLandmark: 'junto a la catedral de San Esteban',
    inQuarter: 'en Spittelberg',
    food: 'café y tartas vienesas',
    atWater: 'a orillas del Danubio',
    toNature: 'al Bosque de Viena',
    inNature: 'en el Bosque de Viena',
    wine: 'los heurigen',
    meet: [
      'Stephansplatz, puerta principal de la catedral',
      'Naschmarkt, extremo de la Kettenbrückengasse',
    ],
  },
  Salzburg: {
    landmark: 'Fortaleza de Hohensalzburg',
    atLandmark: 'a los pies de la fortaleza de Hohensalzburg',
    inQuarter: 'en la Getreidegasse',
    food: 'Salzburger Nockerl',
    atWater: 'a orillas del Salzach',
    toNature: 'al Untersberg',
    inNature: 'en el Untersberg',
    wine: null,
    meet: ['Mozartplatz, junto a la estatua', 'Jardines de Mirabell, fuente de Pegaso'],
  },
  Zurich: {
    landmark: 'Grossmünster',
    atLandmark: 'junto al Grossmünster',
    inQuarter: 'en el Niederdorf',
    food: 'chocolate y queso suizos',
    atWater: 'a orillas del lago de Zúrich',
    toNature: 'al Uetliberg',
    inNature: 'en el Uetliberg',
    wine: null,
    meet: ['Grossmünster, portada principal', 'Paseo del lago en la Bürkliplatz'],
  },
  Geneva: {
    landmark: 'Jet d’Eau',
    atLandmark: 'junto al Jet d’Eau',
    inQuarter: 'en Carouge',
    food: 'fondue',
    atWater: 'a orillas del lago Lemán',
    toNature: 'al monte Salève',
    inNature: 'en el monte Salève',
    wine: 'las terrazas de Lavaux',
    meet: [
      'Jardín Inglés, junto al reloj de flores',
      'Place du Bourg-de-Four, en el casco antiguo',
    ],
  },
  Rome: {
    landmark: 'El Panteón',
    atLandmark: 'junto al Panteón',
    inQuarter: 'en el Trastévere',
    food: 'supplì y pizza romanos',
    atWater: 'a orillas del Tíber',
    toNature: 'al parque de la Vía Apia',
    inNature: 'en el parque de la Vía Apia',
    wine: 'Frascati',
    meet: [
      'Piazza Navona, fuente de los Cuatro Ríos',
      'Piazza di Santa Maria in Trastevere, junto a la fuente',
    ],
  },
  Florence: {
    landmark: 'El Duomo',
    atLandmark: 'a los pies del Duomo',
    inQuarter: 'en el Oltrarno',
    food: 'gelato',
    atWater: 'a orillas del Arno',
    toNature: 'a las colinas de Fiesole',
    inNature: 'en las colinas de Fiesole',
    wine: 'el Chianti',
    meet: ['Piazza della Signoria, fuente de Neptuno', 'Piazza Santo Spirito, junto a la iglesia'],
  },
  Bologna: {
    landmark: 'Las Dos Torres',
    atLandmark: 'a los pies de las Dos Torres',
    inQuarter: 'en el Quadrilatero',
    food: 'tortellini y mortadela',
    atWater: 'por el canal de Reno',
    toNature: 'a los Colli Bolognesi',
    inNature: 'en los Colli Bolognesi',
    wine: 'los Colli Bolognesi',
    meet: ['Piazza Maggiore, fuente de Neptuno', 'Dos Torres, Piazza di Porta Ravegnana'],
  },
  Venice: {
    landmark: 'Puente de Rialto',
    atLandmark: 'junto al puente de Rialto',
    inQuarter: 'en Cannaregio',
    food: 'cicchetti',
    atWater: 'por el Gran Canal',
    toNature: 'a las islas de la laguna',
    inNature: 'en las islas de la laguna',
    wine: 'las colinas del prosecco',
    meet: ['Puente de Rialto, lado de San Polo', 'Campo Santa Margherita, en el centro del campo'],
  },
  Prague: {
    landmark: 'Puente de Carlos',
    atLandmark: 'junto al puente de Carlos',
    inQuarter: 'en Malá Strana',
    food: 'cerveza checa y knedlíky',
    atWater: 'a orillas del Moldava',
    toNature: 'al valle de Prokop',
    inNature: 'en el valle de Prokop',
    wine: null,
    meet: [
      'Plaza de la Ciudad Vieja, monumento a Jan Hus',
      'Parada de tranvía Malostranské náměstí',
    ],
  },
  Kraków: {
    landmark: 'Castillo de Wawel',
    atLandmark: 'a los pies del castillo de Wawel',
    inQuarter: 'en Kazimierz',
    food: 'pierogi',
    atWater: 'a orillas del Vístula',
    toNature: 'al valle de Ojców',
    inNature: 'en el valle de Ojców',
    wine: null,
    meet: ['Plaza del Mercado, monumento a Adam Mickiewicz', 'Plac Nowy, junto al Okrąglak'],
  },
  Gdańsk: {
    landmark: 'Mercado Largo',
    atLandmark: 'en el Mercado Largo',
    inQuarter: 'en la Ciudad Principal',
    food: 'pescado ahumado del Báltico',
    atWater: 'a orillas del Motława',
    toNature: 'al parque paisajístico de la Triciudad',
    inNature: 'en el parque paisajístico de la Triciudad',
    wine: null,
    meet: ['Fuente de Neptuno, en el Mercado Largo', 'Puerta Verde, junto al río'],
  },
  Budapest: {
    landmark: 'Puente de las Cadenas',
    atLandmark: 'junto al puente de las Cadenas',
    inQuarter: 'en el barrio del Castillo',
    food: 'lángos y gulash',
    atWater: 'a orillas del Danubio',
    toNature: 'a las colinas de Buda',
    inNature: 'en las colinas de Buda',
    wine: 'Etyek',
    meet: ['Plaza Vörösmarty, salida del metro', 'Entrada del Mercado Central'],
  },
  Ljubljana: {
    landmark: 'El Triple Puente',
    atLandmark: 'junto al Triple Puente',
    inQuarter: 'en Krakovo',
    food: 'miel eslovena y štruklji',
    atWater: 'a orillas del Ljubljanica',
    toNature: 'al Šmarna Gora',
    inNature: 'en el Šmarna Gora',
    wine: 'Goriška Brda',
    meet: ['Plaza Prešeren, escalinata de la estatua', 'Mercado Central, columnata de Plečnik'],
  },
  Copenhagen: {
    landmark: 'Nyhavn',
    atLandmark: 'en Nyhavn',
    inQuarter: 'en Nørrebro',
    food: 'smørrebrød',
    atWater: 'por el puerto interior',
    toNature: 'al parque de ciervos de Dyrehaven',
    inNature: 'en el parque de ciervos de Dyrehaven',
    wine: null,
    meet: ['Nyhavn, junto al ancla conmemorativa', 'Mercado de Torvehallerne'],
  },
  Stockholm: {
    landmark: 'Gamla Stan',
    atLandmark: 'en Gamla Stan',
    inQuarter: 'en Södermalm',
    food: 'bollos de canela y fika',
    atWater: 'a orillas del Riddarfjärden',
    toNature: 'a la reserva natural de Nacka',
    inNature: 'en la reserva natural de Nacka',
    wine: null,
    meet: ['Stortorget, en Gamla Stan', 'Mariatorget, en Södermalm'],
  },
  Helsinki: {
    landmark: 'Suomenlinna',
    atLandmark: 'frente a Suomenlinna',
    inQuarter: 'en Kallio',
    food: 'empanadas de Carelia',
    atWater: 'por el puerto Sur',
    toNature: 'al parque nacional de Nuuksio',
    inNature: 'en el parque nacional de Nuuksio',
    wine: null,
    meet: ['Plaza del Mercado, fuente de Havis Amanda', 'Escalinata de la iglesia de Kallio'],
  },
  Edinburgh: {
    landmark: 'Castillo de Edimburgo',
    atLandmark: 'a los pies del castillo de Edimburgo',
    inQuarter: 'en la Ciudad Vieja',
    food: 'whisky escocés y shortbread',
    atWater: 'por el Union Canal',
    toNature: 'a Arthur’s Seat',
    inNature: 'en Arthur’s Seat',
    wine: null,
    meet: ['Royal Mile, catedral de St Giles', 'Grassmarket, monumento a los covenanters'],
  },
  Dublin: {
    landmark: 'Trinity College',
    atLandmark: 'junto al Trinity College',
    inQuarter: 'en Temple Bar',
    food: 'pan de soda y estofado irlandés',
    atWater: 'a orillas del Liffey',
    toNature: 'a los acantilados de Howth',
    inNature: 'en los acantilados de Howth',
    wine: null,
    meet: ['Puerta principal del Trinity College', 'Ha’penny Bridge, lado norte'],
  },
  Athens: {
    landmark: 'La Acrópolis',
    atLandmark: 'a los pies de la Acrópolis',
    inQuarter: 'en Plaka',
    food: 'souvlaki y meze',
    atWater: 'por la costa del Pireo',
    toNature: 'al monte Himeto',
    inNature: 'en el monte Himeto',
    wine: 'el Ática',
    meet: ['Plaza Monastiraki, salida del metro', 'Entrada del Museo de la Acrópolis'],
  },
  Split: {
    landmark: 'Palacio de Diocleciano',
    atLandmark: 'junto al palacio de Diocleciano',
    inQuarter: 'en Varoš',
    food: 'peka dálmata',
    atWater: 'por el paseo de la Riva',
    toNature: 'a la colina de Marjan',
    inNature: 'en la colina de Marjan',
    wine: 'Kaštela',
    meet: [
      'Peristilo del palacio de Diocleciano',
      'Paseo de la Riva, junto a la capitanía del puerto',
    ],
  },
};

/** "de" before a name, contracted with "el" ("del valle del Duero", "de los heurigen"). */
const of = (name: string) => (name.startsWith('el ') ? `del ${name.slice(3)}` : `de ${name}`);
/** A form that starts with "en" turned into its "de" form ("en el Born" → "del Born"). */
const ofIn = (form: string) => of(form.replace(/^en /, ''));
const quarterOf = (c: LocalCity) => ofIn(c.inQuarter);

/** The themes (micro-table.ts) in Spanish, price for price and in the same order. */
export const spanishThemes: Record<MicroPrice, ThemeWords[]> = {
  5: [
    {
      title: (c) => `El casco antiguo ${of(c.city)} en 60 minutos`,
      description: (c) =>
        `Una hora ágil y amena por el corazón histórico ${of(c.city)}: empezamos ${c.atLandmark} y seguimos por las callejuelas ${quarterOf(c)}. Perfecta para tu primer día: te orientas y te llevas consejos para el resto de la estancia.`,
      included: ['Guía local', 'Plano impreso con nuestros rincones favoritos'],
      excluded: ['Comida y bebida', 'Entradas'],
    },
    {
      title: (c) => `${c.landmark}: historias al anochecer`,
      description: (c) =>
        `Mientras cae la tarde, un narrador te cuenta las leyendas, los escándalos y la vida cotidiana ${c.atLandmark} y en las calles de alrededor. Un paseo corto y lleno de ambiente que termina cerca de un buen sitio para cenar.`,
      included: ['Guía narrador'],
      excluded: ['Cena', 'Entradas', 'Desplazamiento al punto de encuentro'],
    },
    {
      title: (c) => `Búsqueda del tesoro en familia en ${c.city}`,
      description: (c) =>
        `Los equipos resuelven acertijos escondidos en las plazas y estatuas ${quarterOf(c)}, en una carrera hasta la última pista, que espera ${c.atLandmark}. La búsqueda está pensada para familias con niños a partir de seis años.`,
      included: ['Kit de la búsqueda del tesoro', 'Un pequeño premio para cada equipo'],
      excluded: ['Meriendas', 'Transporte'],
    },
    {
      title: (c) => `${c.city} en transporte público: sus miradores`,
      description: (c) =>
        `Sube a los tranvías, autobuses y barcos ${of(c.city)} como un vecino más para llegar a tres de sus mejores miradores, con un anfitrión que te explica la ciudad que se extiende a tus pies. Trae un billete de día o cómpralo al empezar.`,
      included: ['Anfitrión', 'Tarjeta con la ruta'],
      excluded: ['Billete de transporte público', 'Bebidas'],
    },
    {
      title: (c) => `Historias de fantasmas en ${c.city} al caer la noche`,
      description: (c) =>
        `Farol en mano, sigue a un guía local por los rincones más oscuros ${quarterOf(c)} y escucha las historias que los vecinos aún cuentan de ellos. Da un poco de miedo, pero el paseo es apto para adolescentes.`,
      included: ['Guía', 'Farol'],
      excluded: ['Comida y bebida'],
    },
    {
      title: (c) => `Paseo por el mercado del domingo en ${c.city}`,
      description: (c) =>
        `Una hora tranquila entre los puestos del mercado de fin de semana favorito ${of(c.city)}, ${c.atLandmark}, para conocer a hortelanos, panaderos y artesanos y descubrir qué es de temporada.`,
      included: ['Anfitrión del mercado', 'Degustación de un producto de temporada'],
      excluded: ['Compras', 'Bebidas'],
    },
  ],
  10: [
    {
      title: (c) => `Patios escondidos ${c.inQuarter}`,
      description: (c) =>
        `Cruza los arcos y portales ${quarterOf(c)} con un guía local y descubre patios, talleres y plazas tranquilas ante los que la mayoría de los visitantes pasa de largo. Al final, te llevas las mejores direcciones para comer en la zona.`,
      included: ['Guía local', 'Grupo reducido de hasta 12 personas'],
      excluded: ['Comida y bebida', 'Propinas'],
    },
    {
      title: (c) => `Fotografía al amanecer ${c.inQuarter}`,
      description: (c) =>
        `Descubre ${c.city} antes que las multitudes, con un fotógrafo que sabe dónde cae la primera luz ${c.inQuarter}. Vale cualquier cámara o móvil, y por el camino recibes consejos de composición.`,
      included: ['Fotógrafo guía', 'Hoja de consejos de fotografía'],
      excluded: ['Equipo fotográfico', 'Desayuno'],
    },
    {
      title: (c) => `Arte urbano y murales ${of(c.city)}`,
      description: (c) =>
        `Descubre los murales, carteles y plantillas que cubren las paredes ${of(c.city)}, con un guía que conoce en persona a muchos de los artistas y te cuenta las historias que hay detrás de sus obras.`,
      included: ['Guía', 'Mapa de la ruta de arte urbano'],
      excluded: ['Bebidas', 'Transporte'],
    },
    {
      title: (c) => `Mercados sin residuos en ${c.city}`,
      description: (c) =>
        `Descubre cómo se hace la compra sin envases en ${c.city}: tiendas a granel, puestos de mercado y un café de reparación. Trae una bolsa de tela y llévate ideas para aplicar en casa.`,
      included: ['Guía', 'Bolsa reutilizable para fruta y verdura'],
      excluded: ['Compras'],
    },
    {
      title: (c) => `Paseo de arquitectura por ${c.city}`,
      description: (c) =>
        `Con un arquitecto como guía, este paseo lee la historia ${of(c.city)} en sus piedras, sus estilos y sus materiales: empieza ${c.atLandmark} y termina en los edificios más recientes, en los límites ${quarterOf(c)}.`,
      included: ['Arquitecto guía', 'Grupo reducido'],
      excluded: ['Entradas', 'Refrescos'],
    },
    {
      title: (c) => `Jardín botánico e invernaderos ${of(c.city)}`,
      description: (c) =>
        `Un jardinero te lleva entre bastidores del jardín botánico ${of(c.city)}, desde los invernaderos tropicales hasta el banco de semillas y los parterres de plantas autóctonas que alimentan a los polinizadores de la zona.`,
      included: ['Jardinero guía', 'Entrada al jardín'],
      excluded: ['Consumiciones en la cafetería'],
    },
  ],
  20: [
    {
      title: (c) => `${c.city} en bici: vuelta ${c.atWater}`,
      description: (c) =>
        `Una vuelta fácil ${c.atWater} y por los parques ${of(c.city)} en una cómoda bici urbana, con paradas para hacer fotos, escuchar historias y tomar algo junto al agua.`,
      included: ['Bici urbana y casco', 'Guía ciclista', 'Una bebida'],
      excluded: ['Bici eléctrica (con suplemento)', 'Almuerzo'],
    },
    {
      title: (c) => `Ruta de sabores en ${c.city}: ${c.food}`,
      description: (c) =>
        `Prueba ${c.food} allí donde compran los vecinos: un guía apasionado por la comida te lleva a las panaderías, los puestos y las tiendas familiares ${of(c.city)} con más fama, con cinco degustaciones por el camino.`,
      included: ['Cinco degustaciones', 'Guía gastronómico', 'Agua'],
      excluded: ['Bebidas alcohólicas', 'Comida extra'],
    },
    {
      title: (c) => `Cafés y obradores ${of(c.city)}`,
      description: (c) =>
        `Empieza el día como los vecinos ${of(c.city)}: visita tres tostadores y obradores independientes, descubre sus granos y sus harinas y prueba de todo por el camino.`,
      included: ['Tres cafés', 'Degustación de bollería', 'Guía'],
      excluded: ['Compras adicionales'],
    },
    {
      title: (c) => `Pícnic por los parques ${of(c.city)}`,
      description: (c) =>
        `Camina entre los mejores espacios verdes ${of(c.city)} con un naturalista local y haz una parada para un pícnic de productos de la región, servido en recipientes reutilizables.`,
      included: ['Almuerzo de pícnic', 'Guía naturalista'],
      excluded: ['Bebidas aparte del agua', 'Transporte'],
    },
    {
      title: (c) => `Escapada de media jornada ${c.toNature} desde ${c.city}`,
      description: (c) =>
        `Deja atrás la ciudad en transporte público rumbo ${c.toNature}, donde un guía te acompaña en un paseo fácil y te habla de la fauna y la historia de la zona antes de volver a ${c.city} por la tarde.`,
      included: ['Guía', 'Billetes de transporte público'],
      excluded: ['Almuerzo', 'Calzado de senderismo'],
    },
    {
      title: (c) => `Miradores al atardecer en ${c.city}`,
      description: (c) =>
        `Sube por las escaleras y las colinas ${of(c.city)} hasta su mejor mirador para ver la puesta de sol, con paradas en dos miradores menos conocidos y una bebida local para brindar por las vistas.`,
      included: ['Guía', 'Una bebida local'],
      excluded: ['Cena', 'Transporte de vuelta'],
    },
  ],
  30: [
    {
      title: (c) => `Noche de comida callejera en ${c.city}`,
      description: (c) =>
        `Una velada con la mejor comida callejera ${of(c.city)}, de los puestos del mercado a las barras que abren hasta tarde, con degustaciones suficientes para una cena generosa y bebidas a la altura.`,
      included: ['Siete degustaciones', 'Dos bebidas', 'Guía gastronómico'],
      excluded: ['Bebidas adicionales', 'Propinas'],
    },
    {
      title: (c) => `Taller de cocina slow food en ${c.city}`,
      description: (c) =>
        `Compra ingredientes de temporada con una cocinera local y después prepara y comparte un almuerzo tradicional en una cocina familiar ${c.inQuarter}. Luego te enviamos las recetas, para que puedas cocinar un pedacito ${of(c.city)} en casa.`,
      included: ['Ingredientes', 'Almuerzo', 'Recetario'],
      excluded: ['Desplazamiento hasta la cocina'],
    },
    {
      title: (c) =>
        c.wine
          ? `Viñedos ${of(c.wine)}: media jornada desde ${c.city}`
          : `Cerveza artesana y cervecerías ${of(c.city)}`,
      description: (c) =>
        c.wine
          ? `Sal ${of(c.city)} en tren o en minibús hacia los viñedos ${of(c.wine)}, conoce a un viticultor ecológico y cata cuatro vinos con pan y queso de la zona antes de volver.`
          : `Visita tres cervecerías independientes ${of(c.city)}, conoce a sus maestros cerveceros y prueba seis cervezas con aperitivos que lucen la cocina local.`,
      included: ['Catas', 'Aperitivos', 'Guía'],
      excluded: ['Botellas para llevar'],
    },
    {
      title: (c) => `La campiña ${of(c.city)} en bici eléctrica`,
      description: (c) =>
        `Sal ${of(c.city)} en bici eléctrica y adéntrate en el campo rumbo ${c.toNature}, con paradas en granjas, almuerzo en un pueblo y una ruta siempre por carreteras tranquilas y carriles bici.`,
      included: ['Bici eléctrica y casco', 'Almuerzo', 'Guía'],
      excluded: ['Bebidas del almuerzo'],
    },
    {
      title: (c) => `Excursión de un día ${c.toNature}`,
      description: (c) =>
        `Una jornada completa de senderismo guiado ${c.inNature}, adonde se llega en transporte público desde ${c.city}, con almuerzo para llevar, muchas paradas e historias sobre el paisaje y su fauna.`,
      included: ['Guía de senderismo', 'Almuerzo para llevar', 'Billetes de transporte público'],
      excluded: ['Botas de montaña', 'Cena'],
    },
    {
      title: (c) => `Un día sin prisas por ${c.city} y alrededores`,
      description: (c) =>
        `Un día entero de viaje lento por ${c.city} y alrededores: la mañana ${c.atWater}, un largo almuerzo con productores locales y un paseo por la tarde ${c.inNature}.`,
      included: ['Guía', 'Almuerzo', 'Todo el transporte'],
      excluded: ['Bebidas', 'Propinas'],
    },
  ],
};
