import type { ArticleTexts } from '../article-texts.js';

export const articleTexts: ArticleTexts = {
  'night-trains-instead-of-short-haul-flights': {
    title: 'Treni notte al posto dei voli a corto raggio: una guida pratica',
    excerpt:
      'Sali a bordo a Parigi dopo cena e svegliati vicino ai Pirenei. Come prenotare le cuccette, quanto costano e perché una notte in treno fa risparmiare circa 150 kg di CO₂.',
  },
  'pack-light-for-a-week-of-slow-travel': {
    title: 'Bagaglio leggero per una settimana di viaggio lento',
    excerpt:
      'Un bagaglio a mano, tre outfit e una borraccia: la lista che le nostre guide consigliano per treni, traghetti e biciclette.',
  },
  'hut-fees-keep-alpine-trails-open': {
    title: 'Come le tariffe dei rifugi tengono aperti i sentieri alpini',
    excerpt:
      'Una parte di ogni notte in un rifugio svizzero paga la riparazione dei sentieri dopo frane e disgelo. Abbiamo seguito per un giorno una squadra di manutenzione.',
  },
  'what-a-ten-euro-walking-tour-gives-back': {
    title: 'Cosa restituisce a un quartiere un tour a piedi da 10 €',
    excerpt:
      'Le guide locali trattengono gran parte di ogni biglietto dei micro-tour, e molte concludono il percorso in caffè a conduzione familiare e bancarelle del mercato. Ecco dove vanno i soldi.',
  },
  'slowing-down-in-finnish-lakeland': {
    title: 'Sauna, laghi e silenzio: rallentare nella regione dei laghi finlandese',
    excerpt:
      'Pagaiare tra le isole di giorno e una sauna a legna al tramonto. Perché i finlandesi considerano il tempo tranquillo nella natura parte della salute.',
  },
  'plan-a-multi-country-rail-trip': {
    title: 'Organizzare un viaggio in treno in più Paesi senza stress',
    excerpt:
      'Quando prenotare, quando conviene un pass ferroviario e quanto margine lasciare tra le coincidenze in un viaggio da Amsterdam a Vienna.',
  },
  'protecting-the-alentejo-cork-forests': {
    title: 'Stelle e querce da sughero: proteggere il montado dell’Alentejo',
    excerpt:
      'Il sughero si raccoglie a mano ogni nove anni senza abbattere alberi. Acquistarlo fa sì che uno degli habitat più ricchi d’Europa continui a valere la pena di essere protetto.',
  },
  'measure-the-carbon-footprint-of-your-holiday': {
    title: 'Come misurare l’impronta di carbonio della tua vacanza',
    excerpt:
      'Il trasporto vale di solito tre quarti delle emissioni di un viaggio. Un metodo semplice per confrontare gli itinerari prima di prenotare, con numeri reali per un viaggio tra i fiordi.',
  },
  'walking-the-camino-at-your-own-pace': {
    title: 'Le ultime tappe del Cammino, al tuo ritmo',
    excerpt:
      'Non servono sei settimane per vivere il Cammino. Cinque giorni da Tui a Santiago, con consigli su vesciche, giorni di riposo e albergue tranquilli.',
  },
  'olive-harvest-with-peloponnese-families': {
    title: 'La raccolta delle olive con le famiglie del Peloponneso',
    excerpt:
      'Ogni autunno i visitatori si uniscono alla raccolta in piccoli uliveti. Cosa significano quelle braccia in più per le aziende familiari e come si svolge il giorno della spremitura.',
  },
  'station-hacks-for-rail-travellers': {
    title: 'Dieci abitudini in stazione di chi viaggia in treno rilassato',
    excerpt:
      'Trovare il settore giusto del binario, portare qualcosa da mangiare e sapere quali posti sono nel senso di marcia. Piccole abitudini che rendono una giornata in treno calma invece che frenetica.',
  },
  'a-city-weekend-on-thirty-euros': {
    title: 'Un weekend in città pieno di tour con 30 €',
    excerpt:
      'Una passeggiata street art da 5 €, un belvedere all’alba da 5 € e una degustazione al mercato da 20 €: come organizzare un weekend di micro-tour ricaricando il portafoglio una volta sola.',
  },
};
