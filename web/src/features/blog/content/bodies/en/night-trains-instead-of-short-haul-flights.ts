import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'A flight from Paris to Barcelona takes under two hours in the air, but once you add the trip to the airport, security and the ride into the city, most of a day is gone anyway. A night train turns that lost day into a night’s sleep. You board after dinner, draw the curtain somewhere south of Orléans and wake up with the Pyrenees outside the window.',
  },
  { type: 'heading', text: 'Why the night train makes sense' },
  {
    type: 'paragraph',
    text: 'The climate case is simple. A return short-haul flight of around 1,000 km emits roughly 200 kg of CO₂ per passenger once the extra warming effect of emissions at altitude is counted. The same journey by electric train, even with a sleeper car, comes to a small fraction of that. On a typical one-way trip from Paris to the Spanish border, choosing the train saves around 150 kg of CO₂, about what an average European car emits over a thousand kilometres.',
  },
  {
    type: 'paragraph',
    text: 'The practical case is just as strong. Stations sit in city centres, there is no liquid limit and no queue at a gate, and the night you would have paid for in a hotel is spent moving towards your destination.',
  },
  { type: 'heading', text: 'Choosing your berth' },
  {
    type: 'paragraph',
    text: 'Most European night trains offer three levels of comfort. Prices below are typical one-way fares when booked a few weeks ahead.',
  },
  {
    type: 'list',
    items: [
      'Seats: the cheapest option, from about €30, fine for young backpackers but rarely restful.',
      'Couchettes: four or six bunks per compartment with bedding provided, usually €45 to €90.',
      'Sleeper cabins: one to three beds, a washbasin and often breakfast, from around €120 per person.',
    ],
  },
  {
    type: 'paragraph',
    text: 'If you travel alone and sleep lightly, a women-only or private compartment is worth the extra money. Families can often book a whole couchette compartment, which makes it feel like a small moving bedroom.',
  },
  { type: 'heading', text: 'Booking without headaches' },
  {
    type: 'paragraph',
    text: 'Sleeper tickets usually open between two and four months before departure and the best berths go first, especially on Friday nights and in school holidays. Book directly with the operator where you can: changes and refunds are far easier than through a reseller. If your trip continues after the night train, buy that onward ticket separately but leave at least an hour of margin, because night trains are more often late in the morning than in the evening.',
  },
  {
    type: 'paragraph',
    text: 'A rail pass can cover the base fare, but you will still need a reservation for the berth itself. Check the reservation fee before assuming the pass saves money.',
  },
  { type: 'heading', text: 'What to bring on board' },
  {
    type: 'paragraph',
    text: 'Pack a small night bag so you do not have to open your suitcase in a narrow compartment: toothbrush, earplugs, an eye mask, a refillable water bottle and a light layer for the air conditioning. Dinner on board is often simple or not offered at all, so buy a picnic near the station before you leave.',
  },
  { type: 'heading', text: 'Arriving rested' },
  {
    type: 'paragraph',
    text: 'The real reward comes in the morning. Instead of landing at an airport far from the centre, you step off the train in the middle of town, drop your bag and start exploring while others are still checking in for their flight. On our Paris to Barcelona rail adventure we plan the route so that the night leg does the hard work and the days are left for the places in between.',
  },
];
