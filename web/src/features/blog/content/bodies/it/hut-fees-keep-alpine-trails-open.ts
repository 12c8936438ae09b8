import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Alle prime luci sopra Grindelwald, quattro persone in giacca arancione sono già al lavoro su un sentiero che una frana primaverile ha sepolto a metà. Spostano pietre a mano, risistemano gradini e fissano un nuovo cavo nel punto in cui il tracciato attraversa un canalone. Quando dalla valle arrivano i primi escursionisti, il percorso è di nuovo aperto. Una parte del conto l’ha pagata chi ha passato una notte in un rifugio di montagna.',
  },
  { type: 'heading', text: 'Dove vanno i soldi' },
  {
    type: 'paragraph',
    text: 'Una notte in un rifugio del Club Alpino Svizzero costa di solito tra i 40 e i 90 franchi in mezza pensione, e i soci pagano meno. La tariffa copre molto più di una cuccetta e di un piatto di rösti. I rifugi pagano gli impianti per acqua, energia e rifiuti, i rifornimenti portati su in elicottero o in teleferica e, in molte regioni, un contributo alla manutenzione dei sentieri che li raggiungono.',
  },
  {
    type: 'list',
    items: [
      'Personale, cibo e trasporto dei rifornimenti in quota.',
      'Pannelli solari, piccole turbine idroelettriche e depurazione delle acque reflue.',
      'Riparazioni dopo temporali, frane, valanghe e disgelo.',
      'Segnaletica e marcatura dei percorsi intorno al rifugio.',
    ],
  },
  {
    type: 'paragraph',
    text: 'La Svizzera ha più di 60.000 chilometri di sentieri segnalati. Cantoni, comuni e associazioni di volontari si dividono il compito di mantenerli sicuri, ma i percorsi d’alta quota costano cari perché tutto va portato su a spalla o in elicottero.',
  },
  { type: 'heading', text: 'Un giorno con la squadra dei sentieri' },
  {
    type: 'paragraph',
    text: 'La squadra che abbiamo seguito lavora da giugno a ottobre. L’inverno lascia un elenco di danni: gradini portati via dall’acqua, cartelli abbattuti, sassi instabili nei tratti esposti. A inizio stagione il caposquadra percorre il sentiero, fissa le priorità e ordina i materiali. I carichi pesanti, come cavi d’acciaio e legname, arrivano in elicottero in un unico volo per contenere costi e rumore.',
  },
  {
    type: 'paragraph',
    text: 'Gran parte del lavoro è lento e meticoloso. Si scavano canalette di scolo di traverso al sentiero, perché la pioggia defluisca invece di scavare un solco. I gradini si posano con grosse pietre che non si muoveranno sotto migliaia di scarponi. Dove gli escursionisti hanno cominciato a tagliare i tornanti, la squadra chiude le scorciatoie perché la vegetazione possa ricrescere e trattenere il terreno.',
  },
  { type: 'heading', text: 'Perché conta per chi visita' },
  {
    type: 'paragraph',
    text: 'Un sentiero ben tenuto protegge sia gli escursionisti sia la montagna. Quando i percorsi sono sgombri e ben drenati, chi cammina non ne esce e i fragili pascoli alpini vengono risparmiati. Quando sono trascurati, la gente si sparpaglia, l’erosione accelera e le riparazioni diventano ogni anno più costose.',
  },
  { type: 'heading', text: 'Come dare una mano al prossimo trekking' },
  {
    type: 'paragraph',
    text: 'Dormire nei rifugi è il modo più diretto per contribuire. Prenota in anticipo, avvisa il gestore se non puoi venire e riporta a valle i tuoi rifiuti. Resta sul percorso segnalato, anche quando una scorciatoia sembra allettante. Nel nostro trekking di rifugio in rifugio nell’Oberland bernese si dorme ogni notte in un rifugio custodito, così una parte di ciò che paghi torna direttamente ai sentieri che percorrerai la mattina dopo.',
  },
];
