import type { TourPhrases } from '../types.js';

/** "A, B e C" ("ed" before a word starting with e, as Italian writes it). */
export function listIt(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1]!;
  return `${items.slice(0, -1).join(', ')} ${/^[eéè]/i.test(last) ? 'ed' : 'e'} ${last}`;
}

export type Preposition = 'a' | 'da' | 'di';

/** A preposition joined to the article it meets ("di" + "la" = "della", "a" + "l’" = "all’"). */
const joined: Record<string, Record<Preposition, string>> = {
  il: { a: 'al', da: 'dal', di: 'del' },
  lo: { a: 'allo', da: 'dallo', di: 'dello' },
  la: { a: 'alla', da: 'dalla', di: 'della' },
  'l’': { a: 'all’', da: 'dall’', di: 'dell’' },
  i: { a: 'ai', da: 'dai', di: 'dei' },
  gli: { a: 'agli', da: 'dagli', di: 'degli' },
  le: { a: 'alle', da: 'dalle', di: 'delle' },
};

/**
 * Places that take an article or another preposition than a town's "a" (passes, valleys, lakes,
 * parks, L’Aia), by their Italian name: `the` is the place with its article, `at` where one is
 * and `to` where one goes ("nella valle di Pineta", "da Bielsa alla valle di Pineta") when that
 * is not "a" joined to the article.
 */
const placeForms: Record<string, { the: string; at?: string; to?: string }> = {
  'Passo Sella': { the: 'il Passo Sella' },
  'Val Gardena': { the: 'la Val Gardena', at: 'in Val Gardena', to: 'in Val Gardena' },
  'Kleine Scheidegg': { the: 'la Kleine Scheidegg' },
  Achensee: { the: 'il lago Achensee' },
  Titisee: { the: 'il lago Titisee' },
  'Laghi di Plitvice': { the: 'i Laghi di Plitvice' },
  'Cap Fréhel': { the: 'il Cap Fréhel' },
  'Rifugio di Estós': { the: 'il rifugio di Estós' },
  Kebnekaise: { the: 'il Kebnekaise', at: 'ai piedi del Kebnekaise' },
  Alqueva: { the: 'il lago di Alqueva' },
  Pineta: { the: 'la valle di Pineta', at: 'nella valle di Pineta' },
  Ordesa: { the: 'la valle di Ordesa', at: 'nella valle di Ordesa' },
  Lahemaa: { the: 'il Parco nazionale di Lahemaa', at: 'nel Parco nazionale di Lahemaa' },
  Soomaa: { the: 'il Parco nazionale di Soomaa', at: 'nel Parco nazionale di Soomaa' },
  Linnansaari: {
    the: 'il Parco nazionale di Linnansaari',
    at: 'nel Parco nazionale di Linnansaari',
  },
  'L’Aia': { the: 'l’Aia' },
  'La Spezia': { the: 'la Spezia' },
};

/**
 * A preposition before a noun: joined to its article ("di" + "la valle del Douro" = "della valle
 * del Douro"), or "ad" before an a, as Italian writes it ("ad Alba").
 */
export function joinedTo(preposition: Preposition, noun: string): string {
  const match = /^(il|lo|la|i|gli|le) (.*)$/.exec(noun) ?? /^(l’)(.*)$/.exec(noun);
  if (match) {
    const article = match[1]!;
    const joint = joined[article]![preposition];
    return article === 'l’' ? `${joint}${match[2]}` : `${joint} ${match[2]}`;
  }
  if (preposition === 'a' && /^[aàá]/i.test(noun)) return `ad ${noun}`;
  return `${preposition} ${noun}`;
}

const withPreposition = (preposition: Preposition, place: string) =>
  joinedTo(preposition, placeForms[place]?.the ?? place);

/** "a Lione", "ad Alba", "ai Laghi di Plitvice", "in Val Gardena". */
export const atPlace = (place: string) => placeForms[place]?.at ?? withPreposition('a', place);
/** "a Lione", "alla valle di Pineta", "in Val Gardena": where a leg goes. */
export const toPlace = (place: string) => placeForms[place]?.to ?? withPreposition('a', place);
/** "da Lione", "dal Passo Sella", "dall’Aia". */
export const fromPlace = (place: string) => withPreposition('da', place);
/** "di Lione", "dei Laghi di Plitvice", "della Spezia". */
export const ofPlace = (place: string) => withPreposition('di', place);
/** The place as a noun in a sentence: "Lione", "il Passo Sella", "la Val Gardena". */
export const thePlace = (place: string) => placeForms[place]?.the ?? place;

/** Tu, as the site's Italian texts (web/src/locales/it). */
export const italianPhrases: TourPhrases = {
  activities: {
    eco: [
      {
        title: 'Visita a un progetto di rinaturalizzazione',
        text: 'Trascorri la mattinata {inPlace} con il team di un progetto di rinaturalizzazione e scopri come animali al pascolo, castori e zone umide ripristinate stanno riportando in vita il paesaggio.',
      },
      {
        title: 'Nel bosco tra erbe e funghi',
        text: 'Un naturalista ti accompagna {inPlace} in una lenta passeggiata nei boschi, alla scoperta di piante commestibili, funghi e tracce degli animali che li abitano.',
      },
      {
        title: 'Birdwatching all’alba',
        text: 'Sveglia presto per un’uscita di birdwatching guidata {inPlace}, con binocolo e guida da campo a disposizione, seguita da una colazione con calma.',
      },
      {
        title: 'Una giornata con i contadini',
        text: 'Dai una mano in una piccola fattoria biologica {inPlace}: accudisci gli animali, aiuti nell’orto e poi ti siedi a tavola per un pranzo cucinato con il raccolto del mattino.',
      },
      {
        title: 'Escursione panoramica',
        text: 'Un’escursione più lunga parte {fromPlace} e sale fino al punto panoramico più bello della zona, con pranzo al sacco in cima e una variante più facile per chi preferisce una giornata tranquilla.',
      },
      {
        title: 'Sull’acqua',
        text: 'Una giornata in canoa o in kayak {inPlace}: con un istruttore esplori le sponde e ti fermi per un bagno quando il tempo lo permette.',
      },
      {
        title: 'Volontariato per la natura',
        text: 'Mezza giornata di volontariato {inPlace} insieme ai guardiaparco: rimuovi piante invasive, sistemi i sentieri o conti gli animali selvatici. Il pomeriggio è libero.',
      },
      {
        title: 'Giornata libera',
        text: 'Una giornata libera {inPlace}. La tua guida ti suggerisce passeggiate, angoli per un bagno e caffè dove fermarti, e in quasi tutte le nostre strutture puoi prendere in prestito una bici.',
      },
    ],
    gastro: [
      {
        title: 'Mercato del mattino e corso di cucina',
        text: 'Fai la spesa al mercato del mattino {inPlace} con una cuoca del posto, poi in una cucina di famiglia preparate e gustate insieme un pranzo di tre portate.',
      },
      {
        title: 'Produttori e degustazioni',
        text: 'Visiti piccoli produttori {inPlace} – un casaro, un fornaio e una cantina –, assaggi strada facendo e scopri come lavora ciascuno di loro.',
      },
      {
        title: 'Dalla fattoria alla tavola',
        text: 'Un pomeriggio in una fattoria {inPlace} si chiude con una lunga cena a una tavolata comune, preparata con ingredienti coltivati a pochi passi.',
      },
      {
        title: 'Street food tra i vicoli',
        text: 'Un giornalista gastronomico del posto ti guida {inPlace} per vicoli e stradine secondarie: assaggi gli spuntini che la gente mangia davvero e ascolti le storie che ci sono dietro.',
      },
      {
        title: 'Cantine e vigneti',
        text: 'Una giornata {inPlace} a piedi o in bici tra i vigneti, con visite in cantina, una degustazione di vini naturali e a basso intervento e un picnic tra i filari.',
      },
      {
        title: 'Erbe spontanee con uno chef',
        text: 'Insieme a uno chef raccogli {inPlace} erbe aromatiche, verdure selvatiche e, in stagione, funghi; poi è lui a cucinare per pranzo quello che avete trovato.',
      },
      {
        title: 'Il forno all’alba',
        text: 'Prima dell’alba raggiungi i fornai {inPlace} per dare forma al pane e ai dolci del giorno; poi, quando si aprono i forni, ti godi il risultato con un caffè.',
      },
      {
        title: 'Pomeriggio libero',
        text: 'Una giornata libera {inPlace}. La nostra guida ti lascia una mappa con i suoi caffè, bar e gastronomie preferiti ed è felice di prenotarti un tavolo per la sera.',
      },
    ],
    'no-flight-europe': [
      {
        title: 'Passeggiata nel centro storico',
        text: 'Una guida del posto ti accompagna {inPlace} alla scoperta del centro storico a piedi, dalla piazza principale fino alle vie tranquille e ai cortili nascosti alle sue spalle.',
      },
      {
        title: 'Gita panoramica',
        text: 'Una gita in treno regionale o in battello {fromPlace} verso i paesaggi più belli dei dintorni, con rientro in tempo per cena.',
      },
      {
        title: 'Musei e caffè',
        text: 'Trascorri la giornata {inPlace} tra musei e caffè, con un abbonamento ai mezzi pubblici incluso per esplorare con i tuoi tempi.',
      },
      {
        title: 'In bici e a piedi',
        text: 'Scopri {place} come chi ci vive: un giro guidato in bici tra i parchi e lungo l’acqua, poi un pomeriggio a piedi.',
      },
      {
        title: 'Giornata libera',
        text: 'Una giornata libera {inPlace}. Il tuo accompagnatore è a disposizione per consigli, e i biglietti dei mezzi pubblici in città sono inclusi.',
      },
      {
        title: 'Porto e lungomare',
        text: 'Passeggi {inPlace} tra il porto e il lungomare, fai un breve tragitto sul traghetto di linea e chiudi la giornata con una cena vicino all’acqua.',
      },
    ],
  },
  travelDay: {
    train: [
      'Un treno del mattino ti porta {fromLeg} {toLeg}: i posti sono prenotati e la linea è tra le più panoramiche del viaggio. Pomeriggio libero {inPlace}.',
      'Un tranquillo viaggio in treno {fromLeg} {toLeg}, con il tempo di pranzare a bordo e una breve passeggiata per orientarti all’arrivo.',
    ],
    bus: [
      'Un pullman a basse emissioni porta il gruppo {fromLeg} {toLeg}, con una sosta lungo la strada per una passeggiata e il pranzo.',
      'Si viaggia in autobus regionale {fromLeg} {toLeg}; la guida pensa a biglietti e bagagli, e la serata è tutta tua.',
    ],
    bike: [
      'Pedali {fromLeg} {toLeg} su strade secondarie tranquille e piste ciclabili, circa {km} km con tante soste. I bagagli ti precedono in furgone.',
      'La tappa di oggi, circa {km} km, ti porta {fromLeg} {toLeg}, con una pausa caffè a metà strada e un mezzo di appoggio per chi preferisce un passaggio.',
    ],
    walk: [
      'Cammini per circa {km} km {fromLeg} {toLeg} su sentieri segnalati, mentre i bagagli vengono portati all’alloggio successivo.',
      'Una giornata a piedi {fromLeg} {toLeg}: circa {km} km, con pranzo al sacco lungo il cammino e la cena che ti aspetta all’arrivo.',
    ],
    none: [
      'Prosegui {fromLeg} {toLeg} con i mezzi locali, biglietti forniti, e all’arrivo hai tempo per esplorare.',
      'Trasferimento {fromLeg} {toLeg} in autobus di linea o in traghetto, poi sistemazione nell’alloggio prima della cena insieme.',
    ],
  },
  finalLeg: {
    train:
      'Un ultimo tragitto panoramico in treno ti porta {fromLeg} {toLeg}, dove il viaggio si conclude nel pomeriggio.',
    bus: 'Un ultimo trasferimento in pullman ti porta {fromLeg} {toLeg}, dove il viaggio si conclude dopo pranzo.',
    bike: 'L’ultima pedalata, circa {km} km, ti porta {fromLeg} {toLeg}, dove il viaggio si chiude con un pranzo di festa.',
    walk: 'L’ultima tappa, circa {km} km, ti conduce {fromLeg} {toLeg}, dove il viaggio si conclude nel pomeriggio.',
    none: 'Trasferimento {fromLeg} {toLeg} con i mezzi locali; il viaggio si conclude all’arrivo.',
  },
  arrival: [
    'Nel pomeriggio incontri la tua guida al punto d’incontro ({meet}) per una breve passeggiata {inPlace}, seguita da una cena di benvenuto.',
    'Arrivi {inPlace} con i tuoi tempi e raggiungi il gruppo al punto d’incontro ({meet}) per un briefing e una cena insieme.',
  ],
  departure: [
    'Dopo colazione il viaggio si conclude {inPlace}. Ti aiutiamo a organizzare il proseguimento in treno o in autobus.',
    'Un’ultima mattinata {inPlace} prima che il viaggio si concluda verso mezzogiorno, con il tempo per un’ultima passeggiata o un giro al mercato.',
  ],
  oneDay:
    'Appuntamento al mattino: {meet}. {pitch} La giornata si conclude al punto d’incontro nel tardo pomeriggio.',
  categoryParagraphs: {
    eco: [
      'Questo è un viaggio dedicato al paesaggio e alle persone che se ne prendono cura. Ogni giornata unisce il tempo all’aria aperta alla visita di un progetto di tutela della natura, di una fattoria o di una stazione dei guardiaparco, e una parte di ogni prenotazione va direttamente a uno di loro.',
      'Viaggiare lentamente e in piccoli gruppi significa lasciare poche tracce. Dormiamo in pensioni e rifugi gestiti da gente del posto, mangiamo cibo di stagione prodotto nei dintorni e ci affidiamo a guide che vivono nella regione.',
      'Passerai gran parte di ogni giornata all’aperto, scoprendo come vengono protetti e ripristinati i luoghi che attraversi, dalle zone umide e dai boschi ai vecchi campi che tornano selvatici.',
    ],
    gastro: [
      'Il cibo è il filo conduttore di questo viaggio. Mangiamo con i cuochi, i fornai, i contadini e i vignaioli che danno carattere alla regione, e quasi sempre alla loro tavola anziché al ristorante.',
      'Mercati al mattino, degustazioni al pomeriggio e lunghe cene la sera. Ogni produttore che visitiamo è piccolo, indipendente e scelto per come tratta la sua terra e i suoi animali.',
      'Assaggerai la regione attraverso le sue stagioni e la sua gente, con corsi di cucina, visite in cantina e passeggiate che mettono appetito tra un pasto e l’altro.',
    ],
    'no-flight-europe': [
      'Il viaggio è già metà del piacere. Tutto l’itinerario è pensato per treni, traghetti e autobus: raggiungi la partenza senza volare e guardi il paesaggio cambiare dal finestrino.',
      'Viaggiare lenti non vuol dire faticare: pensiamo noi a biglietti, prenotazioni dei posti e bagagli, così ti godi il tragitto da una tappa all’altra.',
      'Ogni tappa è scelta per spezzare il viaggio in tratte comode, con il tempo di esplorare all’arrivo e un accompagnatore che conosce a fondo la rete ferroviaria.',
    ],
  },
  difficultyNotes: {
    easy: 'Il ritmo è tranquillo e adatto a chiunque ami qualche ora di attività leggera al giorno.',
    moderate:
      'Prevedi dalle tre alle cinque ore di attività quasi ogni giorno, con qualche salita: una discreta forma fisica ti aiuterà a goderti il viaggio.',
    challenging:
      'Le giornate sono lunghe, con dislivelli importanti: servono l’abitudine a camminare o pedalare con regolarità e un passo sicuro su terreni accidentati.',
  },
  baseCampNotes: {
    train: 'Treni regionali e mezzi locali ti portano a ogni visita.',
    bus: 'Un piccolo pullman passa a prendere il gruppo al punto d’incontro per ogni visita.',
    bike: 'Si parte dal punto d’incontro su ottime bici ibride, con e-bike a disposizione.',
    walk: 'Tutto è raggiungibile a piedi: basta uno zaino da giornata.',
    none: 'I mezzi locali per raggiungere ogni visita sono inclusi.',
  },
  transportNotes: {
    train:
      'Tutti gli spostamenti tra una tappa e l’altra sono in treno, con posti prenotati in anticipo.',
    bus: 'Tra una tappa e l’altra viaggiamo in pullman a basse emissioni o in autobus regionale.',
    bike: 'Pedali su ottime bici ibride, con e-bike a disposizione, e un furgone di appoggio trasporta i bagagli.',
    walk: 'Cammini da una tappa all’altra con un semplice zaino da giornata; ai bagagli pensiamo noi.',
    none: 'I trasferimenti si fanno con autobus locali, traghetti e barche, biglietti inclusi.',
  },
  list: listIt,
  inPlace: atPlace,
  toPlace,
  fromPlace,
  dayTitles: {
    oneDay: (place) => `Una giornata ${atPlace(place)}`,
    arrival: (place) => `Arrivo ${atPlace(place)}`,
    leg: (from, to) => `${from} – ${to}`,
    farewell: (place) => `Partenza ${fromPlace(place)}`,
    activity: (activity, place) => `${activity} ${atPlace(place)}`,
  },
  highlights: {
    byCategory: {
      eco: 'Una parte di ogni prenotazione sostiene un progetto locale di tutela della natura',
      gastro: 'Pasti condivisi con contadini e cuochi indipendenti',
      'no-flight-europe': 'Punto di partenza raggiungibile in treno, senza bisogno di volare',
    },
    smallGroup: (size) => `Piccolo gruppo di massimo ${size} viaggiatori`,
    greenGuesthouses: 'Pensioni gestite da gente del posto, scelte per il loro impegno ambientale',
  },
  included: {
    guide: 'Guida locale esperta o accompagnatore per tutto il viaggio',
    nights: (nights) =>
      nights === 1
        ? '1 notte in una struttura gestita da gente del posto'
        : `${nights} notti in strutture gestite da gente del posto`,
    breakfast: 'Colazione tutti i giorni',
    byCategory: {
      eco: 'Ingressi a parchi e riserve, più una donazione a un progetto locale di tutela della natura',
      gastro: 'Tutte le degustazioni, i corsi di cucina e le visite ai produttori in programma',
      'no-flight-europe':
        'Tutti i biglietti di treno, traghetto e autobus tra le tappe, con prenotazione dei posti',
    },
    byTransport: {
      train: 'Viaggi in treno in seconda classe tra una tappa e l’altra',
      bus: 'Trasferimenti in pullman a basse emissioni',
      bike: 'Bici ibrida con borse, casco e kit di riparazione',
      walk: 'Trasporto dei bagagli da un alloggio all’altro',
      none: 'Autobus locali, traghetti e trasferimenti in barca',
    },
    dinners: (dinners) => (dinners === 1 ? '1 cena' : `${dinners} cene`),
  },
  notIncluded: {
    travelToAndFrom: (place) => `Viaggio di andata e ritorno per ${thePlace(place)}`,
    travelToAndHome: (start, end) =>
      `Viaggio di andata per ${thePlace(start)} e ritorno ${fromPlace(end)}`,
    insurance: 'Assicurazione di viaggio',
    gastroDrinks: 'Bevande oltre a quelle servite nelle degustazioni',
    lunches: 'Pranzi, salvo dove indicato',
    personal: 'Spese personali e mance',
    eBike: 'E-bike (prenotabile come extra)',
  },
  cancellation: {
    rail: 'I biglietti del treno e le cuccette vengono emessi a tuo nome due settimane prima della partenza; da quel momento, un cambio di data dipende dai posti disponibili sui nuovi treni.',
    wholeBooking:
      'Un cambio di data vale per l’intera prenotazione: tutti i viaggiatori passano insieme alla nuova data.',
    seats:
      'Un cambio di data dipende dai posti disponibili sulla nuova partenza; i tuoi extra seguono la prenotazione.',
  },
  description: {
    basedIn: (days, place) =>
      `${days === 1 ? 'Tutta la giornata si svolge' : 'Per tutto il viaggio si alloggia'} ${atPlace(place)}: niente valigie da fare e disfare.`,
    route: (start, end, days, middle) =>
      `L’itinerario di ${days} giorni parte ${fromPlace(start)} e arriva ${atPlace(end)}` +
      (middle.length > 0
        ? `, passando per ${listIt(middle.map(thePlace))}.`
        : ': breve e senza fretta.'),
    groupLimit: (size) => `I gruppi sono di massimo ${size} viaggiatori.`,
  },
};
