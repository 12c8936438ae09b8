import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Südöstlich von Lissabon öffnet sich der Alentejo zu einer sanft gewellten Ebene, getupft mit breiten, niedrigen Bäumen. Es sind Korkeichen, und zusammen mit Steineichen, Weideland und kleinen Feldern bilden sie den Montado, eine Form der Landwirtschaft, die die Region seit Jahrhunderten prägt. Er ist zugleich einer der artenreichsten Lebensräume Europas – und ob er überlebt, hängt auch davon ab, was wir kaufen.',
  },
  { type: 'heading', text: 'Wie Kork geerntet wird' },
  {
    type: 'paragraph',
    text: 'Kork ist die Rinde der Korkeiche, und man kann sie abschälen, ohne den Baum zu fällen. Zum ersten Mal geerntet wird ein Baum mit etwa 25 Jahren, danach alle neun Jahre. Die ersten Ernten liefern groben Kork für Dämmstoffe und Bodenbeläge; ab der dritten Ernte ist die Rinde fein genug für Weinkorken.',
  },
  {
    type: 'paragraph',
    text: 'Die Arbeit wird von Hand erledigt, im Frühsommer, wenn sich die Rinde am leichtesten löst. Geübte Korkschäler schneiden sie mit einem kleinen Beil ein, ohne die lebende Schicht darunter zu verletzen. Danach wird jeder Baum mit der letzten Ziffer des Erntejahres markiert, damit die Bauern wissen, wann er wieder so weit ist. Eine Korkeiche kann weit über 200 Jahre alt und mehr als ein Dutzend Mal geerntet werden.',
  },
  { type: 'heading', text: 'Warum der Montado so wichtig ist' },
  {
    type: 'paragraph',
    text: 'Die Mischung aus vereinzelten Bäumen und offenem Land bietet einer erstaunlichen Vielfalt an Tieren Lebensraum. Im Montado leben seltene Vögel wie der Mönchsgeier und, im benachbarten Spanien, der Spanische Kaiseradler, und er ist einer der letzten Rückzugsorte des Pardelluchses.',
  },
  {
    type: 'list',
    items: [
      'Schafe, Schweine und Rinder halten beim Weiden das Unterholz niedrig und senken so die Brandgefahr.',
      'Die Wurzeln halten Boden und Wasser in einer Region mit langen, trockenen Sommern.',
      'Korkeichen speichern Kohlenstoff, und geschälte Bäume nehmen vermutlich mehr davon auf, während ihre Rinde nachwächst.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Portugal ist der größte Korkproduzent der Welt, und die Branche sichert Tausende Arbeitsplätze auf dem Land.',
  },
  { type: 'heading', text: 'Die Gefahr durch billigere Alternativen' },
  {
    type: 'paragraph',
    text: 'Als sich Kunststoffkorken und Schraubverschlüsse im Weinhandel ausbreiteten, sank die Nachfrage nach Naturkorken. Weniger Einnahmen aus Kork bedeuten weniger Grund, die Bäume zu pflegen, und ein aufgegebener Montado kann verbuschen oder schneller wachsenden Plantagen weichen. Wer Wein mit Naturkorken und überhaupt Produkte aus Kork kauft, hilft, dieses System am Leben zu halten.',
  },
  { type: 'heading', text: 'Dunkler Himmel über den Eichen' },
  {
    type: 'paragraph',
    text: 'Der Alentejo ist außerdem einer der besten Orte Europas, um Sterne zu beobachten. Die Gegend um den Alqueva-Stausee wurde als eine der ersten als Starlight-Reiseziel zertifiziert, dank klarer Nächte und geringer Lichtverschmutzung. In einer mondlosen Nacht spannt sich die Milchstraße von Horizont zu Horizont.',
  },
  {
    type: 'paragraph',
    text: 'Unsere Reise zu den Korkeichenwäldern und Sternen des Alentejo verbindet beides: einen Vormittag mit einer Korkbauernfamilie, einen Nachmittag zu Fuß zwischen den Eichen und einen Abend unter dem Sternenhimmel mit einer Astronomin. Jede Nacht in einer Pension vor Ort und jedes Korkprodukt, das du dort kaufst, ist eine Stimme dafür, dass der Montado weiterlebt.',
  },
];
