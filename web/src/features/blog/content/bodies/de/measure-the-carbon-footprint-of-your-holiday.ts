import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Was du nicht misst, kannst du auch nicht verringern. Zum Glück ist es einfacher als gedacht, den Fußabdruck eines Urlaubs abzuschätzen, und schnell zeigt sich, wo deine Entscheidungen am meisten bewirken. Bei den meisten Reisen ist die Antwort dieselbe: Wie du hinkommst, zählt weit mehr als alles, was du vor Ort machst.',
  },
  { type: 'heading', text: 'Die drei Teile des Fußabdrucks einer Reise' },
  {
    type: 'paragraph',
    text: 'Jeder Urlaub verursacht Emissionen durch die Anreise, die Unterkunft und alles Übrige, etwa Essen und Aktivitäten. Der Verkehr ist meist der größte Posten: bei einer Reise innerhalb Europas oft rund drei Viertel der Gesamtmenge, bei Fernreisen noch weit mehr.',
  },
  {
    type: 'list',
    items: [
      'Verkehr: die Hinreise, die Rückreise und die Wege am Urlaubsort.',
      'Unterkunft: Heizung, Kühlung und Service in Hotels, Hütten oder Pensionen.',
      'Essen und Aktivitäten: Mahlzeiten, Ausflüge und was du unterwegs kaufst.',
    ],
  },
  { type: 'heading', text: 'Eine einfache Methode' },
  {
    type: 'paragraph',
    text: 'Fang mit der Entfernung an. Ermittle die Strecke jedes Reiseabschnitts und multipliziere sie mit einem Emissionsfaktor für das jeweilige Verkehrsmittel. Typische Werte pro Person und Kilometer, einschließlich der Herstellung von Treibstoff und Strom, liegen ungefähr bei:',
  },
  {
    type: 'list',
    items: [
      'Kurzstreckenflug: 150 bis 250 g CO₂e, je nachdem, wie die Effekte in großer Höhe eingerechnet werden.',
      'Auto mit einer Person: etwa 170 g; zu viert geteilt etwa 45 g pro Kopf.',
      'Fernbus: etwa 30 g.',
      'Elektrischer Zug: von unter 10 g bis etwa 40 g, je nach Strommix.',
      'Fähre, ohne Fahrzeug: etwa 20 g.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Für die Unterkunft rechnest du mit etwa 10 bis 30 kg CO₂e pro Nacht im Hotelzimmer, in einer kleinen Pension mit weniger. Das sind grobe Zahlen, aber sie reichen völlig, um Optionen zu vergleichen.',
  },
  { type: 'heading', text: 'Ein Rechenbeispiel: von Oslo nach Bergen und zu den Fjorden' },
  {
    type: 'paragraph',
    text: 'Nimm eine Reise von Oslo zu den Fjorden im Westen und zurück, insgesamt etwa 1.000 Kilometer. Mit dem Flugzeug sind das rund 200 kg CO₂e pro Person. Mit der Bergenbahn, die fast ausschließlich mit norwegischer Wasserkraft fährt, kommen nur ein paar Kilogramm zusammen. Rechnest du noch einen Tag auf der Fähre durch die Fjorde dazu, bleibt die Summe trotzdem ein kleiner Bruchteil des Flugs.',
  },
  {
    type: 'paragraph',
    text: 'Sieben Hotelnächte kommen auf etwa 100 kg. In diesem Beispiel sinkt der Fußabdruck der ganzen Reise also um mehr als die Hälfte, wenn du Bahn und Fähre statt des Flugzeugs nimmst – obwohl die Hotelnächte gleich bleiben.',
  },
  { type: 'heading', text: 'Mit den Zahlen entscheiden' },
  {
    type: 'paragraph',
    text: 'Sobald du grobe Zahlen hast, such den größten Einzelposten und frag dich, ob es eine Alternative gibt. Oft ist es ein einziger Flug. Ihn durch eine Zugfahrt zu ersetzen oder eine längere Reise statt zwei kurzer zu machen, bringt mehr als noch so viele kleine Änderungen am Urlaubsort.',
  },
  {
    type: 'paragraph',
    text: 'Kompensation kann ein Baustein sein, ersetzt aber nicht, Emissionen von vornherein zu vermeiden. Unsere Tour zu den norwegischen Fjorden mit Bahn und Fähre zeigt, dass der klimafreundliche Weg auch der schönste sein kann.',
  },
];
