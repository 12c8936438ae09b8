import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un biglietto da 10 € non sembra granché. Eppure per una guida che accompagna un gruppo tra i vicoli di Palermo o di Catania tre volte a settimana, quei biglietti diventano un reddito vero, e gran parte resta a poche strade dal punto in cui parte il tour. Abbiamo guardato dove finiscono davvero i soldi di un micro-tour tipico.',
  },
  { type: 'heading', text: 'Gran parte del biglietto va alla guida' },
  {
    type: 'paragraph',
    text: 'I nostri micro-tour sono guidati da persone che vivono nella città che raccontano. Su un tipico biglietto da 10 €, la quota più grande resta alla guida. Il resto copre le commissioni di pagamento, l’assicurazione e i costi della piattaforma di prenotazione. Chi viaggia non paga costi di prenotazione aggiuntivi: il prezzo che vedi è quello che paghi.',
  },
  {
    type: 'paragraph',
    text: 'Per una guida, un gruppo di otto persone in una passeggiata di due ore rende più di molti lavori pagati a ore nella stessa città. Diverse delle nostre guide sono studenti, insegnanti in pensione o artisti che incastrano i tour tra altri impegni. Altre ne hanno fatto una piccola attività a tempo pieno.',
  },
  { type: 'heading', text: 'Anche le soste fanno la differenza' },
  {
    type: 'paragraph',
    text: 'Dove passa un tour conta quanto chi lo guida. Molti percorsi finiscono in un caffè a conduzione familiare, in un forno o a una bancarella del mercato invece che in un ristorante di catena. La guida non prende commissioni: lo scopo è far conoscere ai visitatori posti che da soli non troverebbero.',
  },
  {
    type: 'list',
    items: [
      'Un tour di street food può fermarsi a un banco di arancini, da un pescivendolo e in una piccola pasticceria.',
      'Una passeggiata storica finisce spesso nel bar di quartiere, dove il proprietario si ricorda ancora com’era il centro vecchio.',
      'Un tour all’alba può concludersi con la colazione in un forno che apre prima di tutti.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Quando un visitatore compra un caffè, uno spuntino o un piccolo souvenir a ogni sosta, i soldi arrivano ad attività che dai grandi gruppi in pullman non vedono quasi mai un euro.',
  },
  { type: 'heading', text: 'Gruppi piccoli, impatto più leggero' },
  {
    type: 'paragraph',
    text: 'I micro-tour sono piccoli di proposito. Un gruppo da otto a dodici persone può fermarsi in un vicolo stretto senza bloccare i residenti, ascoltare senza microfono e ripartire in fretta. I vicini accolgono molto più volentieri una manciata di visitatori curiosi che una folla di cinquanta.',
  },
  {
    type: 'paragraph',
    text: 'I tour brevi distribuiscono inoltre le visite nell’arco della giornata e in quartieri che i turisti tendono a trascurare, alleggerendo la pressione sui luoghi più affollati.',
  },
  { type: 'heading', text: 'Come far contare il tuo biglietto' },
  {
    type: 'paragraph',
    text: 'Lascia una mancia alla guida se il tour ti è piaciuto: in molte città è un’abitudine e va tutta a lei. Se puoi, compra qualcosa durante le soste. Chiedi alla guida dove mangia e dove fa la spesa, e tornaci poi per conto tuo. Lascia una recensione, perché le guide nuove ne hanno bisogno per riempire i primi tour.',
  },
  {
    type: 'paragraph',
    text: 'Un solo biglietto da 10 € non cambierà un quartiere. Ma un flusso costante di tour piccoli e ben guidati dà lavoro alle guide locali, porta clienti ai negozi indipendenti e regala ai visitatori uno sguardo sulla città che nessun giro in autobus può eguagliare.',
  },
];
