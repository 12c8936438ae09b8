import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'Viajar despacio significa cambiar de tren, subir la maleta a los ferris y, a veces, atarla a una bicicleta. Cada kilo de más se nota en las escaleras de las estaciones y en las calles empedradas. Después de años guiando viajes a lo largo de ríos y vías férreas, nuestros guías han dado con una lista de equipaje que cabe en una sola maleta de cabina y aun así sirve para una semana entera.',
  },
  { type: 'heading', text: 'Empieza por la bolsa, no por la ropa' },
  {
    type: 'paragraph',
    text: 'Elige una mochila blanda o una maleta pequeña con ruedas de unos 30 a 40 litros. Una bolsa que quepa en el portaequipajes del tren y bajo el asiento del ferri te libra de furgones de equipaje y consignas. Si vas en bici, busca una que se convierta en alforja o que puedas sujetar bien al portabultos.',
  },
  {
    type: 'paragraph',
    text: 'Decide primero la bolsa y deja que ella marque lo que llevas. Si algo no cabe, se queda en casa.',
  },
  { type: 'heading', text: 'La regla de los tres conjuntos' },
  {
    type: 'paragraph',
    text: 'Casi todo el mundo hace la maleta para el viaje que imagina, no para el que de verdad hará. Te proponemos tres conjuntos combinables entre sí, construidos sobre dos o tres colores.',
  },
  {
    type: 'list',
    items: [
      'Dos pantalones, largos o cortos, uno de ellos de secado rápido.',
      'Tres camisetas o camisas, una lo bastante arreglada para cenar fuera.',
      'Una capa de abrigo, como un forro polar o un jersey fino de merino.',
      'Una chaqueta impermeable ligera que se guarde en su propio bolsillo.',
      'Calzado cómodo para caminar y, si el tiempo acompaña, unas sandalias.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Con ropa interior y calcetines para cuatro días basta. El merino y los tejidos sintéticos se secan en una noche, así que un lavado rápido en el lavabo mantiene la rotación en marcha.',
  },
  { type: 'heading', text: 'Pequeñas cosas que marcan la diferencia' },
  {
    type: 'paragraph',
    text: 'Una botella reutilizable es lo más útil que puedes llevar en un viaje lento: cada vez hay más fuentes de agua potable en estaciones, trenes y plazas de toda Europa. Añade una bolsa de la compra plegable para los mercados, una batería externa compacta, un adaptador universal y un pequeño botiquín con tiritas para las ampollas.',
  },
  {
    type: 'paragraph',
    text: 'Siempre que puedas, elige artículos de aseo en formato sólido. El champú, el jabón e incluso la pasta de dientes en pastillas esquivan el límite de líquidos las pocas veces que cojas un avión, y no se derraman.',
  },
  { type: 'heading', text: 'Equipaje para trenes, ferris y bicis' },
  {
    type: 'paragraph',
    text: 'En el tren, lleva a mano una mochila pequeña con agua, algo de picar, un libro y los billetes, y así la bolsa grande puede quedarse en el portaequipajes. En el ferri, guarda una prenda de abrigo donde la alcances, porque en cubierta sopla el viento incluso en verano. En las rutas en bici por el Danubio, enrolla bien la ropa y mete en una bolsa de plástico dentro de la alforja todo lo que deba mantenerse seco.',
  },
  { type: 'heading', text: 'La prueba antes de salir' },
  {
    type: 'paragraph',
    text: 'Prepara la bolsa unos días antes de la salida, súbela y bájala por las escaleras y da una vuelta a la manzana con ella. Si ahora ya pesa, el quinto día pesará más. Saca una cosa, y luego otra. La mayoría de los viajeros vuelve a casa habiendo usado solo dos tercios de lo que llevaba, y nadie se ha quejado nunca de que su equipaje fuera demasiado ligero.',
  },
];
