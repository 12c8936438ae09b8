import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Un vuelo de París a Barcelona dura menos de dos horas en el aire, pero si sumas el trayecto al aeropuerto, el control de seguridad y el viaje hasta la ciudad, se te va casi el día entero. El tren nocturno convierte ese día perdido en una noche de sueño. Subes después de cenar, corres la cortina en algún punto al sur de Orleans y despiertas con los Pirineos al otro lado de la ventana.',
  },
  { type: 'heading', text: 'Por qué el tren nocturno tiene sentido' },
  {
    type: 'paragraph',
    text: 'Para el clima, la cuenta es sencilla. Un vuelo corto de ida y vuelta de unos 1.000 km emite alrededor de 200 kg de CO₂ por pasajero si se cuenta el efecto de calentamiento adicional de las emisiones en altura. El mismo trayecto en tren eléctrico, incluso en coche cama, se queda en una pequeña fracción. En un viaje de ida típico de París a la frontera española, elegir el tren ahorra unos 150 kg de CO₂, más o menos lo que emite un coche europeo medio en mil kilómetros.',
  },
  {
    type: 'paragraph',
    text: 'Las razones prácticas pesan igual. Las estaciones están en el centro, no hay límite de líquidos ni cola en la puerta de embarque, y la noche que habrías pagado en un hotel la pasas avanzando hacia tu destino.',
  },
  { type: 'heading', text: 'Elegir tu plaza' },
  {
    type: 'paragraph',
    text: 'La mayoría de los trenes nocturnos europeos ofrecen tres niveles de comodidad. Los precios de abajo son tarifas de ida habituales reservando con unas semanas de antelación.',
  },
  {
    type: 'list',
    items: [
      'Asientos: la opción más barata, desde unos 30 €, válida para mochileros jóvenes pero rara vez descansada.',
      'Literas: cuatro o seis por compartimento, con ropa de cama incluida, normalmente entre 45 y 90 €.',
      'Coche cama: de una a tres camas, lavabo y a menudo desayuno, desde unos 120 € por persona.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Si viajas sola o solo y tienes el sueño ligero, un compartimento solo para mujeres o uno privado merece el gasto extra. Las familias suelen poder reservar un compartimento de literas entero, que se convierte en un pequeño dormitorio sobre raíles.',
  },
  { type: 'heading', text: 'Reservar sin quebraderos de cabeza' },
  {
    type: 'paragraph',
    text: 'Los billetes de tren nocturno suelen salir a la venta entre dos y cuatro meses antes de la salida, y las mejores plazas vuelan primero, sobre todo los viernes por la noche y en vacaciones escolares. Reserva directamente con el operador siempre que puedas: los cambios y reembolsos son mucho más fáciles que con un revendedor. Si tu viaje continúa después del tren nocturno, compra ese billete aparte, pero deja al menos una hora de margen, porque los trenes nocturnos se retrasan más por la mañana que por la noche.',
  },
  {
    type: 'paragraph',
    text: 'Un pase de tren puede cubrir la tarifa base, pero seguirás necesitando una reserva para la propia plaza. Comprueba el precio de la reserva antes de dar por hecho que el pase te ahorra dinero.',
  },
  { type: 'heading', text: 'Qué llevar a bordo' },
  {
    type: 'paragraph',
    text: 'Prepara una bolsa pequeña para la noche y así no tendrás que abrir la maleta en un compartimento estrecho: cepillo de dientes, tapones para los oídos, antifaz, una botella reutilizable y una capa ligera para el aire acondicionado. La cena a bordo suele ser sencilla o ni siquiera se ofrece, así que compra un pícnic cerca de la estación antes de salir.',
  },
  { type: 'heading', text: 'Llegar descansado' },
  {
    type: 'paragraph',
    text: 'La verdadera recompensa llega por la mañana. En lugar de aterrizar en un aeropuerto lejos del centro, bajas del tren en plena ciudad, dejas la mochila y sales a explorar mientras otros aún están facturando. En nuestra aventura en tren de París a Barcelona planificamos la ruta para que el tramo nocturno haga el trabajo duro y los días queden libres para los lugares intermedios.',
  },
];
