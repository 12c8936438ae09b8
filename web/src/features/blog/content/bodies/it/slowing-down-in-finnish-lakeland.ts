import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'La Finlandia conta quasi 188.000 laghi, e la concentrazione maggiore si trova nel sud-est, intorno a Savonlinna, Kuopio e al lago Saimaa. Qui l’acqua divide la foresta in innumerevoli isole, e in una sera senza vento il suono più forte è spesso il richiamo di una strolaga dall’altra parte della baia. È un luogo che invita a rallentare, cosa che i finlandesi considerano da tempo parte dello stare bene.',
  },
  { type: 'heading', text: 'Una giornata sull’acqua' },
  {
    type: 'paragraph',
    text: 'Pagaiare è il modo più naturale per muoversi nella regione dei laghi. Le isole sono vicine tra loro, d’estate l’acqua è di solito calma e i percorsi si seguono facilmente con una cartina o una guida. Una giornata tranquilla copre 10-15 chilometri con tante soste: un tuffo da uno scoglio di granito, un picnic su una spiaggetta riparata, una pausa per guardare un falco pescatore a caccia.',
  },
  {
    type: 'list',
    items: [
      'Le canoe da escursione stabili sono adatte ai principianti e portano senza fatica l’attrezzatura di una giornata.',
      'Il giubbotto salvagente si indossa sempre, anche se nuoti benissimo.',
      'Fuori da luglio e agosto l’acqua è fredda: porta uno strato caldo e una sacca stagna.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Grazie al diritto di libero accesso alla natura, in Finlandia chiunque può camminare, pagaiare e accamparsi per una notte quasi ovunque, esclusi giardini e terreni coltivati, purché non lasci traccia. È uno dei motivi per cui i laghi danno una tale sensazione di spazio aperto.',
  },
  { type: 'heading', text: 'La sauna al tramonto' },
  {
    type: 'paragraph',
    text: 'In Finlandia ci sono milioni di saune, più di una ogni due abitanti, e molti cottage in riva al lago hanno la propria. Una sauna tradizionale a legna si scalda lentamente, in un’ora o due. Il calore è più morbido di quello di una sauna elettrica, e l’acqua versata sulle pietre sprigiona un’ondata di vapore che i finlandesi chiamano löyly.',
  },
  {
    type: 'paragraph',
    text: 'Il rituale è semplice: resta al caldo finché non ti senti scaldato fino in fondo, poi scendi al pontile e scivola nel lago. Ripeti due o tre volte, quindi siediti in veranda avvolto in un asciugamano e guarda la luce che si spegne. A giugno quasi non si spegne, perché il sole tramonta verso mezzanotte.',
  },
  { type: 'heading', text: 'Perché il silenzio conta' },
  {
    type: 'paragraph',
    text: 'Ricercatori ed enti di sanità pubblica finlandesi studiano da tempo il legame tra il tempo trascorso nella natura e il benessere. Visite brevi e regolari a boschi e laghi sono associate a meno stress e a un sonno migliore, e molti finlandesi organizzano l’estate intorno a qualche settimana in un cottage senza televisione e spesso senza acqua corrente.',
  },
  {
    type: 'paragraph',
    text: 'Non serve fare proprie queste abitudini per sentirne l’effetto. Una settimana senza rumore di traffico, con giornate scandite dal tempo e dalla luce invece che dagli appuntamenti, cambia il modo in cui dormi e in cui noti le cose.',
  },
  { type: 'heading', text: 'Arrivare senza volare' },
  {
    type: 'paragraph',
    text: 'La regione dei laghi si raggiunge facilmente in treno. Collegamenti diretti uniscono Helsinki a Savonlinna, Kuopio e Mikkeli in circa tre-cinque ore, e i traghetti da Stoccolma e Tallinn ti portano a Helsinki dal resto d’Europa. Il nostro tour in canoa e sauna nella regione dei laghi finlandese parte da una stazione, così puoi arrivare in treno e lasciarti alle spalle l’auto, e la fretta.',
  },
];
