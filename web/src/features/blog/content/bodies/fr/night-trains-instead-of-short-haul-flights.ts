import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un vol Paris–Barcelone dure moins de deux heures dans les airs, mais entre le trajet jusqu’à l’aéroport, les contrôles de sécurité et le retour en ville, la journée est de toute façon presque perdue. Le train de nuit transforme cette journée perdue en une nuit de sommeil. Vous montez à bord après le dîner, tirez le rideau quelque part au sud d’Orléans et vous réveillez avec les Pyrénées à la fenêtre.',
  },
  { type: 'heading', text: 'Pourquoi le train de nuit a tout son sens' },
  {
    type: 'paragraph',
    text: 'Côté climat, le calcul est simple. Un aller-retour court-courrier d’environ 1 000 km émet à peu près 200 kg de CO₂ par passager, une fois compté l’effet de réchauffement supplémentaire des émissions en altitude. Le même trajet en train électrique, même en voiture-lits, n’en représente qu’une petite fraction. Sur un aller simple typique de Paris à la frontière espagnole, choisir le train économise environ 150 kg de CO₂, soit à peu près ce qu’émet une voiture européenne moyenne sur mille kilomètres.',
  },
  {
    type: 'paragraph',
    text: 'Les arguments pratiques sont tout aussi solides. Les gares sont en centre-ville, il n’y a ni limite pour les liquides ni file d’attente à l’embarquement, et la nuit que vous auriez payée à l’hôtel se passe à avancer vers votre destination.',
  },
  { type: 'heading', text: 'Choisir sa couchette' },
  {
    type: 'paragraph',
    text: 'La plupart des trains de nuit européens proposent trois niveaux de confort. Les prix ci-dessous sont des tarifs aller simple courants pour une réservation quelques semaines à l’avance.',
  },
  {
    type: 'list',
    items: [
      'Places assises : l’option la moins chère, à partir d’environ 30 €, correcte pour de jeunes routards mais rarement reposante.',
      'Couchettes : quatre ou six banquettes par compartiment, literie fournie, en général de 45 à 90 €.',
      'Voitures-lits : une à trois couchettes, un lavabo et souvent le petit-déjeuner, à partir d’environ 120 € par personne.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Si vous voyagez seul et avez le sommeil léger, un compartiment réservé aux femmes ou un compartiment privatif vaut le supplément. Les familles peuvent souvent réserver tout un compartiment de couchettes, qui devient alors une petite chambre roulante.',
  },
  { type: 'heading', text: 'Réserver sans se prendre la tête' },
  {
    type: 'paragraph',
    text: 'Les billets de train de nuit ouvrent en général deux à quatre mois avant le départ, et les meilleures places partent en premier, surtout le vendredi soir et pendant les vacances scolaires. Réservez si possible directement auprès de l’opérateur : échanges et remboursements y sont bien plus simples que chez un revendeur. Si votre voyage continue après le train de nuit, achetez la correspondance séparément mais gardez au moins une heure de marge, car les trains de nuit ont plus souvent du retard le matin que le soir.',
  },
  {
    type: 'paragraph',
    text: 'Un pass ferroviaire peut couvrir le prix de base, mais il vous faudra quand même une réservation pour la couchette. Vérifiez le montant de cette réservation avant de supposer que le pass vous fait économiser.',
  },
  { type: 'heading', text: 'Quoi emporter à bord' },
  {
    type: 'paragraph',
    text: 'Préparez un petit sac pour la nuit afin de ne pas devoir ouvrir votre valise dans un compartiment étroit : brosse à dents, bouchons d’oreilles, masque de nuit, gourde et une petite couche en plus contre la climatisation. Le dîner à bord est souvent sommaire, voire inexistant : achetez un pique-nique près de la gare avant de partir.',
  },
  { type: 'heading', text: 'Arriver reposé' },
  {
    type: 'paragraph',
    text: 'La vraie récompense arrive le matin. Au lieu d’atterrir dans un aéroport loin du centre, vous descendez du train en pleine ville, déposez votre sac et partez explorer pendant que d’autres en sont encore à l’enregistrement. Pour notre aventure ferroviaire de Paris à Barcelone, nous organisons l’itinéraire pour que l’étape de nuit fasse le gros du travail et que les journées restent libres pour les lieux traversés.',
  },
];
