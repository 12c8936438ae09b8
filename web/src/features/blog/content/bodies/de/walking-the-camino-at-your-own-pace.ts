import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Der ganze Camino Portugués ab Lissabon dauert zu Fuß fast einen Monat, und selbst die Strecke ab Porto rund zwei Wochen. Viele haben so viel Zeit nicht. Die gute Nachricht: Die letzten Etappen, von der Grenzstadt Tui bis Santiago de Compostela, geben dir in etwa fünf oder sechs Wandertagen das Wesentliche der Pilgerreise.',
  },
  { type: 'heading', text: 'Die Route ab Tui' },
  {
    type: 'paragraph',
    text: 'Tui liegt am spanischen Ufer des Minho, gegenüber der portugiesischen Stadt Valença, mit der es eine alte Eisenbrücke verbindet. Von hier bis Santiago sind es gut 115 Kilometer, knapp mehr als die 100 Kilometer, die du für die Compostela-Urkunde gehen musst. Der Weg folgt Waldpfaden, ruhigen Sträßchen und alten Steinbrücken durch die grünen Hügel Galiciens.',
  },
  {
    type: 'list',
    items: [
      'Tui bis O Porriño: etwa 16 km, teils durch ein Gewerbegebiet, mit einer grüneren Alternativroute.',
      'O Porriño bis Redondela: etwa 16 km, mit einem stetigen Anstieg und Blick über die Ría de Vigo.',
      'Redondela bis Pontevedra: etwa 20 km, einer der schönsten Tage.',
      'Pontevedra bis Caldas de Reis: etwa 22 km durch Weinberge und Wälder.',
      'Caldas de Reis bis Padrón, dann weiter nach Santiago: rund 19 und 25 km, oft anders aufgeteilt.',
    ],
  },
  { type: 'heading', text: 'Dein eigenes Tempo' },
  {
    type: 'paragraph',
    text: 'Es gibt keine Regel, wie weit du pro Tag gehen musst. Viele peilen 20 bis 25 Kilometer an, aber 15 sind völlig in Ordnung, gerade an den ersten Tagen. Hör auf deinen Körper statt auf deinen Reiseführer. Eine zusätzliche Nacht in Pontevedra mit seiner wunderschönen Altstadt kostet wenig und macht den Rest des Weges schöner.',
  },
  {
    type: 'paragraph',
    text: 'Im Sommer lohnt es sich, früh loszugehen, um der Nachmittagshitze auszuweichen, und mittags eine richtige Pause einzulegen. Der Camino ist kein Wettrennen; mit müden Beinen, aber guten Erinnerungen in Santiago anzukommen, ist besser, als der Erste zu sein.',
  },
  { type: 'heading', text: 'Blasen vorbeugen' },
  {
    type: 'paragraph',
    text: 'Blasen sind der häufigste Grund, warum Pilger aufgeben. Die meisten lassen sich vermeiden.',
  },
  {
    type: 'list',
    items: [
      'Geh in Schuhen oder Stiefeln, die du schon mindestens 50 km getragen hast.',
      'Trag dünne Innensocken unter den Wandersocken und wechsle sie mittags.',
      'Halt an, sobald du eine warme Stelle spürst, und kleb sie mit Tape oder einem Blasenpflaster ab.',
      'Halte deine Füße trocken und lass sie in jeder längeren Pause an die Luft.',
    ],
  },
  { type: 'heading', text: 'Ruhige Herbergen und Pausen' },
  {
    type: 'paragraph',
    text: 'Albergues sind Pilgerherbergen mit Schlafsälen, oft von der Gemeinde oder einer Pfarrei betrieben. Sie sind günstig und gesellig, im Sommer aber oft voll. Für ruhigere Nächte übernachtest du in kleineren privaten Herbergen oder Pensionen kurz vor oder nach den üblichen Etappenorten. Du brauchst eine Credencial, den Pilgerpass, der auf den letzten 100 Kilometern mindestens zweimal am Tag gestempelt werden muss.',
  },
  { type: 'heading', text: 'Ankommen in Santiago' },
  {
    type: 'paragraph',
    text: 'Die letzten Kilometer führen durch die Vororte in die Altstadt bis zur Praza do Obradoiro vor der Kathedrale. Viele setzen sich einfach auf die Steine und lassen alles auf sich wirken. Auf unserer Tour über die letzten Etappen des Camino Portugués organisieren wir den Gepäcktransport und kleine Pensionen am Weg, damit du in deinem eigenen Tempo gehen kannst und nur trägst, was du für den Tag brauchst.',
  },
];
