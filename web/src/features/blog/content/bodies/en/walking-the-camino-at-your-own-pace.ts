import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'The full Camino Portugués from Lisbon takes close to a month on foot, and even the route from Porto takes about two weeks. Many people do not have that much time. The good news is that the final stages, from the border town of Tui to Santiago de Compostela, give you the essence of the pilgrimage in about five or six days of walking.',
  },
  { type: 'heading', text: 'The route from Tui' },
  {
    type: 'paragraph',
    text: 'Tui sits on the Spanish bank of the Minho river, facing the Portuguese town of Valença across an old iron bridge. From here to Santiago is a little over 115 kilometres, just above the 100 kilometres you need to walk to receive the Compostela certificate. The path follows forest tracks, quiet lanes and old stone bridges through the green hills of Galicia.',
  },
  {
    type: 'list',
    items: [
      'Tui to O Porriño: about 16 km, partly through an industrial area, with a greener alternative route.',
      'O Porriño to Redondela: about 16 km, with a steady climb and a view over the Vigo estuary.',
      'Redondela to Pontevedra: about 20 km, one of the prettiest days.',
      'Pontevedra to Caldas de Reis: about 22 km through vineyards and woods.',
      'Caldas de Reis to Padrón, then on to Santiago: around 19 and 25 km, often split differently.',
    ],
  },
  { type: 'heading', text: 'Set your own pace' },
  {
    type: 'paragraph',
    text: 'There is no rule about how far to walk each day. Many walkers aim for 20 to 25 kilometres, but 15 is perfectly fine, especially on the first days. Listen to your body rather than your guidebook. An extra night in Pontevedra, with its beautiful old town, costs little and makes the rest of the walk more enjoyable.',
  },
  {
    type: 'paragraph',
    text: 'Start early in summer to avoid the afternoon heat, and take a proper break at midday. The Camino is not a race; arriving in Santiago with sore legs but good memories is better than arriving first.',
  },
  { type: 'heading', text: 'Preventing blisters' },
  {
    type: 'paragraph',
    text: 'Blisters are the most common reason pilgrims stop. Most of them can be prevented.',
  },
  {
    type: 'list',
    items: [
      'Walk in shoes or boots that you have already worn for at least 50 km.',
      'Wear thin liner socks under walking socks, and change them at lunch.',
      'Stop as soon as you feel a hot spot and cover it with tape or a blister plaster.',
      'Keep your feet dry and let them air at every long break.',
    ],
  },
  { type: 'heading', text: 'Quiet albergues and rest' },
  {
    type: 'paragraph',
    text: 'Albergues are pilgrim hostels with shared dormitories, often run by the local council or a parish. They are cheap and sociable, but can be busy in summer. For quieter nights, stay in smaller private albergues or guesthouses slightly before or after the standard stage towns. You will need a credencial, the pilgrim passport, stamped at least twice a day on the last 100 kilometres.',
  },
  { type: 'heading', text: 'Arriving in Santiago' },
  {
    type: 'paragraph',
    text: 'The last kilometres lead through the city’s suburbs into the old town and the Praza do Obradoiro, in front of the cathedral. Many walkers simply sit on the stones and take it in. Our Camino Portugués final stages tour arranges luggage transfers and small guesthouses along the way, so you can walk at your own pace and carry only what you need for the day.',
  },
];
