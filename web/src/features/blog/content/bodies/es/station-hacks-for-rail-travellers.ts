import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Hay viajeros de tren que parecen deslizarse por las estaciones, mientras otros corren de andén en andén con la maleta dando botes detrás. La diferencia rara vez es cuestión de suerte. Se reduce a un puñado de costumbres sencillas que cualquiera puede aprender, tanto si tomas un tren a las Tierras Altas desde Edimburgo como si haces transbordo en un nudo tan concurrido como Zúrich.',
  },
  { type: 'heading', text: 'Antes de llegar al andén' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Descarga los billetes y los horarios antes de salir del alojamiento. El wifi de las estaciones suele ir lento, y en las líneas de montaña puede que no haya ni cobertura.',
      'Llega entre 15 y 20 minutos antes para los trenes de larga distancia. Así tienes tiempo de encontrar el andén, comprar agua y subir sin prisas.',
      'Mira los paneles de salidas, no solo el billete. Los andenes cambian, sobre todo en las estaciones grandes.',
    ],
  },
  { type: 'heading', text: 'Dónde ponerte en el andén' },
  {
    type: 'list',
    ordered: true,
    start: 4,
    items: [
      'Localiza tu coche en el plano del andén. Muchas estaciones de Suiza, Alemania y Austria muestran un esquema del tren con la posición de cada coche, y los andenes se dividen en sectores con letras. Si esperas en el sector correcto, subes directamente a tu vagón.',
      'En los trenes que se dividen por el camino, como algunos servicios escoceses, asegúrate de ir en la parte que va a tu destino. Se anuncia por megafonía, pero es fácil no enterarse.',
    ],
  },
  { type: 'heading', text: 'Asientos y equipaje' },
  {
    type: 'list',
    ordered: true,
    start: 6,
    items: [
      'Elige bien tu asiento. En las rutas panorámicas, como la West Highland Line, los asientos de un lado suelen tener mejores vistas. Algunos sistemas de reserva indican si un asiento va en el sentido de la marcha, algo importante si te mareas.',
      'Lleva contigo los objetos de valor y deja las bolsas grandes en los portaequipajes del final del vagón, donde puedas verlas. Una pequeña correa en la maleta te ayuda a reconocerla enseguida.',
    ],
  },
  { type: 'heading', text: 'Comida, agua y comodidad' },
  {
    type: 'list',
    ordered: true,
    start: 8,
    items: [
      'Lleva algo de picar y una botella reutilizable. El carrito de bebidas a veces no pasa, y en las líneas secundarias los quioscos de las estaciones cierran pronto.',
      'No olvides una capa de abrigo. El aire acondicionado de los trenes puede estar muy fuerte, y las estaciones rurales pueden ser frías por la noche incluso en verano.',
    ],
  },
  { type: 'heading', text: 'Cuando algo sale mal' },
  {
    type: 'list',
    ordered: true,
    start: 10,
    items: [
      'Conoce tus derechos y mantén la calma. En la UE y en el Reino Unido, un retraso de una hora o más suele darte derecho a una compensación parcial, y con un billete directo puedes coger el siguiente tren si pierdes una conexión. El personal ayuda más a un pasajero educado con una pregunta clara que a uno enfadado.',
    ],
  },
  { type: 'heading', text: 'Todo junto' },
  {
    type: 'paragraph',
    text: 'Ninguna de estas costumbres es difícil, pero juntas hacen que un día de tren sea tranquilo en lugar de caótico. Pasas menos tiempo nervioso en los andenes y más mirando por la ventanilla. En nuestro viaje en tren por las Tierras Altas de Escocia compartimos estos consejos el primer día, y para el segundo la mayoría de los viajeros ya encuentra su vagón antes de que el tren se haya detenido.',
  },
];
