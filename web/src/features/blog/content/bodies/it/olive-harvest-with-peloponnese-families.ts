import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Da fine ottobre a dicembre, le colline del Peloponneso si riempiono del rumore di scale, reti e piccoli abbacchiatori meccanici. È il tempo della raccolta delle olive e, per le tante famiglie che possiedono qualche centinaio di alberi, sono le settimane più intense e importanti dell’anno. Negli ultimi anni alcune hanno cominciato ad accogliere visitatori che danno una mano.',
  },
  { type: 'heading', text: 'Piccoli uliveti, grande tradizione' },
  {
    type: 'paragraph',
    text: 'La Grecia conta ben più di 100 milioni di ulivi, e la maggior parte appartiene a piccole aziende familiari, non a grandi tenute. In Messenia e in Laconia una famiglia può curare un uliveto piantato dai bisnonni, con alcuni alberi vecchi di diversi secoli. Qui domina la varietà Koroneiki: un’oliva piccola che dà un olio intenso e fruttato.',
  },
  {
    type: 'paragraph',
    text: 'La raccolta richiede molta manodopera. I membri più giovani della famiglia vivono spesso ad Atene o all’estero, e trovare lavoratori a pagamento per poche settimane può essere difficile. Qualche braccio in più fa una vera differenza sulla rapidità con cui le olive arrivano al frantoio, e la rapidità conta per la qualità.',
  },
  { type: 'heading', text: 'Come si svolge una giornata di raccolta' },
  {
    type: 'paragraph',
    text: 'La giornata comincia presto, appena la rugiada si è asciugata. Si stendono grandi reti sotto l’albero, poi si pettinano i rami con rastrelli a mano o leggeri abbacchiatori elettrici finché le olive non cadono. Spesso si pota nello stesso momento, perché accorciare alcuni rami aiuta il raccolto dell’anno dopo.',
  },
  {
    type: 'list',
    items: [
      'Si raccolgono le reti e si versano le olive nei sacchi, lasciando indietro foglie e rametti.',
      'Ogni sacco contiene circa 40-50 kg di olive.',
      'Una buona squadra di quattro o cinque persone riempie una dozzina di sacchi in un giorno.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Si pranza nell’uliveto: pane, formaggio, pomodori, olive dell’anno prima e spesso un bicchiere di vino fatto in casa.',
  },
  { type: 'heading', text: 'Il giorno della spremitura' },
  {
    type: 'paragraph',
    text: 'Le olive vanno spremute entro un giorno o due dalla raccolta, per mantenere bassa l’acidità. La sera i sacchi vengono caricati su un camioncino e portati al frantoio del paese, dove le famiglie fanno la fila e chiacchierano in attesa del proprio turno. I frantoi moderni lavano, frangono e centrifugano le olive a freddo, un processo che conserva il sapore e le proprietà benefiche.',
  },
  {
    type: 'paragraph',
    text: 'Servono circa cinque chili di olive per un litro d’olio, anche se dipende dalla varietà e dalla maturazione dei frutti. Assaggiare l’olio appena uscito dal frantoio, fresco e piccante, su una fetta di pane caldo è uno dei momenti più belli di ogni visita.',
  },
  { type: 'heading', text: 'Cosa portano i visitatori' },
  {
    type: 'paragraph',
    text: 'Chi partecipa alla raccolta non sostituisce i lavoratori esperti, e una giornata tra gli ulivi non salverà un’azienda. Ma i soggiorni a pagamento danno alle famiglie un reddito in più in un periodo in cui il prezzo dell’olio è incerto, e molti ospiti continuano poi per anni a comprare l’olio direttamente dall’azienda. Per un piccolo produttore questo rapporto diretto vale più di un contratto con un supermercato.',
  },
  {
    type: 'paragraph',
    text: 'Il nostro tour della raccolta delle olive nel Peloponneso è organizzato con tre famiglie vicino a Kalamata. Dormi in pensioni di paese, lavori negli uliveti qualche ora ogni mattina e dedichi i pomeriggi a scoprire la costa e i vecchi villaggi di pietra della penisola di Mani.',
  },
];
