import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'South-east of Lisbon, the Alentejo opens into a landscape of rolling plains dotted with broad, low trees. These are cork oaks, and together with holm oaks, pasture and small fields they form the montado, a farming system that has shaped the region for centuries. It is also one of the richest habitats in Europe, and its survival depends in part on what we buy.',
  },
  { type: 'heading', text: 'How cork is harvested' },
  {
    type: 'paragraph',
    text: 'Cork is the bark of the cork oak, and it can be stripped without cutting the tree down. A tree is first harvested at about 25 years old, and then every nine years after that. The first harvests produce rough cork used for insulation and flooring; from the third harvest onwards the bark is fine enough for wine stoppers.',
  },
  {
    type: 'paragraph',
    text: 'The work is done by hand, in early summer when the bark comes away most easily. Skilled harvesters use a small axe to cut the bark without damaging the living layer beneath. Each tree is then marked with the last digit of the year, so farmers know when it is ready again. A cork oak can live for well over 200 years and be harvested more than a dozen times.',
  },
  { type: 'heading', text: 'Why the montado matters' },
  {
    type: 'paragraph',
    text: 'The mix of scattered trees and open ground supports a remarkable range of wildlife. The montado is home to rare birds such as the black vulture and the Spanish imperial eagle in neighbouring Spain, and it is one of the last refuges of the Iberian lynx.',
  },
  {
    type: 'list',
    items: [
      'Grazing by sheep, pigs and cattle keeps the undergrowth low and reduces fire risk.',
      'Tree roots hold soil and water in a region that faces long, dry summers.',
      'Cork oaks store carbon, and harvested trees are thought to absorb more as they regrow bark.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Portugal is the world’s largest producer of cork, and the industry supports thousands of rural jobs.',
  },
  { type: 'heading', text: 'The threat of cheaper alternatives' },
  {
    type: 'paragraph',
    text: 'When plastic and screw-cap closures gained ground in the wine trade, demand for cork stoppers fell. Less income from cork means less reason to care for the trees, and abandoned montado can turn into scrub or be replaced by faster-growing plantations. Choosing wine with natural cork, and cork products in general, helps keep the system viable.',
  },
  { type: 'heading', text: 'Dark skies above the oaks' },
  {
    type: 'paragraph',
    text: 'The Alentejo is also one of the best places in Europe to see the stars. The area around Lake Alqueva was among the first to be certified as a Starlight Tourism Destination, thanks to its clear skies and little light pollution. On a moonless night the Milky Way stretches from horizon to horizon.',
  },
  {
    type: 'paragraph',
    text: 'Our Alentejo cork forests and stargazing tour combines both: a morning with a harvesting family, an afternoon walking between the oaks, and an evening under the stars with an astronomer. Every night spent in a local guesthouse and every cork product bought there is a vote for keeping the montado alive.',
  },
];
