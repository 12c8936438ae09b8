import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Finland has close to 188,000 lakes, and the largest cluster of them lies in the south-east, around Savonlinna, Kuopio and Lake Saimaa. Here the water divides the forest into countless islands, and the loudest sound on a still evening is often a loon calling across the bay. It is a place that invites you to slow down, and Finns have long treated that as part of staying well.',
  },
  { type: 'heading', text: 'A day on the water' },
  {
    type: 'paragraph',
    text: 'Paddling is the natural way to travel through Lakeland. Distances between islands are short, the water is usually calm in summer and the routes are easy to follow with a map or a guide. A relaxed day covers 10 to 15 kilometres with plenty of stops: a swim from a granite rock, a picnic on a sheltered beach, a pause to watch an osprey fish.',
  },
  {
    type: 'list',
    items: [
      'Stable touring canoes suit beginners and carry a day’s gear easily.',
      'Life jackets are worn at all times, even by strong swimmers.',
      'Water is cold outside July and August, so pack a warm layer and a dry bag.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Under Finland’s everyman’s right, anyone may walk, paddle and camp for a night on most land outside gardens and farmland, provided they leave no trace. It is one reason the lakes feel so open.',
  },
  { type: 'heading', text: 'The sauna at dusk' },
  {
    type: 'paragraph',
    text: 'Finland has millions of saunas, more than one for every two people, and many lakeside cottages have their own. A traditional wood-fired sauna heats slowly over an hour or two. The heat is softer than in an electric sauna, and water thrown on the stones releases a wave of steam the Finns call löyly.',
  },
  {
    type: 'paragraph',
    text: 'The rhythm is simple: sit in the heat until you feel warm right through, then walk down to the jetty and slip into the lake. Repeat two or three times, then sit on the porch wrapped in a towel and watch the light fade. In June it barely does, because the sun sets close to midnight.',
  },
  { type: 'heading', text: 'Why quiet matters' },
  {
    type: 'paragraph',
    text: 'Finnish researchers and public health bodies have long studied the link between time in nature and well-being. Short, regular visits to forests and lakes are associated with lower stress and better sleep, and many Finns plan their summer around a few weeks at a cottage with no television and often no running water.',
  },
  {
    type: 'paragraph',
    text: 'You do not need to share those habits to feel the effect. A week without traffic noise, with days shaped by weather and daylight rather than appointments, changes how you sleep and how you notice things.',
  },
  { type: 'heading', text: 'Getting there without flying' },
  {
    type: 'paragraph',
    text: 'Lakeland is easy to reach by train. Direct services link Helsinki with Savonlinna, Kuopio and Mikkeli in around three to five hours, and ferries from Stockholm and Tallinn bring you to Helsinki from the rest of Europe. Our Finnish Lakeland canoe and sauna tour starts at a station, so you can arrive by rail and leave the car, and the hurry, behind.',
  },
];
