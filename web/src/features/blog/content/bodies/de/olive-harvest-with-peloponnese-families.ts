import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Von Ende Oktober bis Dezember klappern in den Hügeln des Peloponnes Leitern, rascheln Netze und surren kleine elektrische Rechen. Es ist Olivenernte, und für die vielen Familien, denen ein paar Hundert Bäume gehören, sind das die arbeitsreichsten und wichtigsten Wochen des Jahres. Seit einigen Jahren laden manche von ihnen Gäste ein, mitzuhelfen.',
  },
  { type: 'heading', text: 'Kleine Haine, große Tradition' },
  {
    type: 'paragraph',
    text: 'In Griechenland wachsen weit über 100 Millionen Olivenbäume, und die meisten gehören kleinen Familienbetrieben statt großen Gütern. In Messenien und Lakonien pflegt eine Familie oft einen Hain, den schon die Urgroßeltern gepflanzt haben, manche Bäume sind mehrere Hundert Jahre alt. Hier dominiert die Sorte Koroneiki: eine kleine Olive, die ein intensives, fruchtiges Öl ergibt.',
  },
  {
    type: 'paragraph',
    text: 'Die Ernte ist harte Handarbeit. Die jüngeren Familienmitglieder leben oft in Athen oder im Ausland, und bezahlte Erntehelfer für ein paar Wochen zu finden, ist nicht leicht. Zusätzliche Hände entscheiden mit darüber, wie schnell die Oliven in die Mühle kommen – und das Tempo bestimmt die Qualität.',
  },
  { type: 'heading', text: 'So läuft ein Erntetag ab' },
  {
    type: 'paragraph',
    text: 'Der Tag beginnt früh, sobald der Tau getrocknet ist. Unter einem Baum werden große Netze ausgebreitet, dann kämmt man die Zweige mit Handrechen oder leichten elektrischen Schüttlern, bis die Oliven herunterfallen. Oft wird gleichzeitig geschnitten, denn ein paar gekappte Äste helfen der Ernte im nächsten Jahr.',
  },
  {
    type: 'list',
    items: [
      'Die Netze werden zusammengerafft und die Oliven in Säcke geschüttet, Blätter und Zweige bleiben zurück.',
      'In jeden Sack passen etwa 40 bis 50 kg Oliven.',
      'Ein eingespieltes Team aus vier oder fünf Leuten füllt ein Dutzend Säcke am Tag.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Mittags wird im Hain gegessen: Brot, Käse, Tomaten, Oliven vom letzten Jahr und oft ein Glas selbst gemachter Wein.',
  },
  { type: 'heading', text: 'Der Tag in der Ölmühle' },
  {
    type: 'paragraph',
    text: 'Damit der Säuregehalt niedrig bleibt, sollten die Oliven innerhalb von ein, zwei Tagen nach der Ernte gepresst werden. Abends werden die Säcke auf einen Pick-up geladen und zur Mühle im Ort gebracht, wo die Familien Schlange stehen und plaudern, bis sie an der Reihe sind. Moderne Mühlen waschen, zerkleinern und zentrifugieren die Oliven kalt, damit Geschmack und gesunde Inhaltsstoffe erhalten bleiben.',
  },
  {
    type: 'paragraph',
    text: 'Aus etwa fünf Kilogramm Oliven wird ein Liter Öl, je nach Sorte und Reife der Früchte auch mehr oder weniger. Das frische, pfeffrige Öl direkt aus der Mühle auf warmem Brot zu probieren, gehört zu den Höhepunkten jedes Besuchs.',
  },
  { type: 'heading', text: 'Was Gäste beitragen' },
  {
    type: 'paragraph',
    text: 'Gäste, die bei der Ernte mithelfen, ersetzen keine erfahrenen Erntehelfer, und ein Tag Olivenpflücken rettet keinen Hof. Aber bezahlte Aufenthalte bringen den Familien zusätzliches Einkommen in einer Zeit unsicherer Ölpreise, und viele Gäste kaufen danach jahrelang Öl direkt vom Hof. Diese direkte Beziehung ist einem kleinen Erzeuger mehr wert als ein Vertrag mit einer Supermarktkette.',
  },
  {
    type: 'paragraph',
    text: 'Unsere Olivenernte-Reise auf den Peloponnes organisieren wir gemeinsam mit drei Familien bei Kalamata. Du wohnst in Pensionen im Dorf, arbeitest jeden Morgen ein paar Stunden im Hain und erkundest nachmittags die Küste und die alten Steindörfer der Mani.',
  },
];
