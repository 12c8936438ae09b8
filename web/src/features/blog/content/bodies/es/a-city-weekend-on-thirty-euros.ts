import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Una escapada urbana no tiene por qué significar entradas caras a las grandes atracciones. Algunas de las mejores maneras de conocer un lugar son los recorridos cortos que guía gente que vive allí, y muchos cuestan menos que la entrada a un museo. Con un poco de planificación, 30 € dan para un fin de semana entero de descubrimientos guiados.',
  },
  { type: 'heading', text: 'El plan: tres tours, tres precios' },
  {
    type: 'paragraph',
    text: 'Los microtours de EcoTours tienen cuatro precios fijos: 5 €, 10 €, 20 € y 30 €. Para un fin de semana, te recomendamos combinar varios tours baratos en lugar de reservar uno caro. Aquí tienes un ejemplo en Ámsterdam.',
  },
  {
    type: 'list',
    items: [
      'Sábado por la mañana: una ruta de arte urbano de 5 € por un antiguo barrio industrial, de una hora aproximadamente.',
      'Domingo al amanecer: un paseo de 5 € hasta un mirador sobre el puerto, con café después en una panadería del barrio.',
      'Domingo a media mañana: una degustación de 20 € en el mercado, con quesos, arenque y stroopwafels recién hechos.',
    ],
  },
  {
    type: 'paragraph',
    text: 'En total son 30 €, y con eso conoces el lado creativo de la ciudad, su paisaje y su cocina.',
  },
  { type: 'heading', text: 'Recarga tu monedero una sola vez' },
  {
    type: 'paragraph',
    text: 'Los microtours se pagan con tu monedero de EcoTours, así que no tienes que introducir los datos de la tarjeta en cada reserva. Recarga una sola vez el total del fin de semana antes de viajar y luego reserva cada tour con un par de toques. Si no gastas todo el dinero, se queda en tu monedero para el próximo viaje.',
  },
  {
    type: 'paragraph',
    text: 'Pagar por adelantado también te ayuda a no salirte del presupuesto. Una vez reservados los tours, el resto del fin de semana puedes dedicarlo a caminar, pedalear y explorar sin gastar nada más.',
  },
  { type: 'heading', text: 'Deja espacio entre tours' },
  {
    type: 'paragraph',
    text: 'Es tentador llenar cada hora, pero los mejores fines de semana tienen espacio para respirar. No planifiques más de dos tours al día y deja al menos una hora entre uno y otro. Los guías suelen recomendar un café, un parque o una calle tranquila cerca; seguir esos consejos es la mitad de la gracia.',
  },
  {
    type: 'paragraph',
    text: 'Antes de reservar, comprueba el punto de encuentro y la duración de cada tour. La mayoría de los microtours duran de una a tres horas, y algunos gastronómicos se alargan más.',
  },
  { type: 'heading', text: 'Que el resto también salga barato' },
  {
    type: 'list',
    items: [
      'Camina o alquila una bici en lugar de coger taxis: en Ámsterdam casi todo está a menos de 20 minutos en bicicleta.',
      'Haz la comida principal a mediodía, cuando muchos restaurantes ofrecen un menú más económico.',
      'Usa las fuentes de agua potable y rellena una botella en lugar de comprar agua.',
      'Pregunta a tu guía por actividades gratuitas ese fin de semana, como conciertos o talleres de artistas abiertos al público.',
    ],
  },
  { type: 'heading', text: 'Hazlo a tu manera' },
  {
    type: 'paragraph',
    text: 'El mismo plan funciona en casi cualquier ciudad. En Lisboa, cambia la degustación en el mercado por un paseo en tranvía y miradores; en Cracovia, combina un tour de arte urbano con una mañana en el mercado cubierto. Explora los microtours de tu destino, filtra por precio y elige tres que muestren caras distintas de la ciudad. Si quieres quedarte más tiempo, nuestro tour en bici por Ámsterdam y el Waterland es una buena forma de sumar un día en el campo.',
  },
];
