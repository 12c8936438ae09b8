import { BALANCE_PAYBACK_BUSINESS_DAYS } from '@app/domain/cancellation-policy';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationTierList,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `${site.name} vende esperienze, non beni materiali: tutto ciò che acquista Le viene consegnato in formato digitale. Queste condizioni spiegano come Le arrivano le prenotazioni e come funzionano cancellazioni e rimborsi.`;

export const sections: LegalSection[] = [
  {
    id: 'digital-delivery',
    title: 'Consegna digitale delle prenotazioni',
    content: (
      <>
        <p>
          Non spediamo nulla per posta. Entro 30 minuti dalla prenotazione (di solito entro un
          minuto) riceve un’e-mail di conferma con il codice di prenotazione, luogo e ora
          dell’incontro, i viaggiatori, i supplementi e il totale, oltre alle condizioni di
          cancellazione della prenotazione. Il biglietto elettronico arriva insieme all’e-mail e in
          ogni caso entro 24 ore: un PDF con un codice QR da mostrare al punto d’incontro e un
          evento per il calendario. Lo stesso biglietto si apre dalla dashboard, nella sezione
          Prenotazioni, dove può stamparlo o tenerlo sul telefono; 48 ore prima della partenza Le
          inviamo un promemoria via e-mail.
        </p>
        <p>
          Se dopo 24 ore non è arrivato nulla, controlli la cartella della posta indesiderata e poi
          ci contatti dall’indirizzo e-mail usato per prenotare.
        </p>
      </>
    ),
  },
  {
    id: 'wallet-top-ups',
    title: 'Ricariche del portafoglio e pagamenti',
    content: (
      <>
        <p>
          Tutti i prezzi e i saldi sono in euro. Il portafoglio prepagato si ricarica tramite uno
          dei nostri due partner di pagamento, e l’importo viene aggiunto al saldo non appena il
          partner conferma il pagamento.
        </p>
        <p>
          Le prenotazioni si pagano con il saldo del portafoglio. Ogni ricarica, pagamento e
          rimborso compare nello storico del portafoglio con data e importo.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling-a-booking',
    title: 'Cancellare o spostare una prenotazione',
    content: (
      <>
        <p>L’importo rimborsato dipende da quanti giorni prima del tour si cancella:</p>
        <CancellationTierList />
        <p>
          La mancata presentazione vale come cancellazione il giorno stesso. A ridosso del tour,
          guide e partner hanno già riservato per Lei tempo e posti; valutiamo caso per caso le
          emergenze documentate.
        </p>
        <p>
          I giorni si contano nel fuso orario del Paese in cui si svolge il tour, fino al giorno
          precedente l’inizio; vale la politica in vigore al momento della prenotazione. Per
          cancellare, scelga Cancella prenotazione accanto alla prenotazione nella dashboard,
          sezione Prenotazioni: vedrà il rimborso esatto prima di confermare. Può anche scrivere a{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> indicando il codice di prenotazione, il
          codice di 8 caratteri riportato nella conferma.
        </p>
        <p>
          <DateChangeSentence /> I giorni si contano allo stesso modo, secondo le condizioni in
          vigore al momento della prenotazione. Per spostare una prenotazione, scelga Cambia data
          accanto a essa nella dashboard, sezione Prenotazioni: vedrà il costo e l’eventuale
          differenza di prezzo prima di confermare, e Le invieremo un nuovo biglietto e un nuovo
          evento per il calendario. <MicroTourDateChangeSentence />
        </p>
      </>
    ),
  },
  {
    id: 'changes-by-us',
    title: 'Cancellazioni e modifiche da parte nostra',
    content: (
      <p>
        Se noi o una guida dobbiamo annullare un tour, ad esempio per maltempo, motivi di sicurezza,
        uno sciopero dei trasporti o un numero insufficiente di partecipanti, Le rimborsiamo subito
        l’intera prenotazione sul portafoglio e La avvisiamo via e-mail; potrà poi prenotare
        un’altra data senza costi. Se dobbiamo modificare un elemento essenziale di un tour di più
        giorni, può accettare la modifica oppure cancellare con rimborso totale.
      </p>
    ),
  },
  {
    id: 'how-refunds-are-paid',
    title: 'Come vengono pagati i rimborsi',
    content: (
      <>
        <p>
          I rimborsi tornano sul portafoglio EcoTours nel momento in cui la prenotazione viene
          cancellata, sia che cancelli Lei dalla dashboard sia che annulliamo noi la partenza, e può
          spenderli subito per qualsiasi tour. Per riavere sulla carta il denaro del portafoglio,
          veda Rimborso del saldo non utilizzato qui sotto.
        </p>
        <p>
          Non applichiamo commissioni sui rimborsi, ma non possiamo controllare le commissioni di
          cambio valuta addebitate dalla Sua banca.
        </p>
      </>
    ),
  },
  {
    id: 'unused-wallet-balance',
    title: 'Rimborso del saldo non utilizzato',
    content: (
      <p>
        Può chiedere in qualsiasi momento il rimborso del saldo non utilizzato scrivendo a{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>. Lo restituiamo sui metodi di pagamento
        usati per le ricariche entro {BALANCE_PAYBACK_BUSINESS_DAYS.min}–
        {BALANCE_PAYBACK_BUSINESS_DAYS.max} giorni lavorativi; la Sua banca potrebbe impiegare
        qualche giorno in più per mostrare l’importo. Alla chiusura dell’account, l’eventuale saldo
        residuo viene rimborsato automaticamente.
      </p>
    ),
  },
];
