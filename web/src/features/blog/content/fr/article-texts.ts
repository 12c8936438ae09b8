import type { ArticleTexts } from '../article-texts.js';

export const articleTexts: ArticleTexts = {
  'night-trains-instead-of-short-haul-flights': {
    title: 'Le train de nuit plutôt que l’avion court-courrier : le guide pratique',
    excerpt:
      'Monter à bord à Paris après le dîner, se réveiller près des Pyrénées. Comment réserver une couchette, ce que cela coûte et pourquoi une nuit en train économise environ 150 kg de CO₂.',
  },
  'pack-light-for-a-week-of-slow-travel': {
    title: 'Voyager léger pour une semaine de voyage lent',
    excerpt:
      'Un bagage cabine, trois tenues et une gourde : la liste que nos guides recommandent pour le train, le ferry et le vélo.',
  },
  'hut-fees-keep-alpine-trails-open': {
    title: 'Comment les nuitées en refuge entretiennent les sentiers alpins',
    excerpt:
      'Une part de chaque nuit dans un refuge suisse finance la remise en état des sentiers après les éboulements et la fonte des neiges. Nous avons suivi une équipe d’entretien pendant une journée.',
  },
  'what-a-ten-euro-walking-tour-gives-back': {
    title: 'Ce qu’une balade guidée à 10 € rapporte à un quartier',
    excerpt:
      'Les guides locaux gardent l’essentiel de chaque billet de mini-visite, et beaucoup terminent leur parcours dans des cafés familiaux ou sur des étals de marché. Voici où va l’argent.',
  },
  'slowing-down-in-finnish-lakeland': {
    title: 'Sauna, lacs et silence : ralentir dans la région des lacs finlandais',
    excerpt:
      'Pagayer d’île en île le jour, un sauna au feu de bois au crépuscule. Pourquoi les Finlandais considèrent le calme dans la nature comme une part de leur santé.',
  },
  'plan-a-multi-country-rail-trip': {
    title: 'Organiser un voyage en train dans plusieurs pays sans stress',
    excerpt:
      'Quand réserver, quand un pass ferroviaire est rentable et quelle marge prévoir entre deux correspondances, sur un trajet d’Amsterdam à Vienne.',
  },
  'protecting-the-alentejo-cork-forests': {
    title: 'Étoiles et chênes-lièges : protéger le montado de l’Alentejo',
    excerpt:
      'Le liège est récolté à la main tous les neuf ans, sans abattre un seul arbre. En l’achetant, on fait d’un des habitats les plus riches d’Europe un milieu qui vaut la peine d’être protégé.',
  },
  'measure-the-carbon-footprint-of-your-holiday': {
    title: 'Comment mesurer l’empreinte carbone de vos vacances',
    excerpt:
      'Le transport représente en général les trois quarts des émissions d’un voyage. Une méthode simple pour comparer les itinéraires avant de réserver, avec des chiffres réels pour un voyage dans les fjords.',
  },
  'walking-the-camino-at-your-own-pace': {
    title: 'Les dernières étapes du chemin de Compostelle, à votre rythme',
    excerpt:
      'Pas besoin de six semaines pour vivre le Camino. Cinq jours de Tui à Saint-Jacques, avec nos conseils sur les ampoules, les jours de repos et les albergues tranquilles.',
  },
  'olive-harvest-with-peloponnese-families': {
    title: 'Récolter les olives avec des familles du Péloponnèse',
    excerpt:
      'Chaque automne, des visiteurs rejoignent de petites oliveraies pour la récolte. Ce que ces bras en plus représentent pour les exploitations familiales et comment se passe le jour du pressage.',
  },
  'station-hacks-for-rail-travellers': {
    title: 'Dix habitudes de gare des voyageurs sereins',
    excerpt:
      'Repérer son secteur sur le quai, prévoir de quoi grignoter et savoir quelles places sont dans le sens de la marche. De petites habitudes qui rendent une journée en train calme plutôt qu’agitée.',
  },
  'a-city-weekend-on-thirty-euros': {
    title: 'Un week-end en ville rempli de visites pour 30 €',
    excerpt:
      'Une balade street art à 5 €, un point de vue au lever du soleil à 5 € et une dégustation au marché à 20 € : comment organiser un week-end de mini-visites en ne rechargeant votre porte-monnaie qu’une fois.',
  },
};
