import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Im ersten Morgenlicht oberhalb von Grindelwald sind vier Leute in orangen Jacken schon bei der Arbeit. Ein Felssturz im Frühjahr hat den Weg halb verschüttet. Sie räumen Steine von Hand beiseite, setzen Stufen neu und spannen ein neues Drahtseil dort, wo der Pfad einen Graben quert. Als die ersten Wanderer aus dem Tal heraufkommen, ist die Route wieder offen. Einen Teil der Rechnung für diese Arbeit haben Wanderer bezahlt, die eine Nacht in einer Berghütte verbracht haben.',
  },
  { type: 'heading', text: 'Wohin das Geld fließt' },
  {
    type: 'paragraph',
    text: 'Eine Nacht in einer Hütte des Schweizer Alpen-Clubs kostet mit Halbpension meist zwischen 40 und 90 Franken, Mitglieder zahlen weniger. Damit ist weit mehr bezahlt als ein Lager und ein Teller Rösti. Die Hütten finanzieren ihre Wasser-, Strom- und Abfallsysteme, den Nachschub per Helikopter oder Seilbahn und in vielen Regionen auch einen Beitrag zum Unterhalt der Wege, die zu ihnen hinaufführen.',
  },
  {
    type: 'list',
    items: [
      'Personal, Verpflegung und der Transport des Nachschubs in die Höhe.',
      'Solaranlagen, kleine Wasserturbinen und die Abwasserreinigung.',
      'Reparaturen nach Unwettern, Steinschlag, Lawinen und Schneeschmelze.',
      'Markierungen und Wegweiser auf den Routen rund um die Hütte.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Die Schweiz hat mehr als 60.000 Kilometer markierte Wanderwege. Kantone, Gemeinden und ehrenamtliche Vereine teilen sich die Arbeit, sie sicher zu halten. Hochgelegene Routen sind im Unterhalt aber teuer, weil alles hinaufgetragen oder eingeflogen werden muss.',
  },
  { type: 'heading', text: 'Ein Tag mit dem Wegbautrupp' },
  {
    type: 'paragraph',
    text: 'Der Trupp, den wir begleitet haben, ist von Juni bis Oktober im Einsatz. Der Winter hinterlässt eine lange Schadensliste: ausgespülte Stufen, umgestürzte Wegweiser, loses Gestein an ausgesetzten Stellen. Zu Saisonbeginn geht der Teamleiter die Route ab, legt die Prioritäten fest und bestellt das Material. Schweres wie Stahlseile und Bauholz kommt in einem einzigen Helikopterflug herauf, damit Kosten und Lärm gering bleiben.',
  },
  {
    type: 'paragraph',
    text: 'Vieles an der Arbeit geht langsam und mit großer Sorgfalt voran. Quer über den Weg werden Wasserrinnen gegraben, damit der Regen abfließt, statt sich eine tiefe Furche zu graben. Stufen werden aus großen Steinen gesetzt, die sich auch unter Tausenden Wanderschuhen nicht verschieben. Wo Wanderer begonnen haben, Serpentinen abzukürzen, sperrt der Trupp die Abkürzungen, damit die Vegetation nachwachsen und den Boden halten kann.',
  },
  { type: 'heading', text: 'Warum das für Gäste zählt' },
  {
    type: 'paragraph',
    text: 'Ein gepflegter Weg schützt die Wanderer und den Berg zugleich. Sind die Pfade frei und gut entwässert, bleiben die Leute darauf, und die empfindlichen Alpwiesen werden geschont. Werden sie vernachlässigt, weichen alle nach links und rechts aus, die Erosion beschleunigt sich und die Reparaturen werden von Jahr zu Jahr teurer.',
  },
  { type: 'heading', text: 'So hilfst du auf deiner nächsten Tour' },
  {
    type: 'paragraph',
    text: 'Am direktesten trägst du bei, indem du in Hütten übernachtest. Reservier rechtzeitig, sag dem Hüttenwart Bescheid, wenn du nicht kommen kannst, und nimm deinen Abfall wieder mit ins Tal. Bleib auf der markierten Route, auch wenn eine Abkürzung verlockend aussieht. Auf unserer Hüttentour durchs Berner Oberland übernachtest du jede Nacht in einer bewarteten Hütte – ein Teil deines Preises fließt also direkt in die Wege, auf denen du am nächsten Morgen unterwegs bist.',
  },
];
