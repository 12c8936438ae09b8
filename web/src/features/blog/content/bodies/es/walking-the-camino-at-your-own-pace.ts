import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'El Camino Portugués completo desde Lisboa lleva casi un mes a pie, e incluso la ruta desde Oporto ocupa unas dos semanas. Mucha gente no dispone de tanto tiempo. La buena noticia es que las últimas etapas, desde la localidad fronteriza de Tui hasta Santiago de Compostela, te dan la esencia de la peregrinación en unos cinco o seis días de caminata.',
  },
  { type: 'heading', text: 'La ruta desde Tui' },
  {
    type: 'paragraph',
    text: 'Tui se asoma a la orilla española del Miño, frente a la localidad portuguesa de Valença, con la que la une un viejo puente de hierro. Desde aquí hasta Santiago hay algo más de 115 kilómetros, justo por encima de los 100 que hay que recorrer a pie para recibir la Compostela. El camino sigue pistas forestales, carreteras tranquilas y antiguos puentes de piedra entre las verdes colinas de Galicia.',
  },
  {
    type: 'list',
    items: [
      'De Tui a O Porriño: unos 16 km, en parte por un polígono industrial, con una alternativa más verde.',
      'De O Porriño a Redondela: unos 16 km, con una subida constante y vistas sobre la ría de Vigo.',
      'De Redondela a Pontevedra: unos 20 km, una de las jornadas más bonitas.',
      'De Pontevedra a Caldas de Reis: unos 22 km entre viñedos y bosques.',
      'De Caldas de Reis a Padrón y de allí a Santiago: unos 19 y 25 km, que a menudo se reparten de otra manera.',
    ],
  },
  { type: 'heading', text: 'Marca tu propio ritmo' },
  {
    type: 'paragraph',
    text: 'No hay ninguna regla sobre cuánto caminar cada día. Muchos peregrinos se proponen entre 20 y 25 kilómetros, pero 15 están perfectamente bien, sobre todo los primeros días. Escucha a tu cuerpo antes que a la guía. Una noche más en Pontevedra, con su precioso casco antiguo, cuesta poco y hace que el resto del camino se disfrute mucho más.',
  },
  {
    type: 'paragraph',
    text: 'En verano, sal temprano para evitar el calor de la tarde y haz una buena pausa a mediodía. El Camino no es una carrera: llegar a Santiago con las piernas cansadas pero con buenos recuerdos vale más que llegar el primero.',
  },
  { type: 'heading', text: 'Cómo evitar las ampollas' },
  {
    type: 'paragraph',
    text: 'Las ampollas son el motivo más habitual por el que los peregrinos abandonan. La mayoría se pueden prevenir.',
  },
  {
    type: 'list',
    items: [
      'Camina con zapatillas o botas que ya hayas usado durante al menos 50 km.',
      'Ponte calcetines finos interiores bajo los de senderismo y cámbialos a la hora de comer.',
      'Para en cuanto notes una zona caliente y cúbrela con esparadrapo o un apósito para ampollas.',
      'Mantén los pies secos y deja que se aireen en cada descanso largo.',
    ],
  },
  { type: 'heading', text: 'Albergues tranquilos y descanso' },
  {
    type: 'paragraph',
    text: 'Los albergues son alojamientos para peregrinos con dormitorios compartidos, a menudo gestionados por el ayuntamiento o la parroquia. Son baratos y sociables, pero en verano pueden ir llenos. Para dormir más tranquilo, alójate en albergues privados pequeños o en casas de huéspedes un poco antes o después de los finales de etapa habituales. Necesitarás la credencial, el pasaporte del peregrino, sellada al menos dos veces al día en los últimos 100 kilómetros.',
  },
  { type: 'heading', text: 'La llegada a Santiago' },
  {
    type: 'paragraph',
    text: 'Los últimos kilómetros atraviesan los barrios de las afueras hasta el casco histórico y la plaza del Obradoiro, frente a la catedral. Muchos caminantes simplemente se sientan en las losas y dejan que el momento los envuelva. Nuestro viaje por las últimas etapas del Camino Portugués organiza el traslado de equipajes y pequeñas casas de huéspedes por el camino, para que andes a tu ritmo y cargues solo lo que necesitas para el día.',
  },
];
