import type { ArticleBlock } from '../../article-body';

export const body: ArticleBlock[] = [
  {
    type: 'paragraph',
    text: 'De finales de octubre a diciembre, las colinas del Peloponeso se llenan del ruido de escaleras, redes y pequeños vareadores mecánicos. Es tiempo de cosecha de aceituna, y para las muchas familias que tienen unos cientos de olivos, son las semanas más intensas e importantes del año. En los últimos años, algunas han empezado a recibir a visitantes que echan una mano.',
  },
  { type: 'heading', text: 'Olivares pequeños, gran tradición' },
  {
    type: 'paragraph',
    text: 'Grecia tiene bastante más de 100 millones de olivos, y la mayoría pertenecen a pequeñas explotaciones familiares, no a grandes fincas. En Mesenia y Laconia, una familia puede cuidar un olivar que plantaron los bisabuelos, con algunos árboles de varios siglos. Aquí domina la variedad koroneiki: una aceituna pequeña que da un aceite intenso y afrutado.',
  },
  {
    type: 'paragraph',
    text: 'La cosecha exige mucha mano de obra. Los miembros más jóvenes de la familia suelen vivir en Atenas o en el extranjero, y encontrar trabajadores a sueldo para unas pocas semanas puede ser difícil. Unas manos de más se notan mucho en lo rápido que llegan las aceitunas a la almazara, y la rapidez es clave para la calidad.',
  },
  { type: 'heading', text: 'Así es un día de cosecha' },
  {
    type: 'paragraph',
    text: 'El día empieza temprano, en cuanto se ha secado el rocío. Se extienden grandes redes bajo el árbol y se peinan las ramas con rastrillos de mano o vareadores eléctricos ligeros hasta que caen las aceitunas. A menudo se poda al mismo tiempo, porque recortar algunas ramas favorece la cosecha del año siguiente.',
  },
  {
    type: 'list',
    items: [
      'Se recogen las redes y se vierten las aceitunas en sacos, dejando atrás hojas y ramitas.',
      'Cada saco lleva unos 40 a 50 kg de aceitunas.',
      'Un buen equipo de cuatro o cinco personas puede llenar una docena de sacos en un día.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Se come en el olivar: pan, queso, tomates, aceitunas del año anterior y, muchas veces, un vaso de vino casero.',
  },
  { type: 'heading', text: 'El día de la molienda' },
  {
    type: 'paragraph',
    text: 'Las aceitunas deben molerse uno o dos días después de recogerlas para que la acidez se mantenga baja. Por la tarde se cargan los sacos en una camioneta y se llevan a la almazara del pueblo, donde las familias hacen cola y charlan mientras esperan su turno. Las almazaras modernas lavan, trituran y centrifugan las aceitunas en frío, un proceso que conserva el sabor y las propiedades saludables.',
  },
  {
    type: 'paragraph',
    text: 'Con unos cinco kilos de aceitunas se obtiene un litro de aceite, aunque varía según la variedad y la madurez del fruto. Probar el aceite recién salido de la almazara, fresco y picante, sobre una rebanada de pan caliente es uno de los grandes momentos de cualquier visita.',
  },
  { type: 'heading', text: 'Lo que aportan los visitantes' },
  {
    type: 'paragraph',
    text: 'Quien se suma a una cosecha no sustituye a los trabajadores con experiencia, y un día de recogida no va a salvar una explotación. Pero las estancias de pago dan a las familias un ingreso extra en una época en que el precio del aceite es incierto, y muchos huéspedes siguen comprando aceite directamente a la finca durante años. Para un pequeño productor, esa relación directa vale más que un contrato con un supermercado.',
  },
  {
    type: 'paragraph',
    text: 'Nuestro viaje de cosecha de aceituna en el Peloponeso se organiza con tres familias cerca de Kalamata. Te alojas en casas de huéspedes de los pueblos, trabajas en los olivares unas horas cada mañana y dedicas las tardes a recorrer la costa y los viejos pueblos de piedra de la península de Mani.',
  },
];
