import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Voyager lentement, c’est changer de train, monter son sac à bord des ferries et parfois l’attacher sur un vélo. Chaque kilo en trop se fait sentir dans les escaliers des gares et sur les pavés. Après des années à accompagner des voyages le long des fleuves et des voies ferrées, nos guides se sont mis d’accord sur une liste qui tient dans un seul bagage cabine et suffit pourtant pour une semaine entière.',
  },
  { type: 'heading', text: 'D’abord le sac, ensuite les vêtements' },
  {
    type: 'paragraph',
    text: 'Choisissez un sac à dos souple ou une petite valise à roulettes d’environ 30 à 40 litres. Un bagage qui tient dans le porte-bagages d’un train et sous un siège de ferry vous évite les fourgons à bagages et les consignes. Si vous partez à vélo, prenez un modèle qui se transforme en sacoche ou s’attache solidement sur un porte-bagages.',
  },
  {
    type: 'paragraph',
    text: 'Choisissez le sac en premier et laissez-le décider de ce que vous emportez. Ce qui ne rentre pas reste à la maison.',
  },
  { type: 'heading', text: 'La règle des trois tenues' },
  {
    type: 'paragraph',
    text: 'La plupart des gens font leur valise pour le voyage qu’ils imaginent, pas pour celui qu’ils vont vraiment faire. Nous conseillons trois tenues qui se combinent entre elles, autour de deux ou trois couleurs.',
  },
  {
    type: 'list',
    items: [
      'Deux pantalons ou shorts, dont un à séchage rapide.',
      'Trois hauts, dont un assez habillé pour un dîner au restaurant.',
      'Une couche chaude, comme une polaire ou un pull fin en mérinos.',
      'Une veste de pluie légère qui se range dans sa propre poche.',
      'Des chaussures de marche confortables, et des sandales si la météo le permet.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Des sous-vêtements et des chaussettes pour quatre jours suffisent. Le mérinos et les tissus synthétiques sèchent en une nuit : un petit lavage au lavabo, et la rotation continue.',
  },
  { type: 'heading', text: 'Les petits riens qui changent tout' },
  {
    type: 'paragraph',
    text: 'Une gourde réutilisable est l’objet le plus utile du voyage lent : dans toute l’Europe, de plus en plus de gares, de trains et de places de village ont des fontaines d’eau potable. Ajoutez un sac de courses pliable pour le marché, une batterie externe compacte, un adaptateur universel et une petite trousse de secours avec des pansements contre les ampoules.',
  },
  {
    type: 'paragraph',
    text: 'Pour la toilette, privilégiez autant que possible les produits solides. Shampooing, savon et même pastilles de dentifrice échappent à la limite des liquides, les rares fois où vous prenez l’avion, et ils ne coulent pas.',
  },
  { type: 'heading', text: 'Faire son sac pour le train, le ferry et le vélo' },
  {
    type: 'paragraph',
    text: 'Dans le train, gardez un petit sac de jour avec de l’eau, de quoi grignoter, un livre et vos billets, pour que le gros sac puisse rester dans le porte-bagages. Sur les ferries, rangez une couche chaude à portée de main, car le vent souffle sur les ponts découverts, même en été. À vélo le long du Danube, roulez bien serrés vos vêtements et mettez tout ce qui doit rester au sec dans un sac plastique à l’intérieur de la sacoche.',
  },
  { type: 'heading', text: 'Le test avant le départ' },
  {
    type: 'paragraph',
    text: 'Faites votre sac quelques jours avant de partir, puis montez et descendez l’escalier avec et faites le tour du pâté de maisons. S’il vous semble lourd maintenant, il le sera encore plus le cinquième jour. Retirez une affaire, puis une autre. La plupart des voyageurs rentrent en n’ayant porté que les deux tiers de ce qu’ils avaient emporté, et personne ne s’est jamais plaint d’avoir un sac trop léger.',
  },
];
