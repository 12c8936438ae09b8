import type { MicroPrice } from '../../catalogue-types.js';
import type { CityWords, LocalCity, ThemeWords } from '../types.js';
import { atPlace, fromPlace, joinedTo, ofPlace } from './phrases.js';

/**
 * The micro-tour cities (micro-table.ts) in Italian, by their English name. `atLandmark` is
 * always "a" joined to the landmark's article ('al Pantheon', 'alla Giralda', 'a Nyhavn') and
 * `inQuarter` "in" joined to the quarter's article or "a" ('nell’Alfama', 'a Trastevere'): the
 * themes turn them into "di" and "da" ('dal Pantheon ai vicoli di Trastevere'). `food` and
 * `wine` carry their article where Italian puts one ('la bouillabaisse', 'la valle del Douro').
 */
export const italianCities: Readonly<Record<string, CityWords>> = {
  Lisbon: {
    landmark: 'Castello di São Jorge',
    atLandmark: 'al Castello di São Jorge',
    inQuarter: 'nell’Alfama',
    food: 'i pastéis de nata',
    atWater: 'lungo il Tago',
    toNature: 'verso le colline di Sintra',
    inNature: 'sulle colline di Sintra',
    wine: 'Setúbal',
    meet: ['Praça do Comércio, sotto l’Arco da Rua Augusta', 'Belvedere di Santa Luzia'],
  },
  Porto: {
    landmark: 'Ponte Dom Luís I',
    atLandmark: 'al Ponte Dom Luís I',
    inQuarter: 'nella Ribeira',
    food: 'la francesinha',
    atWater: 'lungo il Douro',
    toNature: 'verso la costa dell’Arrábida',
    inNature: 'sulla costa dell’Arrábida',
    wine: 'la valle del Douro',
    meet: ['Stazione di São Bento, atrio principale', 'Fontana di Praça da Ribeira'],
  },
  Barcelona: {
    landmark: 'Sagrada Família',
    atLandmark: 'alla Sagrada Família',
    inQuarter: 'nel Born',
    food: 'il vermut catalano e le tapas',
    atWater: 'lungo la spiaggia della Barceloneta',
    toNature: 'verso le colline di Collserola',
    inNature: 'sulle colline di Collserola',
    wine: 'il Penedès',
    meet: ['Plaça de Catalunya, vicino alle fontane', 'Santa Maria del Mar, portale principale'],
  },
  Seville: {
    landmark: 'Giralda',
    atLandmark: 'alla Giralda',
    inQuarter: 'a Triana',
    food: 'le tapas andaluse',
    atWater: 'lungo il Guadalquivir',
    toNature: 'verso la Sierra Norte',
    inNature: 'nella Sierra Norte',
    wine: null,
    meet: ['Plaza Virgen de los Reyes, ai piedi della Giralda', 'Ingresso del Mercato di Triana'],
  },
  'San Sebastián': {
    landmark: 'Monte Urgull',
    atLandmark: 'al Monte Urgull',
    inQuarter: 'nella Parte Vieja',
    food: 'i pintxos',
    atWater: 'lungo la baia della Concha',
    toNature: 'verso il Monte Ulía',
    inNature: 'sul Monte Ulía',
    wine: 'Getaria',
    meet: [
      'Plaza de la Constitución, al centro della piazza',
      'Giardini del municipio, Alderdi Eder',
    ],
  },
  Paris: {
    landmark: 'Notre-Dame',
    atLandmark: 'a Notre-Dame',
    inQuarter: 'nel Marais',
    food: 'la pasticceria francese',
    atWater: 'lungo la Senna',
    toNature: 'verso la foresta di Fontainebleau',
    inNature: 'nella foresta di Fontainebleau',
    wine: null,
    meet: [
      'Place des Vosges, portici sul lato nord',
      'Pont Neuf, scalinata di Square du Vert-Galant',
    ],
  },
  Lyon: {
    landmark: 'Basilica di Fourvière',
    atLandmark: 'alla Basilica di Fourvière',
    inQuarter: 'nel Vieux Lyon',
    food: 'la cucina dei bouchon lionesi',
    atWater: 'lungo la Saona',
    toNature: 'verso i Monts d’Or',
    inNature: 'sui Monts d’Or',
    wine: 'il Beaujolais',
    meet: ['Place Bellecour, statua di Luigi XIV', 'Piazza della cattedrale di Saint-Jean'],
  },
  Marseille: {
    landmark: 'Notre-Dame de la Garde',
    atLandmark: 'a Notre-Dame de la Garde',
    inQuarter: 'nel Panier',
    food: 'la bouillabaisse',
    atWater: 'intorno al Vieux-Port',
    toNature: 'verso le Calanques',
    inNature: 'tra le Calanques',
    wine: 'Cassis',
    meet: ['Vieux-Port, sotto l’Ombrière', 'Cortile della Vieille Charité'],
  },
  Bordeaux: {
    landmark: 'Place de la Bourse',
    atLandmark: 'a Place de la Bourse',
    inQuarter: 'nel quartiere di Saint-Pierre',
    food: 'i canelé',
    atWater: 'lungo la Garonna',
    toNature: 'verso la foresta delle Landes',
    inNature: 'nella foresta delle Landes',
    wine: 'Saint-Émilion',
    meet: ['Miroir d’eau di Place de la Bourse', 'Porta della Grosse Cloche'],
  },
  Amsterdam: {
    landmark: 'Westerkerk',
    atLandmark: 'alla Westerkerk',
    inQuarter: 'nel Jordaan',
    food: 'i formaggi olandesi e le aringhe',
    atWater: 'lungo i canali',
    toNature: 'verso i prati del Waterland',
    inNature: 'tra i prati del Waterland',
    wine: null,
    meet: ['Westerkerk, statua di Anne Frank', 'Piazza Dam, Monumento nazionale'],
  },
  Brussels: {
    landmark: 'Grand-Place',
    atLandmark: 'alla Grand-Place',
    inQuarter: 'nelle Marolles',
    food: 'il cioccolato belga',
    atWater: 'lungo il canale di Bruxelles',
    toNature: 'verso la foresta di Soignes',
    inNature: 'nella foresta di Soignes',
    wine: null,
    meet: ['Grand-Place, ingresso del municipio', 'Place du Jeu de Balle, mercato delle pulci'],
  },
  Berlin: {
    landmark: 'Porta di Brandeburgo',
    atLandmark: 'alla Porta di Brandeburgo',
    inQuarter: 'a Kreuzberg',
    food: 'la currywurst e il döner',
    atWater: 'lungo la Sprea',
    toNature: 'verso la foresta del Grunewald',
    inNature: 'nella foresta del Grunewald',
    wine: null,
    meet: [
      'Porta di Brandeburgo, lato Pariser Platz',
      'Markthalle Neun, ingresso su Eisenbahnstraße',
    ],
  },
  Munich: {
    landmark: 'Marienplatz',
    atLandmark: 'a Marienplatz',
    inQuarter: 'nel Glockenbachviertel',
    food: 'i brezel e le weißwurst bavaresi',
    atWater: 'lungo l’Isar',
    toNature: 'verso la gola dell’Isar',
    inNature: 'nella gola dell’Isar',
    wine: null,
    meet: ['Marienplatz, sotto il Glockenspiel', 'Viktualienmarkt, accanto all’albero di maggio'],
  },
  Vienna: {
    landmark: 'Duomo di Santo Stefano',
    atLandmark: 'al Duomo di Santo Stefano',
    inQuarter: 'nello Spittelberg',
    food: 'il caffè e le torte viennesi',
    atWater: 'lungo il Danubio',
    toNature: 'verso il Bosco Viennese',
    inNature: 'nel Bosco Viennese',
    wine: 'gli Heurigen di Vienna',
    meet: ['Stephansplatz, portale principale del duomo', 'Naschmarkt, lato Kettenbrückengasse'],
  },
  Salzburg: {
    landmark: 'Fortezza di Hohensalzburg',
    atLandmark: 'alla Fortezza di Hohensalzburg',
    inQuarter: 'nella Getreidegasse',
    food: 'i Salzburger Nockerl',
    atWater: 'lungo la Salzach',
    toNature: 'verso l’Untersberg',
    inNature: 'sull’Untersberg',
    wine: null,
    meet: ['Mozartplatz, accanto alla statua', 'Giardini di Mirabell, fontana di Pegaso'],
  },
  Zurich: {
    landmark: 'Grossmünster',
    atLandmark: 'al Grossmünster',
    inQuarter: 'nel Niederdorf',
    food: 'il cioccolato e i formaggi svizzeri',
    atWater: 'in riva al lago di Zurigo',
    toNature: 'verso l’Uetliberg',
    inNature: 'sull’Uetliberg',
    wine: null,
    meet: ['Grossmünster, portale principale', 'Bürkliplatz, passeggiata sul lago'],
  },
  Geneva: {
    landmark: 'Jet d’Eau',
    atLandmark: 'al Jet d’Eau',
    inQuarter: 'a Carouge',
    food: 'la fonduta',
    atWater: 'in riva al Lemano',
    toNature: 'verso il Salève',
    inNature: 'sul Salève',
    wine: 'il Lavaux',
    meet: ['Jardin Anglais, orologio fiorito', 'Place du Bourg-de-Four, accanto alla fontana'],
  },
  Rome: {
    landmark: 'Pantheon',
    atLandmark: 'al Pantheon',
    inQuarter: 'a Trastevere',
    food: 'i supplì e la pizza romana',
    atWater: 'lungo il Tevere',
    toNature: 'verso il Parco dell’Appia Antica',
    inNature: 'nel Parco dell’Appia Antica',
    wine: 'Frascati',
    meet: [
      'Piazza Navona, Fontana dei Quattro Fiumi',
      'Piazza di Santa Maria in Trastevere, accanto alla fontana',
    ],
  },
  Florence: {
    landmark: 'Duomo',
    atLandmark: 'al Duomo',
    inQuarter: 'nell’Oltrarno',
    food: 'il gelato',
    atWater: 'lungo l’Arno',
    toNature: 'verso le colline di Fiesole',
    inNature: 'sulle colline di Fiesole',
    wine: 'il Chianti',
    meet: [
      'Piazza della Signoria, Fontana del Nettuno',
      'Piazza Santo Spirito, sul sagrato della basilica',
    ],
  },
  Bologna: {
    landmark: 'Due Torri',
    atLandmark: 'alle Due Torri',
    inQuarter: 'nel Quadrilatero',
    food: 'i tortellini e la mortadella',
    atWater: 'lungo il Canale di Reno',
    toNature: 'verso i Colli Bolognesi',
    inNature: 'sui Colli Bolognesi',
    wine: 'i Colli Bolognesi',
    meet: ['Piazza Maggiore, Fontana del Nettuno', 'Due Torri, Piazza di Porta Ravegnana'],
  },
  Venice: {
    landmark: 'Ponte di Rialto',
    atLandmark: 'al Ponte di Rialto',
    inQuarter: 'a Cannaregio',
    food: 'i cicchetti',
    atWater: 'lungo il Canal Grande',
    toNature: 'verso le isole della laguna',
    inNature: 'tra le isole della laguna',
    wine: 'le colline del Prosecco',
    meet: ['Ponte di Rialto, lato San Polo', 'Campo Santa Margherita, accanto al pozzo'],
  },
  Prague: {
    landmark: 'Ponte Carlo',
    atLandmark: 'al Ponte Carlo',
    inQuarter: 'a Malá Strana',
    food: 'la birra ceca e i knedlíky',
    atWater: 'lungo la Moldava',
    toNature: 'verso la valle di Prokop',
    inNature: 'nella valle di Prokop',
    wine: null,
    meet: [
      'Piazza della Città Vecchia, monumento a Jan Hus',
      'Fermata del tram Malostranské náměstí',
    ],
  },
  Kraków: {
    landmark: 'Castello del Wawel',
    atLandmark: 'al Castello del Wawel',
    inQuarter: 'a Kazimierz',
    food: 'i pierogi',
    atWater: 'lungo la Vistola',
    toNature: 'verso la valle di Ojców',
    inNature: 'nella valle di Ojców',
    wine: null,
    meet: ['Piazza del Mercato, monumento ad Adam Mickiewicz', 'Plac Nowy, accanto all’Okrąglak'],
  },
  Gdańsk: {
    landmark: 'Długi Targ',
    atLandmark: 'al Długi Targ',
    inQuarter: 'nella Città Principale',
    food: 'il pesce affumicato del Baltico',
    atWater: 'lungo la Motława',
    toNature: 'verso il Parco paesaggistico della Tricittà',
    inNature: 'nel Parco paesaggistico della Tricittà',
    wine: null,
    meet: ['Fontana del Nettuno, Długi Targ', 'Porta Verde, lato fiume'],
  },
  Budapest: {
    landmark: 'Ponte delle Catene',
    atLandmark: 'al Ponte delle Catene',
    inQuarter: 'nel quartiere del Castello',
    food: 'il lángos e il gulasch',
    atWater: 'lungo il Danubio',
    toNature: 'verso le colline di Buda',
    inNature: 'sulle colline di Buda',
    wine: 'Etyek',
    meet: ['Piazza Vörösmarty, uscita della metro', 'Ingresso del Mercato Centrale'],
  },
  Ljubljana: {
    landmark: 'Triplice Ponte',
    atLandmark: 'al Triplice Ponte',
    inQuarter: 'a Krakovo',
    food: 'il miele sloveno e gli štruklji',
    atWater: 'lungo la Ljubljanica',
    toNature: 'verso la Šmarna Gora',
    inNature: 'sulla Šmarna Gora',
    wine: 'il Collio sloveno',
    meet: ['Piazza Prešeren, scalinata della statua', 'Mercato Centrale, colonnato di Plečnik'],
  },
  Copenhagen: {
    landmark: 'Nyhavn',
    atLandmark: 'a Nyhavn',
    inQuarter: 'a Nørrebro',
    food: 'lo smørrebrød',
    atWater: 'intorno al porto interno',
    toNature: 'verso il parco dei cervi di Dyrehaven',
    inNature: 'nel parco dei cervi di Dyrehaven',
    wine: null,
    meet: ['Nyhavn, memoriale dell’ancora', 'Mercato coperto di Torvehallerne'],
  },
  Stockholm: {
    landmark: 'Gamla Stan',
    atLandmark: 'a Gamla Stan',
    inQuarter: 'a Södermalm',
    food: 'i kanelbullar e la fika',
    atWater: 'lungo il Riddarfjärden',
    toNature: 'verso la riserva naturale di Nacka',
    inNature: 'nella riserva naturale di Nacka',
    wine: null,
    meet: ['Stortorget, nel cuore di Gamla Stan', 'Mariatorget a Södermalm, accanto alla fontana'],
  },
  Helsinki: {
    landmark: 'Suomenlinna',
    atLandmark: 'a Suomenlinna',
    inQuarter: 'a Kallio',
    food: 'i tortini careliani',
    atWater: 'intorno al porto sud',
    toNature: 'verso il Parco nazionale di Nuuksio',
    inNature: 'nel Parco nazionale di Nuuksio',
    wine: null,
    meet: ['Piazza del Mercato, fontana di Havis Amanda', 'Scalinata della chiesa di Kallio'],
  },
  Edinburgh: {
    landmark: 'Castello di Edimburgo',
    atLandmark: 'al Castello di Edimburgo',
    inQuarter: 'nella Città Vecchia',
    food: 'il whisky e gli shortbread scozzesi',
    atWater: 'lungo lo Union Canal',
    toNature: 'verso l’Arthur’s Seat',
    inNature: 'sull’Arthur’s Seat',
    wine: null,
    meet: ['Royal Mile, cattedrale di St Giles', 'Grassmarket, memoriale dei Covenanter'],
  },
  Dublin: {
    landmark: 'Trinity College',
    atLandmark: 'al Trinity College',
    inQuarter: 'a Temple Bar',
    food: 'il soda bread e lo stufato irlandese',
    atWater: 'lungo il Liffey',
    toNature: 'verso le scogliere di Howth',
    inNature: 'sulle scogliere di Howth',
    wine: null,
    meet: ['Cancello principale del Trinity College', 'Ha’penny Bridge, lato nord'],
  },
  Athens: {
    landmark: 'Acropoli',
    atLandmark: 'all’Acropoli',
    inQuarter: 'nella Plaka',
    food: 'i souvlaki e i mezze',
    atWater: 'lungo la costa del Pireo',
    toNature: 'verso il monte Imetto',
    inNature: 'sul monte Imetto',
    wine: 'l’Attica',
    meet: ['Piazza Monastiraki, uscita della metro', 'Ingresso del Museo dell’Acropoli'],
  },
  Split: {
    landmark: 'Palazzo di Diocleziano',
    atLandmark: 'al Palazzo di Diocleziano',
    inQuarter: 'a Varoš',
    food: 'la peka dalmata',
    atWater: 'lungo la Riva',
    toNature: 'verso la collina del Marjan',
    inNature: 'sulla collina del Marjan',
    wine: 'Kaštela',
    meet: ['Peristilio del Palazzo di Diocleziano', 'Riva, vicino alla capitaneria di porto'],
  },
};

/** "al Pantheon" → "dal Pantheon" / "del Pantheon"; "nell’Alfama" → "dell’Alfama". */
const rejoined: [RegExp, string, string][] = [
  [/^(?:al|nel) /, 'dal ', 'del '],
  [/^(?:allo|nello) /, 'dallo ', 'dello '],
  [/^(?:alla|nella) /, 'dalla ', 'della '],
  [/^(?:all|nell)’/, 'dall’', 'dell’'],
  [/^(?:ai|nei) /, 'dai ', 'dei '],
  [/^(?:agli|negli) /, 'dagli ', 'degli '],
  [/^(?:alle|nelle) /, 'dalle ', 'delle '],
  [/^(?:ad?|in) /, 'da ', 'di '],
];

function rejoin(phrase: string, preposition: 'da' | 'di'): string {
  for (const [pattern, from, of] of rejoined) {
    if (pattern.test(phrase)) return phrase.replace(pattern, preposition === 'da' ? from : of);
  }
  throw new Error(`no article to rejoin in "${phrase}"`);
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fromLandmark = (c: LocalCity) => rejoin(c.atLandmark, 'da');
const ofQuarter = (c: LocalCity) => rejoin(c.inQuarter, 'di');

/** The themes (micro-table.ts) in Italian, price for price and in the same order. */
export const italianThemes: Record<MicroPrice, ThemeWords[]> = {
  5: [
    {
      title: (c) => `Il centro storico ${ofPlace(c.city)} in 60 minuti`,
      description: (c) =>
        `Un’ora vivace e cordiale nel cuore storico ${ofPlace(c.city)}, ${fromLandmark(c)} ai vicoli ${ofQuarter(c)}. Perfetta il primo giorno per orientarti e raccogliere consigli per il resto del soggiorno.`,
      included: ['Guida locale', 'Mappa stampata con i nostri posti del cuore'],
      excluded: ['Cibo e bevande', 'Biglietti d’ingresso'],
    },
    {
      title: (c) => `${c.landmark}: storie al tramonto`,
      description: (c) =>
        `Mentre cala la luce, un cantastorie racconta le leggende, gli scandali e la vita di tutti i giorni legati ${c.atLandmark} e alle strade intorno. Una breve passeggiata piena di atmosfera, che finisce vicino a un buon posto per cenare.`,
      included: ['Guida cantastorie'],
      excluded: ['Cena', 'Biglietti d’ingresso', 'Trasferimento al punto d’incontro'],
    },
    {
      title: (c) => `Caccia al tesoro in famiglia ${atPlace(c.city)}`,
      description: (c) =>
        `Le squadre risolvono gli indovinelli nascosti tra le piazze e le statue ${ofQuarter(c)}, in gara per trovare l’ultimo indizio vicino ${c.atLandmark}. Pensata per famiglie con bambini dai sei anni in su.`,
      included: ['Kit per la caccia al tesoro', 'Un piccolo premio per ogni squadra'],
      excluded: ['Merenda', 'Trasporti'],
    },
    {
      title: (c) => `${c.city} in tram, bus e battello: i belvedere`,
      description: (c) =>
        `Sali su tram, autobus e battelli come chi vive ${atPlace(c.city)} per raggiungere tre dei belvedere più belli della città, con un accompagnatore che ti racconta ciò che si stende ai tuoi piedi. Porta un biglietto giornaliero o compralo alla partenza.`,
      included: ['Accompagnatore', 'Scheda del percorso'],
      excluded: ['Biglietto dei mezzi pubblici', 'Bevande'],
    },
    {
      title: (c) => `Storie di fantasmi ${atPlace(c.city)}, quando cala il buio`,
      description: (c) =>
        `Lanterna in mano, segui una guida del posto negli angoli più bui ${ofQuarter(c)} e ascolta le storie che la gente ne racconta ancora. Da brividi, ma adatto anche ai ragazzi.`,
      included: ['Guida', 'Lanterna'],
      excluded: ['Cibo e bevande'],
    },
    {
      title: (c) => `Passeggiata al mercato della domenica ${atPlace(c.city)}`,
      description: (c) =>
        `Un’ora rilassata tra i banchi del mercato del fine settimana più amato ${ofPlace(c.city)}, vicino ${c.atLandmark}, tra contadini, fornai e artigiani, per scoprire cosa offre la stagione.`,
      included: ['Accompagnatore al mercato', 'Assaggio di un prodotto di stagione'],
      excluded: ['Acquisti', 'Bevande'],
    },
  ],
  10: [
    {
      title: (c) => `I cortili nascosti ${ofQuarter(c)}`,
      description: (c) =>
        `Infilati sotto gli archi ${ofQuarter(c)} con una guida del posto e scopri cortili, botteghe e piazzette silenziose davanti a cui quasi tutti i visitatori passano senza fermarsi. Alla fine, i consigli sui posti migliori per mangiare lì vicino.`,
      included: ['Guida locale', 'Piccolo gruppo di massimo 12 persone'],
      excluded: ['Cibo e bevande', 'Mance'],
    },
    {
      title: (c) => `Passeggiata fotografica all’alba ${c.inQuarter}`,
      description: (c) =>
        `Scopri ${c.city} prima della folla, con un fotografo che sa dove cade la prima luce ${c.inQuarter}. Va bene qualsiasi macchina fotografica o telefono, e lungo il percorso ricevi consigli di composizione.`,
      included: ['Fotografo come guida', 'Scheda di consigli fotografici'],
      excluded: ['Attrezzatura fotografica', 'Colazione'],
    },
    {
      title: (c) => `Street art e murales ${atPlace(c.city)}`,
      description: (c) =>
        `Scopri i murales, i poster e gli stencil che coprono i muri ${ofPlace(c.city)}, con una guida che conosce di persona molti degli artisti e racconta le storie dietro le opere.`,
      included: ['Guida', 'Mappa del percorso di street art'],
      excluded: ['Bevande', 'Trasporti'],
    },
    {
      title: (c) => `${c.city} a rifiuti zero: la spesa al mercato`,
      description: (c) =>
        `Scopri come si fa la spesa senza imballaggi ${atPlace(c.city)}, tra negozi di prodotti sfusi, banchi del mercato e un repair café. Porta una borsa di tela e torna a casa con idee da mettere in pratica.`,
      included: ['Guida', 'Sacchetto riutilizzabile per frutta e verdura'],
      excluded: ['Acquisti'],
    },
    {
      title: (c) => `Passeggiata architettonica ${atPlace(c.city)}`,
      description: (c) =>
        `${capital(fromLandmark(c))} agli edifici più nuovi ai margini ${ofQuarter(c)}, questa passeggiata legge la storia ${ofPlace(c.city)} nelle sue pietre, nei suoi stili e nei suoi materiali, con un architetto come guida.`,
      included: ['Architetto come guida', 'Piccolo gruppo'],
      excluded: ['Biglietti d’ingresso', 'Rinfreschi'],
    },
    {
      title: (c) => `Orto botanico e serre ${ofPlace(c.city)}`,
      description: (c) =>
        `Un giardiniere ti porta dietro le quinte dell’orto botanico ${ofPlace(c.city)}, dalle serre tropicali alla banca dei semi e alle aiuole di piante autoctone che nutrono gli impollinatori.`,
      included: ['Giardiniere come guida', 'Ingresso all’orto botanico'],
      excluded: ['Consumazioni al bar'],
    },
  ],
  20: [
    {
      title: (c) => `${c.city} in bici: un giro ${c.atWater}`,
      description: (c) =>
        `Un facile giro ad anello ${c.atWater} e attraverso i parchi ${ofPlace(c.city)} su una comoda bici da città, con soste per le foto, qualche racconto e un drink in riva all’acqua.`,
      included: ['Bici da città e casco', 'Guida in bici', 'Una bevanda'],
      excluded: ['Supplemento e-bike', 'Pranzo'],
    },
    {
      title: (c) => `Percorso di assaggi ${atPlace(c.city)}: ${c.food}`,
      description: (c) =>
        `Assaggia ${c.food} dove va la gente del posto: una guida appassionata di cucina ti porta nei migliori forni, banchi e botteghe di famiglia ${ofPlace(c.city)}, con cinque assaggi lungo il percorso.`,
      included: ['Cinque assaggi', 'Guida gastronomica', 'Acqua'],
      excluded: ['Bevande alcoliche', 'Cibo extra'],
    },
    {
      title: (c) => `Giro di caffè e forni ${atPlace(c.city)}`,
      description: (c) =>
        `Comincia la giornata come fa chi vive ${atPlace(c.city)}: tre torrefazioni e forni indipendenti, i loro chicchi e le loro farine, e assaggi a ogni tappa.`,
      included: ['Tre caffè', 'Assaggi di dolci da forno', 'Guida'],
      excluded: ['Acquisti extra'],
    },
    {
      title: (c) => `Passeggiata e picnic nel verde ${ofPlace(c.city)}`,
      description: (c) =>
        `Cammina tra gli spazi verdi più belli ${ofPlace(c.city)} con un naturalista del posto e fermati per un picnic di prodotti del territorio, servito in contenitori riutilizzabili.`,
      included: ['Pranzo al sacco', 'Guida naturalista'],
      excluded: ['Bevande oltre all’acqua', 'Trasporti'],
    },
    {
      title: (c) => `Mezza giornata ${c.inNature} ${fromPlace(c.city)}`,
      description: (c) =>
        `Lascia la città con i mezzi pubblici per una facile passeggiata ${c.inNature}, con una guida che racconta la fauna e la storia della zona, prima di rientrare ${atPlace(c.city)} nel pomeriggio.`,
      included: ['Guida', 'Biglietti dei mezzi pubblici'],
      excluded: ['Pranzo', 'Scarpe da escursione'],
    },
    {
      title: (c) => `Belvedere al tramonto ${atPlace(c.city)}`,
      description: (c) =>
        `Sali per le scalinate e le colline ${ofPlace(c.city)} fino al suo belvedere più bello per il tramonto, con due soste in punti panoramici meno conosciuti e un drink locale per brindare alla vista.`,
      included: ['Guida', 'Una bevanda locale'],
      excluded: ['Cena', 'Rientro'],
    },
  ],
  30: [
    {
      title: (c) => `Serata street food ${atPlace(c.city)}`,
      description: (c) =>
        `Una serata con il miglior street food ${ofPlace(c.city)}, dai banchi del mercato ai chioschi aperti fino a tardi, con abbastanza assaggi per una cena abbondante e le bevande giuste da abbinare.`,
      included: ['Sette assaggi', 'Due bevande', 'Guida gastronomica'],
      excluded: ['Bevande extra', 'Mance'],
    },
    {
      title: (c) => `Laboratorio di cucina slow food ${atPlace(c.city)}`,
      description: (c) =>
        `Fai la spesa di stagione con una cuoca del posto, poi prepara e condividi un pranzo tradizionale nella cucina di una casa ${c.inQuarter}. Dopo ti mandiamo le ricette, così potrai ritrovare a casa il sapore ${ofPlace(c.city)}.`,
      included: ['Ingredienti', 'Pranzo', 'Libretto di ricette'],
      excluded: ['Trasferimento fino alla cucina'],
    },
    {
      title: (c) =>
        c.wine
          ? `Vigneti ${joinedTo('di', c.wine)}: mezza giornata ${fromPlace(c.city)}`
          : `Birre artigianali e birrifici ${ofPlace(c.city)}`,
      description: (c) =>
        c.wine
          ? `Lascia ${c.city} in treno o in minibus per i vigneti ${joinedTo('di', c.wine)}, incontra un viticoltore biologico e assaggia quattro vini con pane e formaggi del posto prima di rientrare.`
          : `Visita tre birrifici indipendenti ${ofPlace(c.city)}, conosci i mastri birrai e assaggia sei birre con stuzzichini che mettono in mostra la cucina locale.`,
      included: ['Degustazioni', 'Stuzzichini', 'Guida'],
      excluded: ['Bottiglie da portare a casa'],
    },
    {
      title: (c) => `La campagna intorno ${atPlace(c.city)} in e-bike`,
      description: (c) =>
        `Esci ${fromPlace(c.city)} in e-bike e attraversa la campagna ${c.toNature}, con soste in fattoria, un pranzo in paese e un percorso che resta su strade tranquille e piste ciclabili.`,
      included: ['E-bike e casco', 'Pranzo', 'Guida'],
      excluded: ['Bevande a pranzo'],
    },
    {
      title: (c) => `Escursione di un giorno ${c.inNature}`,
      description: (c) =>
        `Una giornata intera di trekking guidato ${c.inNature}, che si raggiunge con i mezzi pubblici ${fromPlace(c.city)}, con pranzo al sacco, tante soste e racconti sul paesaggio e sulla sua fauna.`,
      included: ['Guida escursionistica', 'Pranzo al sacco', 'Biglietti dei mezzi pubblici'],
      excluded: ['Scarponi da trekking', 'Cena'],
    },
    {
      title: (c) => `Avventura slow di un giorno intorno ${atPlace(c.city)}`,
      description: (c) =>
        `Un’intera giornata di viaggio lento intorno ${atPlace(c.city)}: una mattinata ${c.atWater}, un lungo pranzo con i produttori del posto e una passeggiata pomeridiana ${c.inNature}.`,
      included: ['Guida', 'Pranzo', 'Tutti i trasporti'],
      excluded: ['Bevande', 'Mance'],
    },
  ],
};
