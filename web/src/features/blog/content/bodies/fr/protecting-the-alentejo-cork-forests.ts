import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Au sud-est de Lisbonne, l’Alentejo s’ouvre sur de vastes plaines ondulées, parsemées d’arbres larges et bas. Ce sont des chênes-lièges et, avec les chênes verts, les pâturages et de petits champs, ils forment le montado, un système agricole qui façonne la région depuis des siècles. C’est aussi l’un des habitats les plus riches d’Europe, et sa survie dépend en partie de ce que nous achetons.',
  },
  { type: 'heading', text: 'Comment on récolte le liège' },
  {
    type: 'paragraph',
    text: 'Le liège est l’écorce du chêne-liège, et on peut la prélever sans abattre l’arbre. Un arbre est écorcé pour la première fois vers 25 ans, puis tous les neuf ans. Les premières récoltes donnent un liège grossier, utilisé pour l’isolation et les revêtements de sol ; à partir de la troisième, l’écorce est assez fine pour faire des bouchons de vin.',
  },
  {
    type: 'paragraph',
    text: 'Le travail se fait à la main, au début de l’été, quand l’écorce se détache le plus facilement. Des écorceurs expérimentés l’entaillent avec une petite hache sans abîmer la couche vivante en dessous. Chaque arbre est ensuite marqué du dernier chiffre de l’année, pour que l’on sache quand il sera de nouveau prêt. Un chêne-liège peut vivre bien plus de 200 ans et être récolté plus d’une douzaine de fois.',
  },
  { type: 'heading', text: 'Pourquoi le montado compte' },
  {
    type: 'paragraph',
    text: 'Ce mélange d’arbres épars et d’espaces ouverts abrite une faune d’une diversité remarquable. Le montado accueille des oiseaux rares comme le vautour moine et, dans l’Espagne voisine, l’aigle ibérique, et il est l’un des derniers refuges du lynx pardelle.',
  },
  {
    type: 'list',
    items: [
      'Moutons, porcs et bovins broutent le sous-bois, le maintiennent bas et réduisent le risque d’incendie.',
      'Les racines retiennent le sol et l’eau dans une région aux étés longs et secs.',
      'Les chênes-lièges stockent du carbone, et les arbres écorcés en absorberaient davantage pendant que leur écorce repousse.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Le Portugal est le premier producteur mondial de liège, et la filière fait vivre des milliers d’emplois ruraux.',
  },
  { type: 'heading', text: 'La menace des alternatives bon marché' },
  {
    type: 'paragraph',
    text: 'Quand les bouchons en plastique et les capsules à vis ont gagné du terrain dans le commerce du vin, la demande de bouchons en liège a chuté. Moins de revenus tirés du liège, c’est moins de raisons d’entretenir les arbres, et un montado abandonné peut se transformer en broussailles ou céder la place à des plantations à croissance rapide. Choisir des vins bouchés au liège naturel, et des produits en liège en général, aide à maintenir ce système en vie.',
  },
  { type: 'heading', text: 'Un ciel noir au-dessus des chênes' },
  {
    type: 'paragraph',
    text: 'L’Alentejo est aussi l’un des meilleurs endroits d’Europe pour observer les étoiles. La région du lac d’Alqueva a été l’une des premières certifiées destination touristique Starlight, grâce à son ciel limpide et à sa faible pollution lumineuse. Par une nuit sans lune, la Voie lactée s’étire d’un horizon à l’autre.',
  },
  {
    type: 'paragraph',
    text: 'Notre séjour entre forêts de chênes-lièges et ciel étoilé de l’Alentejo réunit les deux : une matinée avec une famille d’écorceurs, un après-midi de marche entre les chênes et une soirée sous les étoiles avec une astronome. Chaque nuit passée dans une maison d’hôtes locale et chaque objet en liège acheté sur place est un vote pour que le montado reste vivant.',
  },
];
