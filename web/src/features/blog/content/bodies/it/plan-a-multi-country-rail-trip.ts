import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un viaggio in treno da Amsterdam a Vienna attraversa quattro Paesi e alcuni dei paesaggi più belli d’Europa, dalla gola del Reno alla valle del Danubio. Si può fare in un’unica lunga giornata, ma dà molto di più in una o due settimane, con soste lungo la strada. È una buona pianificazione a fare la differenza tra un viaggio rilassato e una serie di coincidenze perse.',
  },
  { type: 'heading', text: 'Prima traccia il percorso' },
  {
    type: 'paragraph',
    text: 'Parti da una cartina, non da un sito di prenotazioni. Segna i posti in cui vuoi fermarti e guarda quanto tempo serve per spostarti dall’uno all’altro. Da tre a cinque ore di treno al giorno sono un ritmo comodo; oltre, il viaggio comincia a rubare spazio alle mete. Un itinerario classico tocca Amsterdam, Colonia, la valle del Reno, Francoforte o Würzburg, Monaco di Baviera o Norimberga e poi prosegue fino a Vienna, con una possibile deviazione per Praga.',
  },
  {
    type: 'list',
    items: [
      'Prevedi almeno due notti in ogni posto che vuoi scoprire davvero.',
      'Spezza i tratti panoramici in tappe brevi e prendi treni veloci per quelli noiosi.',
      'Controlla se qualche tratta richiede la prenotazione, come un treno notte.',
    ],
  },
  { type: 'heading', text: 'Quando prenotare' },
  {
    type: 'paragraph',
    text: 'La maggior parte degli operatori europei mette in vendita i biglietti da tre a sei mesi prima. Le tariffe economiche escono per prime e spariscono in fretta, soprattutto il venerdì, la domenica e nei periodi di festa. Prenota presto le lunghe tratte internazionali e lascia flessibili i brevi spostamenti regionali, visto che i loro prezzi cambiano di rado.',
  },
  {
    type: 'paragraph',
    text: 'Se non hai ancora deciso, molti operatori vendono biglietti flessibili che si possono cambiare o rimborsare con un piccolo supplemento. Costano di più all’inizio, ma possono farti risparmiare se i piani cambiano.',
  },
  { type: 'heading', text: 'Quando conviene un pass ferroviario' },
  {
    type: 'paragraph',
    text: 'Un pass ferroviario copre la maggior parte dei treni di molti Paesi per un numero prestabilito di giorni di viaggio. Conviene se viaggi spesso e prenoti all’ultimo, oppure se vuoi la libertà di cambiare percorso il giorno stesso. Di solito non ne vale la pena se prenoti tutto con mesi di anticipo e trovi tariffe economiche.',
  },
  {
    type: 'paragraph',
    text: 'Calcola il costo totale dei biglietti singoli per il tuo itinerario, aggiungi le prenotazioni dei posti che ti servirebbero con un pass e confronta le due cifre. In un viaggio con quattro o cinque tratte lunghe, spesso si equivalgono.',
  },
  { type: 'heading', text: 'Lascia margine tra le coincidenze' },
  {
    type: 'paragraph',
    text: 'I ritardi capitano, e una coincidenza troppo stretta trasforma dieci minuti di ritardo in un treno perso. Come regola, lascia almeno 30 minuti per un cambio tra due treni dello stesso operatore, e un’ora o più quando cambi operatore o stazione. Con un biglietto unico, l’operatore deve aiutarti a proseguire se perdi una coincidenza; con biglietti separati, potresti doverne comprare uno nuovo.',
  },
  { type: 'heading', text: 'Fai del tragitto una parte del viaggio' },
  {
    type: 'paragraph',
    text: 'I viaggi in treno più belli non sono un semplice trasferimento tra città. Siediti sul lato destro lungo il Reno, fermati a pranzo in una cittadina, prendi il treno lento attraverso la Wachau. Il nostro grande tour europeo in treno da Amsterdam a Vienna è costruito così: ogni giorno di viaggio è pensato tanto in base al panorama quanto all’orario.',
  },
];
