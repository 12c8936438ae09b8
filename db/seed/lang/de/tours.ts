import type { TourWords } from '../types.js';

/** The hand-written tours (tour-table.ts) in German, by their English title. */
export const germanTours: Readonly<Record<string, TourWords>> = {
  'Swiss Alpine Rail Circle': {
    title: 'Schweizer Alpen-Rundreise mit der Bahn',
    pitch:
      'Einmal rund durch die Schweizer Alpen auf einigen der schönsten Bahnstrecken der Welt – vom Seeufer in Luzern über das autofreie Zermatt bis zur Berninalinie.',
    highlights: [
      'Im Panoramawagen über den Berninapass',
      'Sonnenaufgang am Matterhorn im autofreien Zermatt',
      'Mit dem Raddampfer über den Vierwaldstättersee',
    ],
    meet: 'Zürich HB, Haupthalle neben dem Reisezentrum',
  },
  'Bernese Oberland Hut-to-Hut Trek': {
    title: 'Berner Oberland: Von Hütte zu Hütte',
    pitch:
      'Wandere unter Eiger, Mönch und Jungfrau und übernachte in familiengeführten Berghütten, die mit Milch und Käse von den umliegenden Alpen kochen.',
    highlights: [
      'Über die Kleine Scheidegg unter der Eiger-Nordwand',
      'Nächte in solarbetriebenen Berghütten',
      'Wasserfallwanderung durchs Lauterbrunnental',
    ],
    meet: 'Bahnhof Interlaken Ost, vor dem Ticketschalter',
  },
  'Tyrolean Lakes by Bike': {
    title: 'Tiroler Seen mit dem Rad',
    pitch:
      'Radle auf ruhigen Talradwegen zwischen türkisfarbenen Tiroler Seen – mit Badestopps, Almkäsereien und E-Bikes für die steileren Anstiege.',
    highlights: [
      'Morgendliches Bad im klaren Wasser des Achensees',
      'Besuch einer hochgelegenen Almkäserei',
      'Am Fluss entlang durchs Inntal radeln',
    ],
    meet: 'Innsbruck Hauptbahnhof, Fahrradabstellplatz am Südausgang',
  },
  'Vienna to Salzburg Coffeehouse Journey': {
    title: 'Von Wien nach Salzburg: Eine Kaffeehausreise',
    pitch:
      'Genieße dich von den großen Wiener Kaffeehäusern bis in die Salzburger Backstuben – mit einem Abstecher durch die Marillengärten der Wachau.',
    highlights: [
      'Strudelbackkurs in einer Wiener Kaffeehausküche',
      'Marillengärten und Heurige in der Wachau',
      'Nachmittagskaffee unter der Festung Hohensalzburg',
    ],
    meet: 'Café Central, Herrengasse 14, Wien',
  },
  'Dolomites Via Ferrata Week': {
    title: 'Klettersteigwoche in den Dolomiten',
    pitch:
      'Mit geprüften Bergführern über Leitern und Drahtseile klassischer Dolomiten-Klettersteige – und zur Erholung in Schutzhütten hoch oben auf dem Kalkfels.',
    highlights: [
      'Geführte Klettersteige in der Sellagruppe',
      'Nächte in hochgelegenen Schutzhütten über der Baumgrenze',
      'Alpenglühen an den Drei Zinnen',
    ],
    meet: 'Bahnhof Bozen, Haupteingang am Bahnhofsplatz',
  },
  'Piedmont Truffle and Barolo Weekend': {
    title: 'Trüffel- und Barolo-Wochenende im Piemont',
    pitch:
      'Geh mit einem Trüffelsucher und seinem Hund durch die herbstlichen Wälder der Langhe und verkoste Barolo bei Familien, die diese Hügel seit Generationen bewirtschaften.',
    highlights: [
      'Trüffelsuche im Morgengrauen mit einem Trifolau und seinem Hund',
      'Kellerverkostungen bei drei Barolo-Erzeugern',
      'Handgemachte Tajarin mit frisch gehobeltem weißem Trüffel',
    ],
    meet: 'Piazza Risorgimento, Alba, an den Stufen des Doms',
  },
  'Cinque Terre Coastal Path': {
    title: 'Küstenweg der Cinque Terre',
    pitch:
      'Wandere auf den Klippenpfaden zwischen den fünf Fischerdörfern der Cinque Terre und triff die Winzer, die die Trockenmauern der Terrassen wieder aufbauen.',
    highlights: [
      'Sentiero Azzurro zwischen Vernazza und Monterosso',
      'Ein Vormittag als Freiwillige an den Trockenmauern der Terrassen',
      'Sardellen zum Mittagessen bei einer Fischerfamilie in Monterosso',
    ],
    meet: 'Bahnhof La Spezia Centrale, Café an Gleis 1',
  },
  'Sicilian Street Food Circuit': {
    title: 'Streetfood-Rundreise durch Sizilien',
    pitch:
      'Iss dich durch Siziliens Märkte – von Arancine auf dem Ballarò in Palermo bis zur Granita in Catania, mit Köchen, die jeden Standbesitzer beim Namen kennen.',
    highlights: [
      'Ein Vormittag auf den Märkten Ballarò und Vucciria',
      'Frühstück mit Granita und Brioche in Catania',
      'Aperitivo bei Sonnenuntergang auf Ortigia in Syrakus',
    ],
    meet: 'Stufen des Teatro Massimo, Palermo',
  },
  'Provence Lavender and Markets by Bike': {
    title: 'Provence mit dem Rad: Lavendel und Märkte',
    pitch:
      'Radle durch Lavendelfelder und Bergdörfer des Luberon und füll deine Packtaschen auf provenzalischen Märkten fürs Picknick.',
    highlights: [
      'Besuch einer Lavendeldestillerie nahe der Abtei Sénanque',
      'Mit dem Rad zu den Ockerfelsen von Roussillon',
      'Marktvormittag in Lourmarin mit einem Koch aus dem Ort',
    ],
    meet: 'Bahnhof Avignon TGV, Fahrradunterstand an Ausgang 2',
  },
  'Loire Valley Château Cycle': {
    title: 'Radtour zu den Loire-Schlössern',
    pitch:
      'Mit dem Schnellzug ab Paris an die Loire, dann auf dem flachen Radweg Loire à Vélo zwischen Renaissanceschlössern, Weinbergen und Höhlenkellern.',
    highlights: [
      'Mit dem Rad durch die Gärten von Chenonceau',
      'Höhlenweinkeller in Vouvray',
      'Picknick im Schlosspark von Chambord',
    ],
    meet: 'Bahnhof Tours, Vorplatz am Brunnen',
  },
  'Paris to Barcelona Rail Adventure': {
    title: 'Bahnabenteuer von Paris nach Barcelona',
    pitch:
      'Bahnsteig statt Flughafen: eine entspannte Reise von Paris südwärts ans Mittelmeer, mit Übernachtungen in Lyon und Montpellier.',
    highlights: [
      'In der ersten Klasse des TGV durchs Rhônetal',
      'Abendessen in einem Bouchon in der Lyoner Altstadt',
      'Küstenstrecke vorbei an den Lagunen des Languedoc',
    ],
    meet: 'Paris Gare de Lyon, unter dem Uhrturm',
  },
  'Brittany Coast Path': {
    title: 'Küstenwanderweg in der Bretagne',
    pitch:
      'Folge dem Zöllnerpfad GR34 entlang der Smaragdküste der Bretagne – mit Austernbänken, Granitkaps und Gezeiteninseln zum Entdecken.',
    highlights: [
      'Austern direkt von den Bänken in Cancale',
      'Heide und Seevogelkolonien am Cap Fréhel',
      'Bei Ebbe zu Fuß zum Inselfort Guesclin',
    ],
    meet: 'Porte Saint-Vincent, Altstadt von Saint-Malo',
  },
  'Lyon Gastronomy Weekend': {
    title: 'Genusswochenende in Lyon',
    pitch:
      'Zwei Tage in Frankreichs Hauptstadt des Essens – von den Ständen der Halles Paul Bocuse über eine Bouchon-Küche bis zur Naturweinbar auf der Croix-Rousse.',
    highlights: [],
    meet: 'Les Halles de Lyon Paul Bocuse, Haupteingang am Cours Lafayette',
  },
  'Basque Pintxos and Coast': {
    title: 'Baskenland: Pintxos und Küste',
    pitch:
      'Wandere auf den Küstenpfaden des Baskenlands zwischen Pintxo-Bars, Txakoli-Weinbergen und den spektakulären Flysch-Klippen von Zumaia.',
    highlights: [
      'Pintxo-Tour durch die Altstadt von San Sebastián',
      'Txakoli-Verkostung über dem Hafen von Getaria',
      'Flysch-Klippen im Geopark an der baskischen Küste',
    ],
    meet: 'Plaza de la Constitución in der Altstadt von San Sebastián',
  },
  'Picos de Europa Wildlife Trek': {
    title: 'Wildtier-Trekking in den Picos de Europa',
    pitch:
      'Mit einem Naturführer durch die Kalkschluchten der Picos de Europa – auf der Suche nach Gämsen, Gänsegeiern und dem seltenen Kantabrischen Braunbären.',
    highlights: [
      'Der in die Felswände gehauene Weg durch die Cares-Schlucht',
      'Bärenbeobachtung im Morgengrauen mit einem Ranger',
      'Die Gletscherseen von Covadonga',
    ],
    meet: 'Bahnhof Oviedo, Haupthalle',
  },
  'Andalusian White Villages by Bus': {
    title: 'Andalusiens weiße Dörfer mit dem Bus',
    pitch:
      'Mit dem Regionalbus zu den weiß getünchten Pueblos blancos Andalusiens – und nach einer Woche voller Flamenco, Olivenhaine und Bergluft zum Schluss an die Alhambra.',
    highlights: [
      'Die Schlucht von Ronda und ihre Brücke aus dem 18. Jahrhundert',
      'Ölmühle in der Sierra de Grazalema',
      'Eintritt mit Zeitfenster in Alhambra und Generalife',
    ],
    meet: 'Plaza de España, Sevilla, am Brunnen in der Mitte',
  },
  'Pyrenees Hut-to-Hut Traverse': {
    title: 'Pyrenäen-Durchquerung von Hütte zu Hütte',
    pitch:
      'In zehn Tagen von Benasque nach Ordesa quer durch die zentralen Hochpyrenäen – von Berghütte zu Berghütte, durch Gletscherkare und die Schluchten eines Nationalparks.',
    highlights: [
      'Ordesa-Schlucht und der Wasserfall Cola de Caballo',
      'Hohe Pässe unter dem Posets-Massiv',
      'Bartgeier im Pineta-Tal',
    ],
    meet: 'Plaza Mayor, Benasque, vor der Touristeninformation',
  },
  'Camino Portugués Final Stages': {
    title: 'Camino Portugués: Die letzten Etappen',
    pitch:
      'Wandere auf dem Küstenweg des Camino von Porto nach Santiago de Compostela – durch Eukalyptus- und Kiefernwälder, Fischerorte und die grünen Hügel Galiciens.',
    highlights: [
      'Auf Holzstegen durch Portugals Atlantikdünen',
      'Über den Minho nach Galicien',
      'Pilgermesse in der Kathedrale von Santiago',
    ],
    meet: 'Kathedrale von Porto, Terreiro da Sé',
  },
  'Douro Valley Harvest Days': {
    title: 'Erntetage im Douro-Tal',
    pitch:
      'Mit der Douro-Bahn flussaufwärts von Porto zu den Terrassenweinbergen, auf denen Portwein entsteht – und bei einer Quinta-Familie mitten in die Weinlese.',
    highlights: [
      'Bahnfahrt am Fluss entlang durch die Douro-Schlucht',
      'Traubenstampfen im Granit-Lagar',
      'Portweinprobe auf einer Terrasse über Pinhão',
    ],
    meet: 'Bahnhof São Bento, Porto, unter den Azulejo-Bildern',
  },
  'Alentejo Cork Forests and Stargazing': {
    title: 'Alentejo: Korkeichenwälder und Sternenhimmel',
    pitch:
      'Entdecke die Korkeichenwälder des Alentejo und verbring eine Nacht unter einem der dunkelsten Himmel Europas im Sternenpark Alqueva.',
    highlights: [
      'Vorführung der Korkernte in einem Montado',
      'Teleskopabend im Sternenpark Alqueva',
      'Mittelalterliche Mauern von Monsaraz auf dem Hügel',
    ],
    meet: 'Praça do Giraldo im Zentrum von Évora',
  },
  'Norwegian Fjords by Rail and Ferry': {
    title: 'Norwegens Fjorde mit Bahn und Fähre',
    pitch:
      'Quer durch Norwegen auf der Bergenbahn, hinunter mit der Flåmbahn und auf einer leisen Elektrofähre durch die engsten Fjorde der Welt.',
    highlights: [
      'Mit der Flåmbahn vorbei an tosenden Wasserfällen',
      'Mit der Elektrofähre durch den Nærøyfjord',
      'Das Fjorddorf Balestrand',
    ],
    meet: 'Oslo Hauptbahnhof, Halle an Gleis 19',
  },
  'Lofoten Islands Sea Kayak': {
    title: 'Mit dem Seekajak durch die Lofoten',
    pitch:
      'Paddle zwischen Granitgipfeln und weißen Sandstränden der Lofoten, zelte und übernachte in Rorbuer, den alten Fischerhütten, unter der Mitternachtssonne.',
    highlights: [
      'Kajakfahren unter den Gipfeln des Reinefjords',
      'Eine Nacht in einer restaurierten Rorbu',
      'Seeadler über dem Trollfjord',
    ],
    meet: 'Fährterminal Svolvær, Hurtigruten-Kai',
  },
  'Swedish Lapland Wilderness Week': {
    title: 'Wildniswoche in Schwedisch-Lappland',
    pitch:
      'Wandere einen nördlichen Abschnitt des Kungsleden durch Birkenwald und Tundra, triff samische Rentierhirten und steig dem höchsten Gipfel Schwedens entgegen.',
    highlights: [
      'Abisko-Canyon und das „blaue Loch“ von Lapporten',
      'Ein Abend bei einer samischen Rentierzüchterfamilie',
      'Optionaler Gipfeltag am Kebnekaise',
    ],
    meet: 'Bahnhof Kiruna, Ankunftshalle',
  },
  'Stockholm Archipelago Island Hopping': {
    title: 'Inselhüpfen in den Stockholmer Schären',
    pitch:
      'Mit Linienfähre und Fahrrad von Insel zu Insel durch die Stockholmer Schären – mit Saunaabenden und Räucherfisch zum Mittagessen.',
    highlights: [
      'Mit dem Rad über die Waldwege von Grinda',
      'Holzbefeuerte Sauna und ein Bad in der Ostsee',
      'Räucherfisch zum Mittagessen im Hafen von Sandhamn',
    ],
    meet: 'Fähranleger Strömkajen, Stockholm',
  },
  'Finnish Lakeland Canoe and Sauna': {
    title: 'Finnische Seenplatte: Kanu und Sauna',
    pitch:
      'Paddle durch das Insellabyrinth des Saimaa-Sees, Heimat der seltenen Saimaa-Ringelrobbe, und lass jeden Tag in einer Rauchsauna am Ufer ausklingen.',
    highlights: [
      'Paddeln im Nationalpark Linnansaari',
      'Traditionelle Rauchsauna und ein Sprung in den See',
      'Ringelrobben beobachten mit einer Biologin',
    ],
    meet: 'Hafen Savonlinna, Brücke zur Burg Olavinlinna',
  },
  'Copenhagen to Berlin Slow Rail': {
    title: 'Mit der Bahn gemächlich von Kopenhagen nach Berlin',
    pitch:
      'Verbinde zwei der grünsten Hauptstädte Nordeuropas mit dem Zug, mit einer Nacht im Hamburger Hafenviertel unterwegs.',
    highlights: [
      'Baden im Hafenbad von Kopenhagen',
      'Die Hamburger Speicherstadt',
      'Radtour entlang des ehemaligen Berliner Mauerstreifens',
    ],
    meet: 'Kopenhagen Hauptbahnhof, an der Uhr in der Haupthalle',
  },
  'Danish Islands Cycling Tour': {
    title: 'Radtour durch die dänische Inselwelt',
    pitch:
      'Radle durch das sanfte Südfünische Inselmeer, setz mit kleinen Fähren von Insel zu Insel über und übernachte in Hafenstädtchen mit reetgedeckten Häusern.',
    highlights: [
      'Die fast autofreie Insel Ærø und ihr Solarheizwerk',
      'Das Hafenstädtchen Faaborg',
      'Am Strand entlang radeln auf Langeland',
    ],
    meet: 'Bahnhof Odense, Fahrradparkplatz an Gleis 1',
  },
  'Black Forest Trails and Farm Kitchens': {
    title: 'Schwarzwald: Wanderwege und Bauernküchen',
    pitch:
      'Wandere zwischen Schwarzwaldhöfen, die ihren Schinken noch selbst räuchern und im Holzofen backen – mit Waldpfaden und Wasserfällen dazwischen.',
    highlights: [
      'Besuch einer Räucherkammer auf einem Schwarzwaldhof',
      'Die Triberger Wasserfälle im Morgennebel',
      'Schwarzwälder Kirschtorte backen mit einem Konditor aus dem Ort',
    ],
    meet: 'Freiburg Hauptbahnhof, Ausgang Bismarckallee',
  },
  'Rhine Castles by Rail and Boat': {
    title: 'Rheinburgen mit Bahn und Schiff',
    pitch:
      'Mit der Bahn am Ufer und dem Schiff durchs Mittelrheintal, vorbei an der Loreley und Dutzenden Burgen auf den Höhen.',
    highlights: [
      'Schifffahrt vorbei an der Loreley',
      'Das Fachwerk-Weinstädtchen Bacharach',
      'Der Kölner Dom in der Abenddämmerung',
    ],
    meet: 'Köln Hauptbahnhof, Ausgang Dom',
  },
  'Danube Cycle Path: Passau to Vienna': {
    title: 'Donauradweg: Von Passau nach Wien',
    pitch:
      'Radle auf dem beliebtesten Fernradweg Europas an der Donau entlang von Passau nach Wien – und vom Ziel mit dem Zug zurück nach Hause.',
    highlights: [
      'Die Schlögener Donauschlinge',
      'Stift Melk und die Weinberge der Wachau',
      'Mit dem Rad mitten hinein nach Wien',
    ],
    meet: 'Passau Hauptbahnhof, Radstation',
  },
  'Amsterdam and the Waterland by Bike': {
    title: 'Mit dem Rad durch Amsterdam und das Waterland',
    pitch:
      'Mit Fähre und Fahrrad hinaus aus Amsterdam ins Waterland, ein Flickenteppich aus Wiesen, Deichen und Holzdörfern gleich nördlich der Stadt.',
    highlights: [
      'Auf dem Deich zur ehemaligen Insel Marken',
      'Besuch eines Käsehofs bei Edam',
      'Vogelbeobachtung auf den Wiesen des Waterlands',
    ],
    meet: 'Amsterdam Centraal, Fährterminal auf der IJ-Seite',
  },
  'Grand European Rail Tour: Amsterdam to Vienna': {
    title: 'Große Europa-Bahnreise: Von Amsterdam nach Wien',
    pitch:
      'In zehn gemächlichen Tagen mit dem Zug durchs Herz Europas – von Amsterdams Grachten zu Wiens Kaffeehäusern, mit Rhein und Alpen dazwischen.',
    highlights: [
      'Mit der Bahn durchs Rheintal vorbei an Burgen und Weinbergen',
      'Alte Brücke und Schloss von Heidelberg',
      'Auf Wunsch im Nightjet-Schlafwagen zurück',
    ],
    meet: 'Amsterdam Centraal, Haupthalle unter den Abfahrtstafeln',
  },
  'Belgian Beer and Chocolate Trail': {
    title: 'Belgien: Bier und Schokolade',
    pitch:
      'Erlebe Belgiens große Traditionen mit dem Zug – von Lambic-Brauern in Brüssel über Chocolatiers in Brügge bis zur Trappistenbier-Verkostung in Antwerpen.',
    highlights: [
      'Besuch einer Lambic-Brauerei in Anderlecht',
      'Schokoladenworkshop in der Altstadt von Brügge',
      'Abendessen am Kanal in Gent',
    ],
    meet: 'Bahnhof Brüssel-Zentral, Ausgang Carrefour de l’Europe',
  },
  'Ardennes Forest Escape': {
    title: 'Auszeit in den Wäldern der Ardennen',
    pitch:
      'Ein Wochenende mit Waldwanderungen, Flusstälern und stillen Dörfern in den belgischen Ardennen, von Brüssel aus bequem mit dem Zug erreichbar.',
    highlights: [],
    meet: 'Marktplatz von Durbuy',
  },
  'Scottish Highlands by Rail': {
    title: 'Schottische Highlands mit der Bahn',
    pitch:
      'Auf den großen Highland-Strecken von Edinburgh nach Inverness, mit der Kyle Line bis vor die Tore von Skye und auf der West Highland Line über das Rannoch Moor.',
    highlights: [
      'Mit der Kyle Line an die Küste von Skye',
      'Das Glenfinnan-Viadukt auf der West Highland Line',
      'Whiskybrennerei bei Inverness',
    ],
    meet: 'Edinburgh Waverley, Eingang Market Street',
  },
  'West Highland Way Challenge': {
    title: 'Der ganze West Highland Way',
    pitch:
      'Wandere alle 154 Kilometer des West Highland Way vom Stadtrand Glasgows bis Fort William, am Loch Lomond entlang und quer über das Rannoch Moor.',
    highlights: [
      'Das Ostufer des Loch Lomond',
      'Quer durch die wilde Weite des Rannoch Moor',
      'Die Devil’s Staircase über dem Glencoe',
    ],
    meet: 'Bahnhof Milngavie, Start-Obelisk des Wegs',
  },
  'Wild Atlantic Way Food Trail': {
    title: 'Genussreise am Wild Atlantic Way',
    pitch:
      'Im kleinen Bus an Irlands Westküste entlang – zu Austernzüchtern, Räuchereien und Käsereien zwischen Connemara und den Cliffs of Moher.',
    highlights: [
      'Austern am Ufer der Galway Bay',
      'Connemara-Lamm zum Abendessen in Clifden',
      'Algen sammeln bei Lahinch',
    ],
    meet: 'Eyre Square, Galway, am Quincentennial-Brunnen',
  },
  'Dingle Peninsula Coastal Walk': {
    title: 'Küstenwanderung auf der Dingle-Halbinsel',
    pitch:
      'Wandere auf dem Dingle Way über grüne Landzungen und Strände, mit Blick auf die Blasket-Inseln und Abenden voller irischer Musik in Dingle.',
    highlights: [
      'Slea Head und der Blick auf die Blasket-Inseln',
      'Irische Session in einem Pub in Dingle',
      'Bienenkorbhütten früher irischer Mönche',
    ],
    meet: 'Bus- und Bahnhof Tralee',
  },
  'Slovenian Alps and Lakes': {
    title: 'Sloweniens Alpen und Seen',
    pitch:
      'Radle vom grünen Ljubljana zu den Seen von Bled und Bohinj und dann über die Julischen Alpen an die smaragdgrüne Soča.',
    highlights: [
      'Mit der Pletna zur Inselkirche im Bleder See',
      'Baden im Gletschersee von Bohinj',
      'Smaragdgrüne Gumpen im Soča-Tal',
    ],
    meet: 'Prešeren-Platz, Ljubljana',
  },
  'Istrian Truffles and Olive Oil': {
    title: 'Istrien: Trüffel und Olivenöl',
    pitch:
      'Entdecke Istriens Bergstädtchen, Trüffelwälder und Olivenhaine, mit Malvazija-Wein und einigen der besten Olivenöle Europas im Glas.',
    highlights: [
      'Trüffelsuche im Wald von Motovun',
      'Olivenölverkostung bei einem preisgekrönten Erzeuger',
      'Sonnenuntergang über der Altstadt von Rovinj',
    ],
    meet: 'Arena von Pula, Haupttor',
  },
  'Dalmatian Islands by Ferry and Bike': {
    title: 'Dalmatinische Inseln mit Fähre und Rad',
    pitch:
      'Mit der Linienfähre von Insel zu Insel entlang der dalmatinischen Küste und mit dem Rad durch Lavendel, Weinberge und Steindörfer auf Brač, Hvar und Korčula.',
    highlights: [
      'Der Diokletianpalast in Split',
      'Lavendelfelder im Herzen von Hvar',
      'Die Stadtmauern von Dubrovnik bei Sonnenuntergang',
    ],
    meet: 'Fährhafen Split, Gat Sv. Duje',
  },
  'Plitvice Lakes Day Walk': {
    title: 'Tageswanderung an den Plitvicer Seen',
    pitch:
      'Ein ganzer Tag auf den Holzstegen des Nationalparks Plitvicer Seen, mit einem Ranger, der erklärt, wie die Sinterterrassen und Wasserfälle immer weiter wachsen.',
    highlights: [
      'Holzstege über den Oberen Seen',
      'Der Große Wasserfall von unten',
      'Mit dem Elektroboot über den Kozjak-See',
    ],
    meet: 'Nationalpark Plitvicer Seen, Eingang 1',
  },
  'Cretan Gorges and Village Kitchens': {
    title: 'Kreta: Schluchten und Dorfküchen',
    pitch:
      'Wandere durch Kretas wilden Südwesten, durch die Samaria- und die Aradena-Schlucht, und iss in Bergdörfern, in denen Großmütter noch über dem Holzfeuer kochen.',
    highlights: [
      'Die Samaria-Schlucht ganz hinunter',
      'Die autofreie Bucht von Loutro',
      'Kochkurs in einer Dorfküche in Sfakia',
    ],
    meet: 'Markthalle Chania, Haupteingang',
  },
  'Peloponnese Olive Harvest': {
    title: 'Olivenernte auf dem Peloponnes',
    pitch:
      'Hilf bei der Olivenernte auf einem Familienhof in der Mani, erfahre, wie das Öl gepresst wird, und wandere auf alten Maultierpfaden über dem Messenischen Golf.',
    highlights: [
      'Erntetage in einem Bio-Olivenhain',
      'Besuch einer genossenschaftlichen Ölmühle',
      'Maultierpfade der Äußeren Mani',
    ],
    meet: 'Eisenbahnpark Kalamata, Haupttor',
  },
  'Kraków and the Tatra Mountains': {
    title: 'Krakau und die Hohe Tatra',
    pitch:
      'Von der Krakauer Altstadt mit dem Bus nach Zakopane – zu Wanderungen im Tatra-Nationalpark und einer Nacht in einer traditionellen Holzpension.',
    highlights: [
      'Wanderung zum Meerauge (Morskie Oko)',
      'Holzarchitektur im Zakopane-Stil',
      'Oscypek, der Käse der Goralen, an einer Schäferhütte',
    ],
    meet: 'Hauptmarkt, Krakau, am Adam-Mickiewicz-Denkmal',
  },
  'Polish Baltic Coast Cycle': {
    title: 'Radtour an der polnischen Ostseeküste',
    pitch:
      'Radle auf dem EuroVelo 10 an der Ostsee entlang von Danzig bis zu den Wanderdünen im Slowinzischen Nationalpark, durch Kiefernwälder und Fischerdörfer.',
    highlights: [
      'Die lange Holzseebrücke von Sopot',
      'Mit dem Rad über die schmale Halbinsel Hel',
      'Wanderdünen bei Łeba',
    ],
    meet: 'Langer Markt, Danzig, am Neptunbrunnen',
  },
  'Bohemian Switzerland Sandstone Hike': {
    title: 'Sandsteinwanderung in der Böhmischen Schweiz',
    pitch:
      'Wandere zwischen Sandsteintürmen, Felsbögen und Schluchten im Nationalpark Böhmische Schweiz, zwei Zugstunden von Prag entfernt.',
    highlights: [
      'Das Prebischtor, der größte Sandsteinbogen Europas',
      'Bootsfahrt durch die Klamm der Kamnitz',
      'In den Fels gehauene Aussichtspunkte über Jetřichovice',
    ],
    meet: 'Hauptbahnhof Děčín, Gleis 1',
  },
  'Moravian Wine Cellars by Bike': {
    title: 'Mährische Weinkeller mit dem Rad',
    pitch:
      'Radle auf den Weinwegen Südmährens zwischen Kalkhügeln, Kellergassen und der UNESCO-Kulturlandschaft Lednice-Valtice.',
    highlights: [
      'Verkostungen in den Kellergassen von Mikulov',
      'Schloss Lednice und sein Park',
      'Picknick zwischen den Weinbergen der Pollauer Berge',
    ],
    meet: 'Hauptbahnhof Brno, Fahrradverleih',
  },
  'Prague to Budapest Rail Journey': {
    title: 'Mit der Bahn von Prag nach Budapest',
    pitch:
      'Vier mitteleuropäische Hauptstädte in fünf Tagen mit dem Zug – von den Türmen Prags bis zu den Thermalbädern von Budapest.',
    highlights: [
      'Abendspaziergang über die Karlsbrücke',
      'Altstadt und Burg von Bratislava',
      'Ein Nachmittag im Thermalbad in Budapest',
    ],
    meet: 'Praha hlavní nádraží, historische Fanta-Halle',
  },
  'Tokaj Wine Country Weekend': {
    title: 'Wochenende im Weinland Tokaj',
    pitch:
      'Mit dem Zug von Budapest nach Tokaj, zu einem Wochenende mit süßen Aszú-Weinen, Weinbergen auf Vulkanboden und in die Hänge gegrabenen Kellern.',
    highlights: [
      'Aszú-Verkostung in einem jahrhundertealten Keller',
      'Weinbergwanderung auf vulkanischen Hängen',
      'Abendessen bei einer Winzerfamilie in Mád',
    ],
    meet: 'Bahnhof Tokaj',
  },
  'Transylvanian Villages and Meadows': {
    title: 'Siebenbürgen: Dörfer und Wiesen',
    pitch:
      'Wandere durch die Heuwiesen und Kirchenburgdörfer der Siebenbürger Sachsen, eine der letzten großen bäuerlichen Kulturlandschaften Europas.',
    highlights: [
      'Die Kirchenburg von Viscri (Deutsch-Weißkirch)',
      'Blumenwiesen mit einer Botanikerin aus der Region',
      'Die mittelalterliche Burg von Sighișoara (Schäßburg)',
    ],
    meet: 'Rathausplatz, Brașov',
  },
  'Estonian Bogs and Islands': {
    title: 'Estland: Moore und Inseln',
    pitch:
      'Entdecke Estlands wilde Seite mit Bus und Fähre – von Moorschuhwanderungen in Soomaa bis zu den Wacholderwiesen und Windmühlen der Insel Saaremaa.',
    highlights: [
      'Mit Moorschuhen durch den Nationalpark Soomaa',
      'Gutshäuser im Lahemaa',
      'Die Windmühlen von Angla auf Saaremaa',
    ],
    meet: 'Tallinner Altstadt, Viru-Tor',
  },
  'Lake Como Villas and Ferries': {
    title: 'Comer See: Villen und Fähren',
    pitch:
      'Mit dem Zug von Mailand an den Comer See, zu Villen und Gärten mit der Linienfähre und einer Nacht im Seeort Bellagio.',
    highlights: [
      'Die Gärten der Villa Carlotta',
      'Mit der Fähre nach Varenna und Bellagio',
      'Mit der Standseilbahn hinauf nach Brunate über Como',
    ],
    meet: 'Bahnhof Como San Giovanni',
  },
  'Sardinian Shepherds’ Table': {
    title: 'Zu Tisch bei Sardiniens Hirten',
    pitch:
      'Ein Tag in den Hügeln der Barbagia bei Hirten, die Pecorino noch von Hand machen – zum Abschluss ein langes Mittagessen mit Spanferkel, Brot und Cannonau.',
    highlights: [
      'Käsen mit einem Hirten aus der Barbagia',
      'Die Wandbilder von Orgosolo',
      'Mittagessen unter freiem Himmel zwischen Korkeichen',
    ],
    meet: 'Busbahnhof Nuoro',
  },
  'Wachau Apricot and Wine Day': {
    title: 'Marillen- und Weintag in der Wachau',
    pitch:
      'Ein gemütlicher Radtag an der Donau durch die Wachau, mit Marillenverkostung, einem Grüner-Veltliner-Keller und der Fähre zurück über den Fluss.',
    highlights: [
      'Mit dem Rad durch die Terrassenweinberge der Wachau',
      'Verkostung auf einem Marillenhof',
      'Überfahrt mit der historischen Fähre in Spitz',
    ],
    meet: 'Bahnhof Krems an der Donau',
  },
};
