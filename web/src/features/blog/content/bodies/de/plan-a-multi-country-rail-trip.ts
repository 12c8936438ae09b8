import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Eine Bahnreise von Amsterdam nach Wien führt durch vier Länder und durch einige der schönsten Landschaften Europas, vom Mittelrheintal bis ins Donautal. Man kann sie an einem einzigen langen Tag schaffen, doch viel lohnender ist es, sich eine oder zwei Wochen Zeit zu nehmen und unterwegs Halt zu machen. Gute Planung entscheidet darüber, ob daraus eine entspannte Reise wird oder eine Kette verpasster Anschlüsse.',
  },
  { type: 'heading', text: 'Zuerst die Route skizzieren' },
  {
    type: 'paragraph',
    text: 'Fang mit einer Karte an, nicht mit einer Buchungsseite. Markiere die Orte, an denen du übernachten möchtest, und schau dir dann die Fahrzeiten dazwischen an. Drei bis fünf Stunden Zugfahrt am Tag sind angenehm; wird es mehr, verdrängt die Reise allmählich die Reiseziele. Eine klassische Route führt über Amsterdam, Köln, das Rheintal, Frankfurt oder Würzburg, München oder Nürnberg und dann weiter nach Wien, wenn du magst mit einem Abstecher über Prag.',
  },
  {
    type: 'list',
    items: [
      'Plane für jeden Ort, den du richtig erkunden willst, mindestens zwei Nächte ein.',
      'Nimm für landschaftlich schöne Abschnitte kurze Etappen und für die langweiligen schnellere Züge.',
      'Prüfe, ob ein Abschnitt reservierungspflichtig ist, etwa ein Nachtzug.',
    ],
  },
  { type: 'heading', text: 'Wann du buchen solltest' },
  {
    type: 'paragraph',
    text: 'Die meisten europäischen Bahngesellschaften geben ihre Tickets drei bis sechs Monate im Voraus frei. Günstige Spartarife kommen zuerst und sind schnell weg, besonders freitags, sonntags und rund um Feiertage. Buch die langen internationalen Strecken früh und halte dir die kurzen Regionalverbindungen offen, denn deren Preise ändern sich kaum.',
  },
  {
    type: 'paragraph',
    text: 'Wenn du noch unentschlossen bist: Viele Bahnen verkaufen flexible Tickets, die sich gegen einen kleinen Aufpreis umbuchen oder erstatten lassen. Sie kosten zunächst mehr, können aber Geld sparen, wenn sich deine Pläne ändern.',
  },
  { type: 'heading', text: 'Wann sich ein Bahnpass lohnt' },
  {
    type: 'paragraph',
    text: 'Ein Bahnpass gilt für eine bestimmte Zahl von Reisetagen in den meisten Zügen vieler Länder. Er lohnt sich, wenn du oft fährst und spät buchst oder wenn du die Freiheit haben willst, deine Route spontan am selben Tag zu ändern. Meist rechnet er sich nicht, wenn du alles Monate im Voraus buchst und Spartarife ergatterst.',
  },
  {
    type: 'paragraph',
    text: 'Rechne die Gesamtkosten der Einzeltickets für deine Route aus, addiere die Sitzplatzreservierungen, die du mit einem Pass bräuchtest, und vergleiche beides. Bei einer Reise mit vier oder fünf langen Etappen liegen die Summen oft nah beieinander.',
  },
  { type: 'heading', text: 'Genug Zeit zum Umsteigen lassen' },
  {
    type: 'paragraph',
    text: 'Verspätungen kommen vor, und bei einem knappen Anschluss wird aus zehn Minuten Verspätung schnell ein verpasster Zug. Als Faustregel gilt: Plane mindestens 30 Minuten zum Umsteigen zwischen zwei Zügen derselben Bahngesellschaft ein und eine Stunde oder mehr, wenn du die Gesellschaft oder den Bahnhof wechselst. Mit einem durchgehenden Ticket muss dir die Bahn bei einem verpassten Anschluss weiterhelfen; mit getrennten Tickets musst du womöglich ein neues kaufen.',
  },
  { type: 'heading', text: 'Die Fahrt gehört zur Reise' },
  {
    type: 'paragraph',
    text: 'Die schönsten Bahnreisen sind mehr als der Transport von Stadt zu Stadt. Setz dich am Rhein auf die richtige Seite, steig in einer Kleinstadt zum Mittagessen aus, nimm den Bummelzug durch die Wachau. Genau so ist unsere große Europa-Bahnreise von Amsterdam nach Wien aufgebaut: Jeder Reisetag ist ebenso nach der Aussicht geplant wie nach dem Fahrplan.',
  },
];
