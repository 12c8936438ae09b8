import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Una entrada de 10 € no parece gran cosa. Pero para un guía que lleva a un grupo por las callejuelas de Palermo o Catania tres veces por semana, esas entradas suman unos ingresos reales, y buena parte se queda a pocas calles de donde empieza el recorrido. Hemos mirado adónde va de verdad el dinero de un microtour típico.',
  },
  { type: 'heading', text: 'La mayor parte de la entrada es para el guía' },
  {
    type: 'paragraph',
    text: 'Nuestros microtours los guían personas que viven en la ciudad que enseñan. De una entrada típica de 10 €, el guía se queda la parte más grande. El resto cubre las comisiones de pago, el seguro y el coste de mantener la plataforma de reservas. El viajero no paga ningún gasto de gestión adicional: el precio que ves es el precio que pagas.',
  },
  {
    type: 'paragraph',
    text: 'Un grupo de ocho personas en un paseo de dos horas le deja al guía más que muchos trabajos por horas en la misma ciudad. Varios de nuestros guías son estudiantes, maestros jubilados o artistas que encajan los recorridos entre otros trabajos. Otros han convertido esos paseos en un pequeño negocio a tiempo completo.',
  },
  { type: 'heading', text: 'Las paradas también cuentan' },
  {
    type: 'paragraph',
    text: 'Por dónde pasa un tour importa tanto como quién lo guía. Muchas rutas terminan en un café familiar, una panadería o un puesto del mercado, y no en un restaurante de cadena. El guía no cobra comisión: la idea es dar a conocer a los visitantes sitios que no encontrarían por su cuenta.',
  },
  {
    type: 'list',
    items: [
      'Una ruta de comida callejera puede parar en un puesto de arancini, en una pescadería y en una pequeña pastelería.',
      'Un paseo histórico suele acabar en el bar del barrio, cuyo dueño aún recuerda cómo era el casco antiguo.',
      'Un tour al amanecer puede terminar con un desayuno en la panadería que abre antes que nadie.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Cuando cada visitante compra un café, algo de picar o un pequeño recuerdo en cada parada, el dinero llega a negocios que casi nunca ven un euro de los grandes grupos en autocar.',
  },
  { type: 'heading', text: 'Grupos pequeños, menos huella' },
  {
    type: 'paragraph',
    text: 'Los microtours son pequeños a propósito. Un grupo de ocho a doce personas cabe en un callejón estrecho sin cortar el paso a quienes viven allí, puede escuchar sin micrófono y seguir adelante enseguida. Los vecinos reciben mucho mejor a un puñado de visitantes curiosos que a una multitud de cincuenta.',
  },
  {
    type: 'paragraph',
    text: 'Los recorridos cortos, además, reparten las visitas a lo largo del día y por barrios que los turistas suelen pasar por alto, lo que alivia la presión sobre los lugares más concurridos.',
  },
  { type: 'heading', text: 'Cómo sacar partido a tu entrada' },
  {
    type: 'paragraph',
    text: 'Deja propina a tu guía si el tour ha estado bien: en muchas ciudades es costumbre y le llega íntegra. Compra algo en las paradas si puedes. Pregúntale dónde come y dónde hace la compra, y vuelve después por tu cuenta. Escribe una reseña, porque los guías nuevos dependen de ellas para llenar sus primeros recorridos.',
  },
  {
    type: 'paragraph',
    text: 'Una sola entrada de 10 € no va a cambiar un barrio. Pero un flujo constante de tours pequeños y bien guiados da trabajo a los guías locales, lleva clientes a las tiendas independientes y ofrece a los visitantes una mirada sobre la ciudad que ningún autobús turístico puede igualar.',
  },
];
