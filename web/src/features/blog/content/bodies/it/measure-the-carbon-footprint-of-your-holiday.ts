import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Non si può ridurre ciò che non si misura. Per fortuna stimare l’impronta di una vacanza è più facile di quanto sembri, e mostra subito dove le tue scelte pesano di più. Per la maggior parte dei viaggi la risposta è sempre la stessa: come arrivi conta molto più di qualsiasi cosa tu faccia una volta a destinazione.',
  },
  { type: 'heading', text: 'Le tre parti dell’impronta di un viaggio' },
  {
    type: 'paragraph',
    text: 'Ogni vacanza produce emissioni per il trasporto, per l’alloggio e per tutto il resto, come cibo e attività. Il trasporto è di solito la parte più grande, spesso circa tre quarti del totale per un viaggio in Europa, e molto di più per i viaggi a lungo raggio.',
  },
  {
    type: 'list',
    items: [
      'Trasporto: andata, ritorno e spostamenti sul posto.',
      'Alloggio: riscaldamento, raffrescamento e servizi in hotel, cottage o pensioni.',
      'Cibo e attività: pasti, escursioni e ciò che compri lungo la strada.',
    ],
  },
  { type: 'heading', text: 'Un metodo semplice' },
  {
    type: 'paragraph',
    text: 'Parti dalla distanza. Trova i chilometri di ogni tratta del viaggio e moltiplicali per un fattore di emissione del mezzo di trasporto. I fattori tipici per passeggero e chilometro, compresa la produzione di carburante ed elettricità, sono all’incirca questi:',
  },
  {
    type: 'list',
    items: [
      'Volo a corto raggio: da 150 a 250 g di CO₂e, a seconda di come si contano gli effetti in quota.',
      'Auto con una sola persona: circa 170 g; condivisa in quattro, circa 45 g a testa.',
      'Autobus a lunga percorrenza: circa 30 g.',
      'Treno elettrico: da meno di 10 g a circa 40 g, secondo il mix elettrico.',
      'Traghetto, passeggero senza veicolo: circa 20 g.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Per l’alloggio, conta circa 10-30 kg di CO₂e a notte per una camera d’albergo, meno per una piccola pensione. Sono cifre approssimative, ma bastano per confrontare le alternative.',
  },
  { type: 'heading', text: 'Un esempio concreto: da Oslo a Bergen e ai fiordi' },
  {
    type: 'paragraph',
    text: 'Prendiamo un viaggio da Oslo ai fiordi occidentali e ritorno, circa 1.000 chilometri in tutto. In aereo sono circa 200 kg di CO₂e a persona. In treno sulla linea di Bergen, alimentata quasi interamente dall’energia idroelettrica norvegese, si scende a pochi chilogrammi. Aggiungi una giornata di traghetto tra i fiordi e il totale resta comunque una piccola frazione di quello del volo.',
  },
  {
    type: 'paragraph',
    text: 'Sette notti in albergo aggiungono circa 100 kg. Quindi, in questo esempio, scegliere treno e traghetto invece dell’aereo riduce di oltre la metà l’impronta dell’intero viaggio, anche se le notti in hotel restano le stesse.',
  },
  { type: 'heading', text: 'Usa i numeri per decidere' },
  {
    type: 'paragraph',
    text: 'Una volta che hai le cifre di massima, cerca la voce più pesante e chiediti se esiste un’alternativa. Spesso è un solo volo. Sostituirlo con un treno, o fare un viaggio lungo invece di due brevi, conta più di qualsiasi serie di piccoli cambiamenti a destinazione.',
  },
  {
    type: 'paragraph',
    text: 'La compensazione può avere un ruolo, ma non sostituisce l’evitare le emissioni fin dall’inizio. Il nostro tour dei fiordi norvegesi in treno e traghetto dimostra che la via a basse emissioni può essere anche la più bella.',
  },
];
