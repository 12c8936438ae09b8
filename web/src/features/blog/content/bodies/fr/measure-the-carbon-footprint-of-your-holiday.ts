import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'On ne peut pas réduire ce que l’on ne mesure pas. Heureusement, estimer l’empreinte de ses vacances est plus simple qu’il n’y paraît, et cela montre vite où vos choix comptent le plus. Pour la plupart des voyages, la réponse est la même : la façon dont vous vous rendez à destination pèse bien plus que tout ce que vous ferez sur place.',
  },
  { type: 'heading', text: 'Les trois composantes de l’empreinte d’un voyage' },
  {
    type: 'paragraph',
    text: 'Toutes les vacances génèrent des émissions liées au transport, à l’hébergement et à tout le reste, comme les repas et les activités. Le transport est généralement le poste le plus lourd : souvent environ les trois quarts du total pour un voyage en Europe, et bien davantage pour un long-courrier.',
  },
  {
    type: 'list',
    items: [
      'Transport : l’aller, le retour et les déplacements sur place.',
      'Hébergement : chauffage, climatisation et services des hôtels, chalets ou maisons d’hôtes.',
      'Repas et activités : ce que vous mangez, les excursions et vos achats en route.',
    ],
  },
  { type: 'heading', text: 'Une méthode simple' },
  {
    type: 'paragraph',
    text: 'Commencez par les distances. Relevez la longueur de chaque étape du trajet, puis multipliez-la par un facteur d’émission propre au mode de transport. Par passager et par kilomètre, production du carburant et de l’électricité comprise, les valeurs courantes sont à peu près les suivantes :',
  },
  {
    type: 'list',
    items: [
      'Vol court-courrier : de 150 à 250 g de CO₂e, selon la façon dont on compte les effets en altitude.',
      'Voiture avec une seule personne : environ 170 g ; partagée à quatre, environ 45 g chacun.',
      'Autocar longue distance : environ 30 g.',
      'Train électrique : de moins de 10 g à environ 40 g, selon le mix électrique.',
      'Ferry, passager à pied : environ 20 g.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Pour l’hébergement, comptez environ 10 à 30 kg de CO₂e par nuit en chambre d’hôtel, moins dans une petite maison d’hôtes. Ce sont des ordres de grandeur, mais ils suffisent largement pour comparer les options.',
  },
  { type: 'heading', text: 'Un exemple chiffré : d’Oslo à Bergen et aux fjords' },
  {
    type: 'paragraph',
    text: 'Prenons un voyage d’Oslo aux fjords de l’Ouest, aller-retour, soit environ 1 000 kilomètres au total. En avion, cela représente à peu près 200 kg de CO₂e par personne. En train sur la ligne de Bergen, alimentée presque entièrement par l’hydroélectricité norvégienne, on n’arrive qu’à quelques kilos. Ajoutez une journée de ferry dans les fjords, et le total reste une petite fraction de celui du vol.',
  },
  {
    type: 'paragraph',
    text: 'Sept nuits d’hôtel ajoutent environ 100 kg. Dans cet exemple, choisir le train et le ferry plutôt que l’avion réduit donc de plus de moitié l’empreinte de tout le voyage, alors même que les nuits d’hôtel restent identiques.',
  },
  { type: 'heading', text: 'Se servir des chiffres pour décider' },
  {
    type: 'paragraph',
    text: 'Une fois ces ordres de grandeur en main, repérez le poste le plus important et demandez-vous s’il existe une alternative. Bien souvent, c’est un seul vol. Le remplacer par un trajet en train, ou faire un long voyage plutôt que deux courts, a plus d’effet que n’importe quelle série de petits gestes sur place.',
  },
  {
    type: 'paragraph',
    text: 'La compensation peut jouer un rôle, mais elle ne remplace pas le fait d’éviter les émissions au départ. Notre circuit dans les fjords norvégiens en train et en ferry montre que l’itinéraire le moins carboné peut aussi être le plus beau.',
  },
];
