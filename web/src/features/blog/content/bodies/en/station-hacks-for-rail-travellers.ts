import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Some rail travellers seem to glide through stations while others run from platform to platform with their bags bouncing behind them. The difference is rarely luck. It comes down to a handful of simple habits that anyone can learn, whether you are catching a Highland train from Edinburgh or changing in a busy hub like Zurich.',
  },
  { type: 'heading', text: 'Before you reach the platform' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Download tickets and timetables before you leave your accommodation. Station wifi is often slow, and mountain lines may have no signal at all.',
      'Arrive 15 to 20 minutes early for long-distance trains. It gives you time to find the platform, buy water and board without rushing.',
      'Check the departure boards, not just your ticket. Platforms change, especially at large stations.',
    ],
  },
  { type: 'heading', text: 'Know where to stand' },
  {
    type: 'list',
    ordered: true,
    start: 4,
    items: [
      'Find your coach on the platform plan. Many stations in Switzerland, Germany and Austria show a diagram of the train with the position of each coach, and platforms are divided into lettered sectors. Standing in the right sector means you step straight into your carriage.',
      'On trains that split along the way, as some Scottish services do, make sure you are in the part going to your destination. Announcements are given, but it is easy to miss them.',
    ],
  },
  { type: 'heading', text: 'Seats and bags' },
  {
    type: 'list',
    ordered: true,
    start: 6,
    items: [
      'Choose your seat with care. On scenic routes, such as the West Highland Line, seats on one side often have the better view. Some booking systems show whether a seat faces forwards, which matters if you get travel sick.',
      'Keep valuables with you, and put large bags in the racks at the end of the carriage where you can see them. A small luggage strap makes your case easy to identify.',
    ],
  },
  { type: 'heading', text: 'Food, water and comfort' },
  {
    type: 'list',
    ordered: true,
    start: 8,
    items: [
      'Carry snacks and a refillable bottle. Trolley services are sometimes cancelled, and station kiosks close early on smaller lines.',
      'Bring a layer. Air conditioning on trains can be strong, and rural stations can be cold in the evening even in summer.',
    ],
  },
  { type: 'heading', text: 'When things go wrong' },
  {
    type: 'list',
    ordered: true,
    start: 10,
    items: [
      'Learn your rights and stay calm. In the EU and in Britain, delays of an hour or more usually entitle you to partial compensation, and on a through ticket you may take the next train if you miss a connection. Staff are more helpful to a polite passenger with a clear question than to an angry one.',
    ],
  },
  { type: 'heading', text: 'Putting it together' },
  {
    type: 'paragraph',
    text: 'None of these habits is difficult, but together they make a day of train travel calm instead of hectic. You spend less time anxious on platforms and more time looking out of the window. On our Scottish Highlands by rail tour we share these tips on the first day, and by the second most travellers are finding their coach before the train has even stopped.',
  },
];
