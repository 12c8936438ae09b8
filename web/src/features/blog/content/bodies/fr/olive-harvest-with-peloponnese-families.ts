import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'De fin octobre à décembre, les collines du Péloponnèse résonnent du bruit des échelles, des filets et des petits peignes mécaniques. C’est le temps de la récolte des olives et, pour les nombreuses familles qui possèdent quelques centaines d’arbres, ce sont les semaines les plus chargées et les plus importantes de l’année. Depuis quelques années, certaines accueillent des visiteurs venus prêter main-forte.',
  },
  { type: 'heading', text: 'De petites oliveraies, une grande tradition' },
  {
    type: 'paragraph',
    text: 'La Grèce compte bien plus de 100 millions d’oliviers, et la plupart appartiennent à de petites exploitations familiales plutôt qu’à de grands domaines. En Messénie et en Laconie, une famille entretient parfois une oliveraie plantée par les arrière-grands-parents, avec des arbres vieux de plusieurs siècles. La variété koroneiki domine ici : une petite olive qui donne une huile intense et fruitée.',
  },
  {
    type: 'paragraph',
    text: 'La récolte demande beaucoup de main-d’œuvre. Les plus jeunes de la famille vivent souvent à Athènes ou à l’étranger, et trouver des saisonniers pour quelques semaines n’est pas simple. Des bras en plus permettent d’apporter les olives bien plus vite au moulin, et la rapidité fait la qualité.',
  },
  { type: 'heading', text: 'Le déroulement d’une journée de récolte' },
  {
    type: 'paragraph',
    text: 'La journée commence tôt, dès que la rosée a séché. On étend de grands filets sous un arbre, puis on peigne les branches avec des râteaux à main ou de légers vibreurs électriques jusqu’à ce que les olives tombent. La taille se fait souvent en même temps, car couper quelques branches favorise la récolte de l’année suivante.',
  },
  {
    type: 'list',
    items: [
      'On rassemble les filets et on verse les olives dans des sacs, en laissant de côté feuilles et brindilles.',
      'Chaque sac contient environ 40 à 50 kg d’olives.',
      'Une bonne équipe de quatre ou cinq personnes remplit une douzaine de sacs dans la journée.',
    ],
  },
  {
    type: 'paragraph',
    text: 'On déjeune dans l’oliveraie : pain, fromage, tomates, olives de l’an dernier et souvent un verre de vin maison.',
  },
  { type: 'heading', text: 'Le jour du pressage' },
  {
    type: 'paragraph',
    text: 'Les olives doivent être pressées dans les un ou deux jours qui suivent la cueillette pour garder une faible acidité. Le soir, les sacs sont chargés sur une camionnette et emportés au moulin du coin, où les familles font la queue en bavardant en attendant leur tour. Les moulins modernes lavent, broient et centrifugent les olives à froid, ce qui préserve leur goût et leurs bienfaits pour la santé.',
  },
  {
    type: 'paragraph',
    text: 'Il faut environ cinq kilos d’olives pour un litre d’huile, même si cela varie selon la variété et la maturité des fruits. Goûter sur du pain chaud l’huile fraîche et poivrée tout juste sortie du moulin, c’est l’un des grands moments de toute visite.',
  },
  { type: 'heading', text: 'Ce qu’apportent les visiteurs' },
  {
    type: 'paragraph',
    text: 'Les visiteurs qui participent à la récolte ne remplacent pas des ouvriers expérimentés, et une journée de cueillette ne sauvera pas une exploitation. Mais les séjours payants apportent aux familles un revenu complémentaire à un moment où le prix de l’huile est incertain, et beaucoup de visiteurs continuent ensuite pendant des années à acheter leur huile directement à la ferme. Pour un petit producteur, ce lien direct vaut plus qu’un contrat avec la grande distribution.',
  },
  {
    type: 'paragraph',
    text: 'Notre séjour autour de la récolte des olives dans le Péloponnèse est organisé avec trois familles près de Kalamata. Vous logez dans des maisons d’hôtes de village, travaillez quelques heures chaque matin dans les oliveraies et passez vos après-midi à découvrir la côte et les vieux villages de pierre du Magne.',
  },
];
