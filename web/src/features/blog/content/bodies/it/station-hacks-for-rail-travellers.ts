import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Certi viaggiatori sembrano scivolare attraverso le stazioni, mentre altri corrono da un binario all’altro con la valigia che sobbalza alle loro spalle. La differenza raramente è fortuna. Si riduce a una manciata di abitudini semplici che chiunque può imparare, che tu stia prendendo un treno per le Highlands da Edimburgo o cambiando in un nodo affollato come Zurigo.',
  },
  { type: 'heading', text: 'Prima di arrivare al binario' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Scarica biglietti e orari prima di lasciare l’alloggio. Il wifi delle stazioni è spesso lento, e sulle linee di montagna potrebbe non esserci campo del tutto.',
      'Arriva 15-20 minuti prima per i treni a lunga percorrenza. Avrai il tempo di trovare il binario, comprare dell’acqua e salire senza correre.',
      'Controlla i tabelloni delle partenze, non solo il biglietto. I binari cambiano, soprattutto nelle grandi stazioni.',
    ],
  },
  { type: 'heading', text: 'Sapere dove aspettare' },
  {
    type: 'list',
    ordered: true,
    start: 4,
    items: [
      'Trova la tua carrozza sullo schema del binario. In Svizzera, Germania e Austria molte stazioni mostrano la composizione del treno con la posizione di ogni carrozza, e i binari sono divisi in settori indicati da lettere. Se aspetti nel settore giusto, sali direttamente nella tua carrozza.',
      'Sui treni che si dividono lungo il percorso, come alcuni servizi scozzesi, assicurati di essere nella parte diretta alla tua destinazione. Ci sono gli annunci, ma è facile perderli.',
    ],
  },
  { type: 'heading', text: 'Posti e bagagli' },
  {
    type: 'list',
    ordered: true,
    start: 6,
    items: [
      'Scegli il posto con cura. Sulle linee panoramiche, come la West Highland Line, i posti su un lato hanno spesso la vista migliore. Alcuni sistemi di prenotazione indicano se un posto è nel senso di marcia, cosa importante se soffri il mal di viaggio.',
      'Tieni con te gli oggetti di valore e metti le borse grandi nelle rastrelliere in fondo alla carrozza, dove puoi vederle. Una piccola cinghia colorata rende la valigia facile da riconoscere.',
    ],
  },
  { type: 'heading', text: 'Cibo, acqua e comfort' },
  {
    type: 'list',
    ordered: true,
    start: 8,
    items: [
      'Porta snack e una borraccia. Il servizio carrello a volte salta, e sulle linee minori i chioschi delle stazioni chiudono presto.',
      'Tieni a portata di mano uno strato in più. L’aria condizionata sui treni può essere forte, e le stazioni di campagna possono essere fredde la sera anche d’estate.',
    ],
  },
  { type: 'heading', text: 'Quando qualcosa va storto' },
  {
    type: 'list',
    ordered: true,
    start: 10,
    items: [
      'Conosci i tuoi diritti e resta calmo. Nell’UE e nel Regno Unito un ritardo di un’ora o più dà di solito diritto a un rimborso parziale, e con un biglietto unico puoi prendere il treno successivo se perdi una coincidenza. Il personale aiuta più volentieri un passeggero gentile con una domanda chiara che uno arrabbiato.',
    ],
  },
  { type: 'heading', text: 'Mettere tutto insieme' },
  {
    type: 'paragraph',
    text: 'Nessuna di queste abitudini è difficile, ma insieme rendono una giornata in treno calma invece che frenetica. Passi meno tempo in ansia sui binari e più tempo a guardare fuori dal finestrino. Nel nostro tour in treno nelle Highlands scozzesi condividiamo questi consigli il primo giorno, e dal secondo la maggior parte dei viaggiatori trova la propria carrozza prima ancora che il treno si fermi.',
  },
];
