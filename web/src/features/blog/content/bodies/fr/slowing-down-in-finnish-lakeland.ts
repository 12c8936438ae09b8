import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'La Finlande compte près de 188 000 lacs, et la plus grande concentration se trouve au sud-est, autour de Savonlinna, de Kuopio et du lac Saimaa. Ici, l’eau découpe la forêt en une infinité d’îles, et le bruit le plus fort d’un soir sans vent est souvent le cri d’un plongeon de l’autre côté de la baie. C’est un lieu qui invite à ralentir, et les Finlandais y voient depuis longtemps une façon de rester en bonne santé.',
  },
  { type: 'heading', text: 'Une journée sur l’eau' },
  {
    type: 'paragraph',
    text: 'Pagayer est la façon la plus naturelle de parcourir la région des lacs. Les îles sont proches les unes des autres, l’eau est généralement calme en été et les itinéraires se suivent facilement avec une carte ou un guide. Une journée tranquille couvre 10 à 15 kilomètres, avec de nombreuses pauses : une baignade depuis un rocher de granit, un pique-nique sur une plage abritée, un arrêt pour regarder un balbuzard pêcher.',
  },
  {
    type: 'list',
    items: [
      'Les canoës de randonnée, stables, conviennent aux débutants et emportent sans peine le matériel d’une journée.',
      'Le gilet de sauvetage se porte en permanence, même pour les bons nageurs.',
      'En dehors de juillet et août, l’eau est froide : prévoyez une couche chaude et un sac étanche.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Grâce au droit d’accès de chacun à la nature, propre à la Finlande, tout le monde peut marcher, pagayer et camper une nuit sur la plupart des terres, hors jardins et terres cultivées, à condition de ne laisser aucune trace. C’est l’une des raisons pour lesquelles les lacs semblent si ouverts.',
  },
  { type: 'heading', text: 'Le sauna au crépuscule' },
  {
    type: 'paragraph',
    text: 'La Finlande compte des millions de saunas, plus d’un pour deux habitants, et beaucoup de chalets au bord des lacs ont le leur. Un sauna traditionnel au feu de bois chauffe lentement, en une heure ou deux. La chaleur y est plus douce que dans un sauna électrique, et l’eau versée sur les pierres libère une vague de vapeur que les Finlandais appellent löyly.',
  },
  {
    type: 'paragraph',
    text: 'Le rythme est simple : restez dans la chaleur le temps d’être réchauffé jusqu’aux os, puis descendez au ponton et glissez-vous dans le lac. Recommencez deux ou trois fois, puis installez-vous sous le porche, enveloppé dans une serviette, pour regarder la lumière décliner. En juin, elle ne décline presque pas, car le soleil se couche près de minuit.',
  },
  { type: 'heading', text: 'Pourquoi le calme compte' },
  {
    type: 'paragraph',
    text: 'Les chercheurs et les autorités de santé finlandais étudient depuis longtemps le lien entre le temps passé dans la nature et le bien-être. Des séjours courts et réguliers en forêt et au bord des lacs sont associés à moins de stress et à un meilleur sommeil, et beaucoup de Finlandais organisent leur été autour de quelques semaines au chalet, sans télévision et souvent sans eau courante.',
  },
  {
    type: 'paragraph',
    text: 'Nul besoin d’adopter ces habitudes pour en ressentir les effets. Une semaine sans bruit de circulation, avec des journées rythmées par la météo et la lumière plutôt que par les rendez-vous, change votre façon de dormir et de remarquer les choses.',
  },
  { type: 'heading', text: 'Y aller sans prendre l’avion' },
  {
    type: 'paragraph',
    text: 'La région des lacs est facile d’accès en train. Des liaisons directes relient Helsinki à Savonlinna, Kuopio et Mikkeli en trois à cinq heures environ, et des ferries depuis Stockholm et Tallinn vous amènent à Helsinki depuis le reste de l’Europe. Notre séjour canoë et sauna dans la région des lacs finlandais commence dans une gare : vous pouvez arriver en train et laisser derrière vous la voiture, et la hâte avec.',
  },
];
