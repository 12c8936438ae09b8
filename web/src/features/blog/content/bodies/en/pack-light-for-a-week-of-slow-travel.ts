import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Slow travel means changing trains, carrying your bag onto ferries and sometimes strapping it to a bicycle. Every extra kilo is felt on station stairs and cobbled streets. After years of leading trips along rivers and rail lines, our guides have settled on a packing list that fits into a single carry-on and still works for a full week.',
  },
  { type: 'heading', text: 'Start with the bag, not the clothes' },
  {
    type: 'paragraph',
    text: 'Choose a soft backpack or a small wheeled case of about 30 to 40 litres. A bag that fits in the overhead rack of a train and under a ferry seat saves you from luggage vans and left-luggage lockers. If you are cycling, pick one that converts into a pannier or can be tied securely to a rack.',
  },
  {
    type: 'paragraph',
    text: 'Decide on the bag first and let it limit what you take. If something does not fit, it stays at home.',
  },
  { type: 'heading', text: 'The three-outfit rule' },
  {
    type: 'paragraph',
    text: 'Most people pack for the trip they imagine rather than the one they take. We suggest three outfits that mix and match, built on two or three colours.',
  },
  {
    type: 'list',
    items: [
      'Two pairs of trousers or shorts, one of them quick-drying.',
      'Three tops, one of them smart enough for a dinner out.',
      'One warm layer, such as a fleece or a thin merino jumper.',
      'A light waterproof jacket that packs into its own pocket.',
      'Comfortable walking shoes, plus sandals if the weather allows.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Underwear and socks for four days are enough. Merino and synthetic fabrics dry overnight, so a quick wash in the sink keeps the rotation going.',
  },
  { type: 'heading', text: 'Small things that make a big difference' },
  {
    type: 'paragraph',
    text: 'A refillable water bottle is the single most useful item for slow travel: stations, trains and town squares across Europe increasingly have drinking fountains. Add a foldable shopping bag for market visits, a compact power bank, a universal adapter and a small first-aid kit with plasters for blisters.',
  },
  {
    type: 'paragraph',
    text: 'Keep toiletries to solid bars where possible. Shampoo, soap and even toothpaste tablets avoid liquid limits on the rare occasion you take a plane, and they do not leak.',
  },
  { type: 'heading', text: 'Packing for trains, ferries and bikes' },
  {
    type: 'paragraph',
    text: 'On trains, keep a small day bag with water, snacks, a book and your tickets so your main bag can stay in the rack. On ferries, pack a warm layer where you can reach it, because open decks are windy even in summer. On bike tours along the Danube, roll clothes tightly and put anything that must stay dry in a plastic bag inside the pannier.',
  },
  { type: 'heading', text: 'The test before you leave' },
  {
    type: 'paragraph',
    text: 'Pack everything a few days before departure, then carry the bag up and down the stairs and walk around the block with it. If it feels heavy now, it will feel heavier on day five. Take out one item, then another. Most travellers come home having worn only two thirds of what they brought, and nobody has ever complained that their bag was too light.',
  },
];
