import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'From late October to December, the hills of the Peloponnese fill with the sound of ladders, nets and small mechanical rakes. It is olive harvest time, and for the many families who own a few hundred trees, it is the busiest and most important weeks of the year. In recent years some of them have started to welcome visitors to help.',
  },
  { type: 'heading', text: 'Small groves, big tradition' },
  {
    type: 'paragraph',
    text: 'Greece has well over 100 million olive trees, and most of them belong to small family farms rather than large estates. In Messinia and Laconia, a family might tend a grove planted by great-grandparents, with some trees several hundred years old. The Koroneiki variety dominates here: a small olive that gives an intense, fruity oil.',
  },
  {
    type: 'paragraph',
    text: 'Harvest is labour-intensive. Younger family members often live in Athens or abroad, and finding paid workers for a few weeks can be hard. Extra hands make a real difference to how quickly the olives reach the mill, and speed matters for quality.',
  },
  { type: 'heading', text: 'How a harvest day works' },
  {
    type: 'paragraph',
    text: 'The day starts early, once the dew has dried. Large nets are spread under a tree, then the branches are combed with hand rakes or light electric shakers until the olives fall. Pruning often happens at the same time, as cutting back some branches helps next year’s crop.',
  },
  {
    type: 'list',
    items: [
      'Nets are gathered and the olives poured into sacks, leaving behind leaves and twigs.',
      'Each sack holds about 40 to 50 kg of olives.',
      'A good team of four or five people can fill a dozen sacks in a day.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Lunch is eaten in the grove: bread, cheese, tomatoes, olives from last year and often a glass of homemade wine.',
  },
  { type: 'heading', text: 'The pressing day' },
  {
    type: 'paragraph',
    text: 'Olives should be pressed within a day or two of picking to keep acidity low. In the evening the sacks are loaded onto a truck and taken to the local mill, where families queue and chat while they wait their turn. Modern mills wash, crush and spin the olives in a cold process that keeps the flavour and health benefits.',
  },
  {
    type: 'paragraph',
    text: 'Roughly five kilograms of olives make one litre of oil, although this varies with the variety and the ripeness of the fruit. Tasting the fresh, peppery oil on warm bread straight from the mill is one of the highlights of any visit.',
  },
  { type: 'heading', text: 'What visitors bring' },
  {
    type: 'paragraph',
    text: 'Visitors who join a harvest are not a replacement for experienced workers, and a day’s picking will not save a farm. But paid stays give families extra income at a time when oil prices are uncertain, and many guests go on to buy oil directly from the farm for years. That direct relationship is worth more to a small producer than a supermarket contract.',
  },
  {
    type: 'paragraph',
    text: 'Our Peloponnese olive harvest tour is organised with three families near Kalamata. You stay in village guesthouses, work in the groves for a few hours each morning and spend the afternoons exploring the coast and the old stone villages of the Mani.',
  },
];
