import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Aux premières lueurs, au-dessus de Grindelwald, quatre personnes en veste orange sont déjà à pied d’œuvre sur un sentier à moitié enseveli par un éboulement de printemps. Elles déplacent les pierres à la main, remettent les marches en place et posent un nouveau câble là où le chemin traverse une ravine. Quand les premiers randonneurs arrivent de la vallée, l’itinéraire est de nouveau ouvert. Une partie de la facture de ce chantier a été réglée par des randonneurs qui ont passé une nuit en refuge.',
  },
  { type: 'heading', text: 'Où va l’argent' },
  {
    type: 'paragraph',
    text: 'Une nuit dans une cabane du Club Alpin Suisse coûte en général entre 40 et 90 francs en demi-pension, moins pour les membres. Ce prix couvre bien plus qu’une couchette et une assiette de rösti. Les refuges paient leurs installations d’eau, d’électricité et de traitement des déchets, le ravitaillement monté par hélicoptère ou par téléphérique et, dans beaucoup de régions, une contribution à l’entretien des sentiers qui y mènent.',
  },
  {
    type: 'list',
    items: [
      'Le personnel, la nourriture et l’acheminement des provisions en altitude.',
      'Les panneaux solaires, les petites turbines hydrauliques et le traitement des eaux usées.',
      'Les réparations après les orages, les chutes de pierres, les avalanches et la fonte des neiges.',
      'Le balisage et la signalisation des itinéraires autour du refuge.',
    ],
  },
  {
    type: 'paragraph',
    text: 'La Suisse compte plus de 60 000 kilomètres de chemins de randonnée balisés. Cantons, communes et associations bénévoles se partagent le travail pour les garder sûrs, mais les itinéraires d’altitude coûtent cher à entretenir, car tout doit être monté à dos d’homme ou par les airs.',
  },
  { type: 'heading', text: 'Une journée avec l’équipe d’entretien' },
  {
    type: 'paragraph',
    text: 'L’équipe que nous avons suivie travaille de juin à octobre. L’hiver laisse derrière lui une liste de dégâts : marches emportées par l’eau, panneaux renversés, rochers instables dans les passages exposés. En début de saison, le chef d’équipe parcourt l’itinéraire, fixe les priorités et commande le matériel. Les charges lourdes, comme les câbles d’acier et le bois, sont héliportées en une seule rotation pour limiter les coûts et le bruit.',
  },
  {
    type: 'paragraph',
    text: 'Une grande partie du travail demande lenteur et minutie. On creuse des rigoles en travers du sentier pour que la pluie s’écoule au lieu de raviner le chemin. Les marches sont faites de grosses pierres qui ne bougeront pas sous des milliers de chaussures. Là où des marcheurs ont pris l’habitude de couper les lacets, l’équipe barre les raccourcis pour que la végétation repousse et retienne le sol.',
  },
  { type: 'heading', text: 'Pourquoi c’est important pour les visiteurs' },
  {
    type: 'paragraph',
    text: 'Un sentier bien entretenu protège à la fois les randonneurs et la montagne. Quand les chemins sont dégagés et bien drainés, les marcheurs n’en sortent pas, et les fragiles prairies alpines sont épargnées. Quand ils sont négligés, les gens s’éparpillent, l’érosion s’accélère et les réparations coûtent chaque année un peu plus cher.',
  },
  { type: 'heading', text: 'Comment aider lors de votre prochain trek' },
  {
    type: 'paragraph',
    text: 'Dormir en refuge est la façon la plus directe de contribuer. Réservez à l’avance, prévenez le gardien si vous ne pouvez pas venir et redescendez vos déchets dans la vallée. Restez sur l’itinéraire balisé, même quand un raccourci semble tentant. Sur notre trek de refuge en refuge dans l’Oberland bernois, chaque nuit se passe dans un refuge gardé : une partie de ce que vous payez retourne directement aux sentiers que vous parcourrez le lendemain matin.',
  },
];
