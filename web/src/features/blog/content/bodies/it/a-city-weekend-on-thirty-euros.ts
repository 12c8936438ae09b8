import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un weekend in città non deve per forza significare biglietti costosi per le grandi attrazioni. Alcuni dei modi migliori per conoscere un posto sono i tour brevi guidati da chi ci vive, e molti costano meno dell’ingresso a un museo. Con un po’ di organizzazione, 30 € bastano per un intero weekend di scoperte guidate.',
  },
  { type: 'heading', text: 'Il piano: tre tour, tre prezzi' },
  {
    type: 'paragraph',
    text: 'I micro-tour di EcoTours hanno quattro prezzi fissi: 5 €, 10 €, 20 € e 30 €. Per un weekend ti consigliamo di combinare qualche tour economico invece di prenotarne uno costoso. Ecco un esempio ad Amsterdam.',
  },
  {
    type: 'list',
    items: [
      'Sabato mattina: una passeggiata di street art da 5 € in un ex quartiere industriale, di circa un’ora.',
      'Domenica all’alba: una camminata da 5 € fino a un belvedere sul porto, seguita da un caffè in un forno del quartiere.',
      'Domenica in tarda mattinata: una degustazione al mercato da 20 € con formaggi, aringhe e stroopwafel appena fatti.',
    ],
  },
  {
    type: 'paragraph',
    text: 'In tutto fanno 30 €, e coprono il lato creativo della città, il suo paesaggio e la sua cucina.',
  },
  { type: 'heading', text: 'Ricarica il portafoglio una volta sola' },
  {
    type: 'paragraph',
    text: 'I micro-tour si pagano con il tuo portafoglio EcoTours, quindi non devi inserire i dati della carta a ogni prenotazione. Ricarica una volta sola il totale del weekend prima di partire, poi prenota ogni tour con un paio di tocchi. Se non spendi tutto, il credito resta nel portafoglio per il prossimo viaggio.',
  },
  {
    type: 'paragraph',
    text: 'Pagare in anticipo aiuta anche a rispettare il budget. Una volta prenotati i tour, il resto del weekend puoi passarlo a camminare, pedalare ed esplorare senza spendere altro.',
  },
  { type: 'heading', text: 'Lascia spazio tra un tour e l’altro' },
  {
    type: 'paragraph',
    text: 'Viene voglia di riempire ogni ora, ma i weekend migliori lasciano respiro. Non pianificare più di due tour al giorno e lascia almeno un’ora tra l’uno e l’altro. Le guide consigliano spesso un caffè, un parco o una via tranquilla nei dintorni: seguire quei suggerimenti è metà del divertimento.',
  },
  {
    type: 'paragraph',
    text: 'Prima di prenotare, controlla punto d’incontro e durata di ogni tour. La maggior parte dei micro-tour dura da una a tre ore, e alcuni tour gastronomici durano di più.',
  },
  { type: 'heading', text: 'Risparmiare anche sul resto' },
  {
    type: 'list',
    items: [
      'Cammina o noleggia una bici invece di prendere il taxi: ad Amsterdam quasi tutto è a meno di 20 minuti in bicicletta.',
      'Fai il pasto principale a pranzo, quando molti ristoranti propongono un menu più economico.',
      'Usa le fontanelle e riempi la borraccia invece di comprare acqua.',
      'Chiedi alla guida se quel weekend ci sono eventi gratuiti, come concerti o atelier aperti.',
    ],
  },
  { type: 'heading', text: 'Fallo a modo tuo' },
  {
    type: 'paragraph',
    text: 'Lo stesso piano funziona in quasi tutte le città. A Lisbona sostituisci la degustazione al mercato con una passeggiata tra tram e belvedere; a Cracovia abbina un tour di street art a una mattinata al mercato coperto. Sfoglia i micro-tour della tua destinazione, filtra per prezzo e scegline tre che mostrino lati diversi della città. Se vuoi fermarti più a lungo, il nostro tour in bici di Amsterdam e del Waterland è un ottimo modo per aggiungere una giornata in campagna.',
  },
];
