import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un billet à 10 €, cela ne paraît pas grand-chose. Pourtant, pour un guide qui emmène un groupe dans les ruelles de Palerme ou de Catane trois fois par semaine, ces billets finissent par constituer un vrai revenu, et une bonne partie reste à quelques rues du point de départ de la visite. Nous avons regardé où va réellement l’argent d’une mini-visite typique.',
  },
  { type: 'heading', text: 'L’essentiel du billet revient au guide' },
  {
    type: 'paragraph',
    text: 'Nos mini-visites sont menées par des gens qui vivent dans la ville qu’ils font découvrir. Sur un billet typique à 10 €, c’est le guide qui garde la plus grande part. Le reste couvre les frais de paiement, l’assurance et le fonctionnement de la plateforme de réservation. Aucun frais de réservation ne s’ajoute pour le voyageur : le prix affiché est le prix payé.',
  },
  {
    type: 'paragraph',
    text: 'Pour un guide, un groupe de huit personnes sur une balade de deux heures rapporte plus que bien des petits boulots payés à l’heure dans la même ville. Plusieurs de nos guides sont étudiants, enseignants à la retraite ou artistes, et calent leurs visites autour d’un autre travail. D’autres en ont fait une petite activité à plein temps.',
  },
  { type: 'heading', text: 'Les étapes comptent aussi' },
  {
    type: 'paragraph',
    text: 'L’itinéraire compte autant que la personne qui guide. Beaucoup de parcours se terminent dans un café familial, une boulangerie ou sur un étal de marché plutôt que dans un restaurant de chaîne. Le guide ne touche aucune commission : le but est de faire connaître aux visiteurs des adresses qu’ils n’auraient pas trouvées seuls.',
  },
  {
    type: 'list',
    items: [
      'Une balade street food peut s’arrêter à un stand d’arancini, chez un poissonnier et dans une petite pâtisserie.',
      'Une balade historique se termine souvent dans un bar de quartier dont le patron se souvient encore du vieux centre d’autrefois.',
      'Une visite au lever du soleil peut finir par un petit-déjeuner dans une boulangerie qui ouvre avant tout le monde.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Quand un visiteur achète un café, un en-cas ou un petit souvenir à chaque étape, l’argent va à des commerces qui profitent rarement des grands groupes en autocar.',
  },
  { type: 'heading', text: 'Petits groupes, empreinte plus légère' },
  {
    type: 'paragraph',
    text: 'Les mini-visites sont volontairement en petit comité. Un groupe de huit à douze personnes peut s’arrêter dans une ruelle étroite sans gêner les habitants, écouter sans micro et repartir vite. Les voisins accueillent bien plus volontiers une poignée de curieux qu’une foule de cinquante personnes.',
  },
  {
    type: 'paragraph',
    text: 'Les visites courtes répartissent aussi la fréquentation sur la journée et dans des quartiers que les touristes ont tendance à oublier, ce qui soulage les sites les plus fréquentés.',
  },
  { type: 'heading', text: 'Pour que votre billet compte vraiment' },
  {
    type: 'paragraph',
    text: 'Laissez un pourboire à votre guide si la visite vous a plu : dans beaucoup de villes, c’est l’usage, et il lui revient en entier. Achetez quelque chose aux étapes si vous le pouvez. Demandez à votre guide où il mange et fait ses courses, et retournez-y plus tard par vous-même. Laissez un avis, car les nouveaux guides en ont besoin pour remplir leurs premières visites.',
  },
  {
    type: 'paragraph',
    text: 'Un seul billet à 10 € ne transformera pas un quartier. Mais un flux régulier de petites visites bien menées fait vivre les guides locaux, amène des clients aux commerces indépendants et offre aux visiteurs un regard sur la ville qu’aucun tour en bus ne peut égaler.',
  },
];
