import type { TourPhrases } from '../types.js';

/** "A, B et C". */
export function listFr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** Places after "à" and "de" other than a town's ("au col de Sella", "des lacs de Plitvice"). */
const placeForms: Record<string, { at: string; from: string }> = {
  'Col de Sella': { at: 'au col de Sella', from: 'du col de Sella' },
  'Val Gardena': { at: 'dans le Val Gardena', from: 'du Val Gardena' },
  'Kleine Scheidegg': { at: 'à la Kleine Scheidegg', from: 'de la Kleine Scheidegg' },
  Achensee: { at: 'au bord de l’Achensee', from: 'de l’Achensee' },
  Titisee: { at: 'au bord du Titisee', from: 'du Titisee' },
  'Lacs de Plitvice': { at: 'aux lacs de Plitvice', from: 'des lacs de Plitvice' },
  'Cap Fréhel': { at: 'au cap Fréhel', from: 'du cap Fréhel' },
  'Refugio de Estós': { at: 'au refuge d’Estós', from: 'du refuge d’Estós' },
  Kebnekaise: { at: 'au pied du Kebnekaise', from: 'du Kebnekaise' },
  Alqueva: { at: 'au lac d’Alqueva', from: 'du lac d’Alqueva' },
  Pineta: { at: 'dans la vallée de Pineta', from: 'de la vallée de Pineta' },
  Lahemaa: { at: 'dans le parc national de Lahemaa', from: 'du parc national de Lahemaa' },
  Soomaa: { at: 'dans le parc national de Soomaa', from: 'du parc national de Soomaa' },
  Linnansaari: {
    at: 'dans le parc national de Linnansaari',
    from: 'du parc national de Linnansaari',
  },
};

const startsWithVowel = (place: string) => /^[aeiouyàâäéèêëîïôöûüæœ]/i.test(place);
const atPlace = (place: string) => placeForms[place]?.at ?? `à ${place}`;
const fromPlace = (place: string) =>
  placeForms[place]?.from ?? (startsWithVowel(place) ? `d’${place}` : `de ${place}`);

/** "jusqu’à Lyon", "jusqu’aux lacs de Plitvice", "jusque dans le Val Gardena". */
const untilPlace = (place: string) => {
  const at = atPlace(place);
  return /^(à|au|aux) /.test(at) ? `jusqu’${at}` : `jusque ${at}`;
};

/** Vouvoiement, as French travel writing. */
export const frenchPhrases: TourPhrases = {
  activities: {
    eco: [
      {
        title: 'Visite d’un projet de réensauvagement',
        text: 'Vous passez la matinée {inPlace} avec l’équipe d’un projet de réensauvagement et découvrez comment herbivores, castors et zones humides restaurées redonnent vie au paysage.',
      },
      {
        title: 'Balade en forêt et cueillette',
        text: 'Un naturaliste vous emmène {inPlace} pour une lente promenade en forêt, à la découverte des plantes comestibles, des champignons et des traces des animaux qui y vivent.',
      },
      {
        title: 'Ornithologie à l’aube',
        text: 'Réveil matinal pour une sortie d’observation des oiseaux {inPlace} avec un guide, jumelles et guide d’identification fournis, suivie d’un petit-déjeuner tardif.',
      },
      {
        title: 'Une journée avec les paysans',
        text: 'Mettez la main à la pâte dans une petite ferme bio {inPlace} : nourrir les animaux, aider au potager et partager un déjeuner préparé avec la récolte du matin.',
      },
      {
        title: 'Randonnée vers un sommet ou un belvédère',
        text: 'Une randonnée plus longue mène au plus beau point de vue des environs {inPlace}, avec pique-nique au sommet et une variante plus douce pour qui préfère une journée tranquille.',
      },
      {
        title: 'Sur l’eau',
        text: 'Explorez le rivage {inPlace} en canoë ou en kayak avec un moniteur, avec une pause baignade si le temps le permet.',
      },
      {
        title: 'Bénévolat pour la nature',
        text: 'Participez {inPlace} à une demi-journée de bénévolat : arracher des plantes invasives, réparer des sentiers ou compter la faune avec les gardes du parc. L’après-midi est libre.',
      },
      {
        title: 'Journée libre',
        text: 'Une journée libre {inPlace}. Votre guide vous conseille balades, coins de baignade et cafés, et la plupart de nos hébergements prêtent des vélos.',
      },
    ],
    gastro: [
      {
        title: 'Marché du matin et cours de cuisine',
        text: 'Faites le marché du matin {inPlace} avec une cuisinière du coin, puis préparez et dégustez ensemble un déjeuner de trois plats dans une cuisine familiale.',
      },
      {
        title: 'Producteurs et dégustations',
        text: 'Rencontrez de petits producteurs {inPlace} — un fromager, un boulanger et un vigneron —, goûtez au fil des visites et découvrez comment chacun travaille.',
      },
      {
        title: 'De la ferme à la table',
        text: 'Un après-midi dans une ferme {inPlace} se termine par un long dîner à une table commune, préparé avec des produits cultivés à quelques pas.',
      },
      {
        title: 'Balade street food',
        text: 'Suivez un journaliste culinaire dans les ruelles {fromPlace} et goûtez les en-cas que mangent vraiment les habitants, avec les histoires qui vont avec.',
      },
      {
        title: 'Caves et vignobles',
        text: 'À pied ou à vélo entre les vignes {inPlace}, avec visites de caves, dégustation de vins nature et pique-nique au milieu des rangs.',
      },
      {
        title: 'Cueillette avec un chef',
        text: 'Cueillez herbes, pousses sauvages et, en saison, champignons avec un chef {inPlace}, qui cuisine ensuite votre récolte pour le déjeuner.',
      },
      {
        title: 'Boulangerie à l’aube',
        text: 'Rejoignez les boulangers {inPlace} avant le lever du soleil pour façonner le pain et les viennoiseries du jour, puis savourez le résultat avec un café à l’ouverture des fours.',
      },
      {
        title: 'Après-midi libre',
        text: 'Une journée libre {inPlace}. Notre guide vous laisse une carte de ses cafés, épiceries fines et bars préférés, et réserve volontiers une table pour le soir.',
      },
    ],
    'no-flight-europe': [
      {
        title: 'Promenade dans la vieille ville',
        text: 'Un guide local vous fait découvrir à pied la vieille ville {fromPlace}, de sa place principale aux ruelles et cours tranquilles qui se cachent derrière.',
      },
      {
        title: 'Excursion panoramique',
        text: 'Une excursion en train régional ou en bateau au départ {fromPlace} vers les plus beaux paysages des environs, avec retour pour le dîner.',
      },
      {
        title: 'Musées et cafés',
        text: 'Passez la journée dans les musées et les cafés {fromPlace}, avec un pass de transports inclus pour explorer à votre rythme.',
      },
      {
        title: 'À vélo et à pied',
        text: 'Découvrez {place} comme les habitants, lors d’une balade guidée à vélo dans les parcs et au bord de l’eau, suivie d’un après-midi à pied.',
      },
      {
        title: 'Journée libre',
        text: 'Une journée libre {inPlace}. Votre accompagnateur est là pour vous conseiller, et les transports en commun de la ville sont inclus.',
      },
      {
        title: 'Port et front de mer',
        text: 'Longez le port et le front de mer {fromPlace}, prenez un court trajet en bateau public et terminez par un dîner au bord de l’eau.',
      },
    ],
  },
  travelDay: {
    train: [
      'Un train du matin vous emmène {fromLeg} {toLeg} ; les places sont réservées et le trajet compte parmi les plus beaux du voyage. Après-midi libre {inPlace}.',
      'Un trajet en train sans hâte vous conduit {fromLeg} {toLeg}, avec le temps de déjeuner à bord et une courte promenade de découverte à l’arrivée.',
    ],
    bus: [
      'Un autocar à faibles émissions conduit le groupe {fromLeg} {toLeg}, avec une halte en route pour une balade et le déjeuner.',
      'Trajet en bus régional {fromLeg} {toLeg} ; votre guide s’occupe des billets et des bagages, et la soirée est à vous.',
    ],
    bike: [
      'Pédalez {fromLeg} {toLeg} sur des petites routes et des pistes cyclables, environ {km} km avec de nombreuses pauses. Vos bagages voyagent en fourgon.',
      'L’étape du jour, environ {km} km, vous mène {fromLeg} {toLeg}, avec une pause café à mi-parcours et un véhicule d’assistance pour qui veut monter.',
    ],
    walk: [
      'Marchez environ {km} km {fromLeg} {toLeg} sur des sentiers balisés pendant que vos bagages rejoignent l’hébergement suivant.',
      'Une journée à pied {fromLeg} {toLeg}, environ {km} km avec pique-nique en chemin et le dîner qui vous attend à l’arrivée.',
    ],
    none: [
      'Vous continuez {fromLeg} {toLeg} en transports locaux, billets fournis, avec du temps pour explorer à l’arrivée.',
      'Transfert {fromLeg} {toLeg} en bus ou en ferry, puis installation à l’hébergement avant un dîner ensemble.',
    ],
  },
  finalLeg: {
    train:
      'Un dernier trajet panoramique vous mène {fromLeg} {toLeg}, où le voyage se termine dans l’après-midi.',
    bus: 'Un dernier transfert en autocar vous conduit {fromLeg} {toLeg}, où le voyage se termine après le déjeuner.',
    bike: 'La dernière étape, environ {km} km, vous mène {fromLeg} {toLeg}, où le voyage se termine par un déjeuner de fête.',
    walk: 'La dernière étape, environ {km} km, vous conduit {fromLeg} {toLeg}, où le voyage se termine dans l’après-midi.',
    none: 'Trajet {fromLeg} {toLeg} en transports locaux ; le voyage se termine à l’arrivée.',
  },
  arrival: [
    'Rendez-vous avec votre guide dans l’après-midi au point de rencontre ({meet}) pour une courte promenade {inPlace}, suivie d’un dîner de bienvenue.',
    'Arrivée {inPlace} à votre rythme ; le groupe se retrouve au point de rencontre ({meet}) pour une présentation et un dîner ensemble.',
  ],
  departure: [
    'Après le petit-déjeuner, le voyage se termine {inPlace}. Nous vous aidons à organiser la suite en train ou en bus.',
    'Une dernière matinée {inPlace} avant la fin du voyage vers midi, avec le temps d’une dernière balade ou d’un dernier marché.',
  ],
  oneDay:
    'Rendez-vous le matin : {meet}. {pitch} La journée se termine au point de rencontre en fin d’après-midi.',
  categoryParagraphs: {
    eco: [
      'Ce voyage parle de paysages et des gens qui en prennent soin. Chaque jour associe le plein air à la visite d’un projet de protection de la nature, d’une ferme ou d’une maison de garde, et une part de chaque réservation leur est directement reversée.',
      'Voyager lentement et en petit groupe, c’est laisser peu de traces. Nous logeons dans des maisons d’hôtes et des refuges tenus par des gens du pays, mangeons de saison et local, et travaillons avec des guides qui vivent dans la région.',
      'Vous passerez l’essentiel de vos journées dehors, à découvrir comment sont protégés et restaurés les lieux que vous traversez, des zones humides et forêts aux anciennes terres agricoles rendues à la nature.',
    ],
    gastro: [
      'La cuisine est le fil conducteur de ce voyage. Nous mangeons avec les cuisiniers, boulangers, paysans et vignerons qui font la région, le plus souvent à leur table plutôt qu’au restaurant.',
      'Marchés le matin, dégustations l’après-midi et longs dîners le soir. Chaque producteur visité est petit, indépendant et choisi pour sa manière de traiter sa terre et ses bêtes.',
      'Vous goûterez la région à travers ses saisons et ses habitants, avec cours de cuisine, visites de caves et balades qui ouvrent l’appétit entre deux repas.',
    ],
    'no-flight-europe': [
      'Le trajet fait la moitié du plaisir. Tout l’itinéraire est pensé en train, ferry et bus : vous rejoignez le départ sans avion et regardez le paysage changer par la fenêtre.',
      'Voyager lentement ne veut pas dire se compliquer la vie : nous nous occupons des billets, des réservations de places et des bagages, pour que vous profitiez du trajet entre les étapes.',
      'Chaque étape découpe le voyage en trajets confortables, avec du temps pour explorer à l’arrivée et un accompagnateur qui connaît parfaitement le réseau ferroviaire.',
    ],
  },
  difficultyNotes: {
    easy: 'Le rythme est tranquille et convient à toute personne qui aime quelques heures d’activité légère par jour.',
    moderate:
      'Comptez trois à cinq heures d’activité la plupart des jours, avec quelques montées ; une bonne forme physique vous aidera à en profiter.',
    challenging:
      'Les journées sont longues, avec un dénivelé important. Vous devez randonner ou pédaler régulièrement et être à l’aise sur terrain accidenté.',
  },
  baseCampNotes: {
    train: 'Trains régionaux et transports locaux vous mènent à chaque visite.',
    bus: 'Un petit car prend le groupe au point de rencontre pour chaque visite.',
    bike: 'Vous partez du point de rencontre sur de bons vélos hybrides, vélos électriques disponibles.',
    walk: 'Tout se fait à pied : un sac à dos de journée suffit.',
    none: 'Les transports locaux vers chaque visite sont inclus.',
  },
  transportNotes: {
    train: 'Tous les trajets entre les étapes se font en train, places réservées à l’avance.',
    bus: 'Entre les étapes, nous voyageons en autocar à faibles émissions ou en bus régional.',
    bike: 'Vous roulez sur de bons vélos hybrides, vélos électriques disponibles, et un fourgon transporte les bagages.',
    walk: 'Vous marchez d’étape en étape avec un simple sac de journée ; vos bagages sont transportés pour vous.',
    none: 'Les transferts se font en bus locaux, ferries et bateaux, billets inclus.',
  },
  list: listFr,
  inPlace: atPlace,
  toPlace: atPlace,
  fromPlace,
  dayTitles: {
    oneDay: (place) => `Une journée ${atPlace(place)}`,
    arrival: (place) => `Arrivée ${atPlace(place)}`,
    leg: (from, to) => `${from} – ${to}`,
    farewell: (place) => `Départ ${fromPlace(place)}`,
    activity: (activity, place) => `${activity} ${atPlace(place)}`,
  },
  highlights: {
    byCategory: {
      eco: 'Une part de chaque réservation finance un projet local de protection de la nature',
      gastro: 'Repas partagés avec des paysans et des cuisiniers indépendants',
      'no-flight-europe': 'Départ accessible en train, sans avion',
    },
    smallGroup: (size) => `Petit groupe de ${size} voyageurs au maximum`,
    greenGuesthouses: 'Maisons d’hôtes locales choisies pour leur engagement écologique',
  },
  included: {
    guide: 'Guide local expérimenté ou accompagnateur pendant tout le voyage',
    nights: (nights) =>
      nights === 1
        ? '1 nuit dans un hébergement tenu par des gens du pays'
        : `${nights} nuits dans des hébergements tenus par des gens du pays`,
    breakfast: 'Petit-déjeuner chaque jour',
    byCategory: {
      eco: 'Entrées des parcs et réserves, plus un don à un projet local de protection de la nature',
      gastro: 'Toutes les dégustations, cours de cuisine et visites de producteurs du programme',
      'no-flight-europe':
        'Tous les billets de train, de ferry et de bus entre les étapes, avec réservation des places',
    },
    byTransport: {
      train: 'Trajets en train en 2e classe entre les étapes',
      bus: 'Transferts en autocar à faibles émissions',
      bike: 'Vélo hybride avec sacoches, casque et kit de réparation',
      walk: 'Transport des bagages entre les hébergements',
      none: 'Bus locaux, ferries et transferts en bateau',
    },
    dinners: (dinners) => (dinners === 1 ? '1 dîner' : `${dinners} dîners`),
  },
  notIncluded: {
    travelToAndFrom: (place) => `Trajet aller-retour ${untilPlace(place)}`,
    travelToAndHome: (start, end) =>
      `Trajet aller ${untilPlace(start)} et retour au départ ${fromPlace(end)}`,
    insurance: 'Assurance voyage',
    gastroDrinks: 'Boissons en dehors des dégustations',
    lunches: 'Déjeuners, sauf mention contraire',
    personal: 'Dépenses personnelles et pourboires',
    eBike: 'Vélo électrique (en option)',
  },
  cancellation: {
    rail: 'Les billets de train et couchettes sont émis à votre nom deux semaines avant le départ ; ensuite, un changement de date dépend des places dans les nouveaux trains.',
    wholeBooking:
      'Un changement de date s’applique à toute la réservation : tous les voyageurs passent ensemble à la nouvelle date.',
    seats:
      'Un changement de date dépend des places au nouveau départ ; vos options suivent la réservation.',
  },
  description: {
    basedIn: (days, place) =>
      `${days === 1 ? 'Toute la journée se passe' : 'Tout le voyage se passe'} ${atPlace(place)} : pas de valises à faire et défaire.`,
    route: (start, end, days, middle) =>
      `L’itinéraire de ${days} jours part ${fromPlace(start)} et se termine ${atPlace(end)}` +
      (middle.length > 0 ? ` ; étapes en chemin : ${listFr(middle)}.` : ', court et sans hâte.'),
    groupLimit: (size) => `Les groupes sont limités à ${size} voyageurs.`,
  },
};
