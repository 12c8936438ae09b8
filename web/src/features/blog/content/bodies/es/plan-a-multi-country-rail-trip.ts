import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un viaje en tren de Ámsterdam a Viena cruza cuatro países y algunos de los paisajes más bonitos de Europa, desde el desfiladero del Rin hasta el valle del Danubio. Se puede hacer en un solo día largo, pero merece mucho más la pena en una o dos semanas, con paradas por el camino. Una buena planificación es lo que separa un viaje relajado de una cadena de conexiones perdidas.',
  },
  { type: 'heading', text: 'Primero, dibuja la ruta' },
  {
    type: 'paragraph',
    text: 'Empieza por un mapa, no por una web de reservas. Marca los lugares donde quieres dormir y mira cuánto se tarda entre uno y otro. De tres a cinco horas de tren al día resultan cómodas; con más, el trayecto empieza a comerse los destinos. Una ruta clásica pasa por Ámsterdam, Colonia, el valle del Rin, Fráncfort o Wurzburgo, Múnich o Núremberg y sigue hasta Viena, con un posible desvío por Praga.',
  },
  {
    type: 'list',
    items: [
      'Cuenta con al menos dos noches en cada lugar que quieras conocer a fondo.',
      'Usa trenes cortos en los tramos con buenas vistas y trenes rápidos en los más aburridos.',
      'Comprueba si algún tramo exige reserva, como un tren nocturno.',
    ],
  },
  { type: 'heading', text: 'Cuándo reservar' },
  {
    type: 'paragraph',
    text: 'La mayoría de los operadores europeos ponen los billetes a la venta entre tres y seis meses antes. Las tarifas económicas salen primero y se agotan rápido, sobre todo los viernes, los domingos y en torno a los festivos. Reserva pronto los tramos internacionales largos y deja abiertos los trayectos regionales cortos, porque sus precios apenas cambian.',
  },
  {
    type: 'paragraph',
    text: 'Si aún no lo tienes claro, muchos operadores venden billetes flexibles que puedes cambiar o anular por un pequeño suplemento. Cuestan más de entrada, pero te ahorran dinero si cambian los planes.',
  },
  { type: 'heading', text: 'Cuándo compensa un pase de tren' },
  {
    type: 'paragraph',
    text: 'Un pase de tren cubre la mayoría de los trenes de muchos países durante un número fijo de días de viaje. Compensa si viajas a menudo y reservas a última hora, o si quieres la libertad de cambiar de ruta sobre la marcha. Normalmente no vale la pena si lo reservas todo con meses de antelación y encuentras tarifas económicas.',
  },
  {
    type: 'paragraph',
    text: 'Calcula el coste total de los billetes sueltos para tu ruta, súmale las reservas de asiento que necesitarías con un pase y compara las dos cifras. En un viaje con cuatro o cinco tramos largos, suelen quedar muy parejas.',
  },
  { type: 'heading', text: 'Deja margen entre conexiones' },
  {
    type: 'paragraph',
    text: 'Los retrasos existen, y un transbordo demasiado justo convierte diez minutos de retraso en un tren perdido. Como regla general, deja al menos 30 minutos para cambiar entre dos trenes del mismo operador, y una hora o más si cambias de operador o de estación. Con un billete directo, el operador tiene que ayudarte a continuar si pierdes una conexión; con billetes separados, quizá tengas que comprar uno nuevo.',
  },
  { type: 'heading', text: 'Que el trayecto sea parte del viaje' },
  {
    type: 'paragraph',
    text: 'Los mejores viajes en tren no son solo un traslado entre ciudades. Siéntate en el lado derecho a lo largo del Rin, haz una parada para comer en un pueblo pequeño, coge el tren lento por la Wachau. Nuestro gran viaje en tren por Europa de Ámsterdam a Viena está pensado así: cada día de viaje se organiza tanto en función del paisaje como del horario.',
  },
];
