import type { TourPhrases } from '../types.js';

/** "A, B und C". */
export function listDe(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}

/**
 * Places that take another preposition than "in", "nach" and "von" (islands, passes, lakes,
 * parks), by their German name.
 */
const placeForms: Record<string, { in: string; to: string; from: string }> = {
  Sellajoch: { in: 'am Sellajoch', to: 'zum Sellajoch', from: 'vom Sellajoch' },
  'Kleine Scheidegg': {
    in: 'auf der Kleinen Scheidegg',
    to: 'zur Kleinen Scheidegg',
    from: 'von der Kleinen Scheidegg',
  },
  Achensee: { in: 'am Achensee', to: 'zum Achensee', from: 'vom Achensee' },
  Titisee: { in: 'am Titisee', to: 'zum Titisee', from: 'vom Titisee' },
  'Plitvicer Seen': {
    in: 'an den Plitvicer Seen',
    to: 'zu den Plitvicer Seen',
    from: 'von den Plitvicer Seen',
  },
  'Cap Fréhel': { in: 'am Cap Fréhel', to: 'zum Cap Fréhel', from: 'vom Cap Fréhel' },
  'Refugio de Estós': {
    in: 'im Refugio de Estós',
    to: 'zum Refugio de Estós',
    from: 'vom Refugio de Estós',
  },
  Kebnekaise: { in: 'am Kebnekaise', to: 'zum Kebnekaise', from: 'vom Kebnekaise' },
  Alqueva: { in: 'am Alqueva-Stausee', to: 'zum Alqueva-Stausee', from: 'vom Alqueva-Stausee' },
  Pineta: { in: 'im Pineta-Tal', to: 'ins Pineta-Tal', from: 'aus dem Pineta-Tal' },
  Ordesa: { in: 'im Ordesa-Tal', to: 'ins Ordesa-Tal', from: 'aus dem Ordesa-Tal' },
  Lahemaa: {
    in: 'im Nationalpark Lahemaa',
    to: 'in den Nationalpark Lahemaa',
    from: 'aus dem Nationalpark Lahemaa',
  },
  Soomaa: {
    in: 'im Nationalpark Soomaa',
    to: 'in den Nationalpark Soomaa',
    from: 'aus dem Nationalpark Soomaa',
  },
  Linnansaari: {
    in: 'im Nationalpark Linnansaari',
    to: 'in den Nationalpark Linnansaari',
    from: 'aus dem Nationalpark Linnansaari',
  },
  Gröden: { in: 'in Gröden', to: 'nach Gröden', from: 'aus Gröden' },
};
const islands = new Set([
  'Grinda',
  'Ærø',
  'Langeland',
  'Brač',
  'Hvar',
  'Korčula',
  'Saaremaa',
  'Marken',
]);

const inPlace = (place: string) =>
  placeForms[place]?.in ?? (islands.has(place) ? `auf ${place}` : `in ${place}`);
const toPlace = (place: string) => placeForms[place]?.to ?? `nach ${place}`;
const fromPlace = (place: string) => placeForms[place]?.from ?? `von ${place}`;

/** Du-Form, as the site's German texts (web/src/locales/de). */
export const germanPhrases: TourPhrases = {
  activities: {
    eco: [
      {
        title: 'Besuch eines Rewilding-Projekts',
        text: 'Den Vormittag verbringst du {inPlace} mit dem Team eines Rewilding-Projekts und erfährst, wie Weidetiere, Biber und renaturierte Feuchtgebiete die Landschaft wieder aufleben lassen.',
      },
      {
        title: 'Waldspaziergang mit Kräutersammeln',
        text: 'Eine Naturkundlerin führt dich {inPlace} gemächlich durch die Wälder, zeigt dir essbare Pflanzen und Pilze und liest mit dir die Spuren der Tiere, die hier leben.',
      },
      {
        title: 'Vogelbeobachtung im Morgengrauen',
        text: 'Früh aufstehen lohnt sich, denn {inPlace} beobachtest du mit einem Guide die Vogelwelt, Fernglas und Bestimmungsbuch bekommst du gestellt. Danach gibt es ein spätes Frühstück.',
      },
      {
        title: 'Ein Tag bei Bauern aus der Region',
        text: 'Pack mit an auf einem kleinen Biohof {inPlace}: Tiere füttern, im Gemüsegarten helfen und mittags gemeinsam essen, was am Morgen geerntet wurde.',
      },
      {
        title: 'Gipfel- oder Aussichtswanderung',
        text: 'Eine längere Wanderung führt zum schönsten Aussichtspunkt der Gegend {inPlace}, mit Picknick oben. Wer es ruhiger mag, wählt die leichtere Variante.',
      },
      {
        title: 'Auf dem Wasser',
        text: 'Mit einem Kanu- oder Kajaklehrer erkundest du {inPlace} das Ufer – und wenn das Wetter mitspielt, legt ihr einen Badestopp ein.',
      },
      {
        title: 'Einsatz für den Naturschutz',
        text: 'Einen halben Tag packst du {inPlace} im Naturschutz mit an: invasive Pflanzen entfernen, Wege ausbessern oder mit den Rangern Tiere zählen. Der Nachmittag gehört dir.',
      },
      {
        title: 'Freier Tag',
        text: 'Ein freier Tag {inPlace}. Dein Guide hat Tipps für Wanderungen, Badestellen und Cafés, und in den meisten unserer Unterkünfte kannst du dir ein Fahrrad leihen.',
      },
    ],
    gastro: [
      {
        title: 'Marktbummel und Kochkurs',
        text: 'Mit einer Köchin aus der Gegend kaufst du auf dem Morgenmarkt {inPlace} ein. Anschließend kocht ihr in einer Familienküche gemeinsam ein Mittagessen mit drei Gängen.',
      },
      {
        title: 'Erzeuger und Verkostungen',
        text: 'Du besuchst kleine Erzeuger {inPlace} – eine Käserei, eine Bäckerei und ein Weingut –, probierst unterwegs und erfährst, wie jeder von ihnen wirtschaftet.',
      },
      {
        title: 'Vom Hof auf den Tisch',
        text: 'Ein Nachmittag auf einem Hof {inPlace} endet mit einem langen Abendessen an einer gemeinsamen Tafel, gekocht aus Zutaten, die in Sichtweite gewachsen sind.',
      },
      {
        title: 'Streetfood-Rundgang',
        text: 'Eine Foodjournalistin aus der Stadt führt dich durch die Seitengassen von {place}. Du probierst, was die Einheimischen wirklich essen, und hörst die Geschichten dahinter.',
      },
      {
        title: 'Weinkeller und Weinberge',
        text: 'Zu Fuß oder mit dem Rad geht es durch die Weinberge {inPlace}, mit Kellerbesuchen, einer Verkostung von Natur- und naturnahen Weinen und einem Picknick zwischen den Reben.',
      },
      {
        title: 'Sammeln mit einem Koch',
        text: 'Mit einem Koch sammelst du {inPlace} Kräuter, Wildgemüse und je nach Saison Pilze – und mittags kocht er, was ihr gefunden habt.',
      },
      {
        title: 'Backstube im Morgengrauen',
        text: 'Noch vor Sonnenaufgang formst du mit den Bäckern {inPlace} Brot und Gebäck für den Tag. Sobald die Öfen offen sind, genießt du das Ergebnis bei einem Kaffee.',
      },
      {
        title: 'Freier Nachmittag',
        text: 'Ein freier Tag {inPlace}. Dein Guide gibt dir eine Karte mit den liebsten Cafés, Feinkostläden und Bars und reserviert dir gern einen Tisch für den Abend.',
      },
    ],
    'no-flight-europe': [
      {
        title: 'Altstadtrundgang',
        text: 'Ein Guide aus der Stadt zeigt dir die Altstadt von {place} zu Fuß – vom Hauptplatz bis zu den stillen Gassen und Innenhöfen dahinter.',
      },
      {
        title: 'Ausflug in die schönste Umgebung',
        text: 'Mit dem Regionalzug oder dem Schiff geht es {fromPlace} aus in die schönste Landschaft der Umgebung. Zum Abendessen bist du zurück.',
      },
      {
        title: 'Museen und Cafés',
        text: 'Den Tag verbringst du {inPlace} in Museen und Cafés. Ein Ticket für den Nahverkehr ist inklusive, so entdeckst du die Stadt in deinem eigenen Tempo.',
      },
      {
        title: 'Mit dem Rad und zu Fuß',
        text: 'Entdecke {place} wie die Einheimischen: auf einer geführten Radtour durch Parks und am Wasser entlang, danach einen Nachmittag zu Fuß.',
      },
      {
        title: 'Freier Tag',
        text: 'Ein freier Tag {inPlace}. Deine Reiseleitung ist für Tipps da, und die Tickets für den Nahverkehr der Stadt sind inklusive.',
      },
      {
        title: 'Hafen und Uferpromenade',
        text: 'Du spazierst {inPlace} durch den Hafen und an der Uferpromenade entlang, nimmst eine kurze Fähre und lässt den Tag beim Abendessen am Wasser ausklingen.',
      },
    ],
  },
  travelDay: {
    train: [
      'Am Morgen steigst du in den Zug {fromLeg} {toLeg}. Die Plätze sind reserviert, und die Strecke gehört zu den schönsten der Reise. Den Nachmittag {inPlace} hast du zur freien Verfügung.',
      'Eine entspannte Bahnfahrt bringt dich {fromLeg} {toLeg}, mit Zeit fürs Mittagessen an Bord und einem kurzen Orientierungsrundgang nach der Ankunft.',
    ],
    bus: [
      'Ein emissionsarmer Reisebus bringt die Gruppe {fromLeg} {toLeg}, unterwegs mit einem Halt für einen Spaziergang und das Mittagessen.',
      'Mit dem Regionalbus geht es {fromLeg} {toLeg}. Um Tickets und Gepäck kümmert sich dein Guide, der Abend gehört dir.',
    ],
    bike: [
      'Auf ruhigen Nebenstraßen und Radwegen radelst du {fromLeg} {toLeg}, etwa {km} km mit vielen Pausen. Dein Gepäck fährt im Transporter voraus.',
      'Die heutige Etappe von rund {km} km führt {fromLeg} {toLeg}, mit einer Kaffeepause auf halber Strecke und einem Begleitfahrzeug für alle, die lieber mitfahren.',
    ],
    walk: [
      'Auf markierten Wegen wanderst du etwa {km} km {fromLeg} {toLeg}, während dein Gepäck zur nächsten Unterkunft gebracht wird.',
      'Ein Tag zu Fuß {fromLeg} {toLeg}: rund {km} km mit Picknick unterwegs und einem Abendessen, das am Ziel auf dich wartet.',
    ],
    none: [
      'Mit öffentlichen Verkehrsmitteln geht es weiter {fromLeg} {toLeg}. Die Tickets bekommst du von uns, und nach der Ankunft bleibt Zeit zum Erkunden.',
      'Mit Linienbus oder Fähre geht es {fromLeg} {toLeg}. Du beziehst deine Unterkunft, bevor ihr gemeinsam zu Abend esst.',
    ],
  },
  finalLeg: {
    train:
      'Eine letzte Fahrt mit herrlicher Aussicht bringt dich {fromLeg} {toLeg}, wo die Reise am Nachmittag endet.',
    bus: 'Ein letzter Bustransfer bringt dich {fromLeg} {toLeg}, wo die Reise nach dem Mittagessen endet.',
    bike: 'Die letzte Etappe von rund {km} km führt {fromLeg} {toLeg}, wo die Reise mit einem festlichen Mittagessen endet.',
    walk: 'Die letzte Etappe von etwa {km} km führt {fromLeg} {toLeg}, wo die Reise am Nachmittag endet.',
    none: 'Mit öffentlichen Verkehrsmitteln geht es {fromLeg} {toLeg}; dort endet die Reise.',
  },
  arrival: [
    'Am Nachmittag triffst du deinen Guide am Treffpunkt ({meet}) zu einem ersten Spaziergang durch {place}. Danach wartet das Willkommensabendessen.',
    'Du reist in deinem eigenen Tempo an und triffst die Gruppe am Treffpunkt ({meet}) zur Einführung und zum gemeinsamen Abendessen.',
  ],
  departure: [
    'Nach dem Frühstück endet die Reise {inPlace}. Gern helfen wir dir, die Weiterreise mit Bahn oder Bus zu planen.',
    'Ein letzter Vormittag {inPlace}, bevor die Reise gegen Mittag endet – Zeit für einen letzten Spaziergang oder Marktbesuch.',
  ],
  oneDay:
    'Treffpunkt am Morgen: {meet}. {pitch} Am späten Nachmittag endet der Tag wieder am Treffpunkt.',
  categoryParagraphs: {
    eco: [
      'Diese Reise handelt von Landschaften und den Menschen, die sie pflegen. Jeder Tag verbindet Zeit draußen mit dem Besuch eines Naturschutzprojekts, eines Hofs oder einer Rangerstation – und ein Teil jeder Buchung geht direkt an eines davon.',
      'Wer langsam und in kleiner Gruppe reist, hinterlässt kaum Spuren. Wir übernachten in Pensionen und Hütten aus der Region, essen saisonal und regional und sind mit Guides unterwegs, die hier zu Hause sind.',
      'Die meiste Zeit des Tages bist du draußen und erfährst, wie die Landschaften, durch die du wanderst, geschützt und wiederhergestellt werden – von Feuchtgebieten und Wäldern bis zu altem Ackerland, das wieder verwildert.',
    ],
    gastro: [
      'Das Essen ist der rote Faden dieser Reise. Wir essen mit den Köchinnen, Bäckern, Bauern und Winzern, die die Region prägen, und sitzen meist an ihren Tischen statt im Restaurant.',
      'Morgens Märkte, nachmittags Verkostungen, abends lange Tafeln. Alle Erzeuger, die wir besuchen, sind klein und unabhängig und danach ausgewählt, wie sie mit ihrem Land und ihren Tieren umgehen.',
      'Du schmeckst die Region durch ihre Jahreszeiten und ihre Menschen – mit Kochkursen, Kellerbesuchen und Spaziergängen, die zwischen den Mahlzeiten Appetit machen.',
    ],
    'no-flight-europe': [
      'Der Weg ist das halbe Vergnügen. Die ganze Route ist auf Züge, Fähren und Busse ausgelegt: Du erreichst den Start ohne Flug und siehst vom Fenster aus, wie sich die Landschaft verändert.',
      'Langsam reisen heißt nicht mühsam reisen: Um Tickets, Platzreservierungen und Gepäck kümmern wir uns, du genießt die Fahrt von Station zu Station.',
      'Jede Station teilt die Reise in bequeme Etappen, mit Zeit zum Erkunden nach der Ankunft und einer Reiseleitung, die das Bahnnetz bestens kennt.',
    ],
  },
  difficultyNotes: {
    easy: 'Das Tempo ist gemächlich und passt für alle, die sich gern ein paar Stunden am Tag leicht bewegen.',
    moderate:
      'An den meisten Tagen bist du drei bis fünf Stunden aktiv, mit einigen Anstiegen; eine ordentliche Grundkondition macht es angenehmer.',
    challenging:
      'Die Tage sind lang und haben ordentliche Höhenmeter. Du solltest regelmäßig wandern oder Rad fahren und auf unwegsamem Gelände trittsicher sein.',
  },
  baseCampNotes: {
    train: 'Zu jedem Ausflug fährst du mit Regionalzügen und dem Nahverkehr.',
    bus: 'Ein kleiner Bus holt die Gruppe für jeden Ausflug am Treffpunkt ab.',
    bike: 'Vom Treffpunkt aus fährst du auf hochwertigen Trekkingrädern, E-Bikes sind verfügbar.',
    walk: 'Alles ist zu Fuß erreichbar, ein Tagesrucksack genügt.',
    none: 'Die Fahrten mit dem Nahverkehr zu jedem Ausflug sind inklusive.',
  },
  transportNotes: {
    train: 'Zwischen den Stationen reist du mit dem Zug, die Plätze sind vorab reserviert.',
    bus: 'Zwischen den Stationen reisen wir mit emissionsarmem Reisebus oder Regionalbus.',
    bike: 'Du fährst hochwertige Trekkingräder, E-Bikes sind verfügbar, und ein Begleitfahrzeug transportiert das Gepäck.',
    walk: 'Von Station zu Station wanderst du nur mit Tagesrucksack; dein Gepäck wird für dich transportiert.',
    none: 'Für die Transfers nutzen wir Linienbusse, Fähren und Boote, die Tickets sind inklusive.',
  },
  list: listDe,
  inPlace,
  toPlace,
  fromPlace,
  dayTitles: {
    oneDay: (place) => `Ein Tag ${inPlace(place)}`,
    arrival: (place) => `Ankunft ${inPlace(place)}`,
    leg: (from, to) => `${from} – ${to}`,
    farewell: (place) => `Abschied ${fromPlace(place)}`,
    activity: (activity, place) => `${activity} ${inPlace(place)}`,
  },
  highlights: {
    byCategory: {
      eco: 'Ein Teil jeder Buchung fließt in ein Naturschutzprojekt vor Ort',
      gastro: 'Gemeinsame Mahlzeiten mit unabhängigen Bauern und Köchen',
      'no-flight-europe': 'Anreise zum Start mit dem Zug, ganz ohne Flug',
    },
    smallGroup: (size) => `Kleine Gruppe mit höchstens ${size} Reisenden`,
    greenGuesthouses: 'Pensionen aus der Region, ausgewählt nach ihrem Einsatz für die Umwelt',
  },
  included: {
    guide: 'Erfahrener Guide oder Reiseleitung aus der Region während der ganzen Reise',
    nights: (nights) =>
      nights === 1
        ? '1 Übernachtung in einer Unterkunft aus der Region'
        : `${nights} Übernachtungen in Unterkünften aus der Region`,
    breakfast: 'Täglich Frühstück',
    byCategory: {
      eco: 'Eintritte in Parks und Schutzgebiete sowie eine Spende an ein Naturschutzprojekt vor Ort',
      gastro: 'Alle Verkostungen, Kochkurse und Erzeugerbesuche laut Programm',
      'no-flight-europe':
        'Alle Bahn-, Fähr- und Bustickets zwischen den Stationen inklusive Platzreservierung',
    },
    byTransport: {
      train: 'Bahnfahrten in der 2. Klasse zwischen den Stationen',
      bus: 'Transfers im emissionsarmen Reisebus',
      bike: 'Trekkingrad mit Packtaschen, Helm und Reparaturset',
      walk: 'Gepäcktransport zwischen den Unterkünften',
      none: 'Linienbusse, Fähren und Bootstransfers vor Ort',
    },
    dinners: (dinners) => (dinners === 1 ? '1 Abendessen' : `${dinners} Abendessen`),
  },
  notIncluded: {
    travelToAndFrom: (place) => `An- und Abreise ${toPlace(place)}`,
    travelToAndHome: (start, end) => `Anreise ${toPlace(start)} und Heimreise ${fromPlace(end)}`,
    insurance: 'Reiseversicherung',
    gastroDrinks: 'Getränke außerhalb der Verkostungen',
    lunches: 'Mittagessen, sofern nicht angegeben',
    personal: 'Persönliche Ausgaben und Trinkgelder',
    eBike: 'E-Bike (als Zusatzleistung buchbar)',
  },
  cancellation: {
    rail: 'Bahntickets und Schlafwagenplätze werden zwei Wochen vor der Abreise auf deinen Namen ausgestellt; danach hängt eine Terminänderung von freien Plätzen in den neuen Zügen ab.',
    wholeBooking:
      'Eine Terminänderung gilt für die ganze Buchung: Alle Reisenden wechseln gemeinsam auf den neuen Termin.',
    seats:
      'Eine Terminänderung hängt von freien Plätzen am neuen Termin ab; deine Zusatzleistungen wechseln mit der Buchung.',
  },
  description: {
    basedIn: (days, place) =>
      `${days === 1 ? 'Der ganze Tag spielt sich' : 'Die ganze Reise spielt sich'} ${inPlace(place)} ab – kein Kofferpacken, kein Umziehen.`,
    route: (start, end, days, middle) =>
      `Die ${days}-tägige Route beginnt ${inPlace(start)} und endet ${inPlace(end)}` +
      (middle.length > 0 ? `; Stationen unterwegs: ${listDe(middle)}.` : ' – kurz und ohne Eile.'),
    groupLimit: (size) => `Die Gruppen sind auf ${size} Reisende begrenzt.`,
  },
};
