import { Link } from '../../../../components/link';
import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';
import {
  CancellationPolicySentence,
  DateChangeSentence,
  MicroTourDateChangeSentence,
} from '../../components/rule-texts';

export const summary = `Estas condiciones regulan el uso del sitio web de ${site.name}, su cuenta, el monedero prepago y los tours que reserve con nosotros. Léalas antes de reservar.`;

export const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Aceptación de estas condiciones',
    content: (
      <>
        <p>
          El marketplace {site.name} lo gestiona {site.name}, con sede en París, Francia. Al crear
          una cuenta o reservar un tour, usted acepta estas condiciones y nuestra{' '}
          <Link to="/privacy-policy">política de privacidad</Link>.
        </p>
        <p>
          Debe tener al menos 18 años para crear una cuenta y reservar. Los viajeros menores de 18
          años son bienvenidos en nuestros tours si viaja con ellos un adulto responsable de ellos.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Su cuenta',
    content: (
      <ul>
        <li>Facilítenos datos exactos y mantenga actualizado su correo electrónico.</li>
        <li>
          Mantenga su contraseña en secreto; usted es responsable de las reservas hechas con su
          cuenta.
        </li>
        <li>Avísenos enseguida si cree que otra persona ha usado su cuenta.</li>
        <li>
          Podemos suspender una cuenta que se utilice para fraudes o abusos. Le diremos el motivo y
          podrá oponerse.
        </li>
      </ul>
    ),
  },
  {
    id: 'prepaid-wallet',
    title: 'El monedero prepago',
    content: (
      <>
        <p>
          Su monedero contiene euros que usted recarga a través de uno de nuestros dos socios de
          pago. Su saldo se muestra al céntimo y solo puede gastarse en reservas de {site.name}. No
          es una cuenta bancaria, no genera intereses y no puede transferirse a otra persona.
        </p>
        <p>
          Su saldo no caduca. Puede pedir la devolución del saldo no utilizado en cualquier momento,
          tal como se describe en nuestra{' '}
          <Link to="/delivery-refund">política de servicio y reembolsos</Link>. Si se abona por
          error un importe en su monedero, podemos corregirlo y se lo comunicaremos.
        </p>
      </>
    ),
  },
  {
    id: 'bookings-and-prices',
    title: 'Reservas y precios',
    content: (
      <>
        <p>
          Todos los precios están en euros e incluyen el IVA. Los microtours no tienen gastos de
          reserva. Una reserva queda confirmada en cuanto se descuenta el importe total de su
          monedero; le enviamos un correo de confirmación con su billete electrónico en un plazo de
          30 minutos.
        </p>
        <p>
          Los microtours los realizan guías locales independientes que seleccionamos y evaluamos.
          Los circuitos de varios días los organiza {site.name} con socios locales; cuando un
          circuito combina transporte y alojamiento, constituye un viaje combinado según la
          Directiva (UE) 2015/2302 y usted tiene todos los derechos que le otorga, incluida la
          protección frente a la insolvencia.
        </p>
        <p>
          El CO₂ ahorrado que indican las páginas de los tours es una estimación hecha con los
          factores de conversión de gases de efecto invernadero 2025 del DESNZ británico. Los
          nombres de lugares y sus coordenadas proceden de{' '}
          <a href="https://www.geonames.org/" rel="noopener">
            GeoNames
          </a>
          , utilizado bajo la{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/deed.es" rel="noopener license">
            licencia Creative Commons Atribución 4.0 (CC BY 4.0)
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancelaciones y cambios',
    content: (
      <>
        <p>
          Puede cancelar una reserva desde su panel hasta el día anterior a su inicio.{' '}
          <CancellationPolicySentence /> Nuestra{' '}
          <Link to="/delivery-refund">política de servicio y reembolsos</Link> recoge los detalles.
        </p>
        <p>
          <DateChangeSentence /> La fecha se cambia desde su panel, en Reservas, donde verá lo que
          cuesta el cambio antes de confirmarlo. <MicroTourDateChangeSentence />
        </p>
        <p>
          Como los tours son servicios de ocio reservados para una fecha concreta, no se les aplica
          el derecho de desistimiento de 14 días de la normativa europea de consumo. Si tenemos que
          cancelar un tour por el tiempo, por seguridad o por falta de participantes, le
          reembolsamos el importe íntegro y puede reservar otra fecha.
        </p>
      </>
    ),
  },
  {
    id: 'traveller-responsibilities',
    title: 'Responsabilidades del viajero',
    content: (
      <ul>
        <li>
          Llegue puntual al punto de encuentro; el guía puede empezar sin quienes lleguen tarde.
        </li>
        <li>
          Compruebe la dificultad y la duración de un tour y asegúrese de que se ajustan a su salud
          y a su forma física.
        </li>
        <li>
          Lleve un documento de identidad válido y, en los circuitos de varios días, un seguro de
          viaje que cubra las actividades previstas.
        </li>
        <li>
          Respete a la población local, la fauna y la naturaleza, y no deje rastro. El guía puede
          excluir a un participante que ponga en riesgo a los demás; en ese caso no procede ningún
          reembolso.
        </li>
      </ul>
    ),
  },
  {
    id: 'liability-and-law',
    title: 'Responsabilidad y legislación aplicable',
    content: (
      <>
        <p>
          Respondemos de los servicios que vendemos en los términos previstos por la ley. No
          respondemos de hechos que escapen a nuestro control razonable, como huelgas, fenómenos
          meteorológicos extremos o cierres decretados por las autoridades. Nada de lo dispuesto en
          estas condiciones limita nuestra responsabilidad cuando la ley no lo permite, incluidos el
          fallecimiento o las lesiones personales causados por nuestra negligencia.
        </p>
        <p>
          Estas condiciones se rigen por la legislación francesa. Si reside en otro país de la UE,
          conserva la protección de sus normas imperativas de consumo. Si no logramos resolver una
          reclamación de mutuo acuerdo, puede someterla gratuitamente a un mediador de consumo,
          cuyos datos le facilitaremos si los solicita, o a los tribunales competentes.
        </p>
      </>
    ),
  },
];
