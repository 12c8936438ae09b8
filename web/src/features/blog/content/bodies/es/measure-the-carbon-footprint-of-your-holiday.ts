import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'No se puede reducir lo que no se mide. Por suerte, calcular la huella de unas vacaciones es más fácil de lo que parece, y enseguida muestra dónde pesan más tus decisiones. En la mayoría de los viajes la respuesta es la misma: cómo llegas cuenta mucho más que cualquier cosa que hagas una vez allí.',
  },
  { type: 'heading', text: 'Las tres partes de la huella de un viaje' },
  {
    type: 'paragraph',
    text: 'Todas las vacaciones generan emisiones por el transporte, el alojamiento y todo lo demás, como la comida y las actividades. El transporte suele ser la parte más grande, a menudo unas tres cuartas partes del total en un viaje dentro de Europa, y mucho más en los viajes de largo recorrido.',
  },
  {
    type: 'list',
    items: [
      'Transporte: la ida, la vuelta y los desplazamientos en destino.',
      'Alojamiento: calefacción, aire acondicionado y servicios en hoteles, cabañas o casas de huéspedes.',
      'Comida y actividades: las comidas, las excursiones y lo que compras por el camino.',
    ],
  },
  { type: 'heading', text: 'Un método sencillo' },
  {
    type: 'paragraph',
    text: 'Empieza por la distancia. Busca los kilómetros de cada tramo del viaje y multiplícalos por un factor de emisión según el medio de transporte. Los factores habituales por pasajero y kilómetro, incluida la producción del combustible y de la electricidad, son más o menos estos:',
  },
  {
    type: 'list',
    items: [
      'Vuelo corto: de 150 a 250 g de CO₂e, según cómo se cuenten los efectos en altura.',
      'Coche con una sola persona: unos 170 g; compartido entre cuatro, unos 45 g cada uno.',
      'Autobús de largo recorrido: unos 30 g.',
      'Tren eléctrico: de menos de 10 g a unos 40 g, según el origen de la electricidad.',
      'Ferri, pasajero a pie: unos 20 g.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Para el alojamiento, calcula entre 10 y 30 kg de CO₂e por noche en una habitación de hotel, menos en una casa de huéspedes pequeña. Son cifras aproximadas, pero bastan para comparar opciones.',
  },
  { type: 'heading', text: 'Un ejemplo práctico: de Oslo a Bergen y los fiordos' },
  {
    type: 'paragraph',
    text: 'Pongamos un viaje de ida y vuelta de Oslo a los fiordos del oeste, unos 1.000 kilómetros en total. En avión, son unos 200 kg de CO₂e por persona. En tren por la línea de Bergen, que funciona casi por completo con energía hidroeléctrica noruega, se queda en unos pocos kilos. Añade un día de ferri por los fiordos y el total sigue siendo una pequeña fracción del vuelo.',
  },
  {
    type: 'paragraph',
    text: 'Siete noches de hotel suman unos 100 kg. Así que, en este ejemplo, elegir tren y ferri en lugar del avión reduce a menos de la mitad la huella de todo el viaje, aunque las noches de hotel sean las mismas.',
  },
  { type: 'heading', text: 'Deja que las cifras decidan' },
  {
    type: 'paragraph',
    text: 'Con unas cifras aproximadas en la mano, busca la partida más grande y pregúntate si hay alternativa. Muchas veces es un solo vuelo. Cambiarlo por un tren, o hacer un viaje largo en vez de dos cortos, consigue más que cualquier cantidad de pequeños cambios en destino.',
  },
  {
    type: 'paragraph',
    text: 'Compensar emisiones puede ayudar, pero no sustituye a evitarlas desde el principio. Nuestro viaje por los fiordos noruegos en tren y ferri demuestra que la ruta con menos carbono también puede ser la más bonita.',
  },
];
