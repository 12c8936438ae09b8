import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Il Cammino portoghese completo da Lisbona richiede quasi un mese a piedi, e anche il percorso da Porto prende circa due settimane. Molti non hanno tutto questo tempo. La buona notizia è che le ultime tappe, dalla cittadina di confine di Tui fino a Santiago de Compostela, ti regalano l’essenza del pellegrinaggio in cinque o sei giorni di cammino.',
  },
  { type: 'heading', text: 'Il percorso da Tui' },
  {
    type: 'paragraph',
    text: 'Tui sorge sulla sponda spagnola del fiume Minho, di fronte alla cittadina portoghese di Valença, a cui è unita da un vecchio ponte di ferro. Da qui a Santiago ci sono poco più di 115 chilometri, appena sopra i 100 da percorrere a piedi per ottenere la Compostela. Il sentiero segue strade forestali, stradine tranquille e antichi ponti di pietra tra le verdi colline della Galizia.',
  },
  {
    type: 'list',
    items: [
      'Da Tui a O Porriño: circa 16 km, in parte attraverso una zona industriale, con una variante più verde.',
      'Da O Porriño a Redondela: circa 16 km, con una salita costante e la vista sulla ria di Vigo.',
      'Da Redondela a Pontevedra: circa 20 km, una delle giornate più belle.',
      'Da Pontevedra a Caldas de Reis: circa 22 km tra vigneti e boschi.',
      'Da Caldas de Reis a Padrón e poi fino a Santiago: circa 19 e 25 km, spesso suddivisi in modo diverso.',
    ],
  },
  { type: 'heading', text: 'Scegli il tuo ritmo' },
  {
    type: 'paragraph',
    text: 'Non esiste una regola su quanto camminare ogni giorno. Molti pellegrini puntano a 20-25 chilometri, ma 15 vanno benissimo, soprattutto nei primi giorni. Ascolta il tuo corpo più della guida. Una notte in più a Pontevedra, con il suo bellissimo centro storico, costa poco e rende più piacevole il resto del cammino.',
  },
  {
    type: 'paragraph',
    text: 'D’estate parti presto per evitare il caldo del pomeriggio e concediti una vera pausa a mezzogiorno. Il Cammino non è una gara: arrivare a Santiago con le gambe indolenzite ma tanti bei ricordi è meglio che arrivare primi.',
  },
  { type: 'heading', text: 'Prevenire le vesciche' },
  {
    type: 'paragraph',
    text: 'Le vesciche sono il motivo più frequente per cui i pellegrini si fermano. Quasi sempre si possono evitare.',
  },
  {
    type: 'list',
    items: [
      'Cammina con scarpe o scarponi che hai già usato per almeno 50 km.',
      'Indossa calze sottili sotto quelle da trekking e cambiale all’ora di pranzo.',
      'Fermati appena senti un punto che scotta e coprilo con del nastro o un cerotto per vesciche.',
      'Tieni i piedi asciutti e lasciali respirare a ogni pausa lunga.',
    ],
  },
  { type: 'heading', text: 'Albergue tranquilli e riposo' },
  {
    type: 'paragraph',
    text: 'Gli albergue sono ostelli per pellegrini con camerate condivise, spesso gestiti dal comune o da una parrocchia. Costano poco e si fa amicizia facilmente, ma d’estate possono essere affollati. Per notti più tranquille, dormi in piccoli albergue privati o in pensioni poco prima o poco dopo i paesi dove finiscono le tappe classiche. Ti servirà la credencial, il passaporto del pellegrino, da far timbrare almeno due volte al giorno negli ultimi 100 chilometri.',
  },
  { type: 'heading', text: 'L’arrivo a Santiago' },
  {
    type: 'paragraph',
    text: 'Gli ultimi chilometri attraversano la periferia fino al centro storico e alla piazza dell’Obradoiro, davanti alla cattedrale. Molti pellegrini si siedono semplicemente sulle pietre e si godono il momento. Il nostro tour sulle ultime tappe del Cammino portoghese organizza il trasporto dei bagagli e piccole pensioni lungo il percorso, così puoi camminare al tuo ritmo portando solo ciò che ti serve per la giornata.',
  },
];
