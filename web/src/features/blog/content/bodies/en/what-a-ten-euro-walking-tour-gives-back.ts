import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'A €10 ticket does not sound like much. Yet for a guide who walks a group through the backstreets of Palermo or Catania three times a week, those tickets add up to a real income, and much of it stays within a few streets of where the tour begins. We looked at where the money from a typical micro-tour actually goes.',
  },
  { type: 'heading', text: 'Most of the ticket goes to the guide' },
  {
    type: 'paragraph',
    text: 'Our micro-tours are led by people who live in the city they show. On a typical €10 ticket, the guide keeps the largest share. The rest covers payment fees, insurance and the cost of running the booking platform. There is no booking fee on top for the traveller, so the price you see is the price you pay.',
  },
  {
    type: 'paragraph',
    text: 'For a guide, a group of eight people on a two-hour walk earns more than many hourly jobs in the same city. Several of our guides are students, retired teachers or artists who fit tours around other work. Others have turned them into a small full-time business.',
  },
  { type: 'heading', text: 'The stops are part of the impact' },
  {
    type: 'paragraph',
    text: 'Where a tour goes matters as much as who leads it. Many routes end at a family-run café, a bakery or a market stall rather than at a chain restaurant. The guide does not take a commission; the point is to introduce visitors to places they would not find on their own.',
  },
  {
    type: 'list',
    items: [
      'A street-food walk might stop at a stall selling arancini, a fishmonger and a small pastry shop.',
      'A history walk often finishes at a neighbourhood bar where the owner still remembers the old quarter.',
      'A sunrise tour can end with breakfast at a bakery that opens before anyone else.',
    ],
  },
  {
    type: 'paragraph',
    text: 'When a visitor buys a coffee, a snack or a small souvenir at each stop, the money reaches businesses that rarely benefit from large coach groups.',
  },
  { type: 'heading', text: 'Small groups, lighter footprint' },
  {
    type: 'paragraph',
    text: 'Micro-tours are deliberately small. A group of eight to twelve can stand in a narrow alley without blocking residents, listen without a microphone and move on quickly. Neighbours are far more welcoming to a handful of curious visitors than to a crowd of fifty.',
  },
  {
    type: 'paragraph',
    text: 'Short tours also spread visits through the day and across districts that tourists tend to overlook, which eases pressure on the busiest sights.',
  },
  { type: 'heading', text: 'How to make your ticket count' },
  {
    type: 'paragraph',
    text: 'Tip your guide if the tour was good; in many cities it is customary, and it goes to them in full. Buy something at the stops if you can. Ask your guide where they eat and shop, and go back later on your own. Leave a review, because new guides depend on them to fill their first tours.',
  },
  {
    type: 'paragraph',
    text: 'A single €10 ticket will not change a neighbourhood. But a steady flow of small, well-led tours keeps local guides in work, brings customers to independent shops and gives visitors a view of the city that no bus tour can match.',
  },
];
