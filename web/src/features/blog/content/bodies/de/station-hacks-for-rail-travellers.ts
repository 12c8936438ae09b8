import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Manche Bahnreisende scheinen durch Bahnhöfe zu schweben, während andere mit hüpfendem Koffer im Schlepptau von Gleis zu Gleis hetzen. Mit Glück hat der Unterschied selten zu tun. Es kommt auf eine Handvoll einfacher Gewohnheiten an, die jeder lernen kann – ob du in Edinburgh in einen Zug in die Highlands steigst oder in einem belebten Knotenpunkt wie Zürich umsteigst.',
  },
  { type: 'heading', text: 'Bevor du am Bahnsteig stehst' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Lade Tickets und Fahrpläne herunter, bevor du deine Unterkunft verlässt. Das WLAN im Bahnhof ist oft langsam, und auf Bergstrecken hast du manchmal gar keinen Empfang.',
      'Sei bei Fernzügen 15 bis 20 Minuten vor Abfahrt da. So bleibt Zeit, das Gleis zu finden, Wasser zu kaufen und ohne Hektik einzusteigen.',
      'Schau auf die Abfahrtstafeln, nicht nur auf dein Ticket. Gleise ändern sich, vor allem an großen Bahnhöfen.',
    ],
  },
  { type: 'heading', text: 'Wissen, wo du stehen musst' },
  {
    type: 'list',
    ordered: true,
    start: 4,
    items: [
      'Such deinen Wagen auf dem Wagenstandsanzeiger. Viele Bahnhöfe in der Schweiz, in Deutschland und Österreich zeigen ein Schema des Zuges mit der Position jedes Wagens, und die Bahnsteige sind in Abschnitte mit Buchstaben eingeteilt. Stehst du im richtigen Abschnitt, steigst du direkt in deinen Wagen ein.',
      'Bei Zügen, die unterwegs geteilt werden, wie manche Verbindungen in Schottland, achte darauf, im richtigen Zugteil für dein Ziel zu sitzen. Es gibt zwar Durchsagen, aber die überhört man leicht.',
    ],
  },
  { type: 'heading', text: 'Plätze und Gepäck' },
  {
    type: 'list',
    ordered: true,
    start: 6,
    items: [
      'Wähl deinen Platz mit Bedacht. Auf Panoramastrecken wie der West Highland Line hat man auf einer Seite oft die schönere Aussicht. Manche Buchungssysteme zeigen, ob ein Platz in Fahrtrichtung liegt – wichtig, wenn dir beim Fahren leicht übel wird.',
      'Behalte Wertsachen bei dir und stell große Taschen in die Gepäckregale am Wagenende, wo du sie im Blick hast. Ein kleiner Kofferriemen macht dein Gepäck leicht erkennbar.',
    ],
  },
  { type: 'heading', text: 'Essen, Wasser und Komfort' },
  {
    type: 'list',
    ordered: true,
    start: 8,
    items: [
      'Hab Snacks und eine nachfüllbare Flasche dabei. Der Verkaufswagen fällt manchmal aus, und auf kleineren Strecken schließen die Bahnhofskioske früh.',
      'Nimm eine zusätzliche Schicht mit. Die Klimaanlage in Zügen kann kräftig sein, und auf Bahnhöfen auf dem Land wird es abends selbst im Sommer kühl.',
    ],
  },
  { type: 'heading', text: 'Wenn etwas schiefgeht' },
  {
    type: 'list',
    ordered: true,
    start: 10,
    items: [
      'Kenne deine Rechte und bleib ruhig. In der EU und in Großbritannien hast du bei einer Stunde Verspätung oder mehr meist Anspruch auf eine Teilerstattung, und mit einem durchgehenden Ticket darfst du bei einem verpassten Anschluss den nächsten Zug nehmen. Einem höflichen Fahrgast mit einer klaren Frage hilft das Personal lieber als einem wütenden.',
    ],
  },
  { type: 'heading', text: 'Alles zusammen' },
  {
    type: 'paragraph',
    text: 'Keine dieser Gewohnheiten ist schwer, aber zusammen machen sie einen Tag im Zug ruhig statt hektisch. Du verbringst weniger Zeit nervös auf dem Bahnsteig und mehr Zeit mit dem Blick aus dem Fenster. Auf unserer Bahnreise durch die schottischen Highlands geben wir diese Tipps am ersten Tag weiter, und am zweiten finden die meisten ihren Wagen, bevor der Zug überhaupt hält.',
  },
];
