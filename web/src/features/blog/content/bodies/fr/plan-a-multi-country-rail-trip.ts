import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un voyage en train d’Amsterdam à Vienne traverse quatre pays et certains des plus beaux paysages d’Europe, des gorges du Rhin à la vallée du Danube. On peut le faire en une seule longue journée, mais il est bien plus riche sur une ou deux semaines, avec des étapes en chemin. C’est la préparation qui fait la différence entre un voyage détendu et une série de correspondances manquées.',
  },
  { type: 'heading', text: 'Esquissez d’abord l’itinéraire' },
  {
    type: 'paragraph',
    text: 'Commencez par une carte plutôt que par un site de réservation. Notez les endroits où vous voulez dormir, puis regardez le temps de trajet entre eux. Trois à cinq heures de train par jour, c’est confortable ; au-delà, le voyage commence à empiéter sur les destinations. Un itinéraire classique passe par Amsterdam, Cologne, la vallée du Rhin, Francfort ou Wurtzbourg, Munich ou Nuremberg, puis rejoint Vienne, avec un détour possible par Prague.',
  },
  {
    type: 'list',
    items: [
      'Prévoyez au moins deux nuits dans chaque ville que vous voulez vraiment découvrir.',
      'Faites de courts sauts sur les tronçons pittoresques et prenez des trains rapides sur les plus monotones.',
      'Vérifiez si un tronçon exige une réservation, comme un train de nuit.',
    ],
  },
  { type: 'heading', text: 'Quand réserver' },
  {
    type: 'paragraph',
    text: 'La plupart des compagnies européennes ouvrent les ventes trois à six mois à l’avance. Les petits prix partent en premier et disparaissent vite, surtout le vendredi, le dimanche et autour des jours fériés. Réservez tôt les longs trajets internationaux et gardez de la souplesse pour les courts trajets régionaux, dont les prix varient rarement.',
  },
  {
    type: 'paragraph',
    text: 'Si vous hésitez encore, beaucoup de compagnies vendent des billets flexibles, échangeables ou remboursables moyennant un petit supplément. Ils coûtent plus cher au départ, mais peuvent vous faire économiser si vos projets changent.',
  },
  { type: 'heading', text: 'Quand un pass ferroviaire est rentable' },
  {
    type: 'paragraph',
    text: 'Un pass ferroviaire couvre la plupart des trains de nombreux pays pour un nombre donné de jours de voyage. Il est rentable si vous voyagez souvent et réservez tard, ou si vous voulez pouvoir changer d’itinéraire le jour même. En général, il ne vaut pas le coup si vous réservez tout des mois à l’avance et dénichez des petits prix.',
  },
  {
    type: 'paragraph',
    text: 'Calculez le coût total des billets de point à point pour votre itinéraire, ajoutez les réservations de places qu’il vous faudrait avec un pass, et comparez. Pour un voyage avec quatre ou cinq longues étapes, les montants sont souvent proches.',
  },
  { type: 'heading', text: 'Gardez de la marge entre les correspondances' },
  {
    type: 'paragraph',
    text: 'Les retards arrivent, et avec une correspondance serrée, dix minutes de retard suffisent pour rater le train suivant. En règle générale, comptez au moins 30 minutes pour changer entre deux trains de la même compagnie, et une heure ou plus si vous changez de compagnie ou de gare. Avec un billet unique, la compagnie doit vous aider à poursuivre votre voyage si vous manquez une correspondance ; avec des billets séparés, vous devrez peut-être en racheter un.',
  },
  { type: 'heading', text: 'Faites du trajet une partie du voyage' },
  {
    type: 'paragraph',
    text: 'Les plus beaux voyages en train ne se résument pas à aller d’une ville à l’autre. Asseyez-vous du bon côté le long du Rhin, arrêtez-vous déjeuner dans une petite ville, prenez le train lent à travers la Wachau. Notre grand tour d’Europe en train, d’Amsterdam à Vienne, est conçu ainsi : chaque journée de trajet est pensée autant pour la vue que pour les horaires.',
  },
];
