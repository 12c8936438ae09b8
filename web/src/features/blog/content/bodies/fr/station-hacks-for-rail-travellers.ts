import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Certains voyageurs semblent glisser à travers les gares, tandis que d’autres courent d’un quai à l’autre, leur valise rebondissant derrière eux. La différence tient rarement à la chance. Elle repose sur une poignée d’habitudes simples que tout le monde peut apprendre, que vous preniez un train pour les Highlands à Édimbourg ou que vous changiez dans un grand nœud ferroviaire comme Zurich.',
  },
  { type: 'heading', text: 'Avant d’arriver sur le quai' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Téléchargez billets et horaires avant de quitter votre hébergement. Le wifi des gares est souvent lent, et les lignes de montagne n’ont parfois aucun réseau.',
      'Arrivez 15 à 20 minutes en avance pour les trains grandes lignes. Vous aurez le temps de trouver le quai, d’acheter de l’eau et de monter sans courir.',
      'Consultez les tableaux des départs, pas seulement votre billet. Les voies changent, surtout dans les grandes gares.',
    ],
  },
  { type: 'heading', text: 'Savoir où se placer' },
  {
    type: 'list',
    ordered: true,
    start: 4,
    items: [
      'Repérez votre voiture sur le plan de composition du train. Beaucoup de gares en Suisse, en Allemagne et en Autriche affichent un schéma du train avec la position de chaque voiture, et les quais sont divisés en secteurs désignés par des lettres. En vous plaçant dans le bon secteur, vous montez directement dans votre voiture.',
      'Dans les trains qui se séparent en cours de route, comme certaines liaisons écossaises, assurez-vous d’être dans la partie qui va à votre destination. Des annonces sont faites, mais on les manque facilement.',
    ],
  },
  { type: 'heading', text: 'Places et bagages' },
  {
    type: 'list',
    ordered: true,
    start: 6,
    items: [
      'Choisissez votre place avec soin. Sur les lignes panoramiques comme la West Highland Line, un côté offre souvent la plus belle vue. Certains systèmes de réservation indiquent si une place est dans le sens de la marche, ce qui compte si vous êtes sujet au mal des transports.',
      'Gardez vos objets de valeur sur vous et posez les gros bagages dans les porte-bagages en bout de voiture, là où vous pouvez les voir. Une petite sangle de valise permet de reconnaître facilement la vôtre.',
    ],
  },
  { type: 'heading', text: 'Repas, eau et confort' },
  {
    type: 'list',
    ordered: true,
    start: 8,
    items: [
      'Emportez de quoi grignoter et une gourde. Le chariot de restauration est parfois supprimé, et les kiosques ferment tôt sur les petites lignes.',
      'Prévoyez une couche en plus. La climatisation des trains peut être forte, et les gares de campagne peuvent être fraîches le soir, même en été.',
    ],
  },
  { type: 'heading', text: 'Quand les choses tournent mal' },
  {
    type: 'list',
    ordered: true,
    start: 10,
    items: [
      'Connaissez vos droits et gardez votre calme. Dans l’UE et au Royaume-Uni, un retard d’une heure ou plus donne généralement droit à une indemnisation partielle, et avec un billet unique vous pouvez prendre le train suivant si vous manquez une correspondance. Le personnel aide plus volontiers un passager poli avec une question claire qu’un passager en colère.',
    ],
  },
  { type: 'heading', text: 'En résumé' },
  {
    type: 'paragraph',
    text: 'Aucune de ces habitudes n’est difficile, mais ensemble elles rendent une journée en train calme plutôt qu’agitée. Vous passez moins de temps à stresser sur les quais et plus de temps à regarder par la fenêtre. Lors de notre voyage en train dans les Highlands écossais, nous partageons ces conseils dès le premier jour, et dès le deuxième, la plupart des voyageurs trouvent leur voiture avant même que le train ne s’arrête.',
  },
];
