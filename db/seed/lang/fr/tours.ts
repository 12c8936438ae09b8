import type { TourWords } from '../types.js';

/** The hand-written tours (tour-table.ts) in French, by their English title. */
export const frenchTours: Readonly<Record<string, TourWords>> = {
  'Swiss Alpine Rail Circle': {
    title: 'Grand tour des Alpes suisses en train',
    pitch:
      'Une boucle à travers les Alpes suisses sur quelques-unes des plus belles lignes ferroviaires du monde, de Lucerne au bord du lac à Zermatt sans voitures et à la ligne de la Bernina.',
    highlights: [
      'Voitures panoramiques au col de la Bernina',
      'Lever de soleil sur le Cervin depuis Zermatt, sans voitures',
      'Traversée du lac des Quatre-Cantons en bateau à aubes',
    ],
    meet: 'Gare centrale de Zurich, hall principal à côté du centre voyageurs',
  },
  'Bernese Oberland Hut-to-Hut Trek': {
    title: 'Oberland bernois de refuge en refuge',
    pitch:
      'Marchez au pied de l’Eiger, du Mönch et de la Jungfrau, et dormez dans des refuges familiaux qui cuisinent le lait et le fromage des alpages voisins.',
    highlights: [
      'Passage de la Kleine Scheidegg sous la face nord de l’Eiger',
      'Nuits en refuges alimentés à l’énergie solaire',
      'Balade des cascades dans la vallée de Lauterbrunnen',
    ],
    meet: 'Gare d’Interlaken Ost, devant le guichet',
  },
  'Tyrolean Lakes by Bike': {
    title: 'Les lacs du Tyrol à vélo',
    pitch:
      'Pédalez entre les lacs turquoise du Tyrol sur de paisibles pistes de vallée, avec baignades, fromageries d’alpage et vélos électriques pour les montées les plus raides.',
    highlights: [
      'Baignade matinale dans l’eau claire de l’Achensee',
      'Visite d’une fromagerie d’alpage en altitude',
      'Le long de la rivière dans la vallée de l’Inn',
    ],
    meet: 'Gare centrale d’Innsbruck, parking vélos côté sortie sud',
  },
  'Vienna to Salzburg Coffeehouse Journey': {
    title: 'De Vienne à Salzbourg, de café en café',
    pitch:
      'Des grands cafés viennois aux pâtisseries de Salzbourg, un voyage gourmand avec un détour par les vergers d’abricotiers de la Wachau.',
    highlights: [
      'Atelier strudel dans la cuisine d’un café viennois',
      'Vergers d’abricotiers et tavernes à vin de la Wachau',
      'Café de l’après-midi au pied de la forteresse de Hohensalzburg',
    ],
    meet: 'Café Central, Herrengasse 14, Vienne',
  },
  'Dolomites Via Ferrata Week': {
    title: 'Semaine de via ferrata dans les Dolomites',
    pitch:
      'Grimpez les échelles et câbles des via ferrata classiques des Dolomites avec des guides de haute montagne diplômés, puis reposez-vous dans des refuges perchés sur le calcaire.',
    highlights: [
      'Via ferrata guidées dans le massif du Sella',
      'Nuits en refuges d’altitude au-dessus de la limite des arbres',
      'Alpenglow sur les Tre Cime di Lavaredo',
    ],
    meet: 'Gare de Bolzano, entrée principale sur la Piazza Stazione',
  },
  'Piedmont Truffle and Barolo Weekend': {
    title: 'Week-end truffe et Barolo dans le Piémont',
    pitch:
      'Suivez un chercheur de truffes et son chien dans les bois d’automne des Langhe, puis dégustez le Barolo avec les familles qui cultivent ces collines depuis des générations.',
    highlights: [
      'Cavage à l’aube avec un trifolau et son chien',
      'Dégustations en cave chez trois producteurs de Barolo',
      'Tajarin roulés main et truffe blanche fraîchement râpée',
    ],
    meet: 'Piazza Risorgimento à Alba, sur les marches de la cathédrale',
  },
  'Cinque Terre Coastal Path': {
    title: 'Le sentier côtier des Cinque Terre',
    pitch:
      'Marchez sur les sentiers en falaise entre les cinq villages de pêcheurs des Cinque Terre et rencontrez les vignerons qui relèvent les murets de pierre sèche des terrasses.',
    highlights: [
      'Le Sentiero Azzurro entre Vernazza et Monterosso',
      'Matinée de bénévolat sur les murets de pierre sèche',
      'Déjeuner d’anchois chez une famille de pêcheurs de Monterosso',
    ],
    meet: 'Gare de La Spezia Centrale, café du quai 1',
  },
  'Sicilian Street Food Circuit': {
    title: 'Circuit street food en Sicile',
    pitch:
      'Faites le tour des marchés siciliens, des arancine du Ballarò à Palerme à la granita de Catane, avec des cuisiniers qui connaissent chaque marchand par son prénom.',
    highlights: [
      'Matinée dans les marchés du Ballarò et de la Vucciria',
      'Petit-déjeuner granita et brioche à Catane',
      'Aperitivo au coucher du soleil sur l’île d’Ortigia à Syracuse',
    ],
    meet: 'Marches du Teatro Massimo, Palerme',
  },
  'Provence Lavender and Markets by Bike': {
    title: 'La Provence à vélo : lavande et marchés',
    pitch:
      'Pédalez entre champs de lavande et villages perchés du Luberon, en vous arrêtant aux marchés provençaux pour remplir vos sacoches avant le pique-nique.',
    highlights: [
      'Visite d’une distillerie de lavande près de l’abbaye de Sénanque',
      'Les falaises d’ocre de Roussillon à vélo',
      'Matinée de marché à Lourmarin avec un chef du village',
    ],
    meet: 'Gare d’Avignon TGV, abri vélos près de la sortie 2',
  },
  'Loire Valley Château Cycle': {
    title: 'Les châteaux de la Loire à vélo',
    pitch:
      'Rejoignez la Loire en TGV depuis Paris, puis suivez l’itinéraire plat de La Loire à Vélo entre châteaux Renaissance, vignobles et caves troglodytes.',
    highlights: [
      'À vélo dans les jardins de Chenonceau',
      'Caves troglodytes de Vouvray',
      'Pique-nique dans le parc forestier de Chambord',
    ],
    meet: 'Gare de Tours, parvis près de la fontaine',
  },
  'Paris to Barcelona Rail Adventure': {
    title: 'De Paris à Barcelone en train',
    pitch:
      'Troquez l’aéroport contre le rail pour un voyage tranquille vers le sud, de Paris à la Méditerranée, avec des nuits à Lyon et à Montpellier en chemin.',
    highlights: [
      'En première classe de TGV dans la vallée du Rhône',
      'Dîner dans un bouchon du Vieux Lyon',
      'Ligne côtière le long des étangs du Languedoc',
    ],
    meet: 'Paris Gare de Lyon, sous la tour de l’horloge',
  },
  'Brittany Coast Path': {
    title: 'Le sentier côtier breton',
    pitch:
      'Suivez le GR34, le sentier des douaniers, sur la Côte d’Émeraude, entre parcs à huîtres, caps de granit et îles à marée basse.',
    highlights: [
      'Dégustation d’huîtres au pied des parcs de Cancale',
      'Landes et colonies d’oiseaux marins du cap Fréhel',
      'À pied à marée basse jusqu’au fort du Guesclin',
    ],
    meet: 'Porte Saint-Vincent, intra-muros de Saint-Malo',
  },
  'Lyon Gastronomy Weekend': {
    title: 'Week-end gastronomique à Lyon',
    pitch:
      'Deux jours dans la capitale française de la gastronomie, des étals des Halles Paul Bocuse à la cuisine d’un bouchon et à un bar à vins nature de la Croix-Rousse.',
    highlights: [],
    meet: 'Halles de Lyon Paul Bocuse, entrée principale cours Lafayette',
  },
  'Basque Pintxos and Coast': {
    title: 'Pintxos et côte basque',
    pitch:
      'Marchez sur les sentiers côtiers du Pays basque entre bars à pintxos, vignes de txakoli et spectaculaires falaises de flysch de Zumaia.',
    highlights: [
      'Tournée des pintxos dans la Parte Vieja de Saint-Sébastien',
      'Dégustation de txakoli au-dessus du port de Getaria',
      'Falaises de flysch du géoparc de la côte basque',
    ],
    meet: 'Plaza de la Constitución, au cœur de la vieille ville de Saint-Sébastien',
  },
  'Picos de Europa Wildlife Trek': {
    title: 'Trek nature dans les Picos de Europa',
    pitch:
      'Parcourez les gorges calcaires des Picos de Europa avec un guide naturaliste, à la recherche des isards, des vautours fauves et du rare ours brun cantabrique.',
    highlights: [
      'Le sentier des gorges du Cares, taillé dans la falaise',
      'Observation des ours à l’aube avec un garde local',
      'Les lacs glaciaires de Covadonga',
    ],
    meet: 'Gare d’Oviedo, hall principal',
  },
  'Andalusian White Villages by Bus': {
    title: 'Les villages blancs d’Andalousie en bus',
    pitch:
      'En car régional entre les pueblos blancos chaulés d’Andalousie, pour finir au pied de l’Alhambra après une semaine de flamenco, d’oliveraies et d’air de montagne.',
    highlights: [
      'Les gorges de Ronda et leur pont du XVIIIe siècle',
      'Moulin à huile dans la sierra de Grazalema',
      'Entrée horodatée à l’Alhambra et au Generalife',
    ],
    meet: 'Plaza de España à Séville, près de la fontaine centrale',
  },
  'Pyrenees Hut-to-Hut Traverse': {
    title: 'Traversée des Pyrénées de refuge en refuge',
    pitch:
      'Traversez les Pyrénées centrales de Benasque à Ordesa en dix jours, de refuge en refuge, par des cirques glaciaires et les canyons d’un parc national.',
    highlights: [
      'Le canyon d’Ordesa et la cascade de la Cola de Caballo',
      'Hauts cols au pied du massif des Posets',
      'Gypaètes barbus dans la vallée de Pineta',
    ],
    meet: 'Plaza Mayor de Benasque, devant l’office de tourisme',
  },
  'Camino Portugués Final Stages': {
    title: 'Camino portugais : les dernières étapes',
    pitch:
      'Suivez le Camino côtier de Porto à Saint-Jacques-de-Compostelle, à travers eucalyptus et pinèdes, villes de pêcheurs et collines verdoyantes de Galice.',
    highlights: [
      'Passerelles en bois le long des dunes atlantiques du Portugal',
      'Traversée du Minho vers la Galice',
      'Messe des pèlerins à la cathédrale de Saint-Jacques',
    ],
    meet: 'Cathédrale de Porto, Terreiro da Sé',
  },
  'Douro Valley Harvest Days': {
    title: 'Vendanges dans la vallée du Douro',
    pitch:
      'Remontez le Douro en train depuis Porto jusqu’aux vignobles en terrasses où naît le porto, et rejoignez une famille de quinta pour les vendanges.',
    highlights: [
      'Ligne ferroviaire au fil des gorges du Douro',
      'Foulage du raisin au pied dans un lagar de granit',
      'Dégustation de porto sur une terrasse au-dessus de Pinhão',
    ],
    meet: 'Gare de São Bento à Porto, sous les panneaux d’azulejos',
  },
  'Alentejo Cork Forests and Stargazing': {
    title: 'Alentejo : forêts de chênes-lièges et ciel étoilé',
    pitch:
      'Découvrez les forêts de chênes-lièges de l’Alentejo et passez une nuit sous l’un des ciels les plus noirs d’Europe, dans la réserve de ciel étoilé d’Alqueva.',
    highlights: [
      'Démonstration de récolte du liège dans un montado',
      'Séance au télescope dans la réserve de ciel étoilé d’Alqueva',
      'Remparts médiévaux de Monsaraz, perchée sur sa colline',
    ],
    meet: 'Praça do Giraldo, dans le centre d’Évora',
  },
  'Norwegian Fjords by Rail and Ferry': {
    title: 'Les fjords norvégiens en train et en ferry',
    pitch:
      'Traversez la Norvège sur la ligne de Bergen, descendez le chemin de fer de Flåm et glissez sur les fjords les plus étroits du monde à bord d’un ferry électrique silencieux.',
    highlights: [
      'Descente en train de Flåm le long de cascades grondantes',
      'Ferry électrique sur le Nærøyfjord',
      'Le village de Balestrand au bord du fjord',
    ],
    meet: 'Gare centrale d’Oslo, hall du quai 19',
  },
  'Lofoten Islands Sea Kayak': {
    title: 'Les îles Lofoten en kayak de mer',
    pitch:
      'Pagayez entre pics de granit et plages de sable blanc aux Lofoten, en campant ou en logeant dans des rorbuer de pêcheurs sous le soleil de minuit.',
    highlights: [
      'Kayak au pied des sommets du Reinefjord',
      'Une nuit dans une rorbu de pêcheur restaurée',
      'Pygargues au-dessus du Trollfjord',
    ],
    meet: 'Terminal ferry de Svolvær, quai de l’Hurtigruten',
  },
  'Swedish Lapland Wilderness Week': {
    title: 'Semaine sauvage en Laponie suédoise',
    pitch:
      'Randonnez sur une section nord de la Kungsleden, entre forêt de bouleaux et toundra, à la rencontre d’éleveurs de rennes samis, en direction du plus haut sommet de Suède.',
    highlights: [
      'Le canyon d’Abisko et le « trou bleu » de Lapporten',
      'Soirée avec une famille d’éleveurs de rennes samis',
      'Journée d’ascension du Kebnekaise en option',
    ],
    meet: 'Gare de Kiruna, hall d’arrivée',
  },
  'Stockholm Archipelago Island Hopping': {
    title: 'D’île en île dans l’archipel de Stockholm',
    pitch:
      'Passez d’île en île dans l’archipel de Stockholm en ferry et à vélo, avec soirées sauna et déjeuners de poisson fumé sur les skerries.',
    highlights: [
      'À vélo sur les chemins forestiers de Grinda',
      'Sauna au feu de bois et baignade dans la Baltique',
      'Poisson fumé au déjeuner sur le port de Sandhamn',
    ],
    meet: 'Embarcadère de Strömkajen, Stockholm',
  },
  'Finnish Lakeland Canoe and Sauna': {
    title: 'Lacs finlandais : canoë et sauna',
    pitch:
      'Pagayez dans le labyrinthe d’îles du lac Saimaa, refuge du rare phoque annelé, et terminez chaque journée dans un sauna à fumée au bord de l’eau.',
    highlights: [
      'Canoë dans le parc national de Linnansaari',
      'Sauna à fumée traditionnel et plongeon dans le lac',
      'Observation du phoque annelé du Saimaa avec une biologiste',
    ],
    meet: 'Port de Savonlinna, pont du château d’Olavinlinna',
  },
  'Copenhagen to Berlin Slow Rail': {
    title: 'De Copenhague à Berlin en train, sans se presser',
    pitch:
      'Reliez en train deux des capitales les plus vertes d’Europe du Nord, avec une nuit dans le quartier du port de Hambourg en chemin.',
    highlights: [
      'Baignade au bain portuaire de Copenhague',
      'La Speicherstadt, quartier des entrepôts de Hambourg',
      'À vélo sur le tracé de l’ancien mur de Berlin',
    ],
    meet: 'Gare centrale de Copenhague, horloge du hall principal',
  },
  'Danish Islands Cycling Tour': {
    title: 'Les îles danoises à vélo',
    pitch:
      'Pédalez dans le doux archipel du sud de la Fionie, passez d’île en île en petits ferries et dormez dans des villes portuaires aux maisons à toit de chaume.',
    highlights: [
      'L’île d’Ærø, presque sans voitures, et sa centrale solaire',
      'La petite ville portuaire de Faaborg',
      'À vélo le long des plages de Langeland',
    ],
    meet: 'Gare d’Odense, parking vélos du quai 1',
  },
  'Black Forest Trails and Farm Kitchens': {
    title: 'Forêt-Noire : sentiers et cuisines de ferme',
    pitch:
      'Marchez entre des fermes de la Forêt-Noire qui fument encore leur jambon et cuisent au four à bois, avec sentiers forestiers et cascades entre les deux.',
    highlights: [
      'Visite d’un fumoir dans une ferme de la Forêt-Noire',
      'Les cascades de Triberg dans la brume du matin',
      'Forêt-noire à préparer avec un pâtissier du coin',
    ],
    meet: 'Gare centrale de Fribourg-en-Brisgau, sortie Bismarckallee',
  },
  'Rhine Castles by Rail and Boat': {
    title: 'Les châteaux du Rhin en train et en bateau',
    pitch:
      'Suivez les gorges du Rhin en train et en bateau, devant le rocher de la Lorelei et des dizaines de châteaux perchés.',
    highlights: [
      'Croisière devant le rocher de la Lorelei',
      'Bacharach, village viticole à colombages',
      'La cathédrale de Cologne au crépuscule',
    ],
    meet: 'Gare centrale de Cologne, sortie cathédrale',
  },
  'Danube Cycle Path: Passau to Vienna': {
    title: 'La véloroute du Danube, de Passau à Vienne',
    pitch:
      'Roulez sur la véloroute la plus populaire d’Europe le long du Danube, de Passau à Vienne, et rentrez en train depuis l’arrivée.',
    highlights: [
      'La boucle du Danube à Schlögen',
      'L’abbaye de Melk et les vignobles de la Wachau',
      'Arrivée à vélo au cœur de Vienne',
    ],
    meet: 'Gare centrale de Passau, station vélos',
  },
  'Amsterdam and the Waterland by Bike': {
    title: 'Amsterdam et le Waterland à vélo',
    pitch:
      'Quittez Amsterdam en ferry et à vélo pour le Waterland, mosaïque de prairies, de digues et de villages en bois juste au nord de la ville.',
    highlights: [
      'À vélo sur la digue jusqu’à l’ancienne île de Marken',
      'Visite d’une fromagerie fermière près d’Edam',
      'Observation des oiseaux dans les prairies du Waterland',
    ],
    meet: 'Amsterdam Centraal, terminal des ferries côté IJ',
  },
  'Grand European Rail Tour: Amsterdam to Vienna': {
    title: 'Grand tour d’Europe en train : d’Amsterdam à Vienne',
    pitch:
      'Traversez le cœur de l’Europe en train en dix jours sans hâte, des canaux d’Amsterdam aux cafés de Vienne, avec le Rhin et les Alpes entre les deux.',
    highlights: [
      'La ligne de la vallée du Rhin, entre châteaux et vignobles',
      'Le vieux pont et le château de Heidelberg',
      'Retour possible en train de nuit Nightjet',
    ],
    meet: 'Amsterdam Centraal, hall principal sous les tableaux des départs',
  },
  'Belgian Beer and Chocolate Trail': {
    title: 'Bières et chocolats de Belgique',
    pitch:
      'Goûtez aux grandes traditions belges en train, des brasseurs de lambic de Bruxelles aux chocolatiers de Bruges et à une dégustation de trappistes à Anvers.',
    highlights: [
      'Visite d’une brasserie de lambic à Anderlecht',
      'Atelier chocolat dans la vieille ville de Bruges',
      'Dîner au bord d’un canal à Gand',
    ],
    meet: 'Gare de Bruxelles-Central, sortie Carrefour de l’Europe',
  },
  'Ardennes Forest Escape': {
    title: 'Escapade en forêt ardennaise',
    pitch:
      'Un week-end de balades en forêt, de vallées et de villages tranquilles dans les Ardennes belges, facile d’accès en train depuis Bruxelles.',
    highlights: [],
    meet: 'Place du marché de Durbuy',
  },
  'Scottish Highlands by Rail': {
    title: 'Les Highlands écossais en train',
    pitch:
      'Empruntez les grandes lignes des Highlands, d’Édimbourg à Inverness, la Kyle Line jusqu’aux portes de Skye et la West Highland Line à travers le Rannoch Moor.',
    highlights: [
      'La Kyle Line jusqu’aux rivages de Skye',
      'Le viaduc de Glenfinnan sur la West Highland Line',
      'Distillerie de whisky près d’Inverness',
    ],
    meet: 'Gare d’Édimbourg-Waverley, entrée Market Street',
  },
  'West Highland Way Challenge': {
    title: 'Le West Highland Way en entier',
    pitch:
      'Parcourez les 154 kilomètres du West Highland Way, des portes de Glasgow à Fort William, le long du Loch Lomond et à travers le Rannoch Moor.',
    highlights: [
      'La rive est du Loch Lomond',
      'La traversée de l’immensité sauvage du Rannoch Moor',
      'Le Devil’s Staircase au-dessus de Glencoe',
    ],
    meet: 'Gare de Milngavie, obélisque du départ du sentier',
  },
  'Wild Atlantic Way Food Trail': {
    title: 'Route gourmande de la Wild Atlantic Way',
    pitch:
      'Longez la côte ouest de l’Irlande en petit car, à la rencontre d’ostréiculteurs, de fumoirs et de fromagers entre le Connemara et les falaises de Moher.',
    highlights: [
      'Huîtres au bord de la baie de Galway',
      'Agneau du Connemara au dîner à Clifden',
      'Cueillette d’algues près de Lahinch',
    ],
    meet: 'Eyre Square à Galway, près de la fontaine du Quincentenaire',
  },
  'Dingle Peninsula Coastal Walk': {
    title: 'Randonnée côtière sur la péninsule de Dingle',
    pitch:
      'Marchez sur les caps verdoyants et les plages de la Dingle Way, face aux îles Blasket, avec des soirées de musique traditionnelle à Dingle.',
    highlights: [
      'Slea Head et la vue sur les îles Blasket',
      'Session de musique traditionnelle dans un pub de Dingle',
      'Cabanes en pierre sèche des premiers moines irlandais',
    ],
    meet: 'Gare routière et ferroviaire de Tralee',
  },
  'Slovenian Alps and Lakes': {
    title: 'Alpes et lacs de Slovénie',
    pitch:
      'Pédalez de la verte Ljubljana aux lacs de Bled et de Bohinj, puis franchissez les Alpes juliennes jusqu’à la Soča aux eaux émeraude.',
    highlights: [
      'En pletna jusqu’à l’église de l’île du lac de Bled',
      'Baignade dans le lac glaciaire de Bohinj',
      'Vasques émeraude de la vallée de la Soča',
    ],
    meet: 'Place Prešeren, Ljubljana',
  },
  'Istrian Truffles and Olive Oil': {
    title: 'Istrie : truffes et huile d’olive',
    pitch:
      'Découvrez les villages perchés, les forêts à truffes et les oliveraies d’Istrie, avec dégustation de malvazija et de quelques-unes des meilleures huiles d’olive d’Europe.',
    highlights: [
      'Cavage dans la forêt de Motovun',
      'Dégustation d’huile d’olive chez un producteur primé',
      'Coucher de soleil sur la vieille ville de Rovinj',
    ],
    meet: 'Arènes de Pula, porte principale',
  },
  'Dalmatian Islands by Ferry and Bike': {
    title: 'Les îles dalmates en ferry et à vélo',
    pitch:
      'D’île en île sur la côte dalmate en ferry de ligne, et à vélo entre lavande, vignes et villages de pierre sur Brač, Hvar et Korčula.',
    highlights: [
      'Le palais de Dioclétien à Split',
      'Champs de lavande au cœur de Hvar',
      'Les remparts de Dubrovnik au coucher du soleil',
    ],
    meet: 'Port des ferries de Split, Gat Sv. Duje',
  },
  'Plitvice Lakes Day Walk': {
    title: 'Journée de marche aux lacs de Plitvice',
    pitch:
      'Une journée entière sur les passerelles du parc national des lacs de Plitvice, avec un garde qui explique comment les terrasses de travertin et les cascades continuent de grandir.',
    highlights: [
      'Passerelles au-dessus des lacs supérieurs',
      'La Grande Cascade vue d’en bas',
      'Traversée du lac Kozjak en bateau électrique',
    ],
    meet: 'Parc national des lacs de Plitvice, entrée 1',
  },
  'Cretan Gorges and Village Kitchens': {
    title: 'Crète : gorges et cuisines de village',
    pitch:
      'Parcourez le sud-ouest sauvage de la Crète par les gorges de Samaria et d’Aradena, et mangez dans des villages de montagne où les grands-mères cuisinent encore au feu de bois.',
    highlights: [
      'Descente intégrale des gorges de Samaria',
      'La baie de Loutro, sans voitures',
      'Cours de cuisine dans une cuisine de village de Sfakia',
    ],
    meet: 'Marché municipal de La Canée, entrée principale',
  },
  'Peloponnese Olive Harvest': {
    title: 'Récolte des olives dans le Péloponnèse',
    pitch:
      'Participez à la récolte des olives dans une ferme familiale du Magne, découvrez le pressage de l’huile et marchez sur d’anciens chemins muletiers au-dessus du golfe de Messénie.',
    highlights: [
      'Journées de récolte dans une oliveraie bio',
      'Visite d’un moulin à huile coopératif',
      'Chemins muletiers du Magne extérieur',
    ],
    meet: 'Parc ferroviaire de Kalamata, portail principal',
  },
  'Kraków and the Tatra Mountains': {
    title: 'Cracovie et les monts Tatras',
    pitch:
      'De la vieille ville de Cracovie, rejoignez Zakopane en bus pour randonner dans le parc national des Tatras et dormir dans une pension traditionnelle en bois.',
    highlights: [
      'Randonnée jusqu’au lac Morskie Oko',
      'Architecture en bois de style Zakopane',
      'Oscypek, le fromage des montagnards, dans une cabane de berger',
    ],
    meet: 'Place du Marché de Cracovie, près du monument Adam Mickiewicz',
  },
  'Polish Baltic Coast Cycle': {
    title: 'La côte baltique polonaise à vélo',
    pitch:
      'Suivez l’EuroVelo 10 le long de la Baltique, de Gdańsk aux dunes mouvantes du parc national de Słowiński, à travers pinèdes et villages de pêcheurs.',
    highlights: [
      'La longue jetée en bois de Sopot',
      'À vélo sur l’étroite péninsule de Hel',
      'Dunes mouvantes près de Łeba',
    ],
    meet: 'Long Marché de Gdańsk, près de la fontaine de Neptune',
  },
  'Bohemian Switzerland Sandstone Hike': {
    title: 'Randonnée dans les grès de la Suisse bohémienne',
    pitch:
      'Randonnez parmi tours, arches et gorges de grès dans le parc national de la Suisse bohémienne, à deux heures de train de Prague.',
    highlights: [
      'Pravčická brána, la plus grande arche de grès d’Europe',
      'Promenade en barque dans les gorges de la Kamenice',
      'Belvédères taillés dans la roche au-dessus de Jetřichovice',
    ],
    meet: 'Gare principale de Děčín, quai 1',
  },
  'Moravian Wine Cellars by Bike': {
    title: 'Les caves de Moravie à vélo',
    pitch:
      'Pédalez sur les routes des vins de Moravie du Sud, entre collines calcaires, ruelles de caves et le paysage de Lednice-Valtice inscrit à l’UNESCO.',
    highlights: [
      'Dégustations dans les ruelles de caves de Mikulov',
      'Le château de Lednice et son parc',
      'Pique-nique dans les vignes des collines de Pálava',
    ],
    meet: 'Gare principale de Brno, location de vélos',
  },
  'Prague to Budapest Rail Journey': {
    title: 'De Prague à Budapest en train',
    pitch:
      'Reliez quatre capitales d’Europe centrale en train en cinq jours, des flèches de Prague aux bains thermaux de Budapest.',
    highlights: [
      'Promenade du soir sur le pont Charles',
      'La vieille ville et le château de Bratislava',
      'Après-midi aux bains thermaux de Budapest',
    ],
    meet: 'Praha hlavní nádraží, salle historique Fanta',
  },
  'Tokaj Wine Country Weekend': {
    title: 'Week-end dans le vignoble de Tokaj',
    pitch:
      'Prenez le train de Budapest à Tokaj pour un week-end de vins liquoreux d’aszú, de vignes volcaniques et de caves creusées dans les coteaux.',
    highlights: [
      'Dégustation d’aszú dans une cave séculaire',
      'Balade dans les vignes sur les pentes volcaniques',
      'Dîner chez une famille de vignerons de Mád',
    ],
    meet: 'Gare de Tokaj',
  },
  'Transylvanian Villages and Meadows': {
    title: 'Villages et prairies de Transylvanie',
    pitch:
      'Marchez entre les prairies de fauche et les villages saxons fortifiés de Transylvanie, l’un des derniers grands paysages agricoles d’Europe.',
    highlights: [
      'L’église fortifiée de Viscri',
      'Prairies fleuries avec une botaniste de la région',
      'La citadelle médiévale de Sighișoara',
    ],
    meet: 'Place du Conseil, Brașov',
  },
  'Estonian Bogs and Islands': {
    title: 'Estonie : tourbières et îles',
    pitch:
      'Explorez l’Estonie sauvage en bus et en ferry, des balades en raquettes de tourbière à Soomaa aux prairies de genévriers et moulins à vent de l’île de Saaremaa.',
    highlights: [
      'Balade en raquettes dans le parc national de Soomaa',
      'Les manoirs de Lahemaa',
      'Les moulins à vent d’Angla sur Saaremaa',
    ],
    meet: 'Vieille ville de Tallinn, porte Viru',
  },
  'Lake Como Villas and Ferries': {
    title: 'Lac de Côme : villas et ferries',
    pitch:
      'Rejoignez le lac de Côme en train depuis Milan et découvrez ses villas et ses jardins en ferry de ligne, avec une nuit à Bellagio au bord de l’eau.',
    highlights: [
      'Les jardins de la Villa Carlotta',
      'En ferry jusqu’à Varenna et Bellagio',
      'Funiculaire jusqu’à Brunate au-dessus de Côme',
    ],
    meet: 'Gare de Côme San Giovanni',
  },
  'Sardinian Shepherds’ Table': {
    title: 'À la table des bergers sardes',
    pitch:
      'Une journée dans les collines de la Barbagia avec des bergers qui font encore le pecorino à la main, et pour finir un long déjeuner de cochon rôti, pain et vin de Cannonau.',
    highlights: [
      'Fabrication du fromage avec un berger de la Barbagia',
      'Les fresques murales d’Orgosolo',
      'Déjeuner en plein air sous les chênes-lièges',
    ],
    meet: 'Gare routière de Nuoro',
  },
  'Wachau Apricot and Wine Day': {
    title: 'Journée abricots et vins dans la Wachau',
    pitch:
      'Une journée tranquille à vélo le long du Danube dans la Wachau, avec dégustation d’abricots, une cave de grüner veltliner et le bac pour retraverser le fleuve.',
    highlights: [
      'À vélo entre les vignes en terrasses de la Wachau',
      'Dégustation dans une ferme d’abricotiers',
      'Traversée en bac historique à Spitz',
    ],
    meet: 'Gare de Krems an der Donau',
  },
};
