import type { TourWords } from '../types.js';

/** The hand-written tours (tour-table.ts) in Italian, by their English title. */
export const italianTours: Readonly<Record<string, TourWords>> = {
  'Swiss Alpine Rail Circle': {
    title: 'Il giro delle Alpi svizzere in treno',
    pitch:
      'Un anello attraverso le Alpi svizzere su alcune delle ferrovie più panoramiche del mondo, da Lucerna in riva al lago a Zermatt senza auto, fino alla linea del Bernina.',
    highlights: [
      'Carrozze panoramiche sul Passo del Bernina',
      'L’alba sul Cervino da Zermatt, paese senza auto',
      'Traversata del Lago dei Quattro Cantoni in battello a vapore',
    ],
    meet: 'Zurigo HB, atrio principale accanto al centro viaggi',
  },
  'Bernese Oberland Hut-to-Hut Trek': {
    title: 'Oberland bernese di rifugio in rifugio',
    pitch:
      'Cammina ai piedi di Eiger, Mönch e Jungfrau e dormi in rifugi a gestione familiare che cucinano con il latte e il formaggio degli alpeggi intorno.',
    highlights: [
      'Traversata della Kleine Scheidegg sotto la parete nord dell’Eiger',
      'Notti in rifugi alimentati a energia solare',
      'Passeggiata tra le cascate della valle di Lauterbrunnen',
    ],
    meet: 'Stazione di Interlaken Ost, davanti alla biglietteria',
  },
  'Tyrolean Lakes by Bike': {
    title: 'I laghi del Tirolo in bici',
    pitch:
      'Pedala tra i laghi turchesi del Tirolo su tranquille ciclabili di fondovalle, con bagni al lago, caseifici d’alpeggio ed e-bike a disposizione per le salite più ripide.',
    highlights: [
      'Bagno mattutino nelle acque limpide dell’Achensee',
      'Visita a un caseificio d’alta quota',
      'In bici lungo il fiume nella valle dell’Inn',
    ],
    meet: 'Innsbruck Hauptbahnhof, deposito bici all’uscita sud',
  },
  'Vienna to Salzburg Coffeehouse Journey': {
    title: 'Da Vienna a Salisburgo, di caffè in caffè',
    pitch:
      'Un viaggio di gusto dai grandi caffè storici di Vienna alle pasticcerie di Salisburgo, con una deviazione tra i frutteti di albicocche della Wachau.',
    highlights: [
      'Lezione di strudel nella cucina di un caffè viennese',
      'Frutteti di albicocche e osterie del vino nella Wachau',
      'Caffè pomeridiano ai piedi della fortezza di Hohensalzburg',
    ],
    meet: 'Ingresso del Café Central, Herrengasse 14, Vienna',
  },
  'Dolomites Via Ferrata Week': {
    title: 'Una settimana di vie ferrate nelle Dolomiti',
    pitch:
      'Sali per scale e cavi d’acciaio sulle vie ferrate classiche delle Dolomiti con guide alpine certificate, poi riposati nei rifugi aggrappati alla roccia.',
    highlights: [
      'Vie ferrate guidate sul Gruppo del Sella',
      'Notti in rifugi d’alta quota oltre il limite del bosco',
      'L’enrosadira sulle Tre Cime di Lavaredo',
    ],
    meet: 'Stazione di Bolzano, ingresso principale su piazza Stazione',
  },
  'Piedmont Truffle and Barolo Weekend': {
    title: 'Weekend in Piemonte tra tartufi e Barolo',
    pitch:
      'Segui un trifolau e il suo cane nei boschi autunnali delle Langhe, poi assaggia il Barolo con le famiglie che coltivano queste colline da generazioni.',
    highlights: [
      'Ricerca del tartufo all’alba con un trifolau e il suo cane',
      'Degustazioni in cantina da tre produttori di Barolo',
      'Tajarin tirati a mano con tartufo bianco a scaglie',
    ],
    meet: 'Piazza Risorgimento, Alba, sulla scalinata del duomo',
  },
  'Cinque Terre Coastal Path': {
    title: 'Il sentiero costiero delle Cinque Terre',
    pitch:
      'Percorri i sentieri a picco sul mare tra i cinque borghi di pescatori delle Cinque Terre e incontra i viticoltori che ricostruiscono i muretti a secco delle terrazze.',
    highlights: [
      'Il Sentiero Azzurro tra Vernazza e Monterosso',
      'Una mattinata di volontariato sui muretti a secco',
      'Pranzo di acciughe con una famiglia di pescatori di Monterosso',
    ],
    meet: 'Stazione della Spezia Centrale, bar del binario 1',
  },
  'Sicilian Street Food Circuit': {
    title: 'Sicilia, il giro dello street food',
    pitch:
      'Un giro goloso tra i mercati della Sicilia, dalle arancine di Ballarò a Palermo alla granita di Catania, con cuochi che conoscono per nome ogni bancarella.',
    highlights: [
      'Una mattinata tra i mercati di Ballarò e della Vucciria',
      'Colazione con granita e brioche a Catania',
      'Aperitivo al tramonto a Ortigia, l’isola di Siracusa',
    ],
    meet: 'Scalinata del Teatro Massimo, Palermo',
  },
  'Provence Lavender and Markets by Bike': {
    title: 'Provenza in bici tra lavanda e mercati',
    pitch:
      'Pedala tra campi di lavanda e borghi arroccati del Luberon, con soste nei mercati provenzali per riempire le borse della bici per i picnic.',
    highlights: [
      'Una distilleria di lavanda vicino all’abbazia di Sénanque',
      'Le falesie d’ocra di Roussillon in bici',
      'Mattinata al mercato di Lourmarin con uno chef del posto',
    ],
    meet: 'Stazione TGV di Avignone, rimessa bici all’uscita 2',
  },
  'Loire Valley Château Cycle': {
    title: 'I castelli della Loira in bici',
    pitch:
      'Raggiungi la Loira in treno ad alta velocità da Parigi, poi segui la pianeggiante ciclovia Loire à Vélo tra castelli rinascimentali, vigneti e cantine scavate nel tufo.',
    highlights: [
      'In bici tra i giardini di Chenonceau',
      'Cantine trogloditiche a Vouvray',
      'Picnic nel parco forestale di Chambord',
    ],
    meet: 'Stazione di Tours, piazzale accanto alla fontana',
  },
  'Paris to Barcelona Rail Adventure': {
    title: 'Da Parigi a Barcellona in treno',
    pitch:
      'Lascia l’aereo per i binari: un viaggio rilassato verso sud, da Parigi al Mediterraneo, con una notte a Lione e una a Montpellier lungo la strada.',
    highlights: [
      'Posti in prima classe sul TGV lungo la valle del Rodano',
      'Cena in un bouchon nella città vecchia di Lione',
      'La linea costiera lungo le lagune della Linguadoca',
    ],
    meet: 'Parigi Gare de Lyon, sotto la torre dell’orologio',
  },
  'Brittany Coast Path': {
    title: 'Il sentiero costiero della Bretagna',
    pitch:
      'Segui il GR34, l’antico sentiero dei doganieri, lungo la Costa di Smeraldo bretone, tra allevamenti di ostriche, promontori di granito e isole da raggiungere con la bassa marea.',
    highlights: [
      'Ostriche appena tolte dai parchi di Cancale',
      'Brughiere e colonie di uccelli marini al Cap Fréhel',
      'Con la bassa marea, a piedi fino al forte del Guesclin',
    ],
    meet: 'Porte Saint-Vincent, città murata di Saint-Malo',
  },
  'Lyon Gastronomy Weekend': {
    title: 'Weekend gastronomico a Lione',
    pitch:
      'Due giorni nella capitale francese del gusto, dai banchi delle Halles Paul Bocuse alla cucina di un bouchon e a un bar di vini naturali sulla Croix-Rousse.',
    highlights: [],
    meet: 'Halles de Lyon Paul Bocuse, ingresso principale su Cours Lafayette',
  },
  'Basque Pintxos and Coast': {
    title: 'Paesi Baschi tra pintxos e costa',
    pitch:
      'Cammina sui sentieri costieri dei Paesi Baschi tra bar di pintxos, vigne di txakoli e le spettacolari scogliere di flysch di Zumaia.',
    highlights: [
      'Giro dei pintxos nella Parte Vieja di San Sebastián',
      'Degustazione di txakoli sopra il porto di Getaria',
      'Le scogliere di flysch del Geoparco della Costa Basca',
    ],
    meet: 'San Sebastián, al centro di Plaza de la Constitución',
  },
  'Picos de Europa Wildlife Trek': {
    title: 'Picos de Europa, trekking tra la fauna selvatica',
    pitch:
      'Cammina tra le gole calcaree dei Picos de Europa con una guida naturalista, alla ricerca di camosci, grifoni e del raro orso bruno cantabrico.',
    highlights: [
      'Il sentiero della gola del Cares, scavato nella roccia',
      'Osservazione dell’orso all’alba con un guardiaparco del posto',
      'I laghi glaciali di Covadonga',
    ],
    meet: 'Stazione di Oviedo, atrio principale',
  },
  'Andalusian White Villages by Bus': {
    title: 'I villaggi bianchi dell’Andalusia in pullman',
    pitch:
      'Viaggia in pullman regionale tra i candidi pueblos blancos dell’Andalusia e arriva ai piedi dell’Alhambra dopo una settimana di flamenco, uliveti e aria di montagna.',
    highlights: [
      'La gola di Ronda e il suo ponte settecentesco',
      'Un frantoio nella Sierra de Grazalema',
      'Ingresso con orario riservato all’Alhambra e al Generalife',
    ],
    meet: 'Plaza de España, Siviglia, accanto alla fontana centrale',
  },
  'Pyrenees Hut-to-Hut Traverse': {
    title: 'I Pirenei di rifugio in rifugio',
    pitch:
      'Attraversa in dieci giorni i Pirenei centrali d’alta quota, da Benasque a Ordesa, tra rifugi di montagna, circhi glaciali e i canyon di un parco nazionale.',
    highlights: [
      'Il canyon di Ordesa e la cascata della Cola de Caballo',
      'Valichi d’alta quota ai piedi del massiccio del Posets',
      'Gipeti in volo nella valle di Pineta',
    ],
    meet: 'Plaza Mayor, Benasque, davanti all’ufficio turistico',
  },
  'Camino Portugués Final Stages': {
    title: 'Cammino Portoghese: le ultime tappe',
    pitch:
      'Percorri il Cammino della costa da Porto a Santiago di Compostela, tra boschi di eucalipti e pini, paesi di pescatori e le verdi colline della Galizia.',
    highlights: [
      'Passerelle di legno tra le dune atlantiche del Portogallo',
      'Si attraversa il Minho per entrare in Galizia',
      'La messa del pellegrino nella cattedrale di Santiago',
    ],
    meet: 'Cattedrale di Porto, Terreiro da Sé',
  },
  'Douro Valley Harvest Days': {
    title: 'Vendemmia nella valle del Douro',
    pitch:
      'Risali il fiume da Porto sulla linea del Douro fino ai vigneti terrazzati dove nasce il porto, e vivi la vendemmia con la famiglia di una quinta.',
    highlights: [
      'La ferrovia lungo il fiume nella gola del Douro',
      'Pigiatura a piedi nudi in un lagar di granito',
      'Degustazione di porto su una terrazza sopra Pinhão',
    ],
    meet: 'Stazione di São Bento, Porto, sotto i pannelli di azulejos',
  },
  'Alentejo Cork Forests and Stargazing': {
    title: 'Alentejo tra sugherete e stelle',
    pitch:
      'Scopri le sugherete dell’Alentejo e trascorri una notte sotto uno dei cieli più bui d’Europa, nella Dark Sky Reserve dell’Alqueva.',
    highlights: [
      'Dimostrazione della raccolta del sughero in un montado',
      'Serata al telescopio nella Dark Sky Reserve dell’Alqueva',
      'Le mura medievali di Monsaraz, in cima alla collina',
    ],
    meet: 'Évora, fontana di Praça do Giraldo',
  },
  'Norwegian Fjords by Rail and Ferry': {
    title: 'I fiordi norvegesi in treno e traghetto',
    pitch:
      'Attraversa la Norvegia sulla linea di Bergen, scendi con la ferrovia di Flåm e scivola sui fiordi più stretti del mondo a bordo di un silenzioso traghetto elettrico.',
    highlights: [
      'La discesa della ferrovia di Flåm tra cascate impetuose',
      'In traghetto elettrico nel Nærøyfjord',
      'Balestrand, villaggio affacciato sul fiordo',
    ],
    meet: 'Stazione centrale di Oslo, atrio del binario 19',
  },
  'Lofoten Islands Sea Kayak': {
    title: 'Isole Lofoten in kayak da mare',
    pitch:
      'Pagaia tra picchi di granito e spiagge di sabbia bianca alle Lofoten, in tenda o nei rorbuer dei pescatori sotto il sole di mezzanotte.',
    highlights: [
      'In kayak sotto le vette del Reinefjorden',
      'Una notte in un rorbu di pescatori restaurato',
      'Aquile di mare sul Trollfjord',
    ],
    meet: 'Terminal dei traghetti di Svolvær, molo dell’Hurtigruten',
  },
  'Swedish Lapland Wilderness Week': {
    title: 'Una settimana nella Lapponia svedese più selvaggia',
    pitch:
      'Percorri un tratto settentrionale del Kungsleden tra boschi di betulle e tundra, incontra allevatori di renne sami e sali verso la vetta più alta della Svezia.',
    highlights: [
      'Il canyon di Abisko e il «buco blu» di Lapporten',
      'Una serata con una famiglia sami di allevatori di renne',
      'Giornata facoltativa in vetta al Kebnekaise',
    ],
    meet: 'Stazione di Kiruna, sala arrivi',
  },
  'Stockholm Archipelago Island Hopping': {
    title: 'Di isola in isola nell’arcipelago di Stoccolma',
    pitch:
      'Salta da un’isola all’altra dell’arcipelago di Stoccolma in traghetto e in bici, con serate di sauna e pranzi a base di pesce affumicato tra gli scogli.',
    highlights: [
      'In bici sulle piste nel bosco di Grinda',
      'Sauna a legna e bagno nel Baltico',
      'Pranzo di pesce affumicato nel porto di Sandhamn',
    ],
    meet: 'Molo dei traghetti di Strömkajen, Stoccolma',
  },
  'Finnish Lakeland Canoe and Sauna': {
    title: 'Laghi finlandesi tra canoa e sauna',
    pitch:
      'Pagaia nel labirinto di isole del lago Saimaa, casa della rara foca dagli anelli, e chiudi ogni giornata in una sauna a fumo in riva al lago.',
    highlights: [
      'In canoa nel Parco nazionale di Linnansaari',
      'Sauna a fumo tradizionale e tuffo nel lago',
      'Sulle tracce della foca del Saimaa con una biologa',
    ],
    meet: 'Porto di Savonlinna, ponte del castello di Olavinlinna',
  },
  'Copenhagen to Berlin Slow Rail': {
    title: 'Da Copenaghen a Berlino, slow in treno',
    pitch:
      'Collega in treno due delle capitali più verdi del Nord Europa, con una notte nel quartiere portuale di Amburgo lungo la strada.',
    highlights: [
      'Un bagno nelle piscine del porto di Copenaghen',
      'La Speicherstadt di Amburgo, il quartiere dei magazzini',
      'In bici lungo il tracciato del Muro di Berlino',
    ],
    meet: 'Stazione centrale di Copenaghen, orologio dell’atrio principale',
  },
  'Danish Islands Cycling Tour': {
    title: 'Le isole danesi in bici',
    pitch:
      'Pedala nel dolce arcipelago della Fionia meridionale, salta da un’isola all’altra con piccoli traghetti e dormi in cittadine portuali dalle case con il tetto di paglia.',
    highlights: [
      'Ærø, isola quasi senza auto, e il suo impianto di riscaldamento solare',
      'La cittadina portuale di Faaborg',
      'In bici lungo le spiagge di Langeland',
    ],
    meet: 'Stazione di Odense, parcheggio bici accanto al binario 1',
  },
  'Black Forest Trails and Farm Kitchens': {
    title: 'Foresta Nera tra sentieri e cucine contadine',
    pitch:
      'Cammina tra i masi della Foresta Nera che affumicano ancora il loro speck e cuociono il pane nel forno a legna, con sentieri nel bosco e cascate lungo la via.',
    highlights: [
      'Visita all’affumicatoio di un maso della Foresta Nera',
      'Le cascate di Triberg nella nebbia del mattino',
      'La torta Foresta Nera con un pasticciere del posto',
    ],
    meet: 'Friburgo, Hauptbahnhof, uscita Bismarckallee',
  },
  'Rhine Castles by Rail and Boat': {
    title: 'I castelli del Reno in treno e battello',
    pitch:
      'Segui la valle del Reno in treno e in battello, sotto la rupe della Loreley e davanti a decine di castelli arroccati sulle alture.',
    highlights: [
      'In battello sotto la rupe della Loreley',
      'Bacharach, borgo del vino dalle case a graticcio',
      'Il duomo di Colonia al tramonto',
    ],
    meet: 'Köln Hauptbahnhof, uscita lato duomo',
  },
  'Danube Cycle Path: Passau to Vienna': {
    title: 'La ciclovia del Danubio: da Passavia a Vienna',
    pitch:
      'Pedala lungo il Danubio sulla ciclovia a lunga percorrenza più amata d’Europa, da Passavia a Vienna, e torna a casa in treno dal traguardo.',
    highlights: [
      'L’ansa del Danubio a Schlögen',
      'L’abbazia di Melk e i vigneti della Wachau',
      'Arrivo in bici nel cuore di Vienna',
    ],
    meet: 'Passau Hauptbahnhof, stazione bici',
  },
  'Amsterdam and the Waterland by Bike': {
    title: 'Amsterdam e il Waterland in bici',
    pitch:
      'Lascia Amsterdam in traghetto e in bici verso il Waterland, un mosaico di prati, dighe e villaggi di legno appena a nord della città.',
    highlights: [
      'In bici sulla diga fino all’ex isola di Marken',
      'Visita a un caseificio vicino a Edam',
      'Birdwatching sui prati del Waterland',
    ],
    meet: 'Amsterdam Centraal, terminal dei traghetti lato IJ',
  },
  'Grand European Rail Tour: Amsterdam to Vienna': {
    title: 'Il grande giro d’Europa in treno: da Amsterdam a Vienna',
    pitch:
      'Attraversa il cuore d’Europa in treno in dieci giorni senza fretta, dai canali di Amsterdam ai caffè di Vienna, con il Reno e le Alpi nel mezzo.',
    highlights: [
      'La linea della valle del Reno tra castelli e vigneti',
      'Il ponte vecchio e il castello di Heidelberg',
      'Rientro facoltativo in vagone letto Nightjet',
    ],
    meet: 'Amsterdam Centraal, atrio principale sotto i tabelloni delle partenze',
  },
  'Belgian Beer and Chocolate Trail': {
    title: 'Belgio tra birra e cioccolato',
    pitch:
      'Scopri in treno le grandi tradizioni del Belgio, dai birrai del lambic di Bruxelles ai cioccolatieri di Bruges, fino a una degustazione di birre trappiste ad Anversa.',
    highlights: [
      'Visita a un birrificio di lambic ad Anderlecht',
      'Laboratorio di cioccolato nel centro storico di Bruges',
      'Cena lungo i canali a Gand',
    ],
    meet: 'Stazione di Bruxelles Centrale, uscita Carrefour de l’Europe',
  },
  'Ardennes Forest Escape': {
    title: 'Fuga nei boschi delle Ardenne',
    pitch:
      'Un weekend di passeggiate nei boschi, valli fluviali e villaggi tranquilli nelle Ardenne belghe, facili da raggiungere in treno da Bruxelles.',
    highlights: [],
    meet: 'Piazza del mercato di Durbuy',
  },
  'Scottish Highlands by Rail': {
    title: 'Le Highlands scozzesi in treno',
    pitch:
      'Percorri le grandi linee delle Highlands da Edimburgo a Inverness, la linea di Kyle fino alle porte di Skye e la West Highland Line attraverso Rannoch Moor.',
    highlights: [
      'La linea di Kyle fino alle sponde di Skye',
      'Il viadotto di Glenfinnan sulla West Highland Line',
      'Una distilleria di whisky vicino a Inverness',
    ],
    meet: 'Edinburgh Waverley, ingresso di Market Street',
  },
  'West Highland Way Challenge': {
    title: 'La sfida della West Highland Way',
    pitch:
      'Percorri tutti i 154 chilometri della West Highland Way, dalla periferia di Glasgow a Fort William, lungo il Loch Lomond e attraverso Rannoch Moor.',
    highlights: [
      'La sponda orientale del Loch Lomond',
      'La traversata della distesa selvaggia di Rannoch Moor',
      'La Devil’s Staircase sopra Glencoe',
    ],
    meet: 'Stazione di Milngavie, obelisco di partenza del sentiero',
  },
  'Wild Atlantic Way Food Trail': {
    title: 'I sapori della Wild Atlantic Way',
    pitch:
      'Segui la costa occidentale dell’Irlanda in minibus, tra allevatori di ostriche, affumicatoi e casari, dal Connemara alle scogliere di Moher.',
    highlights: [
      'Ostriche sulla riva della baia di Galway',
      'Cena a base di agnello del Connemara a Clifden',
      'Raccolta di alghe vicino a Lahinch',
    ],
    meet: 'Eyre Square, Galway, accanto alla fontana del Quincentenario',
  },
  'Dingle Peninsula Coastal Walk': {
    title: 'La penisola di Dingle a piedi lungo la costa',
    pitch:
      'Cammina tra i verdi promontori e le spiagge della Dingle Way, con vista sulle isole Blasket e serate di musica tradizionale a Dingle.',
    highlights: [
      'Slea Head e la vista sulle isole Blasket',
      'Musica tradizionale dal vivo in un pub di Dingle',
      'Le capanne ad alveare dei primi monaci irlandesi',
    ],
    meet: 'Stazione degli autobus e dei treni di Tralee',
  },
  'Slovenian Alps and Lakes': {
    title: 'Alpi e laghi della Slovenia',
    pitch:
      'Pedala dalla verde Lubiana ai laghi di Bled e Bohinj, poi attraverso le Alpi Giulie fino all’Isonzo, color smeraldo.',
    highlights: [
      'In pletna fino alla chiesetta sull’isola del lago di Bled',
      'Un bagno nel lago glaciale di Bohinj',
      'Le pozze color smeraldo della valle dell’Isonzo',
    ],
    meet: 'Piazza Prešeren, Lubiana',
  },
  'Istrian Truffles and Olive Oil': {
    title: 'Istria tra tartufi e olio d’oliva',
    pitch:
      'Scopri i borghi arroccati dell’Istria, i boschi da tartufo e gli uliveti, con degustazioni di Malvasia e di alcuni tra i migliori oli d’oliva d’Europa.',
    highlights: [
      'Ricerca del tartufo nel bosco di Montona',
      'Degustazione d’olio con un produttore pluripremiato',
      'Tramonto sul centro storico di Rovigno',
    ],
    meet: 'Arena di Pola, ingresso principale',
  },
  'Dalmatian Islands by Ferry and Bike': {
    title: 'Le isole della Dalmazia in traghetto e bici',
    pitch:
      'Salta da un’isola all’altra lungo la costa dalmata con i traghetti di linea e pedala tra lavanda, vigneti e villaggi di pietra a Brač, Hvar e Curzola.',
    highlights: [
      'Il palazzo di Diocleziano a Spalato',
      'I campi di lavanda nel cuore di Hvar',
      'Le mura di Dubrovnik al tramonto',
    ],
    meet: 'Porto dei traghetti di Spalato, Gat Sv. Duje',
  },
  'Plitvice Lakes Day Walk': {
    title: 'Una giornata a piedi ai Laghi di Plitvice',
    pitch:
      'Una giornata intera sulle passerelle del Parco nazionale dei Laghi di Plitvice, con un guardiaparco che spiega come le terrazze di travertino e le cascate continuino a crescere.',
    highlights: [
      'Passerelle sui Laghi superiori',
      'La Grande Cascata vista dal basso',
      'In battello elettrico sul lago Kozjak',
    ],
    meet: 'Parco nazionale dei Laghi di Plitvice, Ingresso 1',
  },
  'Cretan Gorges and Village Kitchens': {
    title: 'Creta tra gole e cucine di villaggio',
    pitch:
      'Cammina nel selvaggio sud-ovest di Creta attraverso le gole di Samaria e di Aradena e mangia nei villaggi di montagna, dove le nonne cucinano ancora sul fuoco a legna.',
    highlights: [
      'La discesa completa della gola di Samaria',
      'La baia senza auto di Loutro',
      'Lezione di cucina in una casa di un villaggio di Sfakia',
    ],
    meet: 'Mercato municipale di Chania, ingresso principale',
  },
  'Peloponnese Olive Harvest': {
    title: 'La raccolta delle olive nel Peloponneso',
    pitch:
      'Aiuta a raccogliere le olive in una fattoria di famiglia nel Mani, scopri come si spreme l’olio e cammina su antiche mulattiere sopra il golfo di Messenia.',
    highlights: [
      'Giornate di raccolta in un uliveto biologico',
      'Visita a un frantoio cooperativo',
      'Le mulattiere del Mani esterno',
    ],
    meet: 'Parco ferroviario di Kalamata, ingresso principale',
  },
  'Kraków and the Tatra Mountains': {
    title: 'Cracovia e i monti Tatra',
    pitch:
      'Dal centro storico di Cracovia raggiungi Zakopane in autobus, per escursioni nel Parco nazionale dei Tatra e una notte in una tradizionale pensione di legno.',
    highlights: [
      'Escursione al lago Morskie Oko',
      'L’architettura in legno in stile Zakopane',
      'L’oscypek, il formaggio dei montanari, in una baita di pastori',
    ],
    meet: 'Piazza del Mercato, Cracovia, accanto al monumento ad Adam Mickiewicz',
  },
  'Polish Baltic Coast Cycle': {
    title: 'La costa baltica polacca in bici',
    pitch:
      'Pedala sulla EuroVelo 10 lungo il Baltico, da Danzica alle dune mobili del Parco nazionale di Słowiński, tra pinete e villaggi di pescatori.',
    highlights: [
      'Il lungo molo di legno di Sopot',
      'In bici sulla stretta penisola di Hel',
      'Le dune di sabbia mobili vicino a Łeba',
    ],
    meet: 'Długi Targ, Danzica, accanto alla fontana del Nettuno',
  },
  'Bohemian Switzerland Sandstone Hike': {
    title: 'Svizzera boema tra torri di arenaria',
    pitch:
      'Escursioni tra torri, archi e gole di arenaria nel Parco nazionale della Svizzera boema, a due ore di treno da Praga.',
    highlights: [
      'Pravčická brána, il più grande arco di arenaria d’Europa',
      'In barca nella gola del Kamenice',
      'Belvedere scavati nella roccia sopra Jetřichovice',
    ],
    meet: 'Stazione principale di Děčín, binario 1',
  },
  'Moravian Wine Cellars by Bike': {
    title: 'Le cantine della Moravia in bici',
    pitch:
      'Pedala sulle strade del vino della Moravia meridionale tra colline calcaree, vie di cantine nei villaggi e il paesaggio di Lednice-Valtice, patrimonio UNESCO.',
    highlights: [
      'Degustazioni nelle vie delle cantine di Mikulov',
      'Il castello di Lednice e il suo parco',
      'Picnic tra i vigneti delle colline di Pálava',
    ],
    meet: 'Stazione principale di Brno, noleggio bici',
  },
  'Prague to Budapest Rail Journey': {
    title: 'Da Praga a Budapest in treno',
    pitch:
      'Collega in treno quattro capitali dell’Europa centrale in cinque giorni, dalle guglie di Praga alle terme di Budapest.',
    highlights: [
      'Passeggiata serale sul Ponte Carlo',
      'Il centro storico e il castello di Bratislava',
      'Un pomeriggio alle terme di Budapest',
    ],
    meet: 'Praha hlavní nádraží, storica sala Fanta',
  },
  'Tokaj Wine Country Weekend': {
    title: 'Weekend nelle terre del Tokaj',
    pitch:
      'Prendi il treno da Budapest per Tokaj: un weekend di vini aszú dolci, vigneti vulcanici e cantine scavate nei fianchi delle colline.',
    highlights: [
      'Degustazione di aszú in una cantina secolare',
      'Passeggiata tra i vigneti sui pendii vulcanici',
      'Cena con una famiglia di vignaioli di Mád',
    ],
    meet: 'Stazione di Tokaj',
  },
  'Transylvanian Villages and Meadows': {
    title: 'Transilvania tra villaggi e prati',
    pitch:
      'Cammina tra i prati da fieno e i villaggi sassoni fortificati della Transilvania, uno degli ultimi grandi paesaggi agricoli d’Europa.',
    highlights: [
      'La chiesa fortificata di Viscri',
      'Prati in fiore con una botanica del posto',
      'La cittadella medievale di Sighișoara',
    ],
    meet: 'Piazza del Consiglio, Brașov',
  },
  'Estonian Bogs and Islands': {
    title: 'Estonia tra torbiere e isole',
    pitch:
      'Scopri il lato selvaggio dell’Estonia in autobus e traghetto, dalle camminate con le racchette da palude a Soomaa ai prati di ginepro e ai mulini a vento dell’isola di Saaremaa.',
    highlights: [
      'Con le racchette da palude nel Parco nazionale di Soomaa',
      'Le case padronali di Lahemaa',
      'I mulini a vento di Angla a Saaremaa',
    ],
    meet: 'Città vecchia di Tallinn, Porta Viru',
  },
  'Lake Como Villas and Ferries': {
    title: 'Lago di Como tra ville e battelli',
    pitch:
      'Raggiungi il lago di Como in treno da Milano e scopri ville e giardini con i battelli di linea, con una notte a Bellagio, in riva al lago.',
    highlights: [
      'I giardini di Villa Carlotta',
      'In battello tra Varenna e Bellagio',
      'La funicolare per Brunate, sopra Como',
    ],
    meet: 'Stazione di Como San Giovanni',
  },
  'Sardinian Shepherds’ Table': {
    title: 'Alla tavola dei pastori sardi',
    pitch:
      'Una giornata sulle colline della Barbagia con pastori che fanno ancora il pecorino a mano, fino a un lungo pranzo di porceddu, pane carasau e Cannonau.',
    highlights: [
      'Il formaggio fatto con un pastore della Barbagia',
      'I murales di Orgosolo',
      'Pranzo all’aperto tra le querce da sughero',
    ],
    meet: 'Stazione degli autobus di Nuoro',
  },
  'Wachau Apricot and Wine Day': {
    title: 'Wachau, una giornata tra albicocche e vino',
    pitch:
      'Una giornata rilassata in bici lungo il Danubio nella Wachau, con assaggi di albicocche, una cantina di Grüner Veltliner e il ritorno in traghetto sull’altra sponda.',
    highlights: [
      'In bici tra i vigneti terrazzati della Wachau',
      'Degustazione in un frutteto di albicocche',
      'La storica traversata in traghetto a Spitz',
    ],
    meet: 'Stazione di Krems an der Donau',
  },
};
