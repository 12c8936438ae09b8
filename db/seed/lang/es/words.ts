/**
 * The bench catalogue's drawn words in Spanish (scale.ts `words`, lang/types.ts): everyday words,
 * the most used roughly first, none of them a place's name.
 */
export const spanishWords: string[] = `
tiempo día año mundo vida hombre mujer niño casa cosa mano vez hora momento trabajo familia amigo
país puerta padre madre hermano hermana hija chico noche mañana tarde semana mes historia pregunta
razón dinero coche camino calle plaza mesa habitación cama ventana jardín árbol flor sol luna
estrella cielo mar río piedra fuego tierra viento lluvia nieve nube verano invierno primavera
otoño estación escuela libro carta papel palabra nombre idea verdad suerte miedo alegría amor
corazón cabeza cara ojos boca voz cuerpo sangre fuerza salud médico hospital música canción baile
fiesta regalo comida pan queso vino cerveza café leche azúcar sal carne pescado manzana pera
cereza fresa naranja tomate ensalada sopa pastel botella vaso plato cuchillo cuchara tenedor
cocina salón escalera techo pared llave bolsa maleta billete tren avión barco bicicleta puente
puerto playa isla colina valle lago campo pradera granja pueblo barrio mercado tienda iglesia
castillo museo teatro cine oficina fábrica banco correo periódico foto imagen color azul rojo
verde amarillo blanco negro gris marrón rosa morado suave tranquilo sencillo rápido lento grande
pequeño joven viejo bonito hermoso nuevo antiguo feliz triste fuerte débil caliente frío largo
corto ancho estrecho lleno vacío fácil difícil limpio sucio rico pobre verdadero falso claro
oscuro ligero pesado bueno malo mejor peor primero último próximo solo juntos siempre nunca pronto
ayer hoy aquí allí lejos cerca despacio realmente casi bastante demasiado mucho poco todavía ahora
luego hacer decir saber poder querer tomar llevar hablar pensar encontrar buscar esperar caminar
correr comer beber dormir cantar jugar escribir abrir cerrar salir entrar volver subir bajar reír
llorar olvidar soñar viaje viajero recuerdo sorpresa silencio ruido olor sabor calor sombra espejo
reloj vela lámpara alfombra cortina cojín cesta juguete pelota muñeca perro gato caballo vaca
oveja pájaro abeja mariposa gallina conejo zorro lobo oso ciervo rana tortuga ballena delfín pino
roble roca arena ola naturaleza paisaje sendero acantilado fuente hielo niebla tormenta trueno
rayo amanecer atardecer medianoche mediodía domingo lunes sábado vacaciones vecino primo tío tía
abuela abuelo bebé rey reina príncipe princesa soldado capitán marinero pescador panadero
campesino artista pintor escritor cantante profesor alumno
`
  .trim()
  .split(/\s+/);
