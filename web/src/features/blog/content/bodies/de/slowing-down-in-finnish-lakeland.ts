import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Finnland hat fast 188.000 Seen, und die meisten davon liegen dicht beieinander im Südosten, rund um Savonlinna, Kuopio und den Saimaa-See. Hier zerteilt das Wasser den Wald in unzählige Inseln, und das lauteste Geräusch an einem stillen Abend ist oft der Ruf eines Seetauchers über der Bucht. Es ist ein Ort, der zum Entschleunigen einlädt – und für die Finnen gehört genau das seit Langem dazu, gesund zu bleiben.',
  },
  { type: 'heading', text: 'Ein Tag auf dem Wasser' },
  {
    type: 'paragraph',
    text: 'Paddeln ist die natürlichste Art, die Seenplatte zu bereisen. Die Wege zwischen den Inseln sind kurz, das Wasser ist im Sommer meist ruhig, und die Routen lassen sich mit Karte oder Guide leicht finden. An einem gemütlichen Tag schaffst du 10 bis 15 Kilometer mit vielen Pausen: ein Bad von einem Granitfelsen aus, ein Picknick an einem geschützten Strand, ein Innehalten, um einem Fischadler bei der Jagd zuzusehen.',
  },
  {
    type: 'list',
    items: [
      'Stabile Wanderkanus eignen sich für Anfänger und nehmen die Ausrüstung für einen Tag locker auf.',
      'Schwimmwesten trägt man immer, auch als guter Schwimmer.',
      'Außerhalb von Juli und August ist das Wasser kalt, pack also eine warme Schicht und einen wasserdichten Packsack ein.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Dank des finnischen Jedermannsrechts darf jeder auf den meisten Flächen außerhalb von Gärten und Äckern wandern, paddeln und eine Nacht zelten, solange er keine Spuren hinterlässt. Auch deshalb wirken die Seen so weit und offen.',
  },
  { type: 'heading', text: 'Die Sauna in der Dämmerung' },
  {
    type: 'paragraph',
    text: 'Finnland hat Millionen Saunen, mehr als eine für je zwei Menschen, und viele Ferienhäuser am See haben ihre eigene. Eine traditionelle holzbefeuerte Sauna heizt sich in ein, zwei Stunden langsam auf. Die Hitze ist weicher als in einer elektrischen Sauna, und Wasser auf den heißen Steinen schickt eine Welle Dampf durch den Raum, die die Finnen Löyly nennen.',
  },
  {
    type: 'paragraph',
    text: 'Der Rhythmus ist einfach: Bleib in der Hitze sitzen, bis du durch und durch warm bist, geh dann hinunter zum Steg und gleite in den See. Zwei- oder dreimal wiederholen, danach in ein Handtuch gewickelt auf der Veranda sitzen und zusehen, wie das Licht schwindet. Im Juni tut es das kaum, denn die Sonne geht erst gegen Mitternacht unter.',
  },
  { type: 'heading', text: 'Warum Stille guttut' },
  {
    type: 'paragraph',
    text: 'Finnische Forschende und Gesundheitsbehörden untersuchen seit Langem den Zusammenhang zwischen Zeit in der Natur und Wohlbefinden. Kurze, regelmäßige Aufenthalte in Wäldern und an Seen gehen mit weniger Stress und besserem Schlaf einher, und viele Finnen planen ihren Sommer um ein paar Wochen im Sommerhaus – ohne Fernseher und oft ohne fließendes Wasser.',
  },
  {
    type: 'paragraph',
    text: 'Du musst diese Gewohnheiten nicht übernehmen, um die Wirkung zu spüren. Eine Woche ohne Verkehrslärm, mit Tagen, die sich nach Wetter und Tageslicht richten statt nach Terminen, verändert, wie du schläfst und wie aufmerksam du wirst.',
  },
  { type: 'heading', text: 'Ohne Flugzeug hinkommen' },
  {
    type: 'paragraph',
    text: 'Die Seenplatte ist mit dem Zug gut zu erreichen. Direktverbindungen bringen dich in etwa drei bis fünf Stunden von Helsinki nach Savonlinna, Kuopio und Mikkeli, und Fähren aus Stockholm und Tallinn verbinden Helsinki mit dem übrigen Europa. Unsere Kanu- und Saunareise durch die Finnische Seenplatte beginnt an einem Bahnhof: Du kannst also mit dem Zug anreisen und das Auto – und die Eile – zu Hause lassen.',
  },
];
