import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'At first light above Grindelwald, four people in orange jackets are already at work on a path that a spring rockfall has half buried. They move stones by hand, reset steps and fix a new cable where the trail crosses a gully. By the time the first hikers arrive from the valley, the route is open again. Part of the bill for their work was paid by hikers who spent a night in a mountain hut.',
  },
  { type: 'heading', text: 'Where the money goes' },
  {
    type: 'paragraph',
    text: 'A night in a Swiss Alpine Club hut usually costs between CHF 40 and CHF 90 with half board, and members pay less. The fee covers far more than a bunk and a plate of rösti. Huts pay for their water, power and waste systems, for supplies brought up by helicopter or cable car, and in many regions for a contribution to the upkeep of the paths that lead to them.',
  },
  {
    type: 'list',
    items: [
      'Staff, food and transport of supplies to altitude.',
      'Solar panels, small hydro turbines and waste water treatment.',
      'Repairs after storms, rockfall, avalanches and snowmelt.',
      'Marking and signposting on the routes around the hut.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Switzerland has more than 60,000 kilometres of marked hiking trails. Cantons, communes and volunteer organisations share the work of keeping them safe, but high routes are expensive to maintain because everything has to be carried up or flown in.',
  },
  { type: 'heading', text: 'A day with the trail crew' },
  {
    type: 'paragraph',
    text: 'The crew we followed works from June to October. Winter leaves a list of damage: washed-out steps, fallen signposts, loose rock on exposed sections. The team leader walks the route early in the season, marks the priorities and orders materials. Heavy items such as steel cables and timber are flown in by helicopter in a single trip to keep costs and noise down.',
  },
  {
    type: 'paragraph',
    text: 'Much of the work is slow and careful. Drainage channels are dug across the path so that rain runs off instead of carving a gully. Steps are set with large stones that will not shift under thousands of boots. Where walkers have started to cut corners on switchbacks, the crew blocks the shortcuts so that vegetation can grow back and hold the soil.',
  },
  { type: 'heading', text: 'Why it matters for visitors' },
  {
    type: 'paragraph',
    text: 'A well-kept trail protects both hikers and the mountain. When paths are clear and well drained, walkers stay on them, and fragile alpine meadows are spared. When they are neglected, people spread out, erosion speeds up and repairs become more expensive each year.',
  },
  { type: 'heading', text: 'How to help on your next trek' },
  {
    type: 'paragraph',
    text: 'Staying in huts is the most direct way to contribute. Book ahead, tell the warden if you cannot come, and carry your rubbish back down to the valley. Stick to the marked route, even where a shortcut looks tempting. On our Bernese Oberland hut-to-hut trek, every night is spent in a staffed hut, so part of what you pay goes straight back into the trails you walk the next morning.',
  },
];
