import { frenchWords } from './words.js';
import type { ScaleWords } from '../types.js';

type Gender = 'm' | 'f' | 'mpl' | 'fpl';

/** Adjectives, in the English list's order: masculine and feminine singular. */
const adjectives: [string, string][] = [
  ['lent', 'lente'],
  ['vert', 'verte'],
  ['sauvage', 'sauvage'],
  ['secret', 'secrète'],
  ['côtier', 'côtière'],
  ['alpin', 'alpine'],
  ['historique', 'historique'],
  ['paisible', 'paisible'],
  ['de saison', 'de saison'],
  ['rural', 'rurale'],
  ['tranquille', 'tranquille'],
  ['panoramique', 'panoramique'],
  ['ancestral', 'ancestrale'],
  ['sans voiture', 'sans voiture'],
  ['bas carbone', 'bas carbone'],
  ['pittoresque', 'pittoresque'],
  ['en famille', 'en famille'],
];

const tourThemes: [string, Gender][] = [
  ['Voyage|en train', 'm'],
  ['Semaine|de randonnée', 'f'],
  ['Escapade|à vélo', 'f'],
  ['Route gourmande|', 'f'],
  ['Week-end œnologique|', 'm'],
  ['Tour|des îles', 'm'],
  ['Tour|des lacs', 'm'],
  ['Retraite|en forêt', 'f'],
  ['Balade|de village en village', 'f'],
  ['Journées|de récolte', 'fpl'],
  ['Sentier côtier|', 'm'],
  ['Trek nature|', 'm'],
  ['Tour|des marchés', 'm'],
  ['Route|du patrimoine', 'f'],
  ['Croisière|sur les canaux', 'f'],
  ['Refuges|de montagne', 'mpl'],
  ['Séjour|à la ferme', 'm'],
  ['Escapade ornithologique|', 'f'],
  ['Boucle slow travel|', 'f'],
  ['Voyage|au fil de l’eau', 'm'],
  ['Aventure|en train de nuit', 'f'],
  ['Route|des fromages', 'f'],
  ['Balade|dans les vergers', 'f'],
  ['Chemin|de pèlerinage', 'm'],
  ['Traversée glaciaire|', 'f'],
  ['Séjours|au monastère', 'mpl'],
  ['Tour|des vignobles', 'm'],
  ['Sentier|des phares', 'm'],
  ['Récolte|des olives', 'f'],
  ['Nuits|sous les étoiles', 'fpl'],
];

/** The adjective agreed with the theme: "-s" in the plural unless it ends in s or is a phrase. */
function agree(adjective: number, gender: Gender): string {
  const [masculine, feminine] = adjectives[adjective]!;
  const singular = gender === 'f' || gender === 'fpl' ? feminine : masculine;
  if (gender === 'm' || gender === 'f' || singular.includes(' ') || singular.endsWith('s')) {
    return singular;
  }
  return `${singular}s`;
}

/** A theme as 'Croisière|sur les canaux': the adjective goes after the part before the bar. */
const themeName = (theme: string) => theme.replace('|', ' ').trim();
const themeWith = (theme: string, adjective: string) => {
  const [head, rest] = theme.split('|');
  return `${head} ${adjective}${rest ? ` ${rest}` : ''}`;
};

const of = (place: string) => (/^[aeiouyàâéèêîôûæœ]/i.test(place) ? `d’${place}` : `de ${place}`);

export const frenchScale: ScaleWords = {
  adjectives: adjectives.map(([masculine]) => masculine),
  tourThemes: tourThemes.map(([name]) => themeName(name)),
  tourPhrases: [
    'avec des nuits en maisons d’hôtes familiales',
    'uniquement en train et en ferry',
    'accompagné par des naturalistes du pays',
    'avec de longs déjeuners dans de petites fermes',
    'sur des chemins tranquilles, loin de la foule',
    'avec du temps pour la baignade, les marchés et les musées',
    'à la rencontre de ceux qui protègent ces paysages',
  ],
  microThemes: [
    'Balade dans la vieille ville',
    'Dégustation street food',
    'Boucle à vélo',
    'Cours cachées',
    'Tour street art',
    'Matinée au marché',
    'Belvédères au coucher du soleil',
    'Tournée des cafés',
    'Balade architecturale',
    'Histoires de fantômes',
    'Pique-nique au parc',
    'Atelier cuisine',
    'Journée de randonnée',
    'Visite de brasserie',
    'Balade photo',
    'Tournée des boulangeries',
    'Flânerie au bord de l’eau',
    'Musées au pas de course',
    'Soirée sur les toits',
    'Chasse aux puces',
    'Nuit dans une cave de jazz',
    'Dégustation de chocolat',
    'Balade en tram',
    'Visite de jardins',
  ],
  microPhrases: [
    'Une balade en petit groupe avec un guide local',
    'Une sortie facile à vélo de ville',
    'Une tournée gourmande des boutiques et étals familiaux',
    'Une découverte détendue pour une première visite',
    'Une sortie du soir avec histoires et en-cas',
  ],
  frames: [
    'Au programme : {}, {}, {} et {}.',
    'Nos guides adorent {} {}, {} et {}.',
    'Prévoyez pour {} et {}, {} et {}.',
    'Les soirées apportent {}, {} et {} {}.',
    'Les habitants parlent encore de {} {} et de {} {}.',
    'Les journées mêlent {}, {} et {} avec {}.',
    'Demandez-nous {}, {} et {} {}.',
    'Nos voyageurs se souviennent de {} {}, {} et {}.',
  ],
  words: frenchWords,
  functionWords: [
    'à',
    'au',
    'aux',
    'avec',
    'chez',
    'dans',
    'de',
    'des',
    'du',
    'en',
    'entre',
    'et',
    'la',
    'le',
    'les',
    'ou',
    'par',
    'pour',
    'sans',
    'sous',
    'sur',
    'un',
    'une',
    'vers',
  ],
  tourTitle: (adjective, theme, place) => {
    const [name, gender] = tourThemes[theme]!;
    return `${themeWith(name, agree(adjective, gender))} autour ${of(place)}`;
  },
  tourIntro: (days, theme, from, to, phrase) =>
    `${themeName(tourThemes[theme]![0])} ${of(from)} à ${to} : ${days === 1 ? 'une journée' : `${days} jours`}, ${phrase}. `,
  tourFullIntro: (place, adjective, phrase) =>
    `Découvrez ${place} et sa campagne sur un itinéraire ${agree(adjective, 'm')}, ${phrase}. `,
  tourFullOutro: ' Petits groupes, guides locaux et transports bas carbone tout au long du voyage.',
  microTitle: (theme, city) => `${frenchScale.microThemes[theme]!} à ${city}`,
  microIntro: (phrase, city, theme) =>
    `${phrase} à ${city}, autour du thème « ${frenchScale.microThemes[theme]!.toLowerCase()} » et des histoires qu’en racontent les habitants. `,
  tourMeetingPoint: (place) => `Gare principale ${of(place)}`,
  tourHighlights: (place, theme) => [
    `${place} avec un guide local`,
    'Hébergements tenus par des gens du pays',
    `Temps forts : ${themeName(tourThemes[theme]![0]).toLowerCase()}`,
  ],
  microMeetingPoint: (city) => `Office de tourisme ${of(city)}`,
  microIncluded: ['Guide local', 'Petit groupe'],
  microExcluded: ['Repas et boissons', 'Pourboires'],
};
