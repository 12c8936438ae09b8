import type { TourWords } from '../types.js';

/** The hand-written tours (tour-table.ts) in Spanish, by their English title. */
export const spanishTours: Readonly<Record<string, TourWords>> = {
  'Swiss Alpine Rail Circle': {
    title: 'Gran vuelta en tren por los Alpes suizos',
    pitch:
      'Una vuelta por los Alpes suizos en algunos de los trenes más espectaculares del mundo, de Lucerna y su lago a Zermatt, sin coches, y la línea del Bernina.',
    highlights: [
      'Vagones panorámicos sobre el paso del Bernina',
      'Amanecer sobre el Cervino desde Zermatt, un pueblo sin coches',
      'Travesía del lago de Lucerna en vapor de ruedas',
    ],
    meet: 'Zürich HB, la estación central: vestíbulo principal, junto al centro de viajes',
  },
  'Bernese Oberland Hut-to-Hut Trek': {
    title: 'El Oberland bernés de refugio en refugio',
    pitch:
      'Camina a los pies del Eiger, el Mönch y el Jungfrau y duerme en refugios familiares que cocinan con la leche y el queso de los pastos que los rodean.',
    highlights: [
      'El paso de Kleine Scheidegg bajo la cara norte del Eiger',
      'Noches en refugios de montaña con energía solar',
      'Ruta de las cascadas por el valle de Lauterbrunnen',
    ],
    meet: 'Estación de Interlaken Ost, delante de la taquilla',
  },
  'Tyrolean Lakes by Bike': {
    title: 'Los lagos del Tirol en bici',
    pitch:
      'Pedalea entre los lagos turquesa del Tirol por tranquilos carriles bici de valle, con baños en el lago, queserías de montaña y bicis eléctricas para las subidas más duras.',
    highlights: [
      'Baño matinal en las aguas cristalinas del Achensee',
      'Visita a una quesería en un alpe de alta montaña',
      'Pedaleo junto al río por el valle del Inn',
    ],
    meet: 'Estación central de Innsbruck, aparcamiento de bicis junto a la salida sur',
  },
  'Vienna to Salzburg Coffeehouse Journey': {
    title: 'De Viena a Salzburgo, de café en café',
    pitch:
      'Un viaje para el paladar desde los grandes cafés de Viena hasta los obradores de Salzburgo, con un desvío por los albaricoqueros de la Wachau.',
    highlights: [
      'Clase de strudel en la cocina de un café vienés',
      'Albaricoqueros y tabernas de vino de la Wachau',
      'Café de media tarde a los pies de la fortaleza de Hohensalzburg',
    ],
    meet: 'Café Central, Herrengasse 14, en Viena',
  },
  'Dolomites Via Ferrata Week': {
    title: 'Semana de vías ferratas en los Dolomitas',
    pitch:
      'Sube por las escaleras y los cables de hierro de las vías ferratas clásicas de los Dolomitas con guías de montaña titulados, y descansa en rifugi encaramados a la roca caliza.',
    highlights: [
      'Vías ferratas guiadas en el macizo del Sella',
      'Noches en rifugi de altura, por encima del bosque',
      'Arrebol alpino sobre las Tre Cime di Lavaredo',
    ],
    meet: 'Estación de tren de Bolzano, entrada principal en la Piazza Stazione',
  },
  'Piedmont Truffle and Barolo Weekend': {
    title: 'Fin de semana de trufa y barolo en el Piamonte',
    pitch:
      'Sal con un buscador de trufas y su perro por los bosques otoñales de las Langhe y cata el barolo con las familias que llevan generaciones cultivando estas colinas.',
    highlights: [
      'Búsqueda de trufas al amanecer con un trifolau y su perro',
      'Catas en bodega con tres productores de barolo',
      'Tajarin hechos a mano con trufa blanca rallada',
    ],
    meet: 'Piazza Risorgimento de Alba, junto a la escalinata de la catedral',
  },
  'Cinque Terre Coastal Path': {
    title: 'El sendero costero de las Cinque Terre',
    pitch:
      'Recorre los senderos de acantilado entre los cinco pueblos de pescadores de las Cinque Terre y conoce a los viticultores que reconstruyen los muros de piedra seca de las terrazas.',
    highlights: [
      'El Sentiero Azzurro entre Vernazza y Monterosso',
      'Una mañana de voluntariado reparando terrazas de piedra seca',
      'Almuerzo de anchoas con una familia de pescadores de Monterosso',
    ],
    meet: 'Estación de La Spezia Centrale, cafetería del andén 1',
  },
  'Sicilian Street Food Circuit': {
    title: 'Ruta de comida callejera por Sicilia',
    pitch:
      'Recorre a bocados los mercados de Sicilia, de los arancini del Ballarò de Palermo a la granita de Catania, con cocineros que conocen por su nombre a cada tendero.',
    highlights: [
      'Una mañana en los mercados de Ballarò y la Vucciria',
      'Desayuno de granita y brioche en Catania',
      'Aperitivo al atardecer en Ortigia, la isla de Siracusa',
    ],
    meet: 'Escalinata del Teatro Massimo, en Palermo',
  },
  'Provence Lavender and Markets by Bike': {
    title: 'Lavanda y mercados de la Provenza en bici',
    pitch:
      'Pedalea entre campos de lavanda y pueblos encaramados del Luberon, con paradas en los mercados provenzales para llenar las alforjas de cara al pícnic.',
    highlights: [
      'Visita a una destilería de lavanda cerca de la abadía de Sénanque',
      'Los acantilados de ocre de Roussillon en bici',
      'Mañana de mercado en Lourmarin con un chef local',
    ],
    meet: 'Estación del TGV de Aviñón, aparcamiento de bicis junto a la salida 2',
  },
  'Loire Valley Château Cycle': {
    title: 'Los castillos del Loira en bici',
    pitch:
      'Llega al Loira en tren de alta velocidad desde París y sigue la llana ruta Loire à Vélo entre castillos renacentistas, viñedos y bodegas trogloditas.',
    highlights: [
      'En bici por los jardines de Chenonceau',
      'Bodegas trogloditas en Vouvray',
      'Pícnic en el bosque de Chambord',
    ],
    meet: 'Estación de tren de Tours, explanada junto a la fuente',
  },
  'Paris to Barcelona Rail Adventure': {
    title: 'De París a Barcelona en tren',
    pitch:
      'Cambia el aeropuerto por las vías en un viaje sin prisas hacia el sur, de París al Mediterráneo, con noches en Lyon y Montpellier por el camino.',
    highlights: [
      'Asientos de primera en el TGV por el valle del Ródano',
      'Cena en un bouchon del casco antiguo de Lyon',
      'Tren costero junto a las lagunas del Languedoc',
    ],
    meet: 'París Gare de Lyon, bajo la torre del reloj',
  },
  'Brittany Coast Path': {
    title: 'El sendero costero de Bretaña',
    pitch:
      'Sigue el GR34, el antiguo camino de los aduaneros, por la Costa Esmeralda bretona, entre criaderos de ostras, cabos de granito e islas que se alcanzan con la marea baja.',
    highlights: [
      'Ostras recién sacadas de los criaderos de Cancale',
      'Brezales y colonias de aves marinas en el cabo Fréhel',
      'Paseo con marea baja hasta el fuerte isleño de Guesclin',
    ],
    meet: 'Porte Saint-Vincent, en la ciudad amurallada de Saint-Malo',
  },
  'Lyon Gastronomy Weekend': {
    title: 'Fin de semana gastronómico en Lyon',
    pitch:
      'Dos días en la capital gastronómica de Francia, de los puestos de Les Halles Paul Bocuse a la cocina de un bouchon y un bar de vinos naturales en la Croix-Rousse.',
    highlights: [],
    meet: 'Les Halles de Lyon Paul Bocuse, entrada principal por el Cours Lafayette',
  },
  'Basque Pintxos and Coast': {
    title: 'Pintxos y costa vasca',
    pitch:
      'Recorre a pie los senderos costeros de Euskadi entre barras de pintxos, viñedos de txakoli y los espectaculares acantilados de flysch de Zumaia.',
    highlights: [
      'Ronda de pintxos por la Parte Vieja de San Sebastián',
      'Cata de txakoli sobre el puerto de Getaria',
      'Acantilados de flysch del Geoparque de la Costa Vasca',
    ],
    meet: 'Plaza de la Constitución de San Sebastián, en el centro de la plaza',
  },
  'Picos de Europa Wildlife Trek': {
    title: 'Fauna salvaje en los Picos de Europa',
    pitch:
      'Recorre las gargantas calizas de los Picos de Europa con un guía naturalista, en busca de rebecos, buitres leonados y el escaso oso pardo cantábrico.',
    highlights: [
      'La ruta del Cares, excavada en la roca',
      'Observación de osos al amanecer con un guarda de la zona',
      'Los lagos glaciares de Covadonga',
    ],
    meet: 'Estación de tren de Oviedo, vestíbulo principal',
  },
  'Andalusian White Villages by Bus': {
    title: 'Los pueblos blancos de Andalucía en autobús',
    pitch:
      'Viaja en autocar regional entre los pueblos blancos de Andalucía y termina a los pies de la Alhambra tras una semana de flamenco, olivares y aire de montaña.',
    highlights: [
      'El Tajo de Ronda y su puente del siglo XVIII',
      'Almazara en la sierra de Grazalema',
      'Entrada con hora a la Alhambra y el Generalife',
    ],
    meet: 'Plaza de España de Sevilla, junto a la fuente central',
  },
  'Pyrenees Hut-to-Hut Traverse': {
    title: 'Travesía del Pirineo de refugio en refugio',
    pitch:
      'Cruza el Pirineo central de Benasque a Ordesa en diez días, enlazando refugios de montaña, circos glaciares y los cañones de un parque nacional.',
    highlights: [
      'El cañón de Ordesa y la cascada de la Cola de Caballo',
      'Collados de altura a los pies del macizo del Posets',
      'Quebrantahuesos sobre el valle de Pineta',
    ],
    meet: 'Plaza Mayor de Benasque, frente a la oficina de turismo',
  },
  'Camino Portugués Final Stages': {
    title: 'Camino Portugués: las últimas etapas',
    pitch:
      'Recorre el Camino de la costa de Oporto a Santiago de Compostela, entre eucaliptos y pinares, pueblos de pescadores y las verdes colinas de Galicia.',
    highlights: [
      'Pasarelas de madera sobre las dunas atlánticas de Portugal',
      'El paso del río Miño hacia Galicia',
      'Misa del peregrino en la catedral de Santiago',
    ],
    meet: 'Catedral de Oporto, en el Terreiro da Sé',
  },
  'Douro Valley Harvest Days': {
    title: 'Vendimia en el valle del Duero',
    pitch:
      'Remonta el río desde Oporto en el tren del Duero hasta los viñedos en terrazas donde nace el oporto y vendimia con la familia de una quinta.',
    highlights: [
      'El tren que bordea el río por la garganta del Duero',
      'Pisado de la uva en un lagar de granito',
      'Cata de oporto en una terraza sobre Pinhão',
    ],
    meet: 'Estación de São Bento de Oporto, bajo los paneles de azulejos',
  },
  'Alentejo Cork Forests and Stargazing': {
    title: 'Alcornocales y estrellas en el Alentejo',
    pitch:
      'Descubre los alcornocales del Alentejo y pasa una noche bajo uno de los cielos más oscuros de Europa, en la reserva Dark Sky de Alqueva.',
    highlights: [
      'Demostración de la saca del corcho en un montado',
      'Sesión de telescopio en la reserva Dark Sky de Alqueva',
      'Las murallas medievales de Monsaraz, en lo alto de su colina',
    ],
    meet: 'Praça do Giraldo, en Évora',
  },
  'Norwegian Fjords by Rail and Ferry': {
    title: 'Fiordos noruegos en tren y ferri',
    pitch:
      'Cruza Noruega en la línea de Bergen, baja en el tren de Flåm y deslízate por los fiordos más estrechos del mundo en un silencioso ferri eléctrico.',
    highlights: [
      'El descenso en el tren de Flåm junto a cascadas rugientes',
      'Ferri eléctrico por el Nærøyfjord',
      'Balestrand, un pueblo a orillas del fiordo',
    ],
    meet: 'Estación central de Oslo, vestíbulo del andén 19',
  },
  'Lofoten Islands Sea Kayak': {
    title: 'Kayak de mar en las islas Lofoten',
    pitch:
      'Rema entre picos de granito y playas de arena blanca en las islas Lofoten, con noches de acampada y en rorbuer de pescadores bajo el sol de medianoche.',
    highlights: [
      'En kayak bajo los picos del Reinefjorden',
      'Una noche en un rorbu de pescadores restaurado',
      'Pigargos sobre el Trollfjord',
    ],
    meet: 'Terminal de ferris de Svolvær, muelle de Hurtigruten',
  },
  'Swedish Lapland Wilderness Week': {
    title: 'Una semana salvaje en la Laponia sueca',
    pitch:
      'Camina por un tramo norte del Kungsleden entre bosques de abedules y tundra, conoce a pastores de renos sami y sube hacia la cumbre más alta de Suecia.',
    highlights: [
      'El cañón de Abisko y el «agujero azul» de Lapporten',
      'Una velada con una familia sami de pastores de renos',
      'Día opcional de cumbre en el Kebnekaise',
    ],
    meet: 'Estación de tren de Kiruna, vestíbulo de llegadas',
  },
  'Stockholm Archipelago Island Hopping': {
    title: 'De isla en isla por el archipiélago de Estocolmo',
    pitch:
      'Salta de isla en isla por el archipiélago de Estocolmo en ferri de pasajeros y en bici, con tardes de sauna y almuerzos de pescado ahumado en los islotes.',
    highlights: [
      'En bici por las pistas forestales de Grinda',
      'Sauna de leña y baño en el Báltico',
      'Almuerzo de pescado ahumado en el puerto de Sandhamn',
    ],
    meet: 'Muelle de ferris de Strömkajen, en Estocolmo',
  },
  'Finnish Lakeland Canoe and Sauna': {
    title: 'Canoa y sauna en los lagos de Finlandia',
    pitch:
      'Rema en canoa por el laberinto de islas del lago Saimaa, hogar de la escasa foca anillada, y termina cada día en una sauna de humo a orillas del lago.',
    highlights: [
      'En canoa por el parque nacional de Linnansaari',
      'Sauna de humo tradicional y chapuzón en el lago',
      'Observación de la foca anillada del Saimaa con una bióloga',
    ],
    meet: 'Puerto de Savonlinna, puente del castillo de Olavinlinna',
  },
  'Copenhagen to Berlin Slow Rail': {
    title: 'De Copenhague a Berlín en tren, sin prisas',
    pitch:
      'Une en tren dos de las capitales más verdes del norte de Europa, con una noche en el barrio portuario de Hamburgo por el camino.',
    highlights: [
      'Baño en las piscinas del puerto de Copenhague',
      'La Speicherstadt, el barrio de almacenes de Hamburgo',
      'Ruta en bici por el antiguo trazado del Muro de Berlín',
    ],
    meet: 'Estación central de Copenhague, reloj del vestíbulo principal',
  },
  'Danish Islands Cycling Tour': {
    title: 'Las islas danesas en bici',
    pitch:
      'Pedalea por el suave archipiélago del sur de Fionia, saltando de isla en isla en pequeños ferris y durmiendo en pueblos portuarios de casitas con tejado de paja.',
    highlights: [
      'Ærø, una isla casi sin coches, y su planta de calefacción solar',
      'Faaborg, un pueblo portuario',
      'En bici por las playas de la costa de Langeland',
    ],
    meet: 'Estación de Odense, aparcamiento de bicis junto al andén 1',
  },
  'Black Forest Trails and Farm Kitchens': {
    title: 'Senderos y cocinas de granja en la Selva Negra',
    pitch:
      'Camina entre granjas de la Selva Negra que aún ahúman su propio jamón y hornean en horno de leña, con senderos por el bosque y cascadas entre una y otra.',
    highlights: [
      'Visita al ahumadero de una granja de la Selva Negra',
      'Las cascadas de Triberg entre la niebla de la mañana',
      'Tarta Selva Negra con un pastelero de la zona',
    ],
    meet: 'Estación central de Friburgo, salida a la Bismarckallee',
  },
  'Rhine Castles by Rail and Boat': {
    title: 'Los castillos del Rin en tren y barco',
    pitch:
      'Sigue la garganta del Rin en tren y en barco, junto a la roca de Loreley y decenas de castillos en lo alto de las colinas.',
    highlights: [
      'En barco junto a la roca de Loreley',
      'Bacharach, un pueblo vinícola de casas con entramado',
      'La catedral de Colonia al anochecer',
    ],
    meet: 'Köln Hauptbahnhof, la estación central de Colonia: salida de la catedral',
  },
  'Danube Cycle Path: Passau to Vienna': {
    title: 'La ruta del Danubio en bici: de Passau a Viena',
    pitch:
      'Pedalea por la ruta ciclista de larga distancia más popular de Europa, a orillas del Danubio de Passau a Viena, con trenes de vuelta a casa desde la meta.',
    highlights: [
      'El meandro del Danubio en Schlögen',
      'La abadía de Melk y los viñedos de la Wachau',
      'Llegada en bici al corazón de Viena',
    ],
    meet: 'Estación central de Passau, punto de bicis',
  },
  'Amsterdam and the Waterland by Bike': {
    title: 'Ámsterdam y el Waterland en bici',
    pitch:
      'Sal de Ámsterdam en ferri y en bici hacia el Waterland, un mosaico de prados, diques y pueblos de madera justo al norte de la ciudad.',
    highlights: [
      'Por el dique hasta Marken, antigua isla',
      'Visita a una granja quesera cerca de Edam',
      'Observación de aves en los prados del Waterland',
    ],
    meet: 'Ámsterdam Centraal, terminal de ferris del lado del IJ',
  },
  'Grand European Rail Tour: Amsterdam to Vienna': {
    title: 'Gran vuelta a Europa en tren: de Ámsterdam a Viena',
    pitch:
      'Cruza en tren el corazón de Europa en diez días sin prisas, de los canales de Ámsterdam a los cafés de Viena, con el Rin y los Alpes por medio.',
    highlights: [
      'La línea del valle del Rin entre castillos y viñedos',
      'El puente viejo y el castillo de Heidelberg',
      'Opción de volver en el tren nocturno Nightjet',
    ],
    meet: 'Ámsterdam Centraal, vestíbulo principal bajo los paneles de salidas',
  },
  'Belgian Beer and Chocolate Trail': {
    title: 'Ruta de la cerveza y el chocolate belgas',
    pitch:
      'Saborea en tren las grandes tradiciones de Bélgica, de los cerveceros de lambic de Bruselas a los chocolateros de Brujas y una cata de cerveza trapense en Amberes.',
    highlights: [
      'Visita a una cervecería de lambic en Anderlecht',
      'Taller de chocolate en el casco antiguo de Brujas',
      'Cena junto al canal en Gante',
    ],
    meet: 'Estación Central de Bruselas, salida Carrefour de l’Europe',
  },
  'Ardennes Forest Escape': {
    title: 'Escapada a los bosques de las Ardenas',
    pitch:
      'Un fin de semana de paseos por el bosque, valles fluviales y pueblos tranquilos en las Ardenas belgas, a un paso en tren desde Bruselas.',
    highlights: [],
    meet: 'Plaza del mercado de Durbuy',
  },
  'Scottish Highlands by Rail': {
    title: 'Las Highlands escocesas en tren',
    pitch:
      'Recorre las grandes líneas de las Highlands, de Edimburgo a Inverness, la línea de Kyle hasta las puertas de Skye y la West Highland por el páramo de Rannoch.',
    highlights: [
      'La línea de Kyle hasta las orillas de Skye',
      'El viaducto de Glenfinnan en la línea West Highland',
      'Destilería de whisky cerca de Inverness',
    ],
    meet: 'Estación de Edimburgo Waverley, entrada de Market Street',
  },
  'West Highland Way Challenge': {
    title: 'El reto de la West Highland Way',
    pitch:
      'Recorre a pie los 154 kilómetros de la West Highland Way, de las afueras de Glasgow a Fort William, por la orilla del lago Lomond y a través del páramo de Rannoch.',
    highlights: [
      'La orilla este del lago Lomond',
      'La travesía del inmenso y salvaje páramo de Rannoch',
      'La Devil’s Staircase, la «escalera del diablo», sobre Glencoe',
    ],
    meet: 'Estación de Milngavie, obelisco de salida del camino',
  },
  'Wild Atlantic Way Food Trail': {
    title: 'Ruta gastronómica por la Wild Atlantic Way',
    pitch:
      'Recorre la costa oeste de Irlanda en un pequeño autocar y conoce a criadores de ostras, ahumaderos y queseros entre Connemara y los acantilados de Moher.',
    highlights: [
      'Ostras a orillas de la bahía de Galway',
      'Cena de cordero de Connemara en Clifden',
      'Paseo recolectando algas cerca de Lahinch',
    ],
    meet: 'Eyre Square de Galway, junto a la fuente del Quinto Centenario',
  },
  'Dingle Peninsula Coastal Walk': {
    title: 'La costa de la península de Dingle a pie',
    pitch:
      'Camina por los verdes cabos y las playas de la Dingle Way, con vistas a las islas Blasket y veladas de música tradicional en el pueblo de Dingle.',
    highlights: [
      'Slea Head y las vistas de las islas Blasket',
      'Sesión de música tradicional en un pub de Dingle',
      'Las cabañas de colmena de los primeros monjes irlandeses',
    ],
    meet: 'Estación de autobuses y trenes de Tralee',
  },
  'Slovenian Alps and Lakes': {
    title: 'Alpes y lagos de Eslovenia',
    pitch:
      'Pedalea desde la verde Liubliana hasta los lagos de Bled y Bohinj, y después cruza los Alpes Julianos hasta el río Soča, de color esmeralda.',
    highlights: [
      'En pletna hasta la iglesia de la isla del lago Bled',
      'Baño en el lago glaciar de Bohinj',
      'Las pozas esmeralda del valle del Soča',
    ],
    meet: 'Plaza Prešeren, en Liubliana',
  },
  'Istrian Truffles and Olive Oil': {
    title: 'Trufas y aceite de oliva de Istria',
    pitch:
      'Descubre los pueblos encaramados, los bosques de trufas y los olivares de Istria, con catas de vino malvasía y algunos de los mejores aceites de Europa.',
    highlights: [
      'Búsqueda de trufas en el bosque de Motovun',
      'Cata de aceite con un productor premiado',
      'Atardecer sobre el casco antiguo de Rovinj',
    ],
    meet: 'Anfiteatro de Pula, puerta principal',
  },
  'Dalmatian Islands by Ferry and Bike': {
    title: 'Las islas de Dalmacia en ferri y en bici',
    pitch:
      'Salta de isla en isla por la costa dálmata en ferri público y pedalea entre lavanda, viñedos y pueblos de piedra en Brač, Hvar y Korčula.',
    highlights: [
      'El palacio de Diocleciano en Split',
      'Los campos de lavanda del centro de Hvar',
      'Las murallas de Dubrovnik al atardecer',
    ],
    meet: 'Puerto de ferris de Split, muelle Gat Sv. Duje',
  },
  'Plitvice Lakes Day Walk': {
    title: 'Un día a pie por los lagos de Plitvice',
    pitch:
      'Un día entero por las pasarelas del Parque Nacional de los Lagos de Plitvice, con un guarda que explica cómo siguen creciendo las terrazas de travertino y las cascadas.',
    highlights: [
      'Pasarelas sobre los lagos superiores',
      'La Gran Cascada vista desde abajo',
      'Barco eléctrico por el lago Kozjak',
    ],
    meet: 'Parque Nacional de los Lagos de Plitvice, entrada 1',
  },
  'Cretan Gorges and Village Kitchens': {
    title: 'Gargantas y cocinas de pueblo en Creta',
    pitch:
      'Recorre el salvaje suroeste de Creta por las gargantas de Samaria y Aradena y come en pueblos de montaña donde las abuelas aún cocinan con fuego de leña.',
    highlights: [
      'El descenso completo de la garganta de Samaria',
      'Loutro, una bahía sin coches',
      'Clase de cocina en la casa de un pueblo de Sfakiá',
    ],
    meet: 'Mercado municipal de La Canea, entrada principal',
  },
  'Peloponnese Olive Harvest': {
    title: 'Cosecha de aceitunas en el Peloponeso',
    pitch:
      'Ayuda a recoger la aceituna en una finca familiar del Mani, aprende cómo se prensa el aceite y camina por viejos caminos de herradura sobre el golfo de Mesenia.',
    highlights: [
      'Días de cosecha en un olivar ecológico',
      'Visita a una almazara cooperativa',
      'Caminos de herradura del Mani exterior',
    ],
    meet: 'Parque ferroviario de Kalamata, puerta principal',
  },
  'Kraków and the Tatra Mountains': {
    title: 'Cracovia y los montes Tatras',
    pitch:
      'Desde el casco antiguo de Cracovia, viaja en autobús a Zakopane para hacer rutas por el Parque Nacional de los Tatras y dormir en una pensión tradicional de madera.',
    highlights: [
      'Ruta hasta el lago Morskie Oko',
      'La arquitectura de madera de estilo Zakopane',
      'Oscypek, el queso de los montañeses, en una cabaña de pastores',
    ],
    meet: 'Plaza del Mercado de Cracovia, junto al monumento a Adam Mickiewicz',
  },
  'Polish Baltic Coast Cycle': {
    title: 'La costa báltica polaca en bici',
    pitch:
      'Pedalea por la EuroVelo 10 a orillas del Báltico, de Gdańsk a las dunas móviles del Parque Nacional de Słowiński, entre pinares y pueblos de pescadores.',
    highlights: [
      'El largo muelle de madera de Sopot',
      'En bici por la estrecha península de Hel',
      'Dunas móviles cerca de Łeba',
    ],
    meet: 'Mercado Largo de Gdańsk, junto a la fuente de Neptuno',
  },
  'Bohemian Switzerland Sandstone Hike': {
    title: 'Senderismo entre areniscas en la Suiza bohemia',
    pitch:
      'Camina entre torres, arcos y gargantas de arenisca en el Parque Nacional de la Suiza Bohemia, a dos horas en tren de Praga.',
    highlights: [
      'Pravčická brána, el mayor arco de arenisca de Europa',
      'En barca por la garganta del Kamenice',
      'Miradores tallados en la roca sobre Jetřichovice',
    ],
    meet: 'Estación principal de Děčín, andén 1',
  },
  'Moravian Wine Cellars by Bike': {
    title: 'Bodegas de Moravia en bici',
    pitch:
      'Pedalea por las rutas del vino de Moravia del Sur entre colinas calizas, callejas de bodegas y el paisaje de Lednice-Valtice, Patrimonio de la Humanidad.',
    highlights: [
      'Catas en las callejas de bodegas de Mikulov',
      'El palacio de Lednice y su parque',
      'Pícnic entre los viñedos de las colinas de Pálava',
    ],
    meet: 'Estación principal de Brno, oficina de alquiler de bicis',
  },
  'Prague to Budapest Rail Journey': {
    title: 'De Praga a Budapest en tren',
    pitch:
      'Une cuatro capitales de Europa central en tren en cinco días, de las agujas de Praga a los baños termales de Budapest.',
    highlights: [
      'Paseo al atardecer por el puente de Carlos',
      'El casco antiguo y el castillo de Bratislava',
      'Una tarde en los baños termales de Budapest',
    ],
    meet: 'Praha hlavní nádraží, la estación central de Praga: histórica sala Fanta',
  },
  'Tokaj Wine Country Weekend': {
    title: 'Fin de semana en la tierra del vino de Tokaj',
    pitch:
      'Toma el tren de Budapest a Tokaj para un fin de semana de dulces vinos aszú, viñedos volcánicos y bodegas excavadas en las laderas.',
    highlights: [
      'Cata de aszú en una bodega centenaria',
      'Paseo entre viñedos por laderas volcánicas',
      'Cena con una familia de viticultores de Mád',
    ],
    meet: 'Estación de tren de Tokaj',
  },
  'Transylvanian Villages and Meadows': {
    title: 'Pueblos y prados de Transilvania',
    pitch:
      'Camina entre prados de siega y pueblos sajones fortificados de Transilvania, uno de los últimos grandes paisajes agrícolas de Europa.',
    highlights: [
      'La iglesia fortificada de Viscri',
      'Prados de flores silvestres con una botánica de la zona',
      'La ciudadela medieval de Sighișoara',
    ],
    meet: 'Plaza del Consejo, en Brașov',
  },
  'Estonian Bogs and Islands': {
    title: 'Turberas e islas de Estonia',
    pitch:
      'Descubre la cara salvaje de Estonia en autobús y ferri, de los paseos con raquetas por las turberas de Soomaa a los prados de enebros y los molinos de la isla de Saaremaa.',
    highlights: [
      'Paseo con raquetas de turbera en el parque nacional de Soomaa',
      'Las casas señoriales de Lahemaa',
      'Los molinos de Angla, en Saaremaa',
    ],
    meet: 'Casco antiguo de Tallin, puerta de Viru',
  },
  'Lake Como Villas and Ferries': {
    title: 'Villas y ferris del lago de Como',
    pitch:
      'Llega al lago de Como en tren desde Milán y recorre sus villas y jardines en ferri público, con una noche en Bellagio, a orillas del lago.',
    highlights: [
      'Los jardines de Villa Carlotta',
      'En ferri hasta Varenna y Bellagio',
      'El funicular de Brunate, sobre Como',
    ],
    meet: 'Estación de Como San Giovanni',
  },
  'Sardinian Shepherds’ Table': {
    title: 'A la mesa de los pastores sardos',
    pitch:
      'Un día en las colinas de la Barbagia con pastores que aún elaboran el pecorino a mano, rematado con un largo almuerzo de cerdo asado, pan y vino cannonau.',
    highlights: [
      'Elaboración de queso con un pastor de la Barbagia',
      'Los murales de Orgosolo',
      'Almuerzo al aire libre entre alcornoques',
    ],
    meet: 'Estación de autobuses de Nuoro',
  },
  'Wachau Apricot and Wine Day': {
    title: 'Un día de albaricoques y vino en la Wachau',
    pitch:
      'Un día tranquilo en bici a orillas del Danubio por la Wachau, con catas de albaricoque, una bodega de grüner veltliner y un ferri de vuelta al otro lado del río.',
    highlights: [
      'En bici entre los viñedos en terrazas de la Wachau',
      'Cata en una finca de albaricoques',
      'Travesía en el histórico ferri de Spitz',
    ],
    meet: 'Estación de Krems an der Donau',
  },
};
