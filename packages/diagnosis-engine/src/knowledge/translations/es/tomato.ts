import type { KnowledgeTranslations } from '../types.js';

export const tomatoEs: KnowledgeTranslations = {
  'tomato-early-blight': {
    name: 'Tizón temprano',
    symptoms: {
      leaf: [
        'Manchas café oscuro que empiezan en las hojas más viejas y bajas y van subiendo por la planta.',
        'Cada mancha crece hasta 1-2 cm y muestra anillos oscuros por dentro, como un tiro al blanco o una cebolla cortada.',
        'El tejido alrededor de cada mancha se pone amarillo; muchas manchas se juntan y toda la hoja se pone amarilla, se seca y se cae.',
      ],
      stem: [
        'Manchones oscuros, hundidos y con anillos en los tallos; en las plántulas el tallo se puede pudrir a ras del suelo (pudrición del cuello).',
      ],
      fruit: [
        'Manchones oscuros, como cuero, hundidos y con anillos cerca del pedúnculo del fruto, muchas veces con un moho negro aterciopelado.',
      ],
      tuber: [
        'En la papa, manchitas oscuras y hundidas con el borde levantado en la piel del tubérculo; la pulpa de abajo está seca y corchosa.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (24-29 °C) con mucho rocío, lluvia o riego por aspersión que mantienen las hojas mojadas por horas.',
      'Plantas estresadas: mucha carga de fruta, poco nitrógeno, plantas viejas al final de la temporada.',
      'Restos de plantas enfermas dejados en el campo; tomate o papa sembrados en el mismo terreno cada año.',
    ],
    lookAlikes: [
      {
        name: 'Mancha de Septoria',
        howToTell:
          'Las manchas de Septoria son pequeñas (2-5 mm), muchas por hoja, con centro blanco grisáceo y puntitos negros, y sin anillos.',
      },
      {
        name: 'Tizón tardío',
        howToTell:
          'Los manchones del tizón tardío son grandes, grasosos, de verde grisáceo a café y sin anillos; se extienden en días con tiempo fresco y húmedo y muestran una pelusa blanca debajo de la hoja.',
      },
      {
        name: 'Mancha bacteriana',
        howToTell: 'Las manchas bacterianas son pequeñas (menos de 3 mm), oscuras, grasosas y angulosas, sin anillos.',
      },
      {
        name: 'Falta de potasio',
        howToTell:
          'La falta de potasio quema de forma pareja los bordes de las hojas viejas; no hay manchas redondas con anillos.',
      },
    ],
    management: {
      cultural: [
        'Arranque y destruya las hojas bajas manchadas en cuanto las vea; trabaje cuando las plantas estén secas.',
        'Ponga tutores o espaldera y pode las hojas bajas hasta 30 cm por encima del suelo para que no les salpique la lluvia.',
        'Acolche el suelo con paja o plástico para que las esporas no salpiquen hacia arriba.',
        'Riegue en la base (goteo o surco), no sobre las hojas, y riegue en la mañana.',
        'Mantenga el cultivo bien abonado con nitrógeno y potasio; las plantas estresadas sufren más tizón.',
      ],
      biological: [
        'Aplique productos de Bacillus subtilis o Bacillus amyloliquefaciens cada 7 días como preventivo.',
        'Trate la semilla o la tierra del almácigo con Trichoderma harzianum o T. viride.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Protector (FRAC M03): 2-2.5 g de 75% WP por litro cada 7-10 días, empezando cuando aparezcan las primeras manchas. Use guantes y mascarilla; respete el intervalo de seguridad antes de la cosecha de la etiqueta (muchas veces 3-7 días).',
        },
        {
          activeIngredient: 'clorotalonil',
          note: 'Protector (FRAC M05): unos 2 g de 75% WP por litro, cada 7-10 días. Irrita los ojos y la piel, use gafas.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'Sistémico (FRAC 11): 1 ml de 23% SC por litro. Úselo como máximo 2-3 veces por temporada y alterne con otro grupo para evitar la resistencia.',
        },
        {
          activeIngredient: 'difenoconazol',
          note: 'Sistémico (FRAC 3): 0.5 ml de 25% EC por litro; alterne con mancozeb o clorotalonil. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
      ],
    },
    prevention: [
      'Rote 2-3 años sin tomate, papa, berenjena ni chile/pimiento.',
      'Use semilla certificada libre de enfermedades y plántulas sanas; escoja variedades tolerantes donde las haya.',
      'Entierre con el arado o saque los restos de cosecha después de cosechar y controle las malezas de la familia de la hierba mora.',
    ],
    whenToCallExpert:
      'Llame a un técnico de extensión si las manchas siguen subiendo por la planta después de dos aplicaciones, si se pudren los tallos y los frutos, o si no lo puede distinguir del tizón tardío.',
  },
  'late-blight': {
    name: 'Tizón tardío',
    symptoms: {
      leaf: [
        'Manchones verde pálido, como empapados de agua, muchas veces en las puntas y los bordes de las hojas, que se ponen café oscuro a negros en 2-3 días.',
        'En las mañanas húmedas se ve un crecimiento blanco velloso debajo de la hoja, en el borde del manchón.',
        'Hojas enteras se caen y cuelgan; el campo puede verse quemado y huele a plantas podridas.',
      ],
      stem: [
        'Manchones largos, grasosos, café oscuro a negros en los tallos y los pecíolos; los tallos se quiebran en esos puntos.',
      ],
      fruit: [
        'Los frutos de tomate tienen manchones grandes, firmes, grasosos, café jaspeado, por lo general en la mitad de arriba; al principio el fruto sigue firme.',
      ],
      tuber: [
        'Los tubérculos de papa muestran manchones hundidos café morado en la piel; al cortarlos, una pudrición seca café rojiza se extiende por la pulpa.',
      ],
    },
    favourableConditions: [
      'Tiempo fresco y húmedo: noches de 10-15 °C, días de 15-22 °C, con lluvia, neblina o rocío por muchas horas.',
      'Varios días nublados y con llovizna; la enfermedad puede acabar con un campo en 7-10 días.',
      'Tubérculos semilla enfermos, papas guachas (que nacen solas) y montones de desecho cerca del campo.',
    ],
    lookAlikes: [
      {
        name: 'Tizón temprano',
        howToTell:
          'Las manchas del tizón temprano son más pequeñas, secas, con anillos y un aro amarillo alrededor, y empiezan en las hojas viejas; los manchones del tizón tardío son grasosos, sin anillos y avanzan rápido con tiempo fresco y húmedo.',
      },
      {
        name: 'Pie negro',
        howToTell:
          'El pie negro empieza desde el tubérculo semilla: la base del tallo está negra y babosa; los manchones del tizón tardío en el tallo están más arriba y las hojas también están afectadas.',
      },
      {
        name: 'Daño por helada',
        howToTell:
          'La helada pone negras las hojas de arriba de todo el campo de una noche a otra después de una noche fría y despejada; después no avanza.',
      },
    ],
    management: {
      cultural: [
        'Arranque y entierre o queme de inmediato las plantas enfermas; nunca las deje en la orilla del campo.',
        'Aporque alto los surcos de papa para proteger los tubérculos de las esporas que bajan con el agua.',
        'Corte y saque el follaje de la papa 2 semanas antes de la cosecha si está enfermo; coseche con tiempo seco.',
        'Deje buena distancia y ponga tutores al tomate para que las hojas se sequen rápido; evite el riego por aspersión.',
      ],
      biological: [
        'Las aplicaciones de Bacillus subtilis pueden frenar la infección si se usan como preventivo, pero por sí solas no paran una epidemia.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'Protector (FRAC M03): 2-2.5 g de 75% WP por litro cada 5-7 días con tiempo de tizón, antes de los síntomas. Equipo de protección: guantes, mascarilla, manga larga.',
        },
        {
          activeIngredient: 'metalaxil-M + mancozeb',
          note: 'Sistémico + protector (FRAC 4 + M03): unos 2.5 g por litro de la mezcla formulada. No lo use más de 2-3 veces por temporada; las cepas resistentes al metalaxil son comunes, así que alterne.',
        },
        {
          activeIngredient: 'cimoxanil + mancozeb',
          note: 'FRAC 27 + M03: 2.5-3 g por litro; el cimoxanil tiene una acción curativa corta (1-2 días después de la infección). Alterne grupos.',
        },
        {
          activeIngredient: 'dimetomorf',
          note: 'FRAC 40: unos 1 g de 50% WP por litro, siempre mezclado o alternado con un protector. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g de 50% WP por litro; una opción para productores orgánicos, solo protector. Vuelva a aplicar después de una lluvia fuerte.',
        },
      ],
    },
    prevention: [
      'Siembre tubérculos semilla certificados libres de enfermedad y variedades resistentes.',
      'Destruya los montones de desecho y las papas guachas; no siembre tomate al lado de la papa.',
      'Empiece las aplicaciones protectoras cuando el pronóstico anuncie tiempo fresco y húmedo, antes de los primeros síntomas.',
    ],
    whenToCallExpert:
      'Llame de inmediato si ve manchones negros grasosos que avanzan rápido con tiempo fresco y húmedo: hay que avisar a los vecinos y las aplicaciones deben empezar en uno o dos días.',
  },
  'tomato-septoria-leaf-spot': {
    name: 'Mancha foliar por Septoria',
    symptoms: {
      leaf: [
        'Muchas manchitas redondas de 2-5 mm, primero en las hojas de abajo, poco después del primer cuajado del fruto.',
        'Las manchas tienen el centro gris o blancuzco y el borde café oscuro.',
        'Con una lupa se ven puntitos negros diminutos (cuerpos del hongo) en el centro pálido.',
        'Las hojas muy manchadas se ponen amarillas, se secan y se caen, así que la planta pierde hojas de abajo hacia arriba y los frutos se queman con el sol.',
      ],
      stem: ['Pueden aparecer manchitas parecidas en los tallos y los pecíolos; los frutos casi nunca se manchan.'],
    },
    favourableConditions: [
      'Tiempo cálido (20-25 °C) y húmedo, con salpicadura de lluvia o riego por aspersión.',
      'Restos enfermos de la temporada anterior y malezas de la familia de la hierba mora cerca del campo.',
    ],
    lookAlikes: [
      {
        name: 'Tizón temprano',
        howToTell:
          'Las manchas del tizón temprano son más grandes (hasta 2 cm), cafés con anillos y no tienen centro pálido con puntitos negros.',
      },
      {
        name: 'Mancha bacteriana',
        howToTell:
          'Las manchas bacterianas son oscuras y grasosas, sin centro blanco grisáceo ni puntitos negros, y también marcan el fruto.',
      },
    ],
    management: {
      cultural: [
        'Quite las hojas bajas manchadas y arranque malezas como la hierba mora.',
        'Acolche, ponga tutores y pode las hojas de abajo; use riego por goteo o por surcos.',
        'No trabaje entre las plantas cuando estén mojadas.',
      ],
      biological: ['Las aplicaciones preventivas de Bacillus subtilis pueden reducir el avance en brotes leves.'],
      chemical: [
        {
          activeIngredient: 'clorotalonil',
          note: 'FRAC M05: unos 2 g de 75% WP por litro cada 7-10 días desde las primeras manchas. Irrita ojos y piel; respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g de 75% WP por litro cada 7-10 días; use guantes y mascarilla.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: 1 ml de 23% SC por litro; máximo 2-3 usos, alterne con un protector multisitio.',
        },
      ],
    },
    prevention: [
      'Rote al menos 2 años sin tomate ni otras plantas de la familia de la hierba mora.',
      'Use semilla limpia y saque todos los restos de cosecha después de cosechar.',
    ],
    whenToCallExpert: 'Llame si las plantas pierden más de un tercio de sus hojas a pesar de las aplicaciones.',
  },
  'tomato-fusarium-wilt': {
    name: 'Marchitez por Fusarium',
    symptoms: {
      leaf: [
        'Las hojas de abajo se ponen amarillas, muchas veces solo de un lado de la planta o de un lado de la hoja, y luego se marchitan y se secan.',
        'El amarillamiento sube por la planta con las semanas; al principio la planta se marchita en las horas de calor y se recupera en parte en la noche.',
      ],
      stem: [
        'Corte el tallo a lo largo cerca de la base: los vasos que conducen el agua están cafés (una raya o un anillo café) mientras que la médula sigue blanca y firme.',
        'Del tallo cortado puesto en agua no sale baba blanca.',
      ],
      'whole plant': [
        'Las plantas quedan enanas y mueren despacio; las plantas afectadas muchas veces están en parches.',
      ],
    },
    favourableConditions: [
      'Suelo cálido (27-30 °C), suelos livianos, arenosos y ácidos.',
      'Nematodos agalladores, que abren heridas en las raíces.',
      'Mucho nitrógeno amoniacal y poco potasio.',
      'Suelo donde ya se sembró tomate; el hongo sobrevive en el suelo muchos años.',
    ],
    lookAlikes: [
      {
        name: 'Marchitez bacteriana',
        howToTell:
          'La marchitez bacteriana hace que toda la planta se marchite de golpe mientras las hojas siguen verdes; un trozo de tallo cortado en un vaso de agua limpia suelta hilos lechosos de bacterias.',
      },
      {
        name: 'Nematodos agalladores',
        howToTell:
          'Saque las raíces: los nematodos dejan nudos e hinchazones en las raíces; las raíces con fusarium se ven normales por fuera.',
      },
      {
        name: 'Marchitez por Verticillium',
        howToTell:
          'Verticillium causa manchones amarillos en forma de V en los bordes de las hojas con tiempo más fresco; el color café del tallo es más pálido. Una prueba de laboratorio los separa.',
      },
    ],
    management: {
      cultural: [
        'Arranque las plantas marchitas con sus raíces y quémelas; no las eche al compost.',
        'Suba el pH del suelo a 6.5-7.0 con cal en suelos ácidos y use nitrógeno en forma de nitrato en vez de amonio.',
        'Controle los nematodos agalladores y no dañe las raíces al deshierbar.',
        'Injerte sobre portainjertos resistentes donde haya plántulas injertadas.',
      ],
      biological: [
        'Aplique al almácigo y a los hoyos de siembra Trichoderma harzianum o T. asperellum mezclado con compost.',
        'Trate las raíces de las plántulas con Pseudomonas fluorescens antes del trasplante.',
      ],
      chemical: [
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g por litro como tratamiento de semilla o drench al suelo alrededor de las plantas jóvenes; solo frena la enfermedad, no cura las plantas marchitas. Alto riesgo de resistencia; guantes y mascarilla.',
        },
        {
          activeIngredient: 'tiofanato-metílico',
          note: 'FRAC 1: drench de 1-1.5 g por litro al trasplante donde esté registrado. Mismo grupo que el carbendazim, no alterne entre ellos.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes (busque F o F2/F3 en el sobre de semilla).',
      'Rote 4-5 años con cereales u otros cultivos que no sean hospederos.',
      'Produzca las plántulas en tierra limpia o sustrato esterilizado; solarice los almácigos.',
    ],
    whenToCallExpert:
      'Llame si se marchitan muchas plantas y no está seguro de si es marchitez por hongo o por bacteria; una prueba de laboratorio indica qué variedad resistente comprar la próxima temporada.',
  },
  'bacterial-wilt': {
    name: 'Marchitez bacteriana',
    symptoms: {
      leaf: [
        'Las hojas jóvenes de arriba se caen en el calor del día mientras siguen verdes; en pocos días toda la planta se marchita.',
      ],
      stem: [
        'La base del tallo cortada muestra el tejido interno café y mojado; un trozo cortado limpio puesto en un vaso de agua limpia suelta en minutos hilos blancos lechosos.',
        'A veces salen raicitas de la parte baja del tallo.',
      ],
      tuber: [
        'Los tubérculos de papa muestran un anillo café por dentro al cortarlos; al apretarlos sale por los ojos un exudado bacteriano blanco grisáceo, y la tierra se pega a los ojos.',
      ],
      'whole plant': [
        'Las plantas mueren rápido y quedan verdes (sin ponerse amarillas antes); las plantas muertas aparecen en parches siguiendo el paso del agua.',
      ],
    },
    favourableConditions: [
      'Suelo caliente (más de 25 °C) y húmedo; tierras bajas y campos después de lluvias fuertes.',
      'Agua de riego que viene de campos enfermos; tubérculos semilla o plántulas enfermos.',
      'Heridas en las raíces por nematodos, herramientas de deshierbe o el trasplante.',
    ],
    lookAlikes: [
      {
        name: 'Marchitez por Fusarium',
        howToTell:
          'La marchitez por Fusarium pone amarillas primero las hojas de abajo y mata despacio; del tallo en agua no sale exudado lechoso.',
      },
      {
        name: 'Pie negro',
        howToTell:
          'El pie negro pone la base del tallo negra y babosa, con mal olor; los tallos con marchitez bacteriana se ven normales por fuera.',
      },
      {
        name: 'Estrés por sequía',
        howToTell: 'Las plantas con falta de agua se recuperan rápido después de regar; las plantas con marchitez no.',
      },
    ],
    management: {
      cultural: [
        'Arranque las plantas marchitas con la tierra de alrededor de las raíces, métalas en una bolsa y quémelas; no las arrastre por el campo.',
        'No deje que el agua de parcelas enfermas corra hacia parcelas sanas; mejore el drenaje.',
        'Limpie herramientas y botas con cloro (1 parte por 9 partes de agua) después de trabajar en parcelas enfermas.',
        'Injerte el tomate y la berenjena sobre portainjertos de berenjena resistentes donde los haya.',
      ],
      biological: [
        'Aplique Pseudomonas fluorescens o Bacillus subtilis a la tierra del almácigo y a las raíces de las plántulas; esto reduce la infección pero no la detiene.',
        'Agregue compost bien descompuesto y polvo blanqueador (cloruro de cal) / cal para aumentar la actividad de los microbios del suelo (según lo recomendado en su zona).',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno eficaz',
          note: 'Ningún plaguicida cura la marchitez bacteriana una vez que la planta se marchita. Las aplicaciones de cobre en las hojas no sirven. Confíe en arrancar las plantas, la rotación y las variedades resistentes.',
        },
      ],
    },
    prevention: [
      'Rote 3-5 años con maíz, arroz, sorgo u otros cereales.',
      'Use papa semilla certificada y plántulas limpias de un vivero sin historial de marchitez.',
      'Siembre variedades y portainjertos resistentes o tolerantes.',
    ],
    whenToCallExpert:
      'Llame a un técnico cuando confirme por primera vez la prueba del exudado lechoso: el terreno enfermo puede necesitar rotaciones largas y ahí se debe dejar de producir papa semilla.',
  },
  'bacterial-spot': {
    name: 'Mancha bacteriana',
    symptoms: {
      leaf: [
        'Manchitas (1-3 mm) café oscuro a negras, de aspecto grasoso, muchas veces angulosas, en hojas de todas las edades.',
        'Las manchas pueden tener un aro amarillo angosto; el centro se seca y se cae, dejando la hoja como perforada por perdigones.',
        'En el chile/pimiento, las hojas muy manchadas se ponen amarillas y se caen, dejando los tallos pelados.',
      ],
      fruit: [
        'Manchas cafés levantadas, ásperas, como costras, de hasta 5 mm en los frutos verdes, a veces con un halo blanco al principio.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (24-30 °C), lluvioso y con viento, y riego por aspersión.',
      'Semilla y plántulas enfermas; manipular las plantas mojadas.',
    ],
    lookAlikes: [
      {
        name: 'Mancha de Septoria',
        howToTell: 'Las manchas de Septoria tienen el centro gris pálido con puntitos negros y no afectan el fruto.',
      },
      {
        name: 'Tizón temprano',
        howToTell: 'Las manchas del tizón temprano son más grandes y tienen anillos.',
      },
      {
        name: 'Antracnosis del chile',
        howToTell:
          'Las manchas de antracnosis en el fruto son hundidas y blandas, con anillos de esporas anaranjadas o negras, no costras levantadas.',
      },
    ],
    management: {
      cultural: [
        'Saque del almácigo las plántulas muy manchadas; no las trasplante.',
        'Evite el riego por aspersión y no trabaje en el campo cuando las hojas estén mojadas.',
        'Saque y destruya los restos de cosecha después de cosechar.',
      ],
      biological: [
        'Las aplicaciones de Bacillus subtilis o Bacillus amyloliquefaciens pueden reducir el avance si se usan temprano.',
      ],
      chemical: [
        {
          activeIngredient: 'hidróxido de cobre',
          note: 'FRAC M01: 2-3 g por litro cada 7-10 días, empezando con las primeras manchas; muchas cepas toleran el cobre, así que mézclelo con mancozeb para mejorar el control. No aplique con sol fuerte (quema de hojas).',
        },
        {
          activeIngredient: 'oxicloruro de cobre + mancozeb',
          note: 'Mezcla de tanque (M01 + M03), p. ej. 2.5 g de oxicloruro de cobre + 2 g de mancozeb por litro. Guantes y mascarilla; respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'acibenzolar-S-metil',
          note: 'Activador de las defensas de la planta (FRAC P01) donde esté registrado; úselo como preventivo a las dosis bajas de la etiqueta; si se abusa de él puede bajar el rendimiento.',
        },
      ],
    },
    prevention: [
      'Use semilla certificada o trate la semilla con agua caliente (50 °C durante 25 minutos) o cloro diluido según se recomiende en su zona.',
      'Rote 2-3 años sin tomate ni chile/pimiento; controle las plantas guachas.',
      'Siembre variedades de chile/pimiento resistentes donde las haya.',
    ],
    whenToCallExpert:
      'Llame si las manchas cubren los frutos o si el almácigo está enfermo, porque puede que haya que reemplazar toda la siembra.',
  },
  'tomato-yellow-leaf-curl': {
    name: 'Rizado amarillo de la hoja del tomate',
    symptoms: {
      leaf: [
        'Las hojas nuevas son pequeñas, en forma de cuchara hacia arriba, arrugadas y con los bordes amarillos.',
        'Las hojas son gruesas y como de cuero; la punta de la planta se ve amontonada.',
      ],
      flower: ['Se caen muchas flores; cuajan pocos frutos.'],
      'whole plant': [
        'Las plantas infectadas de jóvenes quedan muy enanas y erectas, y casi no producen.',
        'Por lo general hay mosquitas blancas pequeñas debajo de las hojas.',
      ],
    },
    favourableConditions: [
      'Temporada caliente y seca, cuando hay mucha mosca blanca.',
      'Siembra continua de tomate, plántulas enfermas de almácigos al aire libre, malezas que hospedan mosca blanca.',
    ],
    lookAlikes: [
      {
        name: 'Mosaico del tomate',
        howToTell:
          'El mosaico da manchones verde claro y verde oscuro y hojas como de helecho, no bordes amarillos doblados hacia arriba; no necesita mosca blanca.',
      },
      {
        name: 'Ácaro blanco (ácaro ancho)',
        howToTell:
          'El ácaro blanco hace que las hojas se enrollen hacia abajo con el envés bronceado y brillante; para ver los ácaros hace falta una lupa.',
      },
      {
        name: 'Deriva de herbicida (2,4-D)',
        howToTell:
          'El daño por herbicida da hojas torcidas, como tiras, en todas las plantas cerca de la zona aplicada al mismo tiempo, sin mosca blanca.',
      },
    ],
    management: {
      cultural: [
        'Arranque y destruya a tiempo las plantas enfermas (primero métalas en una bolsa para que no se escape la mosca blanca).',
        'Produzca las plántulas bajo malla antiinsectos fina (50 mesh) y trasplante plantas sanas.',
        'Quite las malezas que hospedan mosca blanca; no siembre cerca de campos viejos de tomate o algodón enfermos.',
        'Use trampas amarillas pegajosas para monitorear la mosca blanca y acolchado plateado/reflectante para ahuyentarla.',
      ],
      biological: [
        'El extracto de semilla de neem (5%) o las aplicaciones de aceite de neem reducen la cantidad de mosca blanca.',
        'Aplicaciones de Beauveria bassiana o Isaria (Cordyceps) fumosorosea contra las ninfas de mosca blanca.',
        'Proteja los enemigos naturales, como las avispitas Encarsia y Eretmocerus, evitando los productos de amplio espectro.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el virus. Las aplicaciones solo atacan a la mosca blanca que lo transmite; vea la ficha de mosca blanca.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: en drench a las plántulas o aplicación al suelo en el trasplante (dosis de la etiqueta) para proteger las plantas jóvenes. Tóxico para las abejas; no lo aplique en cultivos en flor.',
        },
        {
          activeIngredient: 'piriproxifen',
          note: 'IRAC 7C: regulador de crecimiento contra huevos y ninfas de mosca blanca, unos 1 ml de 10% EC por litro; alterne con otros grupos.',
        },
        {
          activeIngredient: 'spiromesifen',
          note: 'IRAC 23: unos 1 ml de 22.9% SC por litro contra las ninfas; respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
      ],
    },
    prevention: [
      'Siembre híbridos resistentes o tolerantes al TYLCV (genes Ty-1, Ty-3).',
      'Mantenga en la zona un período sin tomate de 1-2 meses entre temporadas.',
      'Use almácigos con malla y plántulas certificadas.',
    ],
    whenToCallExpert:
      'Llame si más del 10% de las plantas muestran enrollamiento al principio de la temporada; considere volver a sembrar con variedades resistentes.',
  },
  'tomato-mosaic': {
    name: 'Mosaico del tomate (ToMV / TMV)',
    symptoms: {
      leaf: [
        'Manchones verde claro y verde oscuro (moteado) en las hojas jóvenes.',
        'Las hojas pueden salir angostas, torcidas o como de helecho, con partes levantadas como ampollas.',
      ],
      fruit: [
        'Los frutos maduran disparejo, con manchones amarillos, rayas cafés dentro de la pared o tamaño pequeño.',
      ],
      'whole plant': ['Las plantas pueden quedar algo enanas; los síntomas son más fuertes con tiempo fresco.'],
    },
    favourableConditions: [
      'Se pasa con las manos, las herramientas y la ropa al podar, amarrar y cosechar; es un virus muy resistente que sobrevive en los restos de plantas.',
      'Semilla enferma; personas que usan tabaco y tocan las plantas.',
    ],
    lookAlikes: [
      {
        name: 'Mosaico del pepino',
        howToTell:
          'El CMV muchas veces da hojas angostas como cordones y lo transmiten los pulgones; solo una prueba de laboratorio los distingue con seguridad.',
      },
      {
        name: 'Rizado amarillo de la hoja del tomate',
        howToTell:
          'El TYLCV da hojas dobladas hacia arriba con bordes amarillos y mosca blanca, no un moteado verde claro/oscuro.',
      },
      {
        name: 'Falta de magnesio',
        howToTell:
          'La falta de magnesio pone amarillo entre las venas de las hojas viejas, no un moteado en manchones en las hojas jóvenes.',
      },
    ],
    management: {
      cultural: [
        'Saque con cuidado las plantas enfermas metiéndolas en una bolsa; toque primero las plantas sanas y al final las enfermas.',
        'Lávese las manos con jabón y meta las herramientas en leche descremada o cloro al 10% entre una planta y otra.',
        'No fume ni use tabaco mientras trabaja en el cultivo.',
      ],
      biological: [
        'Rociar leche descremada (1 parte por 9 partes de agua) en manos y herramientas reduce el contagio al podar.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura un virus. No hay insecto transmisor contra el cual aplicar; la prevención es la higiene, la semilla limpia y las variedades resistentes.',
        },
      ],
    },
    prevention: [
      'Use variedades resistentes (gen Tm-2²) y semilla certificada o tratada con calor.',
      'Saque todos los restos de plantas después del cultivo; rote sin tomate ni chile/pimiento.',
    ],
    whenToCallExpert:
      'Llame si el problema se extiende a lo largo de los surcos después de la poda, o para confirmar el virus con una tira de prueba.',
  },
  'tomato-leaf-miner': {
    name: 'Polilla del tomate (Tuta absoluta)',
    symptoms: {
      leaf: [
        'Manchones irregulares transparentes o blancuzcos (minas) en la hoja, donde una oruguita come entre las dos capas de la hoja; por dentro hay excremento negro.',
        'Las minas se ponen cafés y se secan; las plantas muy atacadas se ven quemadas.',
      ],
      stem: ['Galerías en la punta y en los tallos; los brotes de crecimiento mueren.'],
      fruit: [
        'Agujeritos como de alfiler cerca del cáliz, con galerías y excremento por dentro; después los frutos se pudren.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido y seco; muchas generaciones al año cuando se siembra tomate sin parar.',
      'Invernaderos y campos con restos de cultivos y malezas de la familia de la hierba mora.',
    ],
    lookAlikes: [
      {
        name: 'Minador serpentino (mosca Liriomyza)',
        howToTell:
          'Las larvas de mosca hacen galerías delgadas y en zigzag como culebras; Tuta hace minas anchas en manchón con una oruga verde-crema adentro.',
      },
      {
        name: 'Gusano del fruto (Helicoverpa)',
        howToTell:
          'Helicoverpa hace agujeros grandes y redondos en el fruto con una oruga grande, no agujeritos de alfiler ni minas en manchón en la hoja.',
      },
    ],
    management: {
      cultural: [
        'Recoja y destruya las hojas minadas y los frutos dañados; no los deje en el campo.',
        'Saque y destruya el cultivo viejo justo después de la cosecha y deje un descanso antes del siguiente tomate.',
        'Use mallas antiinsectos y doble puerta en los invernaderos.',
      ],
      biological: [
        'Trampas de feromonas (atrayente para Tuta), 20-40 por hectárea para captura masiva, o trampas de bandeja con agua y atrayente.',
        'Aplicaciones de Bacillus thuringiensis sobre las orugas pequeñas; productos a base de neem.',
        'Conserve las chinches depredadoras (Nesidiocoris, Macrolophus) y suelte parasitoides de huevos Trichogramma.',
      ],
      chemical: [
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: unos 0.3 ml de 18.5% SC por litro; máximo 2 usos por cultivo, luego cambie de grupo. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: unos 0.3-0.4 ml de 45% SC por litro; tóxico para las abejas mientras está mojado, aplique por la tarde.',
        },
        {
          activeIngredient: 'benzoato de emamectina',
          note: 'IRAC 6: 0.4 g de 5% SG por litro; rote con los grupos 28, 5 y 22A (indoxacarb). Tuta se vuelve resistente rápido.',
        },
      ],
    },
    prevention: [
      'Siembre plántulas limpias de almácigos con malla; ponga trampas de feromonas antes del trasplante.',
      'Rote con cultivos que no sean solanáceas y controle las malezas de la familia de la hierba mora.',
    ],
    whenToCallExpert:
      'Llame si atrapa más de 30 polillas por trampa por semana o si el daño en los frutos aumenta a pesar de las aplicaciones (posible resistencia).',
  },
  'tomato-leaf-mold': {
    name: 'Moho de la hoja del tomate',
    symptoms: {
      leaf: [
        'Zonas verde pálido a amarillentas sin borde definido en la cara de arriba de las hojas viejas.',
        'Debajo de cada zona pálida crece en el envés de la hoja un moho aterciopelado verde oliva a café grisáceo o morado.',
        'Las zonas pálidas se juntan, las hojas se enrollan, se marchitan y cuelgan o se caen; la enfermedad sube por la planta desde abajo.',
      ],
      flower: ['A veces las flores se enferman y se caen antes del cuajado.'],
      fruit: [
        'Rara vez, una pudrición oscura, como cuero y hundida en el lado del pedúnculo de frutos verdes o maduros.',
      ],
    },
    favourableConditions: [
      'Humedad relativa de más de 85% por mucho tiempo y 20-25 °C; sobre todo en invernaderos, casas de plástico y túneles.',
      'Poca ventilación, siembra densa, agua en las hojas y noches frescas que forman rocío dentro de la casa.',
      'Las esporas sobreviven un año en los restos de plantas y en la estructura de la casa; variedades susceptibles sin genes de resistencia Cf.',
    ],
    lookAlikes: [
      {
        name: 'Tizón tardío',
        howToTell:
          'Los manchones del tizón tardío son oscuros, grasosos y avanzan rápido con una pelusa blanca debajo del borde; los del moho de la hoja son amarillos arriba y aterciopelados color oliva abajo.',
      },
      {
        name: 'Oídio (cenicilla) del tomate',
        howToTell:
          'El oídio da un polvo blanco a gris, no un terciopelo café oliva, debajo de los manchones amarillos.',
      },
      {
        name: 'Falta de magnesio',
        howToTell: 'La falta de magnesio pone amarillo entre las venas de las hojas viejas sin moho por debajo.',
      },
      {
        name: 'Tizón temprano',
        howToTell:
          'El tizón temprano hace manchas café oscuro con anillos en la cara de arriba, no un terciopelo debajo de la hoja.',
      },
    ],
    management: {
      cultural: [
        'Ventile el invernadero: abra ventanas y puertas, use ventiladores, y caliente o ventile temprano en la mañana para mantener la humedad por debajo de 85%.',
        'Deje más distancia, pode las hojas de más abajo y los brotes laterales para que el aire circule por el cultivo.',
        'Riegue en la base (goteo) en la mañana y nunca moje las hojas.',
        'Saque con cuidado las hojas enfermas en una bolsa; después del cultivo, saque todos los restos y limpie la casa y los tutores.',
      ],
      biological: [
        'Aplicaciones de Bacillus subtilis o Bacillus amyloliquefaciens como preventivo en invernaderos.',
        'Aplicaciones foliares de Trichoderma harzianum donde esté registrado.',
      ],
      chemical: [
        {
          activeIngredient: 'clorotalonil',
          note: 'Protector (FRAC M05): unos 2 g de 75% WP por litro cada 7-10 días cuando la humedad esté alta; use gafas y guantes. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'Protector (FRAC M03): 2-2.5 g de 75% WP por litro cada 7-10 días, cubriendo el envés de las hojas.',
        },
        {
          activeIngredient: 'difenoconazol',
          note: 'Sistémico (FRAC 3): 0.5 ml de 25% EC por litro; máximo 2-3 usos, alterne con un protector.',
        },
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g de 50% WP por litro como opción protectora para productores orgánicos.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes (con genes Cf) en invernadero; la resistencia se puede quebrar, así que mantenga también baja la humedad.',
      'Limpie y desinfecte el invernadero entre cultivos; use semilla limpia.',
    ],
    whenToCallExpert:
      'Llame si una variedad resistente muestra el moho, o si las hojas siguen muriendo en el invernadero a pesar de la ventilación y las aplicaciones.',
  },
  'tomato-target-spot': {
    name: 'Mancha de anillo (mancha diana) del tomate',
    symptoms: {
      leaf: [
        'Puntitos cafés diminutos que crecen hasta ser manchas redondas de 1-2 cm con el centro canela claro, como papel, y el borde café más oscuro.',
        'El centro de las manchas viejas se raja, se parte y se cae, dejando agujeros irregulares; las manchas se juntan y las hojas mueren.',
        'Empieza dentro del follaje sombreado y sube rápido; las plantas pueden perder la mayoría de las hojas con tiempo cálido y húmedo.',
      ],
      stem: ['Lesiones largas café oscuro en los tallos y los pecíolos.'],
      fruit: [
        'Puntitos cafés del tamaño de un alfiler en los frutos verdes que crecen hasta ser hoyitos hundidos con el centro rajado y abierto.',
        'Las manchas en los frutos maduros crecen y se ablandan; el fruto se puede manchar en cualquier parte, no solo en el pedúnculo.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (20-30 °C) y húmedo con hojas mojadas por mucho tiempo; follaje denso y mucho abono.',
      'Cultivos de campo subtropicales e invernaderos; las esporas sobreviven en los restos de cosecha y en muchos otros hospederos (pepino, soya, algodón, papaya).',
    ],
    lookAlikes: [
      {
        name: 'Tizón temprano',
        howToTell:
          'Las manchas del tizón temprano son café oscuro con anillos oscuros claros y la lesión del fruto está en el lado del pedúnculo; el centro de la mancha diana es canela pálido, se raja y se cae, y los frutos tienen hoyitos hundidos en cualquier parte.',
      },
      {
        name: 'Mancha bacteriana',
        howToTell:
          'Las manchas bacterianas se quedan pequeñas (menos de 3 mm), oscuras y grasosas, y las manchas del fruto son levantadas y costrosas.',
      },
      {
        name: 'Mancha de Septoria',
        howToTell: 'Las manchas de Septoria son pequeñas, muchas, con puntitos negros en un centro gris y sin anillos.',
      },
    ],
    management: {
      cultural: [
        'Quite las hojas de abajo y las hojas enfermas para abrir el follaje; ponga tutores y pode las plantas.',
        'Riegue por goteo o por surco, no por aspersión; no abuse del nitrógeno.',
        'Entierre con el arado o saque los restos de cosecha justo después de cosechar; rote 2-3 años sin tomate ni otros hospederos.',
        'Controle las malezas y las plantas guachas que llevan el hongo.',
      ],
      biological: ['Aplicaciones de Bacillus subtilis o Bacillus amyloliquefaciens cada 7 días como preventivo.'],
      chemical: [
        {
          activeIngredient: 'clorotalonil',
          note: 'Protector (FRAC M05): unos 2 g de 75% WP por litro cada 7-10 días con tiempo cálido y húmedo; use gafas y guantes.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'Protector (FRAC M03): 2-2.5 g de 75% WP por litro cada 7-10 días; respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'difenoconazol',
          note: 'Sistémico (FRAC 3): 0.5 ml de 25% EC por litro, mezclado o alternado con un protector; máximo 2-3 usos.',
        },
        {
          activeIngredient: 'boscalid',
          note: 'FRAC 7: dosis de la etiqueta, como máximo 2 usos por temporada; la resistencia a las estrobilurinas (FRAC 11) es común en este hongo, así que no confíe solo en el grupo 11.',
        },
      ],
    },
    prevention: [
      'Rote los cultivos, limpie los restos y mantenga el follaje abierto; empiece temprano las aplicaciones protectoras en temporadas cálidas y húmedas.',
      'No siembre tomate junto a campos de pepino o soya que hayan tenido mancha diana.',
    ],
    whenToCallExpert:
      'Llame si las hojas se caen rápido de abajo hacia arriba con tiempo cálido y húmedo a pesar de las aplicaciones, o si no la puede distinguir del tizón temprano.',
  },
};
