import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un volo da Parigi a Barcellona dura meno di due ore in aria, ma se aggiungi il viaggio fino all’aeroporto, i controlli di sicurezza e il tragitto verso la città, la giornata è comunque quasi andata. Il treno notte trasforma quella giornata persa in una notte di sonno. Sali a bordo dopo cena, chiudi la tendina da qualche parte a sud di Orléans e ti svegli con i Pirenei fuori dal finestrino.',
  },
  { type: 'heading', text: 'Perché il treno notte conviene' },
  {
    type: 'paragraph',
    text: 'Per il clima il conto è semplice. Un volo a corto raggio di andata e ritorno di circa 1.000 km emette all’incirca 200 kg di CO₂ per passeggero, se si considera l’effetto di riscaldamento aggiuntivo delle emissioni in quota. Lo stesso viaggio in treno elettrico, anche in vagone letto, ne produce solo una piccola frazione. Su una tipica tratta di sola andata da Parigi al confine spagnolo, scegliere il treno fa risparmiare circa 150 kg di CO₂, più o meno quanto emette un’auto europea media in mille chilometri.',
  },
  {
    type: 'paragraph',
    text: 'Anche dal lato pratico le ragioni sono forti. Le stazioni sono in centro, non ci sono limiti per i liquidi né code al gate, e la notte che avresti pagato in albergo la passi avvicinandoti alla meta.',
  },
  { type: 'heading', text: 'Scegliere il posto letto' },
  {
    type: 'paragraph',
    text: 'La maggior parte dei treni notte europei offre tre livelli di comfort. I prezzi qui sotto sono tariffe tipiche di sola andata prenotando qualche settimana prima.',
  },
  {
    type: 'list',
    items: [
      'Posti a sedere: l’opzione più economica, da circa 30 €, va bene per giovani zaino in spalla ma raramente è riposante.',
      'Cuccette: quattro o sei per scompartimento con biancheria inclusa, di solito da 45 a 90 €.',
      'Vagone letto: da uno a tre letti, un lavabo e spesso la colazione, da circa 120 € a persona.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Se viaggi da solo e hai il sonno leggero, uno scompartimento riservato alle donne o uno privato vale la spesa in più. Le famiglie possono spesso prenotare un intero scompartimento di cuccette, che diventa una piccola camera da letto in movimento.',
  },
  { type: 'heading', text: 'Prenotare senza grattacapi' },
  {
    type: 'paragraph',
    text: 'I biglietti dei treni notte aprono di solito da due a quattro mesi prima della partenza e i posti migliori finiscono per primi, soprattutto il venerdì sera e durante le vacanze scolastiche. Prenota direttamente con l’operatore quando puoi: cambi e rimborsi sono molto più semplici che tramite un rivenditore. Se il viaggio prosegue dopo il treno notte, compra il biglietto successivo a parte ma lascia almeno un’ora di margine, perché i treni notte sono in ritardo più spesso al mattino che alla sera.',
  },
  {
    type: 'paragraph',
    text: 'Un pass ferroviario può coprire la tariffa base, ma serve comunque una prenotazione per il posto letto. Controlla il costo della prenotazione prima di dare per scontato che il pass ti faccia risparmiare.',
  },
  { type: 'heading', text: 'Cosa portare a bordo' },
  {
    type: 'paragraph',
    text: 'Prepara una piccola borsa per la notte, così non dovrai aprire la valigia in uno scompartimento stretto: spazzolino, tappi per le orecchie, mascherina, una borraccia e uno strato leggero per l’aria condizionata. La cena a bordo è spesso essenziale o non c’è affatto, quindi compra un picnic vicino alla stazione prima di partire.',
  },
  { type: 'heading', text: 'Arrivare riposati' },
  {
    type: 'paragraph',
    text: 'La vera ricompensa arriva al mattino. Invece di atterrare in un aeroporto lontano dal centro, scendi dal treno in piena città, lasci il bagaglio e parti alla scoperta mentre altri stanno ancora facendo il check-in. Nella nostra avventura in treno da Parigi a Barcellona organizziamo il percorso in modo che la tratta notturna faccia il lavoro pesante e le giornate restino libere per i luoghi lungo la strada.',
  },
];
