import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Ein Städtetrip muss nicht heißen, dass du viel Geld für Eintrittskarten zu den großen Sehenswürdigkeiten ausgibst. Oft lernst du einen Ort am besten auf kurzen Touren mit Leuten kennen, die dort wohnen – und viele davon kosten weniger als ein Museumsbesuch. Mit ein bisschen Planung reichen 30 € für ein ganzes Wochenende voller geführter Entdeckungen.',
  },
  { type: 'heading', text: 'Der Plan: drei Touren, drei Preise' },
  {
    type: 'paragraph',
    text: 'Kurztouren bei EcoTours gibt es zu vier festen Preisen: 5 €, 10 €, 20 € und 30 €. Für ein Wochenende empfehlen wir, lieber ein paar günstigere Touren zu kombinieren, statt eine teure zu buchen. Hier ein Beispiel aus Amsterdam.',
  },
  {
    type: 'list',
    items: [
      'Samstagvormittag: ein Street-Art-Rundgang für 5 € durch ein ehemaliges Industrieviertel, etwa eine Stunde.',
      'Sonntag im Morgengrauen: ein Spaziergang für 5 € zu einem Aussichtspunkt über dem Hafen, zum Sonnenaufgang, danach Kaffee in einer Bäckerei im Viertel.',
      'Sonntag am späten Vormittag: eine Markt-Verkostung für 20 € mit Käse, Hering und frischen Stroopwafels.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Zusammen macht das 30 €, und du lernst die kreative Seite der Stadt kennen, ihre Landschaft und ihre Küche.',
  },
  { type: 'heading', text: 'Guthaben nur einmal aufladen' },
  {
    type: 'paragraph',
    text: 'Kurztouren bezahlst du mit deinem EcoTours-Guthaben, du musst also nicht bei jeder Buchung deine Kartendaten eingeben. Lade den Betrag für dein Wochenende einmal vor der Reise auf und buch dann jede Tour mit ein paar Fingertipps. Was übrig bleibt, bleibt auf deinem Guthaben für die nächste Reise.',
  },
  {
    type: 'paragraph',
    text: 'Wer im Voraus zahlt, hält sich außerdem leichter an sein Budget. Sind die Touren erst gebucht, kannst du den Rest des Wochenendes zu Fuß, auf dem Rad und auf eigene Faust verbringen, ohne dass weitere Kosten anfallen.',
  },
  { type: 'heading', text: 'Lass Luft zwischen den Touren' },
  {
    type: 'paragraph',
    text: 'Es ist verlockend, jede Stunde zu verplanen, aber die schönsten Wochenenden haben Raum zum Durchatmen. Plane höchstens zwei Touren pro Tag und lass mindestens eine Stunde Abstand dazwischen. Guides empfehlen oft ein Café, einen Park oder eine ruhige Straße in der Nähe – diesen Tipps zu folgen, ist schon der halbe Spaß.',
  },
  {
    type: 'paragraph',
    text: 'Schau dir vor der Buchung Treffpunkt und Dauer jeder Tour an. Die meisten Kurztouren dauern ein bis drei Stunden, manche Food-Touren auch länger.',
  },
  { type: 'heading', text: 'Auch der Rest bleibt günstig' },
  {
    type: 'list',
    items: [
      'Geh zu Fuß oder leih dir ein Fahrrad, statt Taxi zu fahren; in Amsterdam ist fast alles in 20 Minuten mit dem Rad erreichbar.',
      'Iss mittags die Hauptmahlzeit, wenn viele Restaurants ein günstigeres Mittagsmenü anbieten.',
      'Füll deine Flasche an Trinkbrunnen auf, statt Wasser zu kaufen.',
      'Frag deinen Guide nach kostenlosen Veranstaltungen an diesem Wochenende, etwa Konzerten oder offenen Ateliers.',
    ],
  },
  { type: 'heading', text: 'Mach dein eigenes Wochenende daraus' },
  {
    type: 'paragraph',
    text: 'Derselbe Plan funktioniert in fast jeder Stadt. In Lissabon tauschst du die Markt-Verkostung gegen einen Rundgang mit Straßenbahn und Aussichtspunkten, in Krakau kombinierst du eine Street-Art-Tour mit einem Vormittag in der Markthalle. Stöbere durch die Kurztouren an deinem Reiseziel, filtere nach Preis und such dir drei aus, die ganz unterschiedliche Seiten der Stadt zeigen. Wenn du länger bleiben möchtest, ist unsere Radtour durch Amsterdam und das Waterland eine schöne Möglichkeit, noch einen Tag auf dem Land dranzuhängen.',
  },
];
