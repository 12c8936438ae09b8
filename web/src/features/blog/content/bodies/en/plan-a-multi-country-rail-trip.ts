import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'A rail journey from Amsterdam to Vienna crosses four countries and some of Europe’s finest scenery, from the Rhine gorge to the Danube valley. It can be done in a single long day, but it is far more rewarding over a week or two with stops along the way. Good planning is what makes the difference between a relaxed trip and a string of missed connections.',
  },
  { type: 'heading', text: 'Sketch the route first' },
  {
    type: 'paragraph',
    text: 'Start with a map rather than a booking site. Mark the places you want to stay, then look at the travel time between them. Three to five hours of train travel a day is comfortable; more than that and the journey starts to crowd out the destinations. A classic route runs Amsterdam, Cologne, the Rhine valley, Frankfurt or Würzburg, Munich or Nuremberg, then on to Vienna, with a possible detour through Prague.',
  },
  {
    type: 'list',
    items: [
      'Plan at least two nights in each place you want to explore properly.',
      'Use short hops for scenic stretches and faster trains for the dull ones.',
      'Check whether any leg needs a reservation, such as a night train.',
    ],
  },
  { type: 'heading', text: 'When to book' },
  {
    type: 'paragraph',
    text: 'Most European operators release tickets between three and six months ahead. Cheap saver fares appear first and disappear quickly, especially on Fridays, Sundays and around holidays. Book the long international legs early and leave the short regional hops flexible, since their prices rarely change.',
  },
  {
    type: 'paragraph',
    text: 'If you are still deciding, many operators sell flexible tickets that can be changed or refunded for a small extra charge. They cost more up front but can save money if plans change.',
  },
  { type: 'heading', text: 'When a rail pass pays off' },
  {
    type: 'paragraph',
    text: 'A rail pass covers most trains in many countries for a set number of travel days. It pays off when you travel often and book late, or when you want the freedom to change your route on the day. It is usually not worth it if you book everything months in advance and find saver fares.',
  },
  {
    type: 'paragraph',
    text: 'Work out the total cost of point-to-point tickets for your route, add the seat reservations you would need with a pass, and compare the two. For a trip with four or five long legs, the figures are often close.',
  },
  { type: 'heading', text: 'Leave time between connections' },
  {
    type: 'paragraph',
    text: 'Delays happen, and a tight connection turns a ten-minute delay into a missed train. As a rule, leave at least 30 minutes for a change between two trains of the same operator, and an hour or more when you change between operators or stations. On a through ticket, the operator must help you continue if you miss a connection; with separate tickets, you may have to buy a new one.',
  },
  { type: 'heading', text: 'Keep the journey part of the trip' },
  {
    type: 'paragraph',
    text: 'The best rail trips are not just transport between cities. Sit on the right side along the Rhine, stop for lunch in a small town, take the slow train through the Wachau. Our grand European rail tour from Amsterdam to Vienna is built this way, with each travel day planned around the view as much as the timetable.',
  },
];
