import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un week-end en ville ne rime pas forcément avec billets hors de prix pour les grands monuments. Les meilleures façons de découvrir un lieu passent souvent par de courtes visites menées par des gens qui y vivent, et beaucoup coûtent moins cher qu’une entrée de musée. Avec un peu d’organisation, 30 € suffisent pour tout un week-end de découvertes guidées.',
  },
  { type: 'heading', text: 'Le programme : trois visites, trois prix' },
  {
    type: 'paragraph',
    text: 'Sur EcoTours, les mini-visites sont proposées à quatre prix fixes : 5 €, 10 €, 20 € et 30 €. Pour un week-end, nous conseillons de combiner plusieurs visites bon marché plutôt que d’en réserver une seule, plus chère. Voici un exemple à Amsterdam.',
  },
  {
    type: 'list',
    items: [
      'Samedi matin : une balade street art à 5 € dans un ancien quartier industriel, environ une heure.',
      'Dimanche à l’aube : une marche à 5 € jusqu’à un point de vue sur le port pour le lever du soleil, suivie d’un café dans une boulangerie du quartier.',
      'Dimanche en fin de matinée : une dégustation au marché à 20 €, avec fromages, hareng et stroopwafels tout juste sortis du gaufrier.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Au total, 30 €, et vous aurez vu le côté créatif de la ville, ses paysages et sa cuisine.',
  },
  { type: 'heading', text: 'Rechargez votre porte-monnaie une seule fois' },
  {
    type: 'paragraph',
    text: 'Les mini-visites se règlent avec votre porte-monnaie EcoTours : inutile de saisir votre carte à chaque réservation. Ajoutez une fois, avant de partir, le montant total de votre week-end, puis réservez chaque visite en quelques gestes. Si vous ne dépensez pas tout, le solde reste dans votre porte-monnaie pour votre prochain voyage.',
  },
  {
    type: 'paragraph',
    text: 'Payer à l’avance aide aussi à tenir son budget. Une fois les visites réservées, vous pouvez consacrer le reste du week-end à marcher, pédaler et explorer sans dépenser un centime de plus.',
  },
  { type: 'heading', text: 'Laissez de l’air entre les visites' },
  {
    type: 'paragraph',
    text: 'On est tenté de remplir chaque heure, mais les meilleurs week-ends laissent de la place pour souffler. Ne prévoyez pas plus de deux visites par jour, avec au moins une heure entre les deux. Les guides recommandent souvent un café, un parc ou une rue tranquille à deux pas : suivre leurs conseils fait partie du plaisir.',
  },
  {
    type: 'paragraph',
    text: 'Vérifiez le point de rendez-vous et la durée de chaque visite avant de réserver. La plupart des mini-visites durent d’une à trois heures, et certaines visites gourmandes un peu plus.',
  },
  { type: 'heading', text: 'Dépenser peu pour tout le reste' },
  {
    type: 'list',
    items: [
      'Marchez ou louez un vélo plutôt que de prendre le taxi : à Amsterdam, presque tout est à moins de 20 minutes à vélo.',
      'Prenez votre repas principal le midi, quand beaucoup de restaurants proposent une formule moins chère.',
      'Remplissez votre gourde aux fontaines au lieu d’acheter de l’eau.',
      'Demandez à votre guide s’il y a des événements gratuits ce week-end-là, comme des concerts ou des ateliers portes ouvertes.',
    ],
  },
  { type: 'heading', text: 'À vous de jouer' },
  {
    type: 'paragraph',
    text: 'Le même principe fonctionne dans presque toutes les villes. À Lisbonne, remplacez la dégustation au marché par une balade en tram entre les belvédères ; à Cracovie, associez une visite street art à une matinée à la halle du marché. Parcourez les mini-visites de votre destination, filtrez par prix et choisissez-en trois qui montrent des facettes différentes de la ville. Et si vous voulez rester plus longtemps, notre circuit à vélo à Amsterdam et dans le Waterland est une belle façon d’ajouter une journée à la campagne.',
  },
];
