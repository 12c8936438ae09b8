import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Slow Travel heißt: Züge wechseln, das Gepäck auf Fähren tragen und es manchmal aufs Fahrrad schnallen. Jedes zusätzliche Kilo spürst du auf Bahnhofstreppen und Kopfsteinpflaster. Nach Jahren auf Reisen entlang von Flüssen und Bahnstrecken haben sich unsere Guides auf eine Packliste geeinigt, die in ein einziges Handgepäckstück passt und trotzdem eine ganze Woche reicht.',
  },
  { type: 'heading', text: 'Erst die Tasche, dann die Kleidung' },
  {
    type: 'paragraph',
    text: 'Wähle einen weichen Rucksack oder einen kleinen Rollkoffer mit etwa 30 bis 40 Litern. Eine Tasche, die in die Gepäckablage im Zug und unter einen Sitz auf der Fähre passt, erspart dir Gepäckwagen und Schließfächer. Wenn du Rad fährst, nimm eine, die sich in eine Packtasche verwandeln oder sicher auf einen Gepäckträger schnallen lässt.',
  },
  {
    type: 'paragraph',
    text: 'Entscheide dich zuerst für die Tasche und lass sie bestimmen, was mitkommt. Was nicht hineinpasst, bleibt zu Hause.',
  },
  { type: 'heading', text: 'Die Drei-Outfit-Regel' },
  {
    type: 'paragraph',
    text: 'Die meisten packen für die Reise, die sie sich vorstellen, nicht für die, die sie tatsächlich machen. Wir empfehlen drei Outfits, die sich kombinieren lassen, aufgebaut auf zwei oder drei Farben.',
  },
  {
    type: 'list',
    items: [
      'Zwei Hosen oder Shorts, eine davon schnell trocknend.',
      'Drei Oberteile, eines davon schick genug für ein Abendessen im Restaurant.',
      'Eine warme Schicht, etwa ein Fleece oder ein dünner Merinopullover.',
      'Eine leichte Regenjacke, die sich in ihre eigene Tasche packen lässt.',
      'Bequeme Wanderschuhe, dazu Sandalen, wenn das Wetter es zulässt.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Unterwäsche und Socken für vier Tage genügen. Merino und Kunstfasern trocknen über Nacht, eine schnelle Wäsche im Waschbecken hält den Wechsel also am Laufen.',
  },
  { type: 'heading', text: 'Kleinigkeiten mit großer Wirkung' },
  {
    type: 'paragraph',
    text: 'Eine nachfüllbare Trinkflasche ist das nützlichste Einzelstück für Slow Travel: An Bahnhöfen, in Zügen und auf Marktplätzen in ganz Europa gibt es immer mehr Trinkbrunnen. Dazu kommen ein faltbarer Einkaufsbeutel für den Markt, eine kompakte Powerbank, ein Universaladapter und eine kleine Reiseapotheke mit Pflastern gegen Blasen.',
  },
  {
    type: 'paragraph',
    text: 'Setz bei Pflegeprodukten so weit wie möglich auf feste Stücke. Shampoo, Seife und sogar Zahnputztabletten umgehen die Flüssigkeitsgrenze, falls du doch einmal fliegst, und sie laufen nicht aus.',
  },
  { type: 'heading', text: 'Packen für Zug, Fähre und Fahrrad' },
  {
    type: 'paragraph',
    text: 'Im Zug hast du am besten einen kleinen Tagesrucksack mit Wasser, Snacks, einem Buch und deinen Tickets dabei, damit die große Tasche in der Ablage bleiben kann. Auf Fähren packst du eine warme Schicht griffbereit ein, denn auf offenen Decks weht es auch im Sommer. Auf Radtouren an der Donau rollst du die Kleidung fest zusammen und steckst alles, was trocken bleiben muss, in eine Plastiktüte in der Packtasche.',
  },
  { type: 'heading', text: 'Der Test vor der Abreise' },
  {
    type: 'paragraph',
    text: 'Pack ein paar Tage vor der Abfahrt alles ein, trag die Tasche die Treppe hinauf und hinunter und geh damit einmal um den Block. Wenn sie sich jetzt schwer anfühlt, fühlt sie sich am fünften Tag noch schwerer an. Nimm ein Teil heraus, dann noch eines. Die meisten Reisenden kommen nach Hause und haben nur zwei Drittel von dem getragen, was sie dabeihatten – und noch nie hat sich jemand beschwert, dass seine Tasche zu leicht war.',
  },
];
