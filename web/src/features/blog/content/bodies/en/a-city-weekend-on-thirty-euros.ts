import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'A city break does not have to mean expensive tickets to big attractions. Some of the best ways to get to know a place are short tours led by people who live there, and many of them cost less than a museum entry. With a little planning, €30 is enough for a full weekend of guided discoveries.',
  },
  { type: 'heading', text: 'The plan: three tours, three prices' },
  {
    type: 'paragraph',
    text: 'Micro-tours on EcoTours come at four fixed prices: €5, €10, €20 and €30. For a weekend, we suggest mixing a few cheaper tours rather than booking one expensive one. Here is an example from Amsterdam.',
  },
  {
    type: 'list',
    items: [
      'Saturday morning: a €5 street-art walk through a former industrial district, about an hour.',
      'Sunday at dawn: a €5 sunrise walk to a viewpoint over the harbour, followed by coffee at a local bakery.',
      'Sunday late morning: a €20 market tasting with cheeses, herring and fresh stroopwafels.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Together that is €30, and it covers the city’s creative side, its landscape and its food.',
  },
  { type: 'heading', text: 'Top up your wallet once' },
  {
    type: 'paragraph',
    text: 'Micro-tours are paid from your EcoTours wallet, so you do not need to enter card details for each booking. Add the total for your weekend once, before you travel, then book each tour in a couple of taps. If you do not use all the money, it stays in your wallet for your next trip.',
  },
  {
    type: 'paragraph',
    text: 'Paying in advance also helps you stick to a budget. Once your tours are booked, the rest of the weekend can be spent walking, cycling and exploring at no extra cost.',
  },
  { type: 'heading', text: 'Leave space between tours' },
  {
    type: 'paragraph',
    text: 'It is tempting to fill every hour, but the best weekends have room to breathe. Plan no more than two tours a day, and leave at least an hour between them. Guides often recommend a café, a park or a quiet street nearby; following those tips is half the fun.',
  },
  {
    type: 'paragraph',
    text: 'Check the meeting point and duration of each tour before booking. Most micro-tours last one to three hours, and some of the food tours run longer.',
  },
  { type: 'heading', text: 'Keep the rest cheap too' },
  {
    type: 'list',
    items: [
      'Walk or rent a bike rather than taking taxis; in Amsterdam almost everything is within 20 minutes by bicycle.',
      'Eat your main meal at lunchtime, when many restaurants offer a cheaper menu.',
      'Use drinking fountains and refill a bottle instead of buying water.',
      'Ask your guide about free events, such as concerts or open studios, that weekend.',
    ],
  },
  { type: 'heading', text: 'Make it your own' },
  {
    type: 'paragraph',
    text: 'The same plan works in almost any city. In Lisbon, swap the market tasting for a tram and viewpoint walk; in Kraków, pair a street-art tour with a morning at the market hall. Browse the micro-tours for your destination, filter by price and pick three that show different sides of the city. Our Amsterdam and the Waterland by bike tour is a good way to add a day in the countryside if you want to stay longer.',
  },
];
