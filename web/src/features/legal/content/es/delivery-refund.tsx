import { BALANCE_PAYBACK_BUSINESS_DAYS } from '@app/domain/cancellation-policy';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationTierList,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `${site.name} vende experiencias, no bienes físicos: todo lo que compra se le entrega en formato digital. Esta política explica cómo le llegan sus reservas y cómo funcionan las cancelaciones y los reembolsos.`;

export const sections: LegalSection[] = [
  {
    id: 'digital-delivery',
    title: 'Entrega digital de las reservas',
    content: (
      <>
        <p>
          No enviamos nada por correo postal. En los 30 minutos siguientes a la reserva (normalmente
          en menos de un minuto) recibirá un correo de confirmación con su referencia de reserva, el
          punto y la hora de encuentro, sus viajeros, los complementos y el total, y las condiciones
          de cancelación de su reserva. Su billete electrónico llega con él y, en cualquier caso, en
          un plazo de 24 horas: un PDF con un código QR para mostrar en el punto de encuentro y una
          entrada de calendario. El mismo billete se abre desde su panel, en Reservas, donde puede
          imprimirlo o llevarlo en el móvil, y le enviamos un recordatorio por correo 48 horas antes
          del inicio.
        </p>
        <p>
          Si al cabo de 24 horas no ha recibido nada, revise su carpeta de correo no deseado y
          después escríbanos desde el correo electrónico con el que reservó.
        </p>
      </>
    ),
  },
  {
    id: 'wallet-top-ups',
    title: 'Recargas del monedero y pagos',
    content: (
      <>
        <p>
          Todos los precios y saldos están en euros. Usted recarga su monedero prepago a través de
          uno de nuestros dos socios de pago, y el importe se suma a su saldo en cuanto el socio
          confirma el pago.
        </p>
        <p>
          Las reservas se pagan con el saldo del monedero. Cada recarga, pago y reembolso aparece en
          el historial de su monedero con su fecha e importe.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling-a-booking',
    title: 'Cancelar o cambiar de fecha una reserva',
    content: (
      <>
        <p>Lo que se le devuelve depende de cuántos días antes del tour cancele:</p>
        <CancellationTierList />
        <p>
          No presentarse cuenta como una cancelación el mismo día. Cerca de la fecha, guías y socios
          ya le han reservado su tiempo y sus plazas; estudiamos caso por caso las urgencias
          justificadas.
        </p>
        <p>
          Los días se cuentan en la zona horaria del país donde se realiza el tour, hasta el día
          anterior a su inicio; se aplica la política vigente en el momento de la reserva. Para
          cancelar, elija Cancelar reserva junto a ella en su panel, en Reservas: verá el reembolso
          exacto antes de confirmar. También puede escribir a{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> indicando su referencia de reserva, el
          código de 8 caracteres de su confirmación.
        </p>
        <p>
          <DateChangeSentence /> Los días se cuentan igual, según las condiciones vigentes cuando
          reservó. Para cambiar la fecha, elija Cambiar fecha junto a la reserva en su panel, en
          Reservas: verá la tarifa y la posible diferencia de precio antes de confirmar, y le
          enviaremos un billete y una entrada de calendario nuevos. <MicroTourDateChangeSentence />
        </p>
      </>
    ),
  },
  {
    id: 'changes-by-us',
    title: 'Cancelaciones y cambios por nuestra parte',
    content: (
      <p>
        Si nosotros o un guía tenemos que cancelar un tour, por ejemplo por mal tiempo, un problema
        de seguridad, una huelga de transporte o falta de participantes, le reembolsamos la reserva
        íntegra en su monedero de inmediato y se lo comunicamos por correo; después puede reservar
        otra fecha sin coste. Si tenemos que cambiar un elemento esencial de un circuito de varios
        días, puede aceptar el cambio o cancelar con reembolso íntegro.
      </p>
    ),
  },
  {
    id: 'how-refunds-are-paid',
    title: 'Cómo se pagan los reembolsos',
    content: (
      <>
        <p>
          Los reembolsos vuelven a su monedero de EcoTours en el momento en que se cancela la
          reserva, tanto si cancela usted desde su panel como si cancelamos nosotros la salida, y
          puede gastarlos enseguida en cualquier tour. Para recuperar en su tarjeta el dinero del
          monedero, consulte Devolución del saldo no utilizado más abajo.
        </p>
        <p>
          No cobramos comisiones por reembolso, pero no podemos controlar las comisiones de cambio
          de divisa que aplique su banco.
        </p>
      </>
    ),
  },
  {
    id: 'unused-wallet-balance',
    title: 'Devolución del saldo no utilizado',
    content: (
      <p>
        Puede pedir la devolución del saldo no utilizado de su monedero en cualquier momento
        escribiendo a <a href={`mailto:${site.email}`}>{site.email}</a>. Se lo devolvemos a los
        medios de pago con los que recargó en un plazo de {BALANCE_PAYBACK_BUSINESS_DAYS.min} a{' '}
        {BALANCE_PAYBACK_BUSINESS_DAYS.max} días hábiles; su banco puede tardar unos días más en
        mostrar el importe. Al cerrar su cuenta, el saldo restante se reembolsa automáticamente.
      </p>
    ),
  },
];
