import type { MicroPrice } from './catalogue-types.js';
import type { SceneKind } from './scenes.js';

export interface City {
  city: string;
  country: string;
  language: string;
  water: { kind: 'river' | 'sea' | 'lake' | 'canal'; name: string };
  quarter: string;
  landmark: string;
  food: string;
  nature: string;
  wine: string | null;
  meet: [string, string];
  /** Where each meeting point is, [lat, lng], in the order of `meet`. */
  meetAt: readonly [readonly [number, number], readonly [number, number]];
}

export const cities: City[] = [
  {
    city: 'Lisbon',
    country: 'Portugal',
    language: 'Portuguese',
    water: { kind: 'river', name: 'Tagus' },
    quarter: 'Alfama',
    landmark: 'São Jorge Castle',
    food: 'Pastéis de Nata',
    nature: 'Sintra Hills',
    wine: 'Setúbal',
    meet: ['Praça do Comércio, under the Arco da Rua Augusta', 'Miradouro de Santa Luzia'],
    meetAt: [
      [38.7087, -9.1366],
      [38.7118, -9.1302],
    ],
  },
  {
    city: 'Porto',
    country: 'Portugal',
    language: 'Portuguese',
    water: { kind: 'river', name: 'Douro' },
    quarter: 'Ribeira',
    landmark: 'Dom Luís I Bridge',
    food: 'Francesinha',
    nature: 'Arrábida Coast',
    wine: 'Douro Valley',
    meet: ['São Bento station, main hall', 'Praça da Ribeira fountain'],
    meetAt: [
      [41.1456, -8.6105],
      [41.1405, -8.6131],
    ],
  },
  {
    city: 'Barcelona',
    country: 'Spain',
    language: 'Spanish',
    water: { kind: 'sea', name: 'Barceloneta' },
    quarter: 'El Born',
    landmark: 'Sagrada Família',
    food: 'Catalan Vermouth and Tapas',
    nature: 'Collserola Hills',
    wine: 'Penedès',
    meet: ['Plaça de Catalunya, by the fountains', 'Santa Maria del Mar, main door'],
    meetAt: [
      [41.387, 2.17],
      [41.3837, 2.182],
    ],
  },
  {
    city: 'Seville',
    country: 'Spain',
    language: 'Spanish',
    water: { kind: 'river', name: 'Guadalquivir' },
    quarter: 'Triana',
    landmark: 'Giralda Tower',
    food: 'Andalusian Tapas',
    nature: 'Sierra Norte',
    wine: null,
    meet: ['Plaza Virgen de los Reyes', 'Triana Market entrance'],
    meetAt: [
      [37.3863, -5.992],
      [37.3858, -6.003],
    ],
  },
  {
    city: 'San Sebastián',
    country: 'Spain',
    language: 'Spanish',
    water: { kind: 'sea', name: 'La Concha Bay' },
    quarter: 'Parte Vieja',
    landmark: 'Monte Urgull',
    food: 'Pintxos',
    nature: 'Mount Ulia',
    wine: 'Getaria Txakoli',
    meet: ['Plaza de la Constitución', 'Town hall gardens, Alderdi Eder'],
    meetAt: [
      [43.3235, -1.9855],
      [43.32, -1.986],
    ],
  },
  {
    city: 'Paris',
    country: 'France',
    language: 'French',
    water: { kind: 'river', name: 'Seine' },
    quarter: 'Le Marais',
    landmark: 'Notre-Dame',
    food: 'French Pastry',
    nature: 'Fontainebleau Forest',
    wine: null,
    meet: ['Place des Vosges, north arcade', 'Pont Neuf, Square du Vert-Galant steps'],
    meetAt: [
      [48.8556, 2.3655],
      [48.8575, 2.3399],
    ],
  },
  {
    city: 'Lyon',
    country: 'France',
    language: 'French',
    water: { kind: 'river', name: 'Saône' },
    quarter: 'Vieux Lyon',
    landmark: 'Fourvière Basilica',
    food: 'Lyonnaise Bouchon',
    nature: "Monts d'Or",
    wine: 'Beaujolais',
    meet: ['Place Bellecour, Louis XIV statue', 'Saint-Jean Cathedral square'],
    meetAt: [
      [45.7578, 4.832],
      [45.7607, 4.8272],
    ],
  },
  {
    city: 'Marseille',
    country: 'France',
    language: 'French',
    water: { kind: 'sea', name: 'Vieux-Port' },
    quarter: 'Le Panier',
    landmark: 'Notre-Dame de la Garde',
    food: 'Bouillabaisse',
    nature: 'Calanques',
    wine: 'Cassis',
    meet: ['Vieux-Port, under the Ombrière mirror', 'La Vieille Charité courtyard'],
    meetAt: [
      [43.2951, 5.3745],
      [43.2996, 5.3679],
    ],
  },
  {
    city: 'Bordeaux',
    country: 'France',
    language: 'French',
    water: { kind: 'river', name: 'Garonne' },
    quarter: 'Saint-Pierre',
    landmark: 'Place de la Bourse',
    food: 'Canelés',
    nature: 'Landes Forest',
    wine: 'Saint-Émilion',
    meet: ['Miroir d’eau, Place de la Bourse', 'Grosse Cloche gate'],
    meetAt: [
      [44.8413, -0.5696],
      [44.8359, -0.5719],
    ],
  },
  {
    city: 'Amsterdam',
    country: 'Netherlands',
    language: 'Dutch',
    water: { kind: 'canal', name: 'Canal Ring' },
    quarter: 'Jordaan',
    landmark: 'Westerkerk',
    food: 'Dutch Cheese and Herring',
    nature: 'Waterland Meadows',
    wine: null,
    meet: ['Westerkerk, Anne Frank statue', 'Dam Square, National Monument'],
    meetAt: [
      [52.3745, 4.884],
      [52.373, 4.8936],
    ],
  },
  {
    city: 'Brussels',
    country: 'Belgium',
    language: 'French',
    water: { kind: 'canal', name: 'Brussels Canal' },
    quarter: 'Marolles',
    landmark: 'Grand-Place',
    food: 'Belgian Chocolate',
    nature: 'Sonian Forest',
    wine: null,
    meet: ['Grand-Place, town hall entrance', 'Place du Jeu de Balle flea market'],
    meetAt: [
      [50.8467, 4.3525],
      [50.8378, 4.3453],
    ],
  },
  {
    city: 'Berlin',
    country: 'Germany',
    language: 'German',
    water: { kind: 'river', name: 'Spree' },
    quarter: 'Kreuzberg',
    landmark: 'Brandenburg Gate',
    food: 'Currywurst and Döner',
    nature: 'Grunewald Forest',
    wine: null,
    meet: ['Brandenburg Gate, Pariser Platz side', 'Markthalle Neun, Eisenbahnstraße'],
    meetAt: [
      [52.5163, 13.3789],
      [52.5021, 13.4317],
    ],
  },
  {
    city: 'Munich',
    country: 'Germany',
    language: 'German',
    water: { kind: 'river', name: 'Isar' },
    quarter: 'Glockenbachviertel',
    landmark: 'Marienplatz',
    food: 'Bavarian Pretzel and Weisswurst',
    nature: 'Isar Gorge',
    wine: null,
    meet: ['Marienplatz, under the Glockenspiel', 'Viktualienmarkt maypole'],
    meetAt: [
      [48.1374, 11.5755],
      [48.1351, 11.5763],
    ],
  },
  {
    city: 'Vienna',
    country: 'Austria',
    language: 'German',
    water: { kind: 'river', name: 'Danube' },
    quarter: 'Spittelberg',
    landmark: "St. Stephen's Cathedral",
    food: 'Viennese Coffee and Cake',
    nature: 'Vienna Woods',
    wine: 'Heuriger Vineyards',
    meet: ['Stephansplatz, main cathedral door', 'Naschmarkt, Kettenbrückengasse end'],
    meetAt: [
      [48.2085, 16.3726],
      [48.1967, 16.3585],
    ],
  },
  {
    city: 'Salzburg',
    country: 'Austria',
    language: 'German',
    water: { kind: 'river', name: 'Salzach' },
    quarter: 'Getreidegasse',
    landmark: 'Hohensalzburg Fortress',
    food: 'Salzburger Nockerl',
    nature: 'Untersberg',
    wine: null,
    meet: ['Mozartplatz, by the statue', 'Mirabell Gardens, Pegasus fountain'],
    meetAt: [
      [47.7985, 13.047],
      [47.8054, 13.0418],
    ],
  },
  {
    city: 'Zurich',
    country: 'Switzerland',
    language: 'German',
    water: { kind: 'lake', name: 'Lake Zurich' },
    quarter: 'Niederdorf',
    landmark: 'Grossmünster',
    food: 'Swiss Chocolate and Cheese',
    nature: 'Uetliberg',
    wine: null,
    meet: ['Grossmünster, main portal', 'Bürkliplatz lake promenade'],
    meetAt: [
      [47.37, 8.5441],
      [47.3665, 8.541],
    ],
  },
  {
    city: 'Geneva',
    country: 'Switzerland',
    language: 'French',
    water: { kind: 'lake', name: 'Lake Geneva' },
    quarter: 'Carouge',
    landmark: "Jet d'Eau",
    food: 'Fondue',
    nature: 'Mont Salève',
    wine: 'Lavaux Terraces',
    meet: ['Jardin Anglais, flower clock', 'Place du Bourg-de-Four'],
    meetAt: [
      [46.204, 6.1502],
      [46.2007, 6.1484],
    ],
  },
  {
    city: 'Rome',
    country: 'Italy',
    language: 'Italian',
    water: { kind: 'river', name: 'Tiber' },
    quarter: 'Trastevere',
    landmark: 'Pantheon',
    food: 'Roman Supplì and Pizza',
    nature: 'Appian Way Park',
    wine: 'Frascati',
    meet: ['Piazza Navona, Fountain of the Four Rivers', 'Piazza di Santa Maria in Trastevere'],
    meetAt: [
      [41.8989, 12.4731],
      [41.8895, 12.4703],
    ],
  },
  {
    city: 'Florence',
    country: 'Italy',
    language: 'Italian',
    water: { kind: 'river', name: 'Arno' },
    quarter: 'Oltrarno',
    landmark: 'Duomo',
    food: 'Gelato',
    nature: 'Fiesole Hills',
    wine: 'Chianti',
    meet: ['Piazza della Signoria, Neptune fountain', 'Piazza Santo Spirito'],
    meetAt: [
      [43.7696, 11.2556],
      [43.7667, 11.248],
    ],
  },
  {
    city: 'Bologna',
    country: 'Italy',
    language: 'Italian',
    water: { kind: 'canal', name: 'Reno Canal' },
    quarter: 'Quadrilatero',
    landmark: 'Two Towers',
    food: 'Tortellini and Mortadella',
    nature: 'Colli Bolognesi',
    wine: 'Colli Bolognesi',
    meet: ['Piazza Maggiore, Neptune fountain', 'Two Towers, Piazza di Porta Ravegnana'],
    meetAt: [
      [44.4945, 11.3426],
      [44.4941, 11.3468],
    ],
  },
  {
    city: 'Venice',
    country: 'Italy',
    language: 'Italian',
    water: { kind: 'canal', name: 'Grand Canal' },
    quarter: 'Cannaregio',
    landmark: 'Rialto Bridge',
    food: 'Cicchetti',
    nature: 'Lagoon Islands',
    wine: 'Prosecco Hills',
    meet: ['Rialto Bridge, San Polo side', 'Campo Santa Margherita'],
    meetAt: [
      [45.4379, 12.3356],
      [45.4329, 12.3237],
    ],
  },
  {
    city: 'Prague',
    country: 'Czechia',
    language: 'Czech',
    water: { kind: 'river', name: 'Vltava' },
    quarter: 'Malá Strana',
    landmark: 'Charles Bridge',
    food: 'Czech Beer and Dumplings',
    nature: 'Prokop Valley',
    wine: null,
    meet: ['Old Town Square, Jan Hus memorial', 'Malostranské náměstí tram stop'],
    meetAt: [
      [50.0877, 14.4213],
      [50.0879, 14.4037],
    ],
  },
  {
    city: 'Kraków',
    country: 'Poland',
    language: 'Polish',
    water: { kind: 'river', name: 'Vistula' },
    quarter: 'Kazimierz',
    landmark: 'Wawel Castle',
    food: 'Pierogi',
    nature: 'Ojców Valley',
    wine: null,
    meet: ['Main Market Square, Adam Mickiewicz monument', 'Plac Nowy, the Okrąglak'],
    meetAt: [
      [50.0615, 19.9383],
      [50.0513, 19.9446],
    ],
  },
  {
    city: 'Gdańsk',
    country: 'Poland',
    language: 'Polish',
    water: { kind: 'river', name: 'Motława' },
    quarter: 'Main Town',
    landmark: 'Long Market',
    food: 'Baltic Smoked Fish',
    nature: 'Tricity Landscape Park',
    wine: null,
    meet: ['Neptune’s Fountain, Long Market', 'Green Gate, riverside'],
    meetAt: [
      [54.3485, 18.6533],
      [54.3486, 18.656],
    ],
  },
  {
    city: 'Budapest',
    country: 'Hungary',
    language: 'Hungarian',
    water: { kind: 'river', name: 'Danube' },
    quarter: 'Castle District',
    landmark: 'Chain Bridge',
    food: 'Lángos and Goulash',
    nature: 'Buda Hills',
    wine: 'Etyek',
    meet: ['Vörösmarty Square, metro exit', 'Central Market Hall entrance'],
    meetAt: [
      [47.4966, 19.0507],
      [47.487, 19.0586],
    ],
  },
  {
    city: 'Ljubljana',
    country: 'Slovenia',
    language: 'Slovenian',
    water: { kind: 'river', name: 'Ljubljanica' },
    quarter: 'Krakovo',
    landmark: 'Triple Bridge',
    food: 'Slovenian Honey and Štruklji',
    nature: 'Šmarna Gora',
    wine: 'Goriška Brda',
    meet: ['Prešeren Square, statue steps', 'Central Market, Plečnik colonnade'],
    meetAt: [
      [46.0514, 14.506],
      [46.0513, 14.5091],
    ],
  },
  {
    city: 'Copenhagen',
    country: 'Denmark',
    language: 'Danish',
    water: { kind: 'sea', name: 'Inner Harbour' },
    quarter: 'Nørrebro',
    landmark: 'Nyhavn',
    food: 'Smørrebrød',
    nature: 'Dyrehaven Deer Park',
    wine: null,
    meet: ['Nyhavn, the anchor memorial', 'Torvehallerne market hall'],
    meetAt: [
      [55.6799, 12.5867],
      [55.6838, 12.5698],
    ],
  },
  {
    city: 'Stockholm',
    country: 'Sweden',
    language: 'Swedish',
    water: { kind: 'sea', name: 'Riddarfjärden' },
    quarter: 'Södermalm',
    landmark: 'Gamla Stan',
    food: 'Cinnamon Buns and Fika',
    nature: 'Nacka Nature Reserve',
    wine: null,
    meet: ['Stortorget, Gamla Stan', 'Mariatorget, Södermalm'],
    meetAt: [
      [59.3251, 18.0707],
      [59.317, 18.0634],
    ],
  },
  {
    city: 'Helsinki',
    country: 'Finland',
    language: 'Finnish',
    water: { kind: 'sea', name: 'South Harbour' },
    quarter: 'Kallio',
    landmark: 'Suomenlinna',
    food: 'Karelian Pies',
    nature: 'Nuuksio National Park',
    wine: null,
    meet: ['Market Square, Havis Amanda fountain', 'Kallio church steps'],
    meetAt: [
      [60.1676, 24.9524],
      [60.1839, 24.9495],
    ],
  },
  {
    city: 'Edinburgh',
    country: 'United Kingdom',
    language: 'English',
    water: { kind: 'canal', name: 'Union Canal' },
    quarter: 'Old Town',
    landmark: 'Edinburgh Castle',
    food: 'Scottish Whisky and Shortbread',
    nature: "Arthur's Seat",
    wine: null,
    meet: ['Royal Mile, St Giles’ Cathedral', 'Grassmarket, Covenanters’ memorial'],
    meetAt: [
      [55.9495, -3.1909],
      [55.9475, -3.196],
    ],
  },
  {
    city: 'Dublin',
    country: 'Ireland',
    language: 'English',
    water: { kind: 'river', name: 'Liffey' },
    quarter: 'Temple Bar',
    landmark: 'Trinity College',
    food: 'Irish Soda Bread and Stew',
    nature: 'Howth Cliffs',
    wine: null,
    meet: ['Trinity College front gate', 'Ha’penny Bridge, north side'],
    meetAt: [
      [53.3444, -6.2593],
      [53.3465, -6.2633],
    ],
  },
  {
    city: 'Athens',
    country: 'Greece',
    language: 'Greek',
    water: { kind: 'sea', name: 'Piraeus Coast' },
    quarter: 'Plaka',
    landmark: 'Acropolis',
    food: 'Souvlaki and Meze',
    nature: 'Mount Hymettus',
    wine: 'Attica Vineyards',
    meet: ['Monastiraki Square, metro exit', 'Acropolis Museum entrance'],
    meetAt: [
      [37.9761, 23.7256],
      [37.9685, 23.7285],
    ],
  },
  {
    city: 'Split',
    country: 'Croatia',
    language: 'Croatian',
    water: { kind: 'sea', name: 'Riva Promenade' },
    quarter: 'Varoš',
    landmark: "Diocletian's Palace",
    food: 'Dalmatian Peka',
    nature: 'Marjan Hill',
    wine: 'Kaštela Vineyards',
    meet: ['Peristyle of Diocletian’s Palace', 'Riva promenade, by the harbour office'],
    meetAt: [
      [43.5082, 16.4401],
      [43.5076, 16.4375],
    ],
  },
];

export interface Theme {
  price: MicroPrice;
  hours: number;
  scene: SceneKind | 'water';
  title: (c: City) => string;
  description: (c: City) => string;
  included: string[];
  excluded: string[];
}

const waterPhrase = (c: City) =>
  c.water.kind === 'river'
    ? `the ${c.water.name}`
    : c.water.kind === 'canal'
      ? `the ${c.water.name}`
      : c.water.name;

/** Six themes per price so that every city gets one micro-tour at each price. */
export const themesByPrice: Record<MicroPrice, Theme[]> = {
  5: [
    {
      price: 5,
      hours: 1,
      scene: 'city',
      title: (c) => `${c.city} Old Town in 60 Minutes`,
      description: (c) =>
        `A brisk, friendly hour through the historic heart of ${c.city}, from ${c.landmark} to the lanes of ${c.quarter}. Perfect on your first day to get your bearings and collect tips for the rest of your stay.`,
      included: ['Local guide', 'Printed map with favourite spots'],
      excluded: ['Food and drinks', 'Entrance fees'],
    },
    {
      price: 5,
      hours: 1.5,
      scene: 'city',
      title: (c) => `${c.landmark} Stories at Dusk`,
      description: (c) =>
        `As the light fades, a storyteller shares the legends, scandals and everyday lives behind ${c.landmark} and the streets around it. A short, atmospheric walk that ends near a good spot for dinner.`,
      included: ['Storyteller guide'],
      excluded: ['Dinner', 'Entrance fees', 'Transport to the meeting point'],
    },
    {
      price: 5,
      hours: 2,
      scene: 'city',
      title: (c) => `${c.city} Family Treasure Hunt`,
      description: (c) =>
        `Teams solve riddles hidden in the squares and statues of ${c.quarter}, racing to find the final clue near ${c.landmark}. Designed for families with children aged six and up.`,
      included: ['Treasure hunt kit', 'Small prize for every team'],
      excluded: ['Snacks', 'Transport'],
    },
    {
      price: 5,
      hours: 2,
      scene: 'city',
      title: (c) => `${c.city} Public Transport and Viewpoints`,
      description: (c) =>
        `Ride ${c.city}'s trams, buses and ferries like a local to reach three of its best viewpoints, with a host who explains the city laid out below. Bring a day ticket or buy one at the start.`,
      included: ['Host', 'Route card'],
      excluded: ['Public transport ticket', 'Drinks'],
    },
    {
      price: 5,
      hours: 1.5,
      scene: 'city',
      title: (c) => `${c.city} Ghost Stories After Dark`,
      description: (c) =>
        `Lantern in hand, follow a local guide through the darker corners of ${c.quarter} and hear the tales locals still tell about them. Spooky but suitable for teenagers.`,
      included: ['Guide', 'Lantern'],
      excluded: ['Food and drinks'],
    },
    {
      price: 5,
      hours: 1,
      scene: 'city',
      title: (c) => `${c.city} Sunday Market Wander`,
      description: (c) =>
        `A relaxed hour among the stalls of ${c.city}'s favourite weekend market near ${c.landmark}, meeting growers, bakers and makers and learning what is in season.`,
      included: ['Market host', 'Tasting of one seasonal product'],
      excluded: ['Purchases', 'Drinks'],
    },
  ],
  10: [
    {
      price: 10,
      hours: 2,
      scene: 'city',
      title: (c) => `${c.quarter} Hidden Courtyards Walk`,
      description: (c) =>
        `Slip through the archways of ${c.quarter} with a local guide and discover courtyards, workshops and quiet squares that most visitors walk straight past. Ends with tips for the best places to eat nearby.`,
      included: ['Local guide', 'Small group of up to 12'],
      excluded: ['Food and drinks', 'Gratuities'],
    },
    {
      price: 10,
      hours: 2,
      scene: 'city',
      title: (c) => `Sunrise Photo Walk in ${c.quarter}`,
      description: (c) =>
        `Catch ${c.city} before the crowds, with a photographer who knows where the first light falls in ${c.quarter}. Any camera or phone is welcome, and you get composition tips along the way.`,
      included: ['Photographer guide', 'Photo tips sheet'],
      excluded: ['Camera equipment', 'Breakfast'],
    },
    {
      price: 10,
      hours: 2,
      scene: 'city',
      title: (c) => `${c.city} Street Art and Murals`,
      description: (c) =>
        `Discover the murals, paste-ups and stencils that cover the walls of ${c.city}, with a guide who knows many of the artists personally and explains the stories behind the work.`,
      included: ['Guide', 'Map of the street art route'],
      excluded: ['Drinks', 'Transport'],
    },
    {
      price: 10,
      hours: 2,
      scene: 'city',
      title: (c) => `${c.city} Zero-Waste Market Walk`,
      description: (c) =>
        `Learn how locals shop without packaging in ${c.city}, visiting refill stores, market stalls and a repair café. Bring a tote bag and leave with ideas you can take home.`,
      included: ['Guide', 'Reusable produce bag'],
      excluded: ['Purchases'],
    },
    {
      price: 10,
      hours: 3,
      scene: 'city',
      title: (c) => `${c.city} Architecture Walk`,
      description: (c) =>
        `From ${c.landmark} to the newest buildings on the edge of ${c.quarter}, this walk reads ${c.city}'s history in its stones, styles and materials, with an architect as your guide.`,
      included: ['Architect guide', 'Small group'],
      excluded: ['Entrance fees', 'Refreshments'],
    },
    {
      price: 10,
      hours: 2,
      scene: 'forest',
      title: (c) => `${c.city} Botanical Garden and Greenhouses`,
      description: (c) =>
        `A gardener takes you behind the scenes of ${c.city}'s botanical garden, from the tropical greenhouses to the seed bank and the native plant beds that support local pollinators.`,
      included: ['Garden guide', 'Garden entrance'],
      excluded: ['Café purchases'],
    },
  ],
  20: [
    {
      price: 20,
      hours: 3,
      scene: 'water',
      title: (c) => `${c.city} by Bike: ${c.water.name} Loop`,
      description: (c) =>
        `Ride an easy loop along ${waterPhrase(c)} and through the parks of ${c.city} on a comfortable city bike, with stops for photos, stories and a drink by the water.`,
      included: ['City bike and helmet', 'Cycling guide', 'One drink'],
      excluded: ['E-bike upgrade', 'Lunch'],
    },
    {
      price: 20,
      hours: 2.5,
      scene: 'city',
      title: (c) => `${c.food} Tasting Trail`,
      description: (c) =>
        `Taste ${c.food} where locals buy it: a food-loving guide leads you to the bakeries, stalls and family shops of ${c.city} that do it best, with five tastings along the way.`,
      included: ['Five tastings', 'Food guide', 'Water'],
      excluded: ['Alcoholic drinks', 'Extra food'],
    },
    {
      price: 20,
      hours: 2,
      scene: 'city',
      title: (c) => `${c.city} Coffee and Bakery Crawl`,
      description: (c) =>
        `Start the day the way ${c.city} does: visit three independent roasters and bakeries, learn about their beans and flour, and taste as you go.`,
      included: ['Three coffees', 'Pastry tastings', 'Guide'],
      excluded: ['Additional purchases'],
    },
    {
      price: 20,
      hours: 3,
      scene: 'forest',
      title: (c) => `${c.city} Green Parks Picnic Walk`,
      description: (c) =>
        `Walk between ${c.city}'s best green spaces with a local naturalist and stop for a picnic of regional produce, packed in reusable boxes.`,
      included: ['Picnic lunch', 'Naturalist guide'],
      excluded: ['Drinks beyond water', 'Transport'],
    },
    {
      price: 20,
      hours: 4,
      scene: 'forest',
      title: (c) => `${c.nature} Half-Day from ${c.city}`,
      description: (c) =>
        `Escape the city by public transport to ${c.nature}, where a guide leads an easy walk and explains the wildlife and history of the area before you return to ${c.city} in the afternoon.`,
      included: ['Guide', 'Public transport tickets'],
      excluded: ['Lunch', 'Walking shoes'],
    },
    {
      price: 20,
      hours: 3,
      scene: 'city',
      title: (c) => `${c.city} Sunset Viewpoints Walk`,
      description: (c) =>
        `Climb the stairways and hills of ${c.city} to reach its best sunset viewpoint, with stops at two lesser-known lookouts and a local drink to toast the view.`,
      included: ['Guide', 'One local drink'],
      excluded: ['Dinner', 'Transport back'],
    },
  ],
  30: [
    {
      price: 30,
      hours: 3,
      scene: 'city',
      title: (c) => `${c.city} Street Food Evening`,
      description: (c) =>
        `An evening of ${c.city}'s best street food, from market stalls to late-night counters, with enough tastings to make a generous dinner and drinks to match.`,
      included: ['Seven tastings', 'Two drinks', 'Food guide'],
      excluded: ['Additional drinks', 'Gratuities'],
    },
    {
      price: 30,
      hours: 4,
      scene: 'vineyard',
      title: (c) => `${c.city} Slow Food Cooking Workshop`,
      description: (c) =>
        `Shop for seasonal ingredients with a local cook, then prepare and share a traditional lunch in a home kitchen in ${c.quarter}. Recipes are sent to you afterwards, so you can cook a taste of ${c.city} at home.`,
      included: ['Ingredients', 'Lunch', 'Recipe booklet'],
      excluded: ['Transport to the kitchen'],
    },
    {
      price: 30,
      hours: 5,
      scene: 'vineyard',
      title: (c) =>
        c.wine
          ? `${c.wine} Vineyard Half-Day from ${c.city}`
          : `${c.city} Craft Beer and Brewery Walk`,
      description: (c) =>
        c.wine
          ? `Leave ${c.city} by train or minibus for the vineyards of ${c.wine}, meet an organic grower and taste four wines with local bread and cheese before heading back.`
          : `Visit three of ${c.city}'s independent breweries, meet the brewers, and taste six beers with snacks that show off the local kitchen.`,
      included: ['Tastings', 'Snacks', 'Guide'],
      excluded: ['Bottles to take home'],
    },
    {
      price: 30,
      hours: 6,
      scene: 'train',
      title: (c) => `${c.city} E-Bike Countryside Tour`,
      description: (c) =>
        `Glide out of ${c.city} on an e-bike into the countryside around ${c.nature}, with farm stops, a village lunch and a route that stays on quiet roads and cycle paths.`,
      included: ['E-bike and helmet', 'Lunch', 'Guide'],
      excluded: ['Drinks with lunch'],
    },
    {
      price: 30,
      hours: 7,
      scene: 'mountains',
      title: (c) => `Day Hike to ${c.nature}`,
      description: (c) =>
        `A full-day guided hike from ${c.city} into ${c.nature}, reached by public transport, with a packed lunch, plenty of stops and stories about the landscape and its wildlife.`,
      included: ['Hiking guide', 'Packed lunch', 'Public transport tickets'],
      excluded: ['Hiking boots', 'Dinner'],
    },
    {
      price: 30,
      hours: 8,
      scene: 'water',
      title: (c) => `${c.city} Full-Day Slow Adventure`,
      description: (c) =>
        `A whole day of slow travel around ${c.city}: a morning on ${waterPhrase(c)}, a long lunch with local producers and an afternoon walk in ${c.nature}.`,
      included: ['Guide', 'Lunch', 'All transport'],
      excluded: ['Drinks', 'Gratuities'],
    },
  ],
};
