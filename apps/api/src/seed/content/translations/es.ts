import type { SeedTranslations } from './types.js';

/** The demo content in Spanish. */
export const es: SeedTranslations = {
  products: {
    "Hybrid Tomato Seeds F1 'Ruby' — 10 g": {
      title: "Semillas de tomate híbrido F1 'Ruby' — 10 g",
      description:
        'Híbrido F1 semideterminado que da frutos rojos firmes y redondos de 90–110 g, de buena vida de anaquel y con tolerancia al virus del rizado amarillo de la hoja del tomate. Un sobre de 10 g trae unas 3,000 semillas (germinación de 85% o más), suficientes para unos 900 m² si se hace almácigo y se trasplanta a 60 × 45 cm. Primera cosecha a los 65–70 días del trasplante.',
    },
    "Hybrid Chili Seeds 'Red Flame' — 10 g": {
      title: "Semillas de chile (ají) picante híbrido 'Red Flame' — 10 g",
      description:
        'Chile picante de alto rendimiento, con frutos delgados de 8–10 cm que se ponen de un rojo brillante; sirve tanto para cosechar en verde como para secar. Unas 2,000 semillas por sobre, con germinación de al menos 75%. Siembre en almácigo y trasplante las plántulas de 35–40 días a 60 × 45 cm; un sobre alcanza para unos 400 m².',
    },
    "Cucumber Seeds F1 'Cool Green' — 25 g": {
      title: "Semillas de pepino F1 'Cool Green' — 25 g",
      description:
        'Híbrido ginoico que da frutos verde oscuro de 18–20 cm a partir de unos 40 días después de la siembra; ideal para tutorado con espaldera o malla. El sobre trae unas 900 semillas con germinación mínima de 85%. Siembre dos semillas por golpe a 1.5 × 0.6 m y deje solo la plántula más fuerte.',
    },
    "Okra Seeds 'Green Star' — 100 g": {
      title: "Semillas de okra (quimbombó) 'Green Star' — 100 g",
      description:
        'Okra de polinización libre, con vainas tiernas de cinco aristas y buena tolerancia al virus del mosaico de las venas amarillas. Remoje la semilla en agua 12 horas antes de sembrar para que nazca más rápido; la germinación es de 70% o más. Siembre a 45 × 30 cm con 8–10 kg por hectárea; este sobre de 100 g alcanza para unos 100 m².',
    },
    "Hybrid Maize Seeds 'Golden 900' — 2 kg": {
      title: "Semillas de maíz híbrido 'Golden 900' — 2 kg",
      description:
        'Híbrido de cruza simple de maíz amarillo que madura en 110–120 días, con tallos fuertes y grano anaranjado-amarillo bien lleno. Semilla tratada con germinación mínima de 90%. Siembre a 60 × 20 cm, 18–20 kg por hectárea, así que una bolsa siembra unos 1,000 m². Rendimiento potencial de 8–10 t/ha con buen manejo.',
    },
    "Certified Rice Seeds 'Aman Gold' — 5 kg": {
      title: "Semillas certificadas de arroz 'Aman Gold' — 5 kg",
      description:
        'Arroz de trasplante de ciclo medio (unos 135 días), de grano largo y delgado y con resistencia moderada al tizón bacteriano de la hoja. Semilla certificada, germinación mínima de 80%, humedad de 12%. A razón de 25–30 kg de semilla de almácigo por hectárea, 5 kg dan plántulas para unas 0.2 ha.',
    },
    "Certified Wheat Seeds 'Sonali Plus' — 20 kg": {
      title: "Semillas certificadas de trigo 'Sonali Plus' — 20 kg",
      description:
        'Trigo panadero tolerante al calor que madura en 105–110 días, resistente a la roya de la hoja y con buen llenado de grano aun con calor al final de la temporada. Germinación de 85% o más. Siembre en surcos a 20 cm entre sí con 100–125 kg por hectárea; una bolsa siembra unas 0.17 ha.',
    },
    "Watermelon Seeds F1 'Sugar Queen' — 50 g": {
      title: "Semillas de sandía (patilla) F1 'Sugar Queen' — 50 g",
      description:
        'Sandía redonda de rayas oscuras, de 6–8 kg en promedio, con pulpa roja crujiente de 11–12% de azúcar (°Brix). Unas 1,200 semillas por sobre, germinación mínima de 85%. Siembre a 2 × 0.6 m en camas elevadas con acolchado; coseche unos 80 días después de la siembra, cuando se seque el zarcillo junto al fruto.',
    },
    "Cauliflower Seeds 'Winter White' — 10 g": {
      title: "Semillas de coliflor 'Winter White' — 10 g",
      description:
        'Coliflor de clima fresco que forma pellas compactas, de un blanco puro y bien cubiertas, de 0.8–1 kg, a los 75–85 días del trasplante. Unas 3,000 semillas por sobre, germinación de 75% o más. Trasplante plántulas de 4 semanas a 45 × 45 cm; un sobre alcanza para unos 250 m².',
    },
    "Spinach Seeds 'Broadleaf' — 250 g": {
      title: "Semillas de espinaca 'Broadleaf' — 250 g",
      description:
        'Espinaca de hoja lisa y crecimiento rápido, lista para el primer corte a los 30–35 días de la siembra y que rebrota para dos o tres cortes más. Germinación mínima de 70%. Siembre en surcos a 20–25 cm entre sí con 25–30 kg por hectárea, así que un paquete cubre unos 90 m².',
    },
    "Onion Seeds 'Red Creole' — 500 g": {
      title: "Semillas de cebolla morada 'Red Creole' — 500 g",
      description:
        'Cebolla roja de día corto, con bulbos firmes y picantes de 80–120 g que se guardan bien durante cuatro a cinco meses después de un buen curado. Germinación mínima de 75%; dosis de semilla de 8–10 kg por hectárea en el almácigo. Trasplante plántulas de 6–7 semanas a 15 × 10 cm; este paquete da plántulas para unos 500 m².',
    },
    "Bitter Gourd Seeds F1 'Jade' — 50 g": {
      title: "Semillas de melón amargo (cundeamor) F1 'Jade' — 50 g",
      description:
        'Melón amargo híbrido y vigoroso, con frutos verdes brillantes y espinosos de 20–25 cm, que produce sin parar durante dos meses. Unas 250 semillas por sobre, germinación mínima de 75%. Remoje las semillas toda la noche, siembre dos por hoyo a 1.5 × 1 m y guíe las guías en una espaldera.',
    },
    'Knapsack Sprayer 16 L': {
      title: 'Bomba de mochila (fumigadora) 16 L',
      description:
        'Aspersora manual de palanca con tanque de polietileno estabilizado contra rayos UV, lanza de latón y boquilla de cono regulable. Presión de trabajo 2–4 bar; correas acolchadas para los hombros y boca de llenado ancha con colador. Trae una boquilla de abanico plano de repuesto para aplicar herbicida y un juego de empaques.',
    },
    'Battery Knapsack Sprayer 18 L (12 V)': {
      title: 'Bomba de mochila eléctrica a batería (fumigadora) 18 L (12 V)',
      description:
        'Aspersora eléctrica con batería de litio de 12 V / 8 Ah que rocía unos 10–12 tanques por carga a presión constante, sin el cansancio de bombear con la palanca. Incluye lanza de acero inoxidable de 60 cm, tres boquillas y cargador. Carga completa en 4–5 horas.',
    },
    'Drip Irrigation Kit 100 m²': {
      title: 'Kit de riego por goteo 100 m²',
      description:
        'Kit completo para una parcela de hortalizas de 100 m²: línea principal de 16 mm, 10 laterales de 10 m con goteros integrados cada 30 cm (2 L/h), filtro de malla de 120 mesh, válvula, conectores y tapones finales. Funciona con bomba o con un tanque elevado de al menos 2 m de altura. Normalmente ahorra 30–50% de agua comparado con el riego por surcos.',
    },
    'Lay-Flat Irrigation Hose 2" — 50 m': {
      title: 'Manguera plana de riego (manguera de descarga) 2" — 50 m',
      description:
        'Manguera plana de descarga de PVC reforzado, de 2 pulgadas (50 mm) de diámetro, para 4 bar de presión de trabajo. Se enrolla plana para guardarla y lleva el agua de la bomba a través de los campos sin tener que cavar canales. Se ajusta a salidas de bomba estándar de 2 pulgadas con abrazaderas (no incluidas).',
    },
    'Forged Steel Spade with Ash Handle': {
      title: 'Pala de acero forjado con mango de fresno',
      description:
        'Hoja de acero al carbono templado (29 × 19 cm) forjada en una sola pieza, con cubo largo para mayor resistencia al cavar suelos pesados. Mango de fresno curado, de 110 cm, con empuñadura en D. El pisador en la parte de arriba de la hoja protege sus botas.',
    },
    '14-Tooth Bow Rake': {
      title: 'Rastrillo de arco de 14 dientes',
      description:
        'Rastrillo de acero con arco, 14 dientes templados y cabeza de 36 cm, para nivelar almácigos, romper terrones y juntar restos de cosecha. El arco absorbe los golpes y el mango de madera de 150 cm evita que tenga que agacharse tanto.',
    },
    'Push Wheel Hoe Weeder': {
      title: 'Azadón de rueda para deshierbe (desyerbadora de empuje)',
      description:
        'Azadón de una rueda con cuchilla oscilante de 20 cm que corta la maleza justo debajo de la superficie, tanto al empujar como al jalar. Deshierba un surco de 100 m en pocos minutos entre cultivos sembrados en hilera, como cebolla, trigo u hortalizas. Manubrio de altura regulable; hay cuchillas de repuesto.',
    },
    'Bypass Pruning Secateurs 8"': {
      title: 'Tijera de podar de dos hojas (by-pass) 8"',
      description:
        'Tijera de podar by-pass con hoja de acero SK5 endurecido que hace cortes limpios de hasta 20 mm de grosor, para frutales, parras y cosecha. Mangos antideslizantes, seguro y resorte reemplazable. Limpie las hojas con alcohol entre una planta y otra para no pasar enfermedades.',
    },
    'Hand-Push Row Seeder with 6 Rollers': {
      title: 'Sembradora manual de empuje para surcos con 6 rodillos',
      description:
        'Sembradora de un surco que abre el surco, deja caer la semilla y la tapa en una sola pasada. Seis rodillos de semilla intercambiables sirven para cultivos desde cebolla y zanahoria hasta maíz y frijol; la profundidad se regula de 1 a 5 cm. Siembra hasta 0.2 ha por hora con distancia pareja.',
    },
    'Petrol Brush Cutter 52 cc': {
      title: 'Desbrozadora (guadañadora) a gasolina 52 cc',
      description:
        'Motor de 2 tiempos de 52 cc (aprox. 1.9 kW) con eje recto, cuchilla de acero de 3 dientes y cabezal de hilo de nylon para limpiar bordos, huertos frutales y orillas de los campos. Trae arnés doble para los hombros. Usa mezcla de gasolina y aceite 25:1; use siempre protección para los ojos y orejeras.',
    },
    'Serrated Harvesting Sickle': {
      title: 'Hoz dentada para cosecha',
      description:
        'Hoz ligera de acero al carbono con filo dentado que se mantiene afilado durante largas jornadas cortando arroz, trigo y forraje. Mango de madera dura con protector para los dedos.',
    },
    'NPK 20-20-20 Water-Soluble Fertilizer 1 kg': {
      title: 'Fertilizante (abono) soluble NPK 20-20-20 1 kg',
      description:
        'NPK balanceado totalmente soluble en agua, con microelementos, para aplicación foliar y fertirriego durante el crecimiento vegetativo. Dosis foliar de 3–5 g por litro de agua; por goteo, 3–5 kg por hectárea por semana. Se disuelve sin dejar residuos, así que no tapa los goteros.',
    },
    'Urea 46% N — 50 kg': {
      title: 'Abono de urea (fertilizante nitrogenado) 46% N — 50 kg',
      description:
        'Urea granulada con 46% de nitrógeno, la fuente sólida de N más concentrada. Aplíquela en dosis divididas (por ejemplo, de fondo, al macollamiento y al inicio de la panícula en arroz) e incorpórela o riegue poco después para reducir las pérdidas de amoníaco. Una bolsa aporta 23 kg de N.',
    },
    'Triple Super Phosphate (TSP) 46% P₂O₅ — 50 kg': {
      title: 'Abono superfosfato triple (SFT / TSP) 46% P₂O₅ — 50 kg',
      description:
        'Fertilizante fosfatado granulado con 46% de P₂O₅ más cerca de 13% de calcio, para el desarrollo de raíces y el vigor inicial. Aplique toda la dosis en la última preparación del terreno o en el surco de siembra, porque el fósforo casi no se mueve en el suelo. Una bolsa aporta 23 kg de P₂O₅.',
    },
    'DAP Diammonium Phosphate 18-46-0 — 50 kg': {
      title: 'Fosfato diamónico (DAP) 18-46-0, abono — 50 kg',
      description:
        'DAP granulado con 18% de nitrógeno y 46% de P₂O₅, el abono de fondo habitual para arroz, trigo, maíz y papa. Espárzalo e incorpórelo en la última preparación del terreno, o colóquelo 5 cm al lado y por debajo del surco de siembra; no lo mezcle con la semilla. Una bolsa aporta 9 kg de N y 23 kg de P₂O₅.',
    },
    'Muriate of Potash (MOP) 60% K₂O — 50 kg': {
      title: 'Abono cloruro de potasio (muriato de potasio, KCl / MOP) 60% K₂O — 50 kg',
      description:
        'Cloruro de potasio con 60% de K₂O, que mejora el llenado del grano, la calidad del fruto, la tolerancia a la sequía y la resistencia a enfermedades. Por lo general se aplica de fondo; en suelos livianos, divídalo entre la siembra y el inicio de la floración. Evite dosis altas en cultivos sensibles al cloruro, como el tabaco.',
    },
    'Vermicompost Organic Manure 25 kg': {
      title: 'Abono orgánico de lombriz (humus de lombriz / vermicompost) 25 kg',
      description:
        'Compost cernido, procesado por lombrices, rico en humus y microbios benéficos, con cerca de 1.5% de N, 0.8% de P₂O₅ y 0.8% de K₂O. Mezcle 200–500 g en cada hoyo de siembra o distribuya al voleo 2.5–5 t por hectárea antes de sembrar. Sin olor y listo para usar.',
    },
    'Zinc Sulphate Monohydrate 33% Zn — 1 kg': {
      title: 'Sulfato de zinc monohidratado 33% Zn (abono de zinc) — 1 kg',
      description:
        'Corrige la deficiencia de zinc, que se ve como bronceado ("khaira") en el arroz y como yema blanca en el maíz. Aplicación al suelo de 10–15 kg por hectárea una vez cada dos o tres temporadas, o aspersión foliar de 5 g por litro neutralizada con 2.5 g de cal. No lo mezcle en el mismo tanque con fertilizantes fosfatados.',
    },
    'Chelated Micronutrient Mix 500 g': {
      title: 'Mezcla de micronutrientes (microelementos) quelatados 500 g',
      description:
        'Hierro, manganeso, zinc y cobre quelatados con EDTA, junto con boro y molibdeno, en un solo polvo soluble en agua, para el hambre oculta en hortalizas y frutales. Aplique 1–1.5 g por litro cada 15 días a partir de las tres semanas del trasplante. El quelato mantiene los metales disponibles incluso en agua alcalina.',
    },
    'Boron 20% Foliar Fertilizer 500 g': {
      title: 'Abono foliar de boro 20% 500 g',
      description:
        'Octaborato disódico (20% B), totalmente soluble, para cultivos que consumen mucho boro: coliflor, mostaza, maní y frutales. El boro mejora la polinización y el cuajado de los frutos y evita el tallo hueco. Aplique 1 g por litro al aparecer los botones y otra vez en floración; no pase la dosis, porque el exceso de boro es tóxico.',
    },
    'Calcium Nitrate 15.5% N + 19% Ca — 25 kg': {
      title: 'Nitrato de calcio (abono de calcio) 15.5% N + 19% Ca — 25 kg',
      description:
        'Calcio soluble y nitrógeno nítrico para fertirriego y abonado lateral en tomate, chile, pimiento y frutales; ayuda a prevenir la pudrición apical del fruto (culillo) y la quemadura de las puntas. Fertirriegue 5–10 kg por hectárea por semana. Manténgalo separado de los fertilizantes fosfatados y con sulfatos en los tanques de solución madre.',
    },
    'Liquid Seaweed Extract 1 L': {
      title: 'Extracto líquido de algas marinas (bioestimulante) 1 L',
      description:
        'Extracto de algas pardas (Ascophyllum) procesado en frío, con sustancias naturales de crecimiento, aminoácidos y microelementos. Aplique 2–3 ml por litro al trasplante, antes de la floración y al cuajado del fruto, para reducir el estrés del trasplante y del calor. Compatible con la mayoría de los fertilizantes foliares.',
    },
    'Agricultural Gypsum 25 kg': {
      title: 'Yeso agrícola 25 kg',
      description:
        'Sulfato de calcio que aporta cerca de 22% de calcio y 17% de azufre, para el llenado de vainas del maní, las oleaginosas y la recuperación de suelos sódicos. Aplique 250–500 kg por hectárea en la floración del maní o según lo indique un análisis de suelo. No cambia el pH del suelo.',
    },
    'Neem Oil Emulsifiable Concentrate 500 ml': {
      title: 'Aceite de neem concentrado emulsionable (insecticida natural) 500 ml',
      description:
        'Aceite de neem prensado en frío, en EC, con 1500 ppm de azadiractina, que repele y trastorna a pulgones, mosca blanca, ácaros y orugas pequeñas. Mezcle 3–5 ml por litro de agua y aplique por la tarde cada 7–10 días. Baja toxicidad para las personas y los enemigos naturales, pero use guantes y no aplique sobre flores abiertas mientras las abejas estén pecoreando.',
    },
    'Mancozeb 75% WP Fungicide 1 kg': {
      title: 'Fungicida mancozeb 75% WP 1 kg',
      description:
        'Fungicida protector de contacto para el tizón temprano y el tizón tardío de la papa y el tomate, manchas de la hoja y mildius. Aplique 2–2.5 g por litro antes de que aparezca la enfermedad y repita cada 7–10 días con tiempo lluvioso. Use guantes, mascarilla y gafas al preparar la mezcla, y respete el intervalo de seguridad antes de la cosecha indicado en la etiqueta.',
    },
    'Imidacloprid 17.8% SL Insecticide 250 ml': {
      title: 'Insecticida imidacloprid 17.8% SL 250 ml',
      description:
        'Insecticida sistémico contra plagas chupadoras como pulgones, chicharritas, mosca blanca y saltahojas. Use 0.3–0.5 ml por litro de agua; no aplique más de dos veces por temporada y rote con un producto de otro modo de acción. Muy tóxico para las abejas: nunca lo aplique en cultivos en flor, y use equipo de protección completo al manipularlo.',
    },
    'Trichoderma Bio-Fungicide 1 kg': {
      title: 'Biofungicida Trichoderma 1 kg',
      description:
        'Formulación en talco de Trichoderma viride (2 × 10⁶ UFC/g) que protege las raíces contra el mal del talluelo (damping-off), la marchitez y la pudrición de raíz. Trate la semilla con 5–10 g por kg, o mezcle 2.5 kg con 100 kg de compost húmedo, déjelo una semana a la sombra y aplíquelo en una hectárea. No lo combine con fungicidas químicos.',
    },
    'Bt kurstaki Biological Insecticide 500 g': {
      title: 'Insecticida biológico Bt kurstaki 500 g',
      description:
        'Polvo mojable de Bacillus thuringiensis var. kurstaki que mata orugas como la palomilla dorso de diamante, el barrenador del fruto y el gusano cogollero en cuanto comen hojas tratadas, sin dañar a las abejas ni a los depredadores. Aplique 1–2 g por litro sobre larvas pequeñas, de preferencia al final del día, y repita a los 7 días. Guárdelo por debajo de 30 °C.',
    },
    'Copper Oxychloride 50% WP 500 g': {
      title: 'Oxicloruro de cobre 50% WP (fungicida cúprico) 500 g',
      description:
        'Fungicida y bactericida a base de cobre para la mancha bacteriana de la hoja, el cancro de los cítricos, los tizones de la hoja y el mildiu. Aplique 3 g por litro cada 10–14 días. Evite aplicarlo sobre las flores de cultivos sensibles con tiempo fresco y húmedo; use guantes y mascarilla al preparar la mezcla.',
    },
    'Azoxystrobin 23% SC Fungicide 100 ml': {
      title: 'Fungicida azoxistrobina 23% SC 100 ml',
      description:
        'Fungicida sistémico del grupo de las estrobilurinas, con acción preventiva y curativa contra piricularia (quemado del arroz), tizón de la vaina, antracnosis y oídio (cenicilla). Use 1 ml por litro; no haga más de dos aplicaciones por temporada y alterne con un fungicida de otro grupo. Muy tóxico para los peces: manténgalo lejos de estanques y canales.',
    },
    'Emamectin Benzoate 5% SG Insecticide 100 g': {
      title: 'Insecticida benzoato de emamectina 5% SG 100 g',
      description:
        'Gránulo soluble contra orugas como el gusano cogollero, el barrenador del fruto y del brote y el barrenador de la vaina. Disuelva 0.4 g por litro y dirija la aplicación al cogollo del maíz o a las partes con fruto. Tóxico para abejas y peces; use guantes, mascarilla y manga larga, y lávese bien después de usarlo.',
    },
    'Sulphur 80% WDG Fungicide 1 kg': {
      title: 'Fungicida azufre 80% WDG 1 kg',
      description:
        'Gránulos de azufre mojable que controlan el oídio (cenicilla) y frenan a los ácaros en mango, uva, hortalizas y leguminosas de grano. Aplique 2–3 g por litro. No lo aplique cuando la temperatura pase de 32 °C ni dentro de las dos semanas de una aplicación de aceite, porque las hojas se pueden quemar.',
    },
    'Spinosad 45% SC Insecticide 60 ml': {
      title: 'Insecticida spinosad 45% SC 60 ml',
      description:
        'Insecticida de origen natural (de una bacteria del suelo) para trips, minadores de la hoja y orugas en chile, cebolla, repollo y algodón. Use 0.3–0.4 ml por litro; un frasco de 60 ml alcanza para unos 150–200 litros de mezcla. Es tóxico para las abejas hasta que la aplicación se seca, así que aplíquelo por la tarde.',
    },
    'Lambda-Cyhalothrin 5% EC Insecticide 500 ml': {
      title: 'Insecticida lambda-cihalotrina 5% EC 500 ml',
      description:
        'Piretroide de acción rápida contra plagas masticadoras y chupadoras como barrenadores de la vaina, barrenadores del tallo, escarabajos y chinches. Use 1 ml por litro de agua y no aplique en el mismo campo más de dos veces por temporada, para retrasar la resistencia. Muy tóxico para peces y abejas; use guantes, gafas y mascarilla, y nunca aplique contra el viento.',
    },
    'Silver-Black Mulch Film 25 µm — 1.2 m × 400 m': {
      title: 'Plástico de acolchado (mulch) plata-negro 25 µm — 1.2 m × 400 m',
      description:
        'Acolchado de polietileno estabilizado contra rayos UV: la cara plateada hacia arriba ahuyenta pulgones y mosca blanca y mantiene frescas las raíces, y la cara negra hacia abajo impide que crezca la maleza. Reduce la necesidad de riego y evita que el fruto toque el suelo. Un rollo cubre unos 400 m de cama elevada de hasta 90 cm de ancho y dura una o dos temporadas.',
    },
    'Soil Test Kit — pH, N, P, K (50 tests)': {
      title: 'Kit de análisis de suelo — pH, N, P, K (50 pruebas)',
      description:
        'Kit con carta de colores para pruebas rápidas en la finca de pH del suelo, nitrógeno nítrico, fósforo y potasio, con reactivos para 50 pruebas y una guía paso a paso. Los resultados tardan unos 15 minutos y le ayudan a ajustar las dosis de fertilizante entre un análisis de laboratorio y otro.',
    },
    'HDPE Grow Bags 12 × 12 in (Pack of 10)': {
      title: 'Bolsas de cultivo (macetas de bolsa) HDPE 12 × 12 pulg. (paquete de 10)',
      description:
        'Bolsas de cultivo tratadas contra rayos UV, blancas por fuera y negras por dentro, con agujeros de drenaje; cada una lleva unos 15–20 litros de sustrato. Ideales para hortalizas en azotea, chile, tomate y plantas de vivero. Se pueden volver a usar durante tres a cuatro temporadas.',
    },
    'Anti-Bird Net 4 m × 10 m': {
      title: 'Malla antipájaros 4 m × 10 m',
      description:
        'Malla tejida de polietileno con abertura de 20 mm que aleja a los pájaros de la fruta madura, el grano y los almácigos sin hacerles daño. Estabilizada contra rayos UV para varias temporadas a la intemperie; es tan liviana que se puede echar directamente sobre los árboles o sostener con palos de bambú.',
    },
    'Insect-Proof Net 40 Mesh — 2 m × 25 m': {
      title: 'Malla antiinsectos 40 mesh — 2 m × 25 m',
      description:
        'Malla fina de nylon de 40 mesh para almácigos y casas de malla, que no deja entrar mosca blanca, pulgones ni polillas, los principales transmisores de los virus del enrollamiento de la hoja y del mosaico. Deja pasar cerca del 80% de la luz y el aire. Cubra los almácigos desde la siembra hasta el trasplante para tener plántulas más sanas y libres de virus.',
    },
    'Green Shade Net 50% — 3 m × 10 m': {
      title: 'Malla sombra verde 50% (sarán) — 3 m × 10 m',
      description:
        'Malla sombra tejida que corta el 50% de la luz del sol y baja la temperatura de las hojas en almácigos de verano, hortalizas de hoja y casas de orquídeas u ornamentales. El tejido raschel no se deshilacha al cortarlo; bordes reforzados con ojales cada 50 cm.',
    },
    'Yellow Sticky Traps (Pack of 25)': {
      title: 'Trampas amarillas pegajosas (paquete de 25)',
      description:
        'Tarjetas amarillas con pegamento por los dos lados, de 25 × 20 cm, que atrapan mosca blanca, pulgones, minadores de la hoja y mosquitos de los hongos, y le avisan a tiempo cuando suben las plagas. Cuelgue 15–20 por cada 1,000 m² justo por encima del cultivo y cámbielas cuando estén cubiertas. Sin plaguicidas.',
    },
    '3-in-1 Soil Moisture, pH and Light Meter': {
      title: 'Medidor 3 en 1 de humedad del suelo, pH y luz',
      description:
        'Medidor de sonda sin pilas que mide la humedad del suelo, el pH y la luz con un simple selector; sirve para decidir cuándo regar macetas, camas y bolsas de cultivo. Clave la sonda de 20 cm en suelo húmedo y lea en menos de un minuto; límpiela después de cada uso.',
    },
    'Seedling Trays 105 Cells (Pack of 10)': {
      title: 'Bandejas de almácigo (germinadoras) de 105 celdas (paquete de 10)',
      description:
        'Bandejas rígidas de polipropileno negro (54 × 28 cm) para producir plántulas de hortalizas parejas en fibra de coco (cocopeat). Cada celda lleva unos 25 ml; las plántulas salen con el cepellón entero, así que el estrés del trasplante es mínimo. Se pueden volver a usar después de lavarlas.',
    },
    'Hermetic Grain Storage Bags 50 kg (Pack of 5)': {
      title: 'Bolsas herméticas para guardar grano 50 kg (paquete de 5)',
      description:
        'Bolsas interiores de varias capas, herméticas, que van dentro de un costal tejido común. Una vez cerradas, el oxígeno de adentro baja rápido, lo que mata gorgojos y polillas sin químicos y mantiene seca la semilla y el grano. Guarde solo grano secado a 12% de humedad o menos.',
    },
  },
  advice: {
    'Integrated Pest Management: A Practical Starting Point': {
      title: 'Manejo integrado de plagas: un punto de partida práctico',
      description:
        'El manejo integrado de plagas (MIP) no es un producto que se compra. Es una manera de decidir cuándo y cómo actuar contra las plagas para proteger el cultivo gastando menos en aplicaciones y conservando los insectos útiles que trabajan para usted gratis. La mayoría de los agricultores que lo adoptan gastan menos en plaguicidas y ven menos brotes de plagas después de una o dos temporadas.' +
        '\n\n1. Conozca lo que hay en el campo: Recorra el campo al menos una vez por semana, siguiendo un camino en zigzag y deteniéndose en diez puntos o más. Voltee las hojas, mire dentro de los cogollos y las flores, y anote lo que ve: la plaga, cuántos hay y qué enemigos naturales (mariquitas, arañas, larvas de mosca sírfida, pulgones parasitados) están presentes. Un cuaderno o un registro de fotos en el teléfono facilita ver cómo cambian las cosas.' +
        '\n\n2. Use umbrales, no el calendario: Unos pocos insectos casi nunca justifican una aplicación. Actúe cuando el daño llegue al umbral económico, el nivel en el que el tratamiento cuesta menos que la pérdida que evita. En arroz, por ejemplo, una guía común para el barrenador amarillo del tallo es alrededor de 5% de corazones muertos; su oficina local de extensión agrícola publica las cifras para las principales plagas de sus cultivos.' +
        '\n\n3. Prevenga antes de curar: Elija variedades resistentes o tolerantes, use semilla limpia y certificada, rote con cultivos de otras familias y destruya los restos de cosecha que llevan plagas a la siguiente temporada. El abonado balanceado también importa: el exceso de nitrógeno produce un crecimiento blando y exuberante que atrae saltahojas, pulgones y orugas que comen hojas.' +
        '\n\n4. Use herramientas físicas y biológicas: Las trampas amarillas pegajosas muestran cuándo llegan la mosca blanca y los pulgones. Las trampas de feromonas sirven para monitorear y, puestas en gran cantidad, confunden a polillas como los barrenadores del fruto. Las mallas antiinsectos mantienen a los transmisores de virus lejos de los almácigos. Los productos biológicos como Bacillus thuringiensis, Trichoderma y el neem actúan sobre la plaga con poco daño a los depredadores y polinizadores.' +
        '\n\n5. Aplique químicos al final, y bien: Cuando se pase un umbral y las otras medidas no basten, escoja un producto registrado para esa plaga y ese cultivo, de preferencia uno selectivo. Aplique solo en la zona afectada, a la dosis de la etiqueta, y rote entre grupos de distinto modo de acción (el código IRAC o FRAC de la etiqueta) para que las plagas no se hagan resistentes. Anote qué aplicó y cuándo, y regrese unos días después para comprobar que funcionó.' +
        '\n\nEl MIP exige un poco más de atención al principio, pero la costumbre de mirar antes de aplicar se paga sola muy rápido.',
    },
    'How to Take a Soil Sample and Read the Test Report': {
      title: 'Cómo tomar una muestra de suelo y leer el resultado del análisis',
      description:
        'Un análisis de suelo cuesta menos que una sola bolsa de fertilizante y le dice qué nutrientes le faltan de verdad a su campo. Bien usado, evita que pague por nutrientes que el suelo ya tiene y muestra problemas, como la acidez o la falta de zinc, que ninguna cantidad de urea va a corregir.' +
        '\n\n1. Muestree correctamente: Analice por separado cada campo, o cada parte de un campo que sea distinta por su color, pendiente o historial. Tome 15–20 submuestras pequeñas de los primeros 15–20 cm siguiendo un camino en zigzag, evitando bordos, lugares de antiguos montones de estiércol, bandas de fertilizante y esquinas encharcadas. Mézclelas en una cubeta limpia, quite piedras y raíces, y envíe unos 500 g etiquetados con su nombre, el campo y el último cultivo. Muestree después de la cosecha y antes de abonar, cada dos o tres años.' +
        '\n\n2. pH: Es el primer número que hay que leer. La mayoría de los cultivos se dan mejor entre 6.0 y 7.5. Por debajo de unos 5.5, el fósforo queda bloqueado y el aluminio puede dañar las raíces; por lo general la solución es encalar. Por encima de 8.0, el zinc, el hierro y el fósforo están menos disponibles, y por encima de 8.5 el sodio puede ser un problema que el yeso ayuda a corregir.' +
        '\n\n3. Conductividad eléctrica (CE): La CE mide las sales. Los valores bajos son normales; una lectura alta avisa que los cultivos sensibles a la sal, como el frijol, la cebolla y la zanahoria, pueden sufrir, y que debe regar lo suficiente para lavar las sales por debajo de la zona de las raíces.' +
        '\n\n4. Carbono orgánico: Indica de forma aproximada la materia orgánica y el nitrógeno que el suelo puede liberar. Muchos suelos tropicales dan menos de 0.5%, lo que es bajo. El compost, los restos de cosecha y los abonos verdes lo suben despacio pero de manera segura.' +
        '\n\n5. Nitrógeno, fósforo y potasio: Los laboratorios usan distintos métodos de extracción, así que fíjese en la columna de clasificación (bajo, medio, alto) en vez de comparar los números de un laboratorio con otro. Como regla práctica, suba entre un cuarto y la mitad la dosis normal de un nutriente clasificado como bajo, y bájela en una cantidad parecida donde salga alto.' +
        '\n\n6. Micronutrientes: El zinc, el boro, el azufre y el hierro muchas veces se reportan aparte. La falta de zinc es común en arroz inundado y en suelos alcalinos, y la de boro en zonas de coliflor, mostaza y maní. Corrija solo lo que el análisis muestre bajo; el exceso de boro, por ejemplo, es tóxico.' +
        '\n\nGuarde juntos todos sus análisis. Compararlos a lo largo de los años muestra si su plan de fertilizantes y estiércol está formando suelo o lo está agotando poco a poco.',
    },
    'Safe Pesticide Handling: Protective Equipment and Good Habits': {
      title: 'Manejo seguro de plaguicidas: equipo de protección y buenas costumbres',
      description:
        'Los plaguicidas están hechos para matar seres vivos, y la persona más expuesta a ellos es la que prepara la mezcla y aplica. La mayoría de las intoxicaciones no pasan por mala suerte, sino por pequeños descuidos que se repiten cada temporada. Estas costumbres los protegen a usted, a su familia y a sus clientes.' +
        '\n\n1. Lea primero la etiqueta: La etiqueta es la ley para ese producto. Indica el cultivo, la plaga, la dosis, el equipo de protección necesario, el intervalo de seguridad antes de la cosecha (días entre la última aplicación y la cosecha) y los primeros auxilios. Si no la puede leer, pida al vendedor que se la explique antes de salir de la tienda.' +
        '\n\n2. Use el equipo adecuado: Como mínimo use guantes de nitrilo resistentes a químicos (no de algodón ni de cuero, que absorben el líquido), camisa de manga larga y pantalón largo por encima de botas de hule, gafas o careta, y una mascarilla o respirador adecuado para aspersiones. Preparar el concentrado es el momento más peligroso, así que póngase todo antes de abrir el envase.' +
        '\n\n3. Mezcle y aplique con cuidado: Mida con un vaso o una jeringa que use solo para eso, nunca al ojo. Mezcle al aire libre, lejos de pozos, estanques y niños. Revise que la bomba no gotee por el tanque, la manguera o la lanza. Aplique con el fresco de la mañana o de la tarde cuando haya poco viento, camine de modo que el viento se lleve la deriva lejos de usted, y nunca sople con la boca una boquilla tapada.' +
        '\n\n4. Limpie: Haga el triple lavado de los envases vacíos y eche el agua del enjuague en la bomba. Perfore los envases para que no se puedan volver a usar para comida o agua, y entréguelos a un programa de recolección donde exista. Lave la bomba lejos de las fuentes de agua. Después lave los guantes antes de quitárselos, báñese y lave la ropa de trabajo aparte de la ropa de la familia.' +
        '\n\n5. Guarde con seguridad: Mantenga los productos en sus envases originales, en un lugar cerrado con llave, seco y ventilado, fuera del alcance de los niños y lejos de los alimentos y del alimento de los animales.' +
        '\n\n6. Conozca las señales de alarma: Dolor de cabeza, mareo, náuseas, mucho sudor, vista borrosa o pupilas pequeñas después de aplicar pueden indicar una intoxicación. Lleve a la persona al aire fresco, quítele la ropa contaminada, lávele la piel con bastante agua y jabón (enjuague los ojos durante 15 minutos) y vaya directo a un centro de salud con la etiqueta del producto. No provoque el vómito a menos que la etiqueta lo indique.',
    },
    'Scheduling Drip Irrigation for Vegetables': {
      title: 'Cómo programar el riego por goteo en hortalizas',
      description:
        'El riego por goteo lleva el agua directo a la zona de las raíces, pero solo ahorra agua y sube los rendimientos si se deja funcionar el tiempo justo. Muy poco estresa al cultivo; demasiado lava los nutrientes por debajo de las raíces y favorece la pudrición de raíz. Un cálculo sencillo lo deja cerca, y el suelo le dice el resto.' +
        '\n\n1. Parta del consumo de agua del cultivo: La necesidad diaria de agua de un cultivo (ETc) es igual a la evapotranspiración de referencia (ET0) de su zona multiplicada por un coeficiente de cultivo (Kc). La ET0 la publican los servicios meteorológicos y suele ir de 3 mm al día con tiempo fresco y nublado a 6–7 mm con tiempo caluroso y seco. Para el tomate, el Kc es de unos 0.6 después del trasplante, sube a unos 1.15 con el follaje completo y en floración, y baja a 0.7–0.9 cuando madura el último fruto.' +
        '\n\n2. Convierta a litros por planta: Un milímetro sobre un metro cuadrado es un litro. Tome un tomate a 60 × 45 cm, que son 0.27 m² por planta. Un día con ET0 de 5 mm y follaje completo, la ETc es 5 × 1.15 = 5.75 mm, así que cada planta necesita unos 5.75 × 0.27 = 1.55 litros. Al dividir por una eficiencia del goteo de 0.9 se obtienen unos 1.7 litros.' +
        '\n\n3. Calcule el tiempo de riego: El tiempo de riego es igual al agua necesaria por planta dividida por el caudal de los goteros por planta. Con un gotero de 2 L/h por planta, 1.7 litros tardan unos 52 minutos. Al principio de la temporada el mismo cálculo puede dar solo 20–25 minutos.' +
        '\n\n4. Divida el riego en suelos livianos: Los suelos arenosos retienen poca agua, así que divida la cantidad diaria en dos o tres riegos cortos. Los suelos arcillosos se pueden regar una vez al día o cada dos días.' +
        '\n\n5. Revise el suelo, no solo el reloj: Cave al lado de un gotero un día después de regar. El suelo a 15–20 cm debe mantenerse unido al apretarlo en la mano, pero sin escurrir agua. Un tensiómetro o un medidor de humedad del suelo lo hace más fácil.' +
        '\n\n6. Mantenga el sistema sano: Lave los laterales y limpie el filtro cada una o dos semanas, y trate las líneas con ácido o cloro si los goteros se tapan con sarro o algas. El fertirriego funciona mejor en el tercio del medio de cada riego, para que el agua limpia lave las líneas antes de que el sistema se apague.',
    },
    'Choosing Good Seed and Storing It Well': {
      title: 'Cómo escoger buena semilla y guardarla bien',
      description:
        'La semilla es el insumo más barato en la mayoría de las fincas y el que limita todo lo que viene después. Un campo sembrado con mala semilla empieza con fallas y plantas débiles que ningún fertilizante puede compensar. Un poco de cuidado al comprar y guardar la semilla protege toda la temporada.' +
        '\n\n1. Compre a un proveedor confiable: Escoja semilla certificada o debidamente etiquetada en empaques sellados. Revise en la etiqueta el nombre de la variedad, el número de lote, el porcentaje de germinación, la pureza física y la fecha de análisis o de vencimiento. Evite la semilla suelta de origen desconocido, por barata que sea.' +
        '\n\n2. Escoja la variedad según el campo: Piense en el ciclo (¿madurará antes de las lluvias, del calor o del siguiente cultivo?), la resistencia a los problemas comunes en su zona, lo que prefiere el mercado en tamaño, color y sabor, y si necesita más fertilizante y agua de lo que usted puede darle.' +
        '\n\n3. Híbrida o de polinización libre: Los híbridos F1 dan cultivos parejos y de alto rendimiento, pero hay que comprarlos nuevos cada temporada, porque la semilla que se guarda de ellos da plantas mezcladas y más débiles. Las variedades de polinización libre se pueden guardar si selecciona plantas sanas y fieles al tipo y las mantiene aisladas de otras variedades del mismo cultivo.' +
        '\n\n4. Haga una prueba de germinación antes de sembrar: Ponga 100 semillas sobre papel toalla mojado, enróllelo flojo, manténgalo húmedo y tibio, y cuente las plántulas después de 5–10 días, según el cultivo. Si brotan 80, la germinación es de 80%; si el resultado es bajo, suba la cantidad de semilla o cambie la semilla.' +
        '\n\n5. Seque bien la semilla: La humedad es el enemigo de la semilla guardada. Los cereales se guardan bien con 12% de humedad o menos, y la mayoría de las semillas de hortalizas con 6–8%. Una regla útil es que cada 1% que baja la humedad de la semilla, o cada 5 °C que baja la temperatura del almacén, duplica más o menos el tiempo que se conserva.' +
        '\n\n6. Guarde en lugar fresco, seco y bien cerrado: Mantenga la semilla en envases herméticos, como bolsas herméticas o frascos sellados con un sobrecito de gel de sílice seco, en el lugar más fresco y oscuro que tenga. Etiquete cada envase con la variedad y la fecha, y manténgalo lejos de fertilizantes, plaguicidas y roedores.' +
        '\n\n7. Trate la semilla antes de sembrar: El tratamiento de semilla con un fungicida o con un agente biológico como Trichoderma protege a las plántulas contra el mal del talluelo (damping-off) y las enfermedades que vienen en la semilla, por unos pocos centavos por kilogramo.',
    },
    'Making Good Compost on the Farm': {
      title: 'Cómo hacer buen compost en la finca',
      description:
        'El compost convierte los restos de cosecha, la maleza y el estiércol en materia orgánica estable que alimenta la vida del suelo, retiene agua y suelta nutrientes poco a poco. Un buen compost no es simplemente basura podrida: se hace manejando el aire, el agua y el equilibrio de los materiales para que la pila se caliente y se descomponga rápido.' +
        '\n\n1. Equilibre los "cafés" y los "verdes": Los "cafés" secos y ricos en carbono (paja, hojas secas, cañas de maíz, aserrín) deben mezclarse con los "verdes" húmedos y ricos en nitrógeno (maleza fresca, desechos de hortalizas, abono verde, estiércol de animales). Busque más o menos dos a tres partes de cafés por una parte de verdes en volumen, lo que da la relación carbono-nitrógeno de unos 25–30:1 que más les gusta a los microbios. Pique el material grueso en trozos de 5–10 cm para que se descomponga más rápido.' +
        '\n\n2. Arme la pila en capas: Escoja un lugar con sombra y buen drenaje. Haga la pila de unos 1.5 m de ancho y 1–1.5 m de alto, del largo que quiera. Alterne capas de 15–20 cm de cafés y verdes y espolvoree un poco de tierra o compost viejo sobre cada capa para agregar microbios. Una pila de menos de un metro cúbico pierde el calor demasiado rápido.' +
        '\n\n3. Manténgala húmeda: El material debe sentirse como una esponja exprimida, que suelta unas pocas gotas de agua al apretarlo en la mano. Riegue cada capa a medida que arma la pila, y tápela con paja o una lona cuando llueva fuerte o haga mucho sol.' +
        '\n\n4. Deje que se caliente y voltéela: Una pila bien armada llega a 55–65 °C en pocos días. Varios días a estas temperaturas matan la mayoría de las semillas de maleza y de los organismos que causan enfermedades. Voltee la pila cada una o dos semanas, pasando el material de afuera al centro; se volverá a calentar. Cuando ya no se calienta después de voltearla, la fase activa terminó.' +
        '\n\n5. Sepa cuándo está listo: El compost maduro es oscuro, se desmorona y huele a tierra de monte, y ya no se reconocen los materiales originales. Esto suele tardar dos a tres meses en climas cálidos. Déjelo reposar unas semanas antes de usarlo en plántulas.' +
        '\n\n6. Úselo bien: Aplique 5–10 t por hectárea al preparar el terreno, o unos puñados en cada hoyo de siembra. No le eche carne, aceite, plástico ni plantas con enfermedades virales, y nunca use excrementos humanos.',
    },
    'Cutting Post-Harvest Losses from Field to Market': {
      title: 'Cómo reducir las pérdidas poscosecha del campo al mercado',
      description:
        'En el mundo, cerca del 14% de los alimentos se pierde entre la cosecha y la tienda, y en frutas y hortalizas de climas cálidos la cifra puede ser mucho mayor. Cada caja que se pudre es dinero gastado en semilla, fertilizante y mano de obra que nunca vuelve. La mayoría de las pérdidas se pueden evitar con pasos sencillos y baratos.' +
        '\n\n1. Coseche en el punto justo: Coseche con la madurez que pide su mercado. Los tomates para mercados lejanos viajan mejor en estado pintón (quiebre de color), cuando el color empieza a asomar en la punta del fruto, mientras que los mercados locales aceptan fruta roja madura. El grano cosechado demasiado tarde se desgrana en el campo; el grano cosechado demasiado húmedo se enmohece en el almacén.' +
        '\n\n2. Coseche con el fresco del día: Lo que se cosecha temprano en la mañana lleva menos calor del campo y se marchita menos. Manténgalo a la sombra desde el momento en que se cosecha; una caja que queda una hora al sol puede perder días de vida en anaquel.' +
        '\n\n3. Manipule con cuidado: Los golpes y las cortaduras dejan entrar la pudrición. Use cajas de plástico lisas en vez de costales para frutas y hortalizas, no las llene de más, y nunca las tire ni se siente encima. Aparte lo dañado, enfermo y demasiado maduro antes de empacar, porque una fruta podrida pasa la pudrición a las de al lado.' +
        '\n\n4. Enfríe y guarde correctamente: Cada cultivo tiene sus propias necesidades. Las hortalizas de hoja se conservan mejor en frío y con humedad; el tomate, el plátano y el mango se dañan con temperaturas por debajo de unos 10–12 °C. Mantenga las frutas que producen etileno, como el plátano, el mango y el tomate maduro, lejos de las hortalizas de hoja y los pepinos, que se ponen amarillos rápido. Los enfriadores por evaporación hechos de ladrillos y arena mojada dan un enfriamiento útil donde no hay electricidad.' +
        '\n\n5. Cure los cultivos que lo necesitan: La cebolla y el ajo se deben curar en el campo y después a la sombra hasta que el cuello esté apretado y seco. Las papas que se dejan en un lugar fresco, húmedo y oscuro durante unas dos semanas después de la cosecha cicatrizan las heridas de la piel antes de almacenarse.' +
        '\n\n6. Seque y proteja el grano: Seque los cereales a 12–13% de humedad antes de guardarlos; un grano bien seco se parte limpio al morderlo en vez de aplastarse. Limpie el almacén, use bolsas herméticas o silos sellados para frenar a los gorgojos sin químicos, y ponga los costales sobre tarimas, sin tocar el piso y lejos de las paredes.',
    },
  },
  cultivation: {
    Rice: {
      crop_name: 'Arroz',
      description:
        '1. Clima y suelo: El arroz es un cultivo de temporada cálida que se da mejor a 20–35 °C con humedad alta, bastante sol durante el llenado del grano y unos 1,000–1,500 mm de agua en toda la temporada. Los suelos arcillosos y franco-arcillosos que retienen el agua encharcada son ideales, con un pH de 5.5–7.0. Las temperaturas de más de 35 °C en la floración dejan granos vanos.' +
        '\n2. Preparación del terreno: Are dos o tres veces, inunde el campo y fanguee hasta dejar un lodo suave que reduce la pérdida de agua por filtración. Nivele con cuidado, porque incluso unos pocos centímetros de diferencia dejan partes secas y llenas de maleza. Repare los bordos para que aguanten 5–10 cm de agua.' +
        '\n3. Cantidad de semilla y siembra: Para arroz de trasplante, siembre 25–30 kg de semilla tratada por hectárea en un almácigo húmedo elevado de cerca de 1/20 del área del campo. Trasplante plántulas de 20–30 días a 20 × 15 cm, dos o tres por golpe, a 2–3 cm de profundidad. El arroz de siembra directa necesita 40–60 kg por hectárea, sembrados en hileras a 20 cm entre sí.' +
        '\n4. Manejo de nutrientes: Una recomendación típica para variedades de alto rendimiento es 100–120 kg de N, 50–60 kg de P₂O₅ y 40–60 kg de K₂O por hectárea, ajustada según el análisis de suelo. Aplique todo el fósforo y el potasio en el último fangueo. Divida el nitrógeno en tres dosis: un tercio a los 10–15 días del trasplante, un tercio en pleno macollamiento y un tercio al inicio de la panícula. Aplique 25 kg de sulfato de zinc por hectárea donde falte zinc.' +
        '\n5. Riego: Mantenga 2–5 cm de agua durante las dos primeras semanas después del trasplante. Después, el riego con secas intermitentes (mojar y secar) ahorra cerca de una cuarta parte del agua sin perder rendimiento: deje que el agua baje hasta 15 cm por debajo de la superficie del suelo, medido en un tubo perforado, y luego vuelva a inundar. Mantenga el campo inundado desde una semana antes de la floración hasta el llenado del grano, y drene 10–15 días antes de la cosecha.' +
        '\n6. Manejo de malezas: Las malezas hacen el mayor daño en los primeros 30–40 días. El agua encharcada frena muchas malezas; agregue un herbicida preemergente como pretilaclor dentro de los tres días del trasplante, seguido de deshierbe a mano o con desyerbadora rotativa a los 20 y 40 días del trasplante.' +
        '\n7. Plagas y enfermedades: Los barrenadores del tallo causan corazones muertos y panículas blancas; monitoree con trampas de feromonas y actúe con cerca de 5% de corazones muertos. El saltahojas café se multiplica con exceso de nitrógeno y follaje muy denso; deje calles cada pocos metros y evite los productos de amplio espectro que matan a las arañas. La piricularia (quemado del arroz), el tizón bacteriano de la hoja y el tizón de la vaina son las principales enfermedades: use variedades resistentes, nitrógeno balanceado y tratamiento de semilla, y aplique un fungicida registrado como triciclazol en cuanto aparezcan las primeras lesiones de piricularia.' +
        '\n8. Cosecha y rendimiento: Coseche cuando el 80–85% de los granos tenga color paja y la humedad del grano sea de alrededor de 20–25%. Trille pronto y seque a 14% para molienda o a 12% para almacén y semilla. Las variedades modernas rinden 4–6 t por hectárea, y los híbridos 6–8 t con buen manejo.',
    },
    Wheat: {
      crop_name: 'Trigo',
      description:
        '1. Clima y suelo: El trigo es un cultivo de temporada fresca. Necesita unos 15–20 °C durante el macollamiento y un período seco y moderadamente cálido para el llenado del grano; las temperaturas de día de más de 30 °C durante el llenado arrugan el grano. Los mejores suelos son francos y franco-arcillosos con buen drenaje y un pH de 6.0–7.5.' +
        '\n2. Preparación del terreno: Prepare una cama de siembra fina y firme con dos o tres aradas seguidas de un paso de tabla (planchado). Si el suelo está seco, dé un riego antes de sembrar para que la semilla caiga en suelo húmedo. Después del arroz, las sembradoras de labranza cero pueden sembrar el trigo directo sobre el rastrojo y ahorrar una o dos semanas.' +
        '\n3. Cantidad de semilla y siembra: Use 100–125 kg de semilla tratada por hectárea, sembrada en hileras a 20 cm entre sí y a 4–5 cm de profundidad. Siembre a tiempo, porque el rendimiento baja cerca de 1% por cada día de atraso después de la fecha óptima; en siembras tardías suba la semilla a 125–150 kg por hectárea y escoja una variedad tolerante al calor.' +
        '\n4. Manejo de nutrientes: Para trigo de riego, aplique unos 120 kg de N, 60 kg de P₂O₅ y 40 kg de K₂O por hectárea, ajustados según el análisis de suelo. Aplique con la sembradora la mitad del nitrógeno y todo el fósforo y el potasio a la siembra; aplique el resto del nitrógeno en cobertera con el primer riego (inicio de la raíz de corona). En suelos con falta de zinc aplique 25 kg de sulfato de zinc por hectárea.' +
        '\n5. Riego: El riego más importante es al inicio de la raíz de corona, a los 20–25 días de la siembra. Si hay agua, más riegos al final del macollamiento (40–45 días), en el encañado (60–65 días), en la floración (80–85 días) y en grano lechoso (100–105 días) dan el mayor rendimiento. Con solo dos riegos, délos al inicio de la raíz de corona y en la floración.' +
        '\n6. Manejo de malezas: Mantenga el cultivo limpio de malezas durante los primeros 30–40 días. Las malezas gramíneas como el alpiste (Phalaris minor) y la avena silvestre (avena loca), y las de hoja ancha como el quelite cenizo, son los principales problemas. Haga un deshierbe a mano o pase un azadón de rueda entre hileras, o use herbicidas postemergentes registrados a los 30–35 días de la siembra, rotando productos para evitar la resistencia a herbicidas.' +
        '\n7. Plagas y enfermedades: Las royas amarilla, café (de la hoja) y negra (del tallo) son las enfermedades más importantes; siembre variedades resistentes y aplique propiconazol o tebuconazol en cuanto aparezcan las primeras pústulas. Trate la semilla contra el carbón volador y los tizones de plántula. Los pulgones aparecen cerca del espigamiento y pocas veces hay que aplicar si hay mariquitas. Las termitas dañan los cultivos en suelos livianos; evite el estiércol sin descomponer. En zonas con piricularia del trigo (brusone), use variedades resistentes y siembre temprano.' +
        '\n8. Cosecha y rendimiento: Coseche cuando la paja se ponga dorada, los granos estén duros y la humedad del grano esté alrededor de 20%. Trille y seque el grano a 12% antes de guardarlo en envases limpios y herméticos. El trigo de riego bien manejado rinde 3.5–5 t por hectárea.',
    },
    Maize: {
      crop_name: 'Maíz',
      description:
        '1. Clima y suelo: El maíz se da mejor a 21–30 °C y la helada lo mata. Lo ideal son suelos francos profundos, con buen drenaje, ricos en materia orgánica y con un pH de 5.8–7.0. El cultivo es muy sensible al encharcamiento, sobre todo durante el primer mes.' +
        '\n2. Preparación del terreno: Are profundo una vez y rastree dos o tres veces hasta dejar el suelo bien mullido. Aplique 5–10 t por hectárea de estiércol bien descompuesto. En suelos pesados o en temporada de lluvias, siembre en surcos altos (camellones) o camas elevadas para que el exceso de agua escurra.' +
        '\n3. Cantidad de semilla y siembra: Siembre 18–20 kg de semilla híbrida por hectárea a 4–5 cm de profundidad. Deje 60–75 cm entre surcos y 20–25 cm entre plantas para llegar a 65,000–80,000 plantas por hectárea. Resiembre las fallas dentro de la semana después de la emergencia.' +
        '\n4. Manejo de nutrientes: Los híbridos responden bien al fertilizante: aplique unos 150–180 kg de N, 60–80 kg de P₂O₅ y 40–60 kg de K₂O por hectárea, con 25 kg de sulfato de zinc en suelos con deficiencia. Coloque todo el fósforo, el potasio y el zinc con un tercio del nitrógeno a la siembra. Aplique otro tercio al lado de la planta a la altura de la rodilla (unos 25–30 días) y el último tercio justo antes de la espigación (salida de la espiga).' +
        '\n5. Riego: El maíz necesita humedad constante. Las dos semanas antes y después de la salida de los pelos (jilote) son las más críticas: la falta de agua en ese momento causa mala polinización y puntas de mazorca vacías. Riegue cuando se haya gastado cerca del 50% de la humedad disponible del suelo, y nunca deje el agua estancada en los surcos más de un día.' +
        '\n6. Manejo de malezas: Mantenga el campo limpio de malezas los primeros 30–45 días. Aplique atrazina a razón de unos 1–1.5 kg de ingrediente activo por hectárea como preemergente dentro de los tres días de la siembra sobre suelo húmedo, y luego haga una labor de cultivo con aporque a los 30–35 días, que además afirma las plantas contra el acame.' +
        '\n7. Plagas y enfermedades: El gusano cogollero es la plaga principal: revise los cogollos dos veces por semana, busque agujeros irregulares y excremento fresco, y actúe cuando cerca del 10% de las plantas jóvenes esté dañado, usando Bt, spinetoram o benzoato de emamectina aplicados dentro del cogollo. Los barrenadores del tallo causan corazones muertos y hojas con "perdigonazos" (agujeritos en fila). El tizón foliar por Turcicum, el mildiu velloso y las pudriciones del tallo son las principales enfermedades; use híbridos resistentes, semilla tratada y buen drenaje.' +
        '\n8. Cosecha y rendimiento: Coseche cuando las hojas de la mazorca (totomoxtle) estén secas y se haya formado la capa negra en la base de los granos, por lo general con 25–30% de humedad del grano. Seque las mazorcas o el grano a 12–13% rápidamente para evitar el moho y las aflatoxinas. El maíz híbrido rinde 6–10 t de grano por hectárea con buen manejo.',
    },
    Tomato: {
      crop_name: 'Tomate',
      description:
        '1. Clima y suelo: El tomate se da mejor con días de 20–28 °C y noches de 15–20 °C. El fruto no cuaja cuando el día pasa de unos 32 °C o la noche baja de 13 °C, y la humedad alta favorece las enfermedades. Escoja un suelo franco-arenoso a franco, con buen drenaje, rico en materia orgánica y con un pH de 6.0–7.0, donde no se haya sembrado tomate, papa, chile ni berenjena en la temporada anterior.' +
        '\n2. Preparación del terreno: Are profundo e incorpore 20–25 t por hectárea de estiércol bien descompuesto o compost. Haga camas elevadas de 90–120 cm de ancho con surcos de drenaje entre ellas. Poner cintas de goteo y acolchado plata-negro sobre las camas ahorra agua y frena la maleza.' +
        '\n3. Cantidad de semilla y siembra: Use 100–150 g de semilla híbrida (300–400 g para variedades de polinización libre) por hectárea. Produzca las plántulas en bandejas o almácigos elevados cubiertos con malla antiinsectos. Trasplante por la tarde plántulas de 25–30 días con cuatro o cinco hojas verdaderas, a 60 × 45 cm para los tipos determinados o a 75–90 × 45 cm para los tipos indeterminados con tutor.' +
        '\n4. Manejo de nutrientes: Aplique unos 120–150 kg de N, 80–100 kg de P₂O₅ y 100–120 kg de K₂O por hectárea. Dé todo el fósforo, la mitad del potasio y un cuarto del nitrógeno a la siembra; aplique el resto en cobertera en dos o tres dosis a los 30, 45 y 60 días, o fertirriegue cada semana por el goteo. El nitrato de calcio y una aplicación foliar de boro en la floración reducen la pudrición apical (culillo) y el mal cuajado.' +
        '\n5. Riego: Riegue ligero justo después del trasplante y mantenga el suelo parejo de humedad. El riego irregular causa rajaduras del fruto y pudrición apical. Con goteo, riegue a diario o cada dos días según el consumo de agua del cultivo; con surcos, cada 5–7 días en verano y cada 10–12 días en invierno.' +
        '\n6. Manejo de malezas: El acolchado controla la mayoría de las malezas en las camas. Si no hay acolchado, deshierbe con azadón a los 20–25 y 40–45 días del trasplante, aporcando las plantas en el segundo deshierbe. Ponga tutores o espaldera a las 3–4 semanas y quite los chupones (brotes laterales) de los tipos indeterminados para que el aire circule por el follaje.' +
        '\n7. Plagas y enfermedades: El gusano del fruto se controla con trampas de feromonas, quitando los frutos barrenados y con aplicaciones de Bt o NPV. La mosca blanca transmite el virus del rizado amarillo de la hoja del tomate; proteja los almácigos con malla, use trampas amarillas pegajosas y arranque temprano las plantas enfermas. El tizón temprano y el tizón tardío se manejan con aplicaciones protectoras de mancozeb o cobre y fungicidas sistémicos cuando el clima favorece la enfermedad. La rotación, las variedades resistentes y el injerto ayudan contra la marchitez bacteriana y los nematodos.' +
        '\n8. Cosecha y rendimiento: La primera cosecha empieza a los 60–75 días del trasplante. Coseche en estado pintón (quiebre de color) o rosado para mercados lejanos y rojo maduro para venta local, cada tres o cuatro días. Las variedades de polinización libre rinden 25–30 t y los híbridos 50–80 t por hectárea con buen manejo.',
    },
    Potato: {
      crop_name: 'Papa (patata)',
      description:
        '1. Clima y suelo: La papa es un cultivo de temporada fresca. Los tubérculos se forman mejor cuando las noches están a 15–20 °C o menos; la formación de tubérculos se frena mucho por encima de unos 25 °C. Los suelos sueltos, con buen drenaje, franco-arenosos o francos y con un pH de 5.2–6.5 dan tubérculos lisos y bien formados, y un suelo ligeramente ácido reduce la sarna común.' +
        '\n2. Preparación del terreno: Are profundo y rastree hasta dejar el suelo fino, suelto y sin terrones, que deforman los tubérculos. Incorpore 15–20 t por hectárea de estiércol bien descompuesto. Abra surcos o camellones a 60 cm entre sí para la siembra.' +
        '\n3. Cantidad de semilla y siembra: Siembre 1.5–2.5 t por hectárea de semilla certificada y brotada, de tubérculos de 30–50 g. Los tubérculos más grandes se pueden cortar en trozos de al menos 30 g con dos o tres ojos cada uno, y luego dejarlos curar uno o dos días antes de sembrar. Siembre a 5–7 cm de profundidad a 60 × 20–25 cm, cuando la temperatura del suelo baje de unos 25 °C.' +
        '\n4. Manejo de nutrientes: Aplique unos 150–180 kg de N, 80–100 kg de P₂O₅ y 100–150 kg de K₂O por hectárea. Ponga la mitad del nitrógeno y todo el fósforo y el potasio en los surcos a la siembra, tapados con tierra para que el fertilizante no toque la semilla. Aplique el resto del nitrógeno en el aporque, a los 25–30 días de la siembra.' +
        '\n5. Riego: Dé el primer riego ligero dentro de la semana de la siembra, y luego riegue cada 8–12 días según el suelo, llenando los surcos hasta no más de dos tercios de la altura del camellón. La humedad constante desde la formación de estolones hasta el engrose de los tubérculos es crítica; el agua dispareja causa tubérculos rajados y deformes. Deje de regar 10–15 días antes de la cosecha.' +
        '\n6. Manejo de malezas: El aporque a los 25–30 días controla la mayoría de las malezas y tapa los tubérculos en formación, evitando que se pongan verdes. Se puede aplicar un herbicida preemergente como metribuzina después de la siembra y antes de que nazca el cultivo.' +
        '\n7. Plagas y enfermedades: El tizón tardío (rancha) es la enfermedad más destructiva y puede acabar con un cultivo en una semana con tiempo fresco y húmedo. Aplique mancozeb protector antes de que aparezcan los síntomas cuando se pronostique ese tiempo, y cambie a un producto sistémico como cimoxanil más mancozeb en cuanto aparezcan las primeras lesiones. Los pulgones transmiten virus en los cultivos para semilla; los gusanos cortadores (trozadores) cortan los tallos jóvenes; la polilla de la papa ataca los tubérculos descubiertos. Use semilla certificada y rotación contra la costra negra (rizoctoniasis), la sarna común y la marchitez bacteriana.' +
        '\n8. Cosecha y rendimiento: Corte el follaje 10–15 días antes de cosechar para que la piel se afirme y los tubérculos se guarden bien. Coseche con tiempo seco, cure los tubérculos a la sombra cerca de una semana y aparte los dañados. Guarde la papa semilla en cámaras frías a 2–4 °C. Son comunes rendimientos de 20–30 t por hectárea.',
    },
    Onion: {
      crop_name: 'Cebolla',
      description:
        '1. Clima y suelo: La cebolla necesita temperaturas templadas (13–24 °C) para el crecimiento de las hojas y un tiempo más cálido y seco para formar el bulbo y madurar. En el trópico y el subtrópico siembre variedades de día corto, que forman bulbo con 11–12 horas de luz. Use suelo franco, fértil y con buen drenaje, con un pH de 6.0–7.5; la cebolla es sensible a la salinidad y al encharcamiento.' +
        '\n2. Preparación del terreno: Are tres o cuatro veces hasta dejar el suelo bien mullido e incorpore 20–25 t por hectárea de estiércol bien descompuesto. Haga camas planas o elevadas de unos 1.2 m de ancho con canales de riego entre ellas.' +
        '\n3. Cantidad de semilla y siembra: Siembre 8–10 kg de semilla por hectárea en un almácigo elevado, en líneas a 5–7 cm entre sí. Trasplante plántulas de 6–7 semanas del grosor de un lápiz, cortando el tercio de arriba de las hojas, a 15 × 10 cm. En algunas zonas se usan también bulbillos o la siembra directa.' +
        '\n4. Manejo de nutrientes: Aplique unos 100–120 kg de N, 50–60 kg de P₂O₅, 80–100 kg de K₂O y 30–40 kg de azufre por hectárea; el azufre mejora el picor y la conservación. Dé un tercio del nitrógeno y todos los demás nutrientes al trasplante, y el resto a los 30 y 45 días. No aplique nitrógeno después de los 60 días, porque el nitrógeno tardío da cuellos gruesos y mala conservación.' +
        '\n5. Riego: Las raíces de la cebolla son superficiales, así que riegue poco y seguido: justo después del trasplante, y luego cada 7–10 días en invierno y cada 5–7 días con tiempo cálido. La humedad es más crítica mientras crece el bulbo. Deje de regar 10–15 días antes de la cosecha para que los bulbos maduren y se curen bien.' +
        '\n6. Manejo de malezas: Las hojas delgadas y erectas de la cebolla dan poca sombra al suelo, así que la maleza puede reducir el rendimiento a la mitad. Aplique un herbicida preemergente registrado como pendimetalina u oxifluorfen poco después del trasplante, seguido de dos o tres deshierbes a mano superficiales.' +
        '\n7. Plagas y enfermedades: Los trips raspan las hojas y dejan rayas plateadas; monitoree con trampas azules pegajosas y aplique spinosad u otro insecticida registrado cuando aumenten, dirigiendo la aplicación a la base de las hojas. La mancha púrpura y el tizón por Stemphylium causan lesiones alargadas con tiempo húmedo; aplique mancozeb y rote con un fungicida sistémico. Use rotación y plántulas sanas contra la pudrición basal y el mal del talluelo (damping-off).' +
        '\n8. Cosecha y rendimiento: Coseche cuando el 50–75% de las hojas se haya doblado (acamado). Deje los bulbos en el campo de tres a cinco días tapados con las hojas, luego corte las hojas 2–2.5 cm por encima del bulbo y cure a la sombra durante dos a tres semanas antes de guardarlos en un almacén bien ventilado. Los rendimientos son de 25–35 t por hectárea.',
    },
    Chili: {
      crop_name: 'Chile (ají)',
      description:
        '1. Clima y suelo: El chile se da mejor a 20–30 °C y no aguanta las heladas. Las flores y los frutos pequeños se caen cuando la temperatura se mantiene por encima de unos 35 °C o cuando el aire está muy seco. Escoja suelo franco o franco-arenoso con buen drenaje, rico en materia orgánica y con un pH de 6.0–7.0; incluso un día de encharcamiento puede matar las plantas.' +
        '\n2. Preparación del terreno: Are dos o tres veces e incorpore 20–25 t por hectárea de estiércol bien descompuesto. Haga surcos altos o camas elevadas con buen drenaje; el riego por goteo bajo acolchado plástico da los mejores resultados.' +
        '\n3. Cantidad de semilla y siembra: Use 200–250 g de semilla híbrida o cerca de 1 kg de semilla de polinización libre por hectárea, sembrada en bandejas o almácigos elevados bajo malla antiinsectos. Trasplante plántulas de 35–40 días con cinco o seis hojas a 60 × 45 cm para la mayoría de las variedades, por la tarde, y riegue enseguida.' +
        '\n4. Manejo de nutrientes: Aplique unos 120–150 kg de N, 60–80 kg de P₂O₅ y 60–80 kg de K₂O por hectárea. Dé todo el fósforo, la mitad del potasio y un cuarto del nitrógeno a la siembra; divida el resto del nitrógeno y del potasio en tres o cuatro dosis cada mes, o fertirriegue cada semana. Las aplicaciones de calcio y boro en la floración mejoran el cuajado del fruto.' +
        '\n5. Riego: Riegue ligero y con regularidad, cada 5–7 días con tiempo cálido si es por surcos, o a diario si es por goteo. Evite tanto la sequía como el exceso de agua en la floración y el cuajado, cuando el estrés causa mucha caída de flores.' +
        '\n6. Manejo de malezas: Use acolchado, o deshierbe a mano y con azadón a los 20–25 y 40–45 días del trasplante, aporcando las plantas al mismo tiempo. Una aplicación de pendimetalina antes del trasplante reduce las primeras oleadas de maleza.' +
        '\n7. Plagas y enfermedades: Los trips y los ácaros causan que la hoja se enrolle hacia arriba y hacia abajo; la mosca blanca transmite el virus del enrollamiento de la hoja del chile. Produzca las plántulas bajo malla, use trampas pegajosas, arranque las plantas con virus y aplique acaricidas o insecticidas selectivos solo cuando haga falta. Los barrenadores del fruto se manejan con trampas de feromonas y Bt. La antracnosis causa manchas hundidas en el fruto maduro y muerte descendente de las ramitas; aplique un fungicida protector y quite los frutos enfermos. Trate la semilla y use camas elevadas contra el mal del talluelo (damping-off) y el tizón por Phytophthora (marchitez del chile).' +
        '\n8. Cosecha y rendimiento: El chile verde se cosecha a partir de los 60–75 días del trasplante, cada 7–10 días. Para chile seco, coseche el fruto bien rojo y séquelo al sol sobre petates o lonas limpias hasta cerca de 10% de humedad. Los rendimientos son de 10–20 t por hectárea de chile verde o 1.5–3 t de chile seco.',
    },
    Banana: {
      crop_name: 'Plátano (banano, banana)',
      description:
        '1. Clima y suelo: El plátano es un cultivo tropical que se da mejor a 15–35 °C, idealmente alrededor de 27 °C, con humedad alta y sin heladas. Las temperaturas por debajo de unos 12 °C causan daño por frío y los vientos fuertes rompen las hojas y tumban las plantas. Lo ideal es un suelo franco profundo, fértil y con buen drenaje, con un pH de 6.5–7.5; el cultivo no aguanta el encharcamiento ni la salinidad.' +
        '\n2. Preparación del terreno: Are profundo, quite las malezas perennes y cave hoyos de unos 45 × 45 × 45 cm. Llénelos con tierra de la capa de arriba mezclada con 10 kg de estiércol bien descompuesto y, donde haya, 250 g de torta de neem por hoyo. Plante una cortina rompevientos en sitios expuestos.' +
        '\n3. Cantidad de semilla y siembra: Use plántulas de cultivo de tejidos libres de enfermedades o hijuelos de espada (puyón) sanos de 1.5–2 kg, pelados y sumergidos en una solución de fungicida e insecticida. Siembre los tipos Cavendish a 1.8 × 1.8 m, lo que da unas 3,000 plantas por hectárea, al comienzo de las lluvias o con riego.' +
        '\n4. Manejo de nutrientes: El plátano come mucho, sobre todo potasio. Un plan común para los tipos Cavendish es de unos 200 g de N, 60 g de P₂O₅ y 300 g de K₂O por planta por año. Dé el fósforo a la siembra y divida el nitrógeno y el potasio en cinco o seis dosis entre el segundo y el séptimo mes, o fertirriegue cada semana por el sistema de goteo.' +
        '\n5. Riego: El cultivo necesita unos 1,800–2,200 mm de agua al año. El riego por goteo con 10–20 litros por planta por día, según el tiempo y la etapa de crecimiento, es el método más eficiente. Nunca deje que falte humedad entre la salida de la bellota (flor) y el desarrollo del fruto, o los racimos saldrán pequeños.' +
        '\n6. Manejo de malezas: Mantenga la plantación limpia de maleza en los primeros cuatro a cinco meses con deshierbes superficiales o acolchado; mientras las plantas son pequeñas se pueden sembrar cultivos intercalados de ciclo corto como caupí (frijol de costa) u hortalizas. Quite con regularidad los hijuelos que no sirven (deshije), dejando un hijo de sucesión por planta para la siguiente cosecha.' +
        '\n7. Plagas y enfermedades: La marchitez por Fusarium (mal de Panamá) no tiene cura; use material de siembra limpio y nunca mueva tierra ni plantas de campos infectados. Las manchas de Sigatoka se controlan quitando las hojas enfermas (deshoje) y aplicando un fungicida registrado. El virus del cogollo racimoso (bunchy top), transmitido por pulgones, deja las plantas enanas con hojas angostas y paradas; arranque y destruya de inmediato las plantas enfermas. Los picudos del cormo y del pseudotallo y los nematodos se reducen con hijuelos limpios, sanidad del campo y rotación.' +
        '\n8. Cosecha y rendimiento: Apuntale las plantas con varas de bambú después de la floración, quite la bellota (flor masculina) cuando haya cuajado la última mano y embolse los racimos para proteger la fruta. Coseche 90–120 días después de la floración, 11–14 meses después de la siembra, cuando los dedos estén llenos y sus aristas se hayan redondeado. Los racimos pesan 25–35 kg y los rendimientos llegan a 50–70 t por hectárea.',
    },
    Cotton: {
      crop_name: 'Algodón',
      description:
        '1. Clima y suelo: El algodón necesita una temporada cálida y larga de 160–200 días sin heladas, con 21–30 °C durante el crecimiento y tiempo seco y soleado cuando se abren las bellotas (cápsulas). Lo ideal son suelos negros profundos con buen drenaje y suelos aluviales francos con buena retención de agua y un pH de 6.0–8.0.' +
        '\n2. Preparación del terreno: Are profundo una vez cada pocos años para romper las capas duras (pie de arado), y luego rastree hasta dejar una cama de siembra limpia y nivelada. Incorpore 10 t por hectárea de estiércol y haga surcos altos o camas donde el riego sea por surcos.' +
        '\n3. Cantidad de semilla y siembra: Siembre semilla deslintada y tratada cuando el suelo se haya calentado a más de 18 °C. Los híbridos y el algodón Bt necesitan unos 1.5–2.5 kg por hectárea, sembrados a golpe con una o dos semillas por sitio a 90–120 × 45–60 cm. Siembre hileras de refugio de algodón no Bt alrededor de los campos Bt, según se exija, para retrasar la resistencia de las plagas.' +
        '\n4. Manejo de nutrientes: Para híbridos de riego, aplique unos 120–150 kg de N, 60 kg de P₂O₅ y 60 kg de K₂O por hectárea. Dé todo el fósforo y el potasio con entre un quinto y un tercio del nitrógeno a la siembra, y el resto del nitrógeno en dos o tres partes en el cuadreo (botones florales), la floración y el desarrollo de las bellotas. Las aplicaciones foliares de urea al 2% y sulfato de magnesio al 1% durante el desarrollo de las bellotas reducen el enrojecimiento prematuro de las hojas.' +
        '\n5. Riego: El algodón aguanta cortos períodos secos al principio, pero la floración y la formación de las bellotas son críticas. Dé el primer riego a los 20–30 días de la siembra si fallan las lluvias, y luego cada 10–15 días según el suelo y el tiempo. Evite el encharcamiento, que hace caer botones (cuadros) y bellotas, y deje de regar cuando la mayoría de las bellotas se hayan abierto.' +
        '\n6. Manejo de malezas: Mantenga el cultivo limpio durante los primeros 50–60 días, cuando es más sensible a la maleza. Use un herbicida preemergente como pendimetalina, seguido de dos o tres pasadas de cultivadora y deshierbe a mano hasta que el follaje cierre el surco.' +
        '\n7. Plagas y enfermedades: Las plagas chupadoras (chicharritas, mosca blanca, pulgones y trips) atacan el crecimiento temprano; ayudan las variedades tolerantes y conservar los depredadores, y las aplicaciones deben seguir los umbrales. El gusano rosado es hoy el principal problema de gusanos de la bellota, incluso en algodón Bt; use trampas de feromonas, destruya las flores en roseta, no alargue la temporada y elimine los tallos poco después de la última pizca. Esté atento al virus del enrollamiento de la hoja, la bacteriosis (tizón bacteriano) y la pudrición de raíz, y rote con cereales.' +
        '\n8. Cosecha y rendimiento: Pizque (coseche) las bellotas bien abiertas cada 10–15 días con tiempo seco, después de que se haya ido el rocío de la mañana, separando la primera y la última pizca y el algodón manchado. Guarde el algodón en rama seco y sin basura. Los híbridos de riego rinden 2.5–4 t de algodón en rama por hectárea.',
    },
  },
  banners: {
    'Monsoon Season Sale — up to 20% off seeds, fertilizers and sprayers': {
      title: 'Oferta de temporada de lluvias — hasta 20% de descuento en semillas, fertilizantes y fumigadoras',
    },
    'Certified hybrid seeds for a stronger harvest': {
      title: 'Semillas híbridas certificadas para una cosecha más fuerte',
    },
    'Tools and irrigation kits that save time and water': {
      title: 'Herramientas y kits de riego que ahorran tiempo y agua',
    },
  },
};
