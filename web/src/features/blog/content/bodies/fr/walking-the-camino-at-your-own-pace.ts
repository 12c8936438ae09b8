import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Le Camino portugais complet, depuis Lisbonne, demande près d’un mois de marche, et même le tronçon depuis Porto prend environ deux semaines. Beaucoup n’ont pas autant de temps. Bonne nouvelle : les dernières étapes, de la ville frontière de Tui à Saint-Jacques-de-Compostelle, offrent l’essentiel du pèlerinage en cinq ou six jours de marche environ.',
  },
  { type: 'heading', text: 'L’itinéraire depuis Tui' },
  {
    type: 'paragraph',
    text: 'Tui se trouve sur la rive espagnole du Minho, face à la ville portugaise de Valença, à laquelle la relie un vieux pont métallique. De là, il reste un peu plus de 115 kilomètres jusqu’à Saint-Jacques, soit juste au-delà des 100 kilomètres qu’il faut parcourir à pied pour obtenir la Compostela, le certificat du pèlerin. Le chemin emprunte des pistes forestières, des petites routes tranquilles et de vieux ponts de pierre à travers les collines verdoyantes de Galice.',
  },
  {
    type: 'list',
    items: [
      'De Tui à O Porriño : environ 16 km, en partie à travers une zone industrielle, avec une variante plus verte.',
      'D’O Porriño à Redondela : environ 16 km, avec une montée régulière et une vue sur la ría de Vigo.',
      'De Redondela à Pontevedra : environ 20 km, l’une des plus belles journées.',
      'De Pontevedra à Caldas de Reis : environ 22 km à travers vignes et bois.',
      'De Caldas de Reis à Padrón, puis jusqu’à Saint-Jacques : environ 19 et 25 km, souvent découpés autrement.',
    ],
  },
  { type: 'heading', text: 'Trouver son propre rythme' },
  {
    type: 'paragraph',
    text: 'Aucune règle ne fixe la distance à parcourir chaque jour. Beaucoup de marcheurs visent 20 à 25 kilomètres, mais 15, c’est très bien aussi, surtout les premiers jours. Écoutez votre corps plutôt que votre guide de voyage. Une nuit de plus à Pontevedra, avec sa superbe vieille ville, coûte peu et rend la suite du chemin plus agréable.',
  },
  {
    type: 'paragraph',
    text: 'En été, partez tôt pour éviter la chaleur de l’après-midi, et faites une vraie pause à midi. Le Camino n’est pas une course : arriver à Saint-Jacques les jambes fourbues mais la tête pleine de beaux souvenirs vaut mieux qu’arriver le premier.',
  },
  { type: 'heading', text: 'Éviter les ampoules' },
  {
    type: 'paragraph',
    text: 'Les ampoules sont la première raison pour laquelle les pèlerins abandonnent. La plupart peuvent être évitées.',
  },
  {
    type: 'list',
    items: [
      'Marchez avec des chaussures ou des bottines que vous avez déjà portées sur au moins 50 km.',
      'Portez de fines sous-chaussettes sous vos chaussettes de marche, et changez-les au déjeuner.',
      'Arrêtez-vous dès que vous sentez un échauffement et couvrez-le avec du sparadrap ou un pansement anti-ampoules.',
      'Gardez vos pieds au sec et mettez-les à l’air à chaque longue pause.',
    ],
  },
  { type: 'heading', text: 'Des albergues tranquilles et du repos' },
  {
    type: 'paragraph',
    text: 'Les albergues sont des auberges pour pèlerins avec dortoirs, souvent gérées par la commune ou une paroisse. Elles sont bon marché et conviviales, mais parfois bondées en été. Pour des nuits plus calmes, dormez dans de petites albergues privées ou des maisons d’hôtes un peu avant ou après les villes étapes habituelles. Il vous faudra une credencial, le passeport du pèlerin, à faire tamponner au moins deux fois par jour sur les 100 derniers kilomètres.',
  },
  { type: 'heading', text: 'Arriver à Saint-Jacques' },
  {
    type: 'paragraph',
    text: 'Les derniers kilomètres traversent les faubourgs jusqu’à la vieille ville et la Praza do Obradoiro, devant la cathédrale. Beaucoup de marcheurs s’assoient simplement sur les pavés et savourent le moment. Notre séjour sur les dernières étapes du Camino portugais prévoit le transport des bagages et de petites maisons d’hôtes en chemin : vous marchez à votre rythme, en ne portant que ce dont vous avez besoin pour la journée.',
  },
];
