import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Viaggiare lentamente vuol dire cambiare treno, caricare la borsa sui traghetti e a volte legarla a una bicicletta. Ogni chilo in più si sente sulle scale delle stazioni e sui ciottoli dei centri storici. Dopo anni di viaggi lungo fiumi e ferrovie, le nostre guide hanno messo a punto una lista che sta in un solo bagaglio a mano e basta comunque per una settimana intera.',
  },
  { type: 'heading', text: 'Prima la borsa, poi i vestiti' },
  {
    type: 'paragraph',
    text: 'Scegli uno zaino morbido o un piccolo trolley da 30-40 litri. Una borsa che entra nella cappelliera del treno e sotto il sedile del traghetto ti evita bagagliai e depositi bagagli. Se pedali, prendine una che si trasformi in borsa laterale o che si possa fissare bene al portapacchi.',
  },
  {
    type: 'paragraph',
    text: 'Decidi prima la borsa e lascia che sia lei a stabilire cosa portare. Se qualcosa non ci sta, resta a casa.',
  },
  { type: 'heading', text: 'La regola dei tre outfit' },
  {
    type: 'paragraph',
    text: 'Quasi tutti fanno la valigia per il viaggio che immaginano, non per quello che faranno davvero. Ti consigliamo tre outfit abbinabili tra loro, giocati su due o tre colori.',
  },
  {
    type: 'list',
    items: [
      'Due paia di pantaloni, lunghi o corti, di cui uno ad asciugatura rapida.',
      'Tre magliette o camicie, una abbastanza elegante per una cena fuori.',
      'Uno strato caldo, come un pile o un maglione sottile di merino.',
      'Una giacca impermeabile leggera che si ripiega nella sua tasca.',
      'Scarpe comode per camminare, più un paio di sandali se il tempo lo permette.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Biancheria e calzini per quattro giorni sono sufficienti. Il merino e i tessuti sintetici si asciugano in una notte, quindi un lavaggio veloce nel lavandino tiene in piedi la rotazione.',
  },
  { type: 'heading', text: 'Piccole cose che fanno la differenza' },
  {
    type: 'paragraph',
    text: 'La borraccia è in assoluto l’oggetto più utile per il viaggio lento: in tutta Europa stazioni, treni e piazze hanno sempre più spesso fontanelle di acqua potabile. Aggiungi una borsa della spesa pieghevole per i mercati, un power bank compatto, un adattatore universale e un piccolo kit di pronto soccorso con cerotti per le vesciche.',
  },
  {
    type: 'paragraph',
    text: 'Per l’igiene personale scegli, quando puoi, i prodotti solidi. Shampoo, sapone e perfino dentifricio in pastiglie evitano i limiti sui liquidi in quelle rare occasioni in cui prendi l’aereo, e non si rovesciano.',
  },
  { type: 'heading', text: 'Bagagli per treni, traghetti e biciclette' },
  {
    type: 'paragraph',
    text: 'In treno tieni con te uno zainetto con acqua, snack, un libro e i biglietti, così la borsa grande può restare nella cappelliera. Sul traghetto metti uno strato caldo a portata di mano, perché sui ponti aperti tira vento anche d’estate. Nei tour in bici lungo il Danubio arrotola bene i vestiti e chiudi in un sacchetto di plastica dentro la borsa laterale tutto ciò che deve restare asciutto.',
  },
  { type: 'heading', text: 'La prova prima di partire' },
  {
    type: 'paragraph',
    text: 'Prepara il bagaglio qualche giorno prima della partenza, poi portalo su e giù per le scale e fai il giro dell’isolato. Se adesso ti sembra pesante, al quinto giorno lo sarà ancora di più. Togli una cosa, poi un’altra. La maggior parte dei viaggiatori torna a casa dopo aver indossato solo due terzi di ciò che aveva in valigia, e nessuno si è mai lamentato di un bagaglio troppo leggero.',
  },
];
