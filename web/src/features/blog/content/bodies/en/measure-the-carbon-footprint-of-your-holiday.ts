import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'You cannot reduce what you do not measure. Fortunately, estimating the footprint of a holiday is easier than it sounds, and it quickly shows where your choices matter most. For most trips, the answer is the same: how you get there counts far more than anything you do once you arrive.',
  },
  { type: 'heading', text: 'The three parts of a trip’s footprint' },
  {
    type: 'paragraph',
    text: 'Every holiday has emissions from transport, accommodation and everything else, such as food and activities. Transport is usually the largest part, often around three quarters of the total for a trip within Europe, and far more for long-haul travel.',
  },
  {
    type: 'list',
    items: [
      'Transport: getting there, getting back and moving around at the destination.',
      'Accommodation: heating, cooling and services in hotels, cabins or guesthouses.',
      'Food and activities: meals, excursions and what you buy on the way.',
    ],
  },
  { type: 'heading', text: 'A simple method' },
  {
    type: 'paragraph',
    text: 'Start with distance. Find the distance of each leg of your journey, then multiply it by an emission factor for the mode of transport. Typical factors per passenger and kilometre, including the production of fuel and electricity, are roughly:',
  },
  {
    type: 'list',
    items: [
      'Short-haul flight: 150 to 250 g of CO₂e, depending on how altitude effects are counted.',
      'Car with one person: about 170 g; shared by four, about 45 g each.',
      'Long-distance coach: about 30 g.',
      'Electric train: from under 10 g to about 40 g, depending on the electricity mix.',
      'Ferry, foot passenger: about 20 g.',
    ],
  },
  {
    type: 'paragraph',
    text: 'For accommodation, allow around 10 to 30 kg of CO₂e per night in a hotel room, less in a small guesthouse. These are rough figures, but they are good enough to compare options.',
  },
  { type: 'heading', text: 'A worked example: Oslo to Bergen and the fjords' },
  {
    type: 'paragraph',
    text: 'Take a trip from Oslo to the western fjords and back, about 1,000 kilometres in total. By plane, that is roughly 200 kg of CO₂e per person. By train on the Bergen line, powered almost entirely by Norwegian hydroelectricity, it comes to only a few kilograms. Add a day on a ferry through the fjords and the total is still a small fraction of the flight.',
  },
  {
    type: 'paragraph',
    text: 'Seven nights in hotels adds around 100 kg. So in this example, choosing rail and ferry instead of flying cuts the footprint of the whole trip by more than half, even though the hotel nights stay the same.',
  },
  { type: 'heading', text: 'Use the numbers to decide' },
  {
    type: 'paragraph',
    text: 'Once you have rough figures, look for the single largest item and ask whether there is an alternative. Often it is one flight. Replacing it with a train, or making one longer trip instead of two short ones, does more than any number of small changes at the destination.',
  },
  {
    type: 'paragraph',
    text: 'Offsetting can play a part, but it is no substitute for avoiding emissions in the first place. Our Norwegian fjords by rail and ferry tour shows that the low-carbon route can also be the most beautiful one.',
  },
];
