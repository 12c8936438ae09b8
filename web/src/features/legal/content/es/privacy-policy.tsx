import { site } from '../../../../config/site';
import type { LegalSection } from '../../components/legal-page-layout';

export const summary = `Esta política explica qué datos personales recoge ${site.name} cuando usted navega por el sitio, reserva tours y utiliza su monedero prepago, para qué los usamos y qué derechos le reconoce el Reglamento General de Protección de Datos de la UE (RGPD).`;

export const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Quiénes somos',
    content: (
      <>
        <p>
          {site.name} gestiona este marketplace de viajes sostenibles por Europa desde París,
          Francia. Somos los responsables del tratamiento de los datos personales descritos en esta
          política.
        </p>
        <p>
          Los guías y socios locales que realizan los tours que usted reserva solo reciben los datos
          que necesitan para recibirle, en virtud de acuerdos escritos con nosotros. Para cualquier
          consulta sobre privacidad, escriba a <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Datos que recogemos',
    content: (
      <ul>
        <li>
          <strong>Datos de la cuenta:</strong> su nombre completo, su correo electrónico y su
          contraseña. La contraseña solo la guardamos como hash con sal, nunca de forma legible.
        </li>
        <li>
          <strong>Datos de reserva:</strong> los tours que reserva, sus fechas, el número de
          viajeros, los complementos elegidos y los importes pagados.
        </li>
        <li>
          <strong>Datos del monedero:</strong> sus recargas, pagos y reembolsos con sus fechas e
          importes. Los datos de la tarjeta se introducen en nuestros socios de pago y nunca llegan
          a nuestros servidores.
        </li>
        <li>
          <strong>Mensajes:</strong> lo que nos cuenta por correo electrónico o por teléfono, por
          ejemplo sobre necesidades de accesibilidad o un viaje en grupo.
        </li>
        <li>
          <strong>Datos técnicos:</strong> dirección IP, tipo de navegador y hora de las
          solicitudes, guardados en los registros del servidor para proteger el servicio.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'Cómo usamos sus datos',
    content: (
      <>
        <ul>
          <li>
            Para gestionar su cuenta, sus reservas y su monedero: es necesario para ejecutar nuestro
            contrato con usted (artículo 6, apartado 1, letra b del RGPD).
          </li>
          <li>
            Para llevar la contabilidad y prevenir el fraude: nuestras obligaciones legales y
            nuestro interés legítimo en un servicio seguro (artículo 6, apartado 1, letras c y f).
          </li>
          <li>
            Para responder a sus preguntas y mejorar nuestros tours: nuestro interés legítimo
            (artículo 6, apartado 1, letra f).
          </li>
          <li>
            Para enviarle nuestro boletín: solo con su consentimiento (artículo 6, apartado 1, letra
            a), que puede retirar en cualquier momento.
          </li>
        </ul>
        <p>
          Nunca vendemos sus datos ni tomamos decisiones automatizadas que produzcan efectos
          jurídicos sobre usted o le afecten de forma similarmente significativa.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-your-data',
    title: 'Con quién compartimos sus datos',
    content: (
      <>
        <ul>
          <li>
            <strong>Guías y socios locales:</strong> su nombre, la fecha del tour, el número de
            viajeros y las necesidades que nos haya comunicado.
          </li>
          <li>
            <strong>Socios de pago:</strong> nuestros dos proveedores de pago autorizados procesan
            las recargas y los reembolsos como responsables independientes de sus datos de pago.
          </li>
          <li>
            <strong>Proveedores de servicios:</strong> proveedores de alojamiento web y de correo
            que tratan datos por cuenta nuestra mediante contratos del artículo 28 del RGPD, en
            servidores situados en la Unión Europea.
          </li>
          <li>
            <strong>Autoridades:</strong> solo cuando la ley nos obligue.
          </li>
        </ul>
        <p>
          Si alguna vez hubiera que transferir datos fuera del Espacio Económico Europeo, nos
          basaríamos en una decisión de adecuación de la Comisión Europea o en sus cláusulas
          contractuales tipo.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    title: 'Conservación y seguridad',
    content: (
      <>
        <ul>
          <li>
            Los datos de la cuenta se conservan mientras la cuenta esté abierta y se eliminan en los
            30 días siguientes a su cierre.
          </li>
          <li>
            Los registros de reservas y del monedero se conservan 10 años, como exige la legislación
            mercantil francesa para los documentos contables.
          </li>
          <li>Los registros del servidor se eliminan a los 12 meses.</li>
        </ul>
        <p>
          Todas las conexiones están cifradas, las contraseñas se guardan con hash y solo el
          personal que lo necesita puede ver sus datos. Si una brecha de seguridad pudiera poner en
          riesgo sus derechos, la notificaremos a la autoridad francesa de protección de datos
          (CNIL) en un plazo de 72 horas y le informaremos sin demora indebida.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Sus derechos',
    content: (
      <>
        <p>El RGPD le reconoce el derecho a:</p>
        <ul>
          <li>acceder a sus datos y recibir una copia;</li>
          <li>rectificar los datos inexactos;</li>
          <li>suprimir sus datos, salvo que la ley nos obligue a conservarlos;</li>
          <li>limitar su tratamiento u oponerse a él;</li>
          <li>recibir los datos que nos facilitó en un formato portable;</li>
          <li>
            retirar su consentimiento en cualquier momento, sin que ello afecte al tratamiento
            anterior.
          </li>
        </ul>
        <p>
          Para ejercer cualquiera de estos derechos, escriba a{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>. Podemos pedirle que confirme su
          identidad y le responderemos en un plazo de 30 días. También puede presentar una
          reclamación ante la CNIL (www.cnil.fr) o ante la autoridad de protección de datos de su
          país.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-changes',
    title: 'Cookies y cambios en esta política',
    content: (
      <>
        <p>
          No utilizamos cookies publicitarias ni de seguimiento. El almacenamiento local de su
          navegador guarda su sesión para que siga conectado; se borra al cerrar sesión. Este
          almacenamiento es estrictamente necesario para el servicio, por lo que no requiere
          consentimiento.
        </p>
        <p>
          Cuando modificamos esta política, actualizamos la fecha que figura al principio de esta
          página. Avisamos por correo electrónico a los titulares de cuentas de los cambios
          importantes antes de que entren en vigor.
        </p>
      </>
    ),
  },
];
