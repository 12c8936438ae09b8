import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'A sud-est di Lisbona, l’Alentejo si apre in un paesaggio di pianure ondulate punteggiate da alberi larghi e bassi. Sono querce da sughero e, insieme ai lecci, ai pascoli e a piccoli campi coltivati, formano il montado, un sistema agricolo che da secoli dà forma alla regione. È anche uno degli habitat più ricchi d’Europa, e la sua sopravvivenza dipende in parte da ciò che compriamo.',
  },
  { type: 'heading', text: 'Come si raccoglie il sughero' },
  {
    type: 'paragraph',
    text: 'Il sughero è la corteccia della quercia da sughero e si può staccare senza abbattere l’albero. La prima decortica avviene quando l’albero ha circa 25 anni, poi ogni nove anni. I primi raccolti danno un sughero grezzo usato per isolanti e pavimenti; dalla terza decortica in poi la corteccia è abbastanza fine per i tappi da vino.',
  },
  {
    type: 'paragraph',
    text: 'Il lavoro si fa a mano, all’inizio dell’estate, quando la corteccia si stacca più facilmente. Raccoglitori esperti incidono la corteccia con una piccola ascia senza danneggiare lo strato vivo sottostante. Ogni albero viene poi segnato con l’ultima cifra dell’anno, così i proprietari sanno quando sarà di nuovo pronto. Una quercia da sughero può vivere ben oltre 200 anni ed essere decorticata più di una dozzina di volte.',
  },
  { type: 'heading', text: 'Perché il montado è importante' },
  {
    type: 'paragraph',
    text: 'Il mosaico di alberi sparsi e spazi aperti ospita una varietà straordinaria di animali. Nel montado vivono uccelli rari come l’avvoltoio monaco e, nella vicina Spagna, l’aquila imperiale iberica, ed è uno degli ultimi rifugi della lince pardina.',
  },
  {
    type: 'list',
    items: [
      'Il pascolo di pecore, maiali e bovini tiene basso il sottobosco e riduce il rischio di incendi.',
      'Le radici trattengono suolo e acqua in una regione con estati lunghe e secche.',
      'Le querce da sughero immagazzinano carbonio, e si ritiene che quelle decorticate ne assorbano di più mentre rigenerano la corteccia.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Il Portogallo è il primo produttore di sughero al mondo, e il settore dà lavoro a migliaia di persone nelle campagne.',
  },
  { type: 'heading', text: 'La minaccia delle alternative più economiche' },
  {
    type: 'paragraph',
    text: 'Quando i tappi di plastica e a vite hanno preso piede nel mondo del vino, la domanda di tappi di sughero è calata. Meno guadagni dal sughero significano meno motivi per curare gli alberi, e il montado abbandonato può diventare sterpaglia o lasciare il posto a piantagioni a crescita più rapida. Scegliere vini con tappo in sughero naturale, e prodotti di sughero in generale, aiuta a mantenere vivo il sistema.',
  },
  { type: 'heading', text: 'Cieli bui sopra le querce' },
  {
    type: 'paragraph',
    text: 'L’Alentejo è anche uno dei posti migliori d’Europa per guardare le stelle. La zona intorno al lago di Alqueva è stata tra le prime a ottenere la certificazione di Destinazione turistica Starlight, grazie ai cieli limpidi e al basso inquinamento luminoso. Nelle notti senza luna la Via Lattea si stende da un orizzonte all’altro.',
  },
  {
    type: 'paragraph',
    text: 'Il nostro tour tra le sugherete dell’Alentejo e sotto le stelle unisce le due cose: una mattina con una famiglia di raccoglitori, un pomeriggio a piedi tra le querce e una serata sotto il cielo stellato con un astronomo. Ogni notte trascorsa in una pensione del posto e ogni oggetto di sughero comprato lì è un voto per tenere in vita il montado.',
  },
];
