/**
 * The Dominican Republic's 31 provinces and the Distrito Nacional, with their municipalities
 * (ONE codes of the province; municipalities listed by name).
 */
export const provinciasRD: { nombre: string; codigo: string; municipios: string[] }[] = [
  { nombre: 'Distrito Nacional', codigo: '01', municipios: ['Santo Domingo de Guzmán'] },
  { nombre: 'Azua', codigo: '02', municipios: ['Azua de Compostela', 'Estebanía', 'Guayabal', 'Las Charcas', 'Las Yayas de Viajama', 'Padre Las Casas', 'Peralta', 'Pueblo Viejo', 'Sabana Yegua', 'Tábara Arriba'] },
  { nombre: 'Bahoruco', codigo: '03', municipios: ['Neiba', 'Galván', 'Los Ríos', 'Tamayo', 'Villa Jaragua'] },
  { nombre: 'Barahona', codigo: '04', municipios: ['Santa Cruz de Barahona', 'Cabral', 'El Peñón', 'Enriquillo', 'Fundación', 'Jaquimeyes', 'La Ciénaga', 'Las Salinas', 'Paraíso', 'Polo', 'Vicente Noble'] },
  { nombre: 'Dajabón', codigo: '05', municipios: ['Dajabón', 'El Pino', 'Loma de Cabrera', 'Partido', 'Restauración'] },
  { nombre: 'Duarte', codigo: '06', municipios: ['San Francisco de Macorís', 'Arenoso', 'Castillo', 'Eugenio María de Hostos', 'Las Guáranas', 'Pimentel', 'Villa Riva'] },
  { nombre: 'Elías Piña', codigo: '07', municipios: ['Comendador', 'Bánica', 'El Llano', 'Hondo Valle', 'Juan Santiago', 'Pedro Santana'] },
  { nombre: 'El Seibo', codigo: '08', municipios: ['Santa Cruz del Seibo', 'Miches'] },
  { nombre: 'Espaillat', codigo: '09', municipios: ['Moca', 'Cayetano Germosén', 'Gaspar Hernández', 'Jamao al Norte'] },
  { nombre: 'Independencia', codigo: '10', municipios: ['Jimaní', 'Cristóbal', 'Duvergé', 'La Descubierta', 'Mella', 'Postrer Río'] },
  { nombre: 'La Altagracia', codigo: '11', municipios: ['Salvaleón de Higüey', 'San Rafael del Yuma'] },
  { nombre: 'La Romana', codigo: '12', municipios: ['La Romana', 'Guaymate', 'Villa Hermosa'] },
  { nombre: 'La Vega', codigo: '13', municipios: ['Concepción de La Vega', 'Constanza', 'Jarabacoa', 'Jima Abajo'] },
  { nombre: 'María Trinidad Sánchez', codigo: '14', municipios: ['Nagua', 'Cabrera', 'El Factor', 'Río San Juan'] },
  { nombre: 'Monte Cristi', codigo: '15', municipios: ['San Fernando de Monte Cristi', 'Castañuelas', 'Guayubín', 'Las Matas de Santa Cruz', 'Pepillo Salcedo', 'Villa Vásquez'] },
  { nombre: 'Pedernales', codigo: '16', municipios: ['Pedernales', 'Oviedo'] },
  { nombre: 'Peravia', codigo: '17', municipios: ['Baní', 'Nizao', 'Matanzas', 'Sabana Buey'] },
  { nombre: 'Puerto Plata', codigo: '18', municipios: ['San Felipe de Puerto Plata', 'Altamira', 'Guananico', 'Imbert', 'Los Hidalgos', 'Luperón', 'Sosúa', 'Villa Isabela', 'Villa Montellano'] },
  { nombre: 'Hermanas Mirabal', codigo: '19', municipios: ['Salcedo', 'Tenares', 'Villa Tapia'] },
  { nombre: 'Samaná', codigo: '20', municipios: ['Santa Bárbara de Samaná', 'Las Terrenas', 'Sánchez'] },
  { nombre: 'San Cristóbal', codigo: '21', municipios: ['San Cristóbal', 'Bajos de Haina', 'Cambita Garabitos', 'Los Cacaos', 'Sabana Grande de Palenque', 'San Gregorio de Nigua', 'Villa Altagracia', 'Yaguate'] },
  { nombre: 'San Juan', codigo: '22', municipios: ['San Juan de la Maguana', 'Bohechío', 'El Cercado', 'Juan de Herrera', 'Las Matas de Farfán', 'Vallejuelo'] },
  { nombre: 'San Pedro de Macorís', codigo: '23', municipios: ['San Pedro de Macorís', 'Consuelo', 'Guayacanes', 'Quisqueya', 'Ramón Santana', 'San José de Los Llanos'] },
  { nombre: 'Sánchez Ramírez', codigo: '24', municipios: ['Cotuí', 'Cevicos', 'Fantino', 'La Mata'] },
  { nombre: 'Santiago', codigo: '25', municipios: ['Santiago de los Caballeros', 'Bisonó', 'Jánico', 'Licey al Medio', 'Puñal', 'Sabana Iglesia', 'San José de las Matas', 'Tamboril', 'Villa González'] },
  { nombre: 'Santiago Rodríguez', codigo: '26', municipios: ['San Ignacio de Sabaneta', 'Los Almácigos', 'Monción'] },
  { nombre: 'Valverde', codigo: '27', municipios: ['Mao', 'Esperanza', 'Laguna Salada'] },
  { nombre: 'Monseñor Nouel', codigo: '28', municipios: ['Bonao', 'Maimón', 'Piedra Blanca'] },
  { nombre: 'Monte Plata', codigo: '29', municipios: ['Monte Plata', 'Bayaguana', 'Peralvillo', 'Sabana Grande de Boyá', 'Yamasá'] },
  { nombre: 'Hato Mayor', codigo: '30', municipios: ['Hato Mayor del Rey', 'El Valle', 'Sabana de la Mar'] },
  { nombre: 'San José de Ocoa', codigo: '31', municipios: ['San José de Ocoa', 'Rancho Arriba', 'Sabana Larga'] },
  { nombre: 'Santo Domingo', codigo: '32', municipios: ['Santo Domingo Este', 'Boca Chica', 'Los Alcarrizos', 'Pedro Brand', 'San Antonio de Guerra', 'Santo Domingo Norte', 'Santo Domingo Oeste'] },
];

export const paises = [
  ['República Dominicana', 'DO', 'Dominicana'], ['Estados Unidos', 'US', 'Estadounidense'], ['Haití', 'HT', 'Haitiana'],
  ['Puerto Rico', 'PR', 'Puertorriqueña'], ['España', 'ES', 'Española'], ['Venezuela', 'VE', 'Venezolana'],
  ['Colombia', 'CO', 'Colombiana'], ['Cuba', 'CU', 'Cubana'], ['México', 'MX', 'Mexicana'], ['Canadá', 'CA', 'Canadiense'],
  ['Argentina', 'AR', 'Argentina'], ['Chile', 'CL', 'Chilena'], ['Perú', 'PE', 'Peruana'], ['Panamá', 'PA', 'Panameña'],
  ['Italia', 'IT', 'Italiana'], ['Francia', 'FR', 'Francesa'], ['Alemania', 'DE', 'Alemana'], ['China', 'CN', 'China'],
] as const;
