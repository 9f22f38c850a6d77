import type { KnowledgeTranslations } from '../types.js';

export const riceEs: KnowledgeTranslations = {
  'rice-blast': {
    name: 'Piricularia del arroz (quemado del arroz)',
    symptoms: {
      leaf: [
        'Manchas en forma de huso o de rombo, puntiagudas en los dos extremos, de 1-1.5 cm de largo, con el centro gris o blanquecino y el borde café a café rojizo.',
        'Las manchas jóvenes son puntitos pequeños gris verdosos; muchas manchas se juntan y hojas enteras se secan. Los ataques fuertes en el almácigo se ven como quemados.',
      ],
      stem: ['Los nudos se ponen negros y se quiebran (piricularia del nudo).'],
      grain: [
        'El cuello debajo de la panícula se pone café grisáceo a negro y se pudre; la panícula se dobla o queda blanca y vacía (piricularia del cuello).',
        'Los granos quedan medio llenos o vanos.',
      ],
    },
    favourableConditions: [
      'Rocío por muchas horas, humedad alta y temperaturas nocturnas de 17-25 °C; tiempo nublado con llovizna.',
      'Demasiado fertilizante nitrogenado, sobre todo en una sola dosis fuerte y tardía.',
      'Arroz de secano o aeróbico con estrés por sequía; siembra muy densa.',
    ],
    lookAlikes: [
      {
        name: 'Mancha parda',
        howToTell:
          'Las manchas de la mancha parda son redondas a ovaladas, cafés como semillas de ajonjolí, sin un centro gris largo y puntiagudo; es peor en suelos pobres y con falta de nutrientes.',
      },
      {
        name: 'Tizón bacteriano de la hoja',
        howToTell:
          'El tizón bacteriano da rayas largas de amarillo a blanco que bajan desde la punta de la hoja por los bordes, no manchas separadas en forma de ojo.',
      },
      {
        name: 'Panícula blanca por barrenador del tallo',
        howToTell:
          'Una panícula blanca por barrenador sale fácil al jalarla y tiene un agujero o aserrín (excremento) en el tallo; la piricularia del cuello muestra un cuello oscuro y podrido.',
      },
    ],
    management: {
      cultural: [
        'Divida el nitrógeno en 2-3 dosis; no aplique mucho nitrógeno cuando vea piricularia.',
        'Mantenga el campo inundado donde se pueda; el estrés por sequía favorece la piricularia.',
        'Queme o saque la paja y el rastrojo enfermos; quite las malezas gramíneas de los bordos.',
      ],
      biological: [
        'Tratamiento de semilla y aplicaciones con Pseudomonas fluorescens (10 g/kg de semilla; 2.5 kg/ha en aspersión) donde se recomiende.',
        'Las fuentes de silicio (ceniza de cascarilla de arroz, silicato de calcio) fortalecen las hojas contra la infección.',
      ],
      chemical: [
        {
          activeIngredient: 'triciclazol',
          note: 'FRAC 16.1: 0.6 g de 75% WP por litro (unos 300 g/ha) con las primeras manchas en la hoja y otra vez al final del embuchamiento o al inicio del espigamiento para proteger el cuello. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'isoprotiolano',
          note: 'FRAC 6: unos 1.5 ml de 40% EC por litro; alterne con triciclazol o con una estrobilurina.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: 1 ml de 23% SC por litro; como máximo 2 usos por temporada para retrasar la resistencia.',
        },
        {
          activeIngredient: 'tebuconazol + trifloxistrobina',
          note: 'FRAC 3 + 11: unos 0.4 g de 75% WG por litro en embuchamiento/espigamiento. Use guantes y mascarilla; no aplique cerca de estanques con peces.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes adaptadas a su zona; cambie de variedad si la piricularia se vuelve grave.',
      'Trate la semilla con triciclazol, carbendazim o Pseudomonas antes de sembrar.',
      'Evite los almácigos muy densos y el exceso de nitrógeno.',
    ],
    whenToCallExpert:
      'Llame si ve manchas en el almácigo o antes del espigamiento con tiempo favorable a la piricularia; la piricularia del cuello puede acabar con la cosecha en una semana.',
  },
  'rice-bacterial-leaf-blight': {
    name: 'Tizón bacteriano de la hoja',
    symptoms: {
      leaf: [
        'Rayas onduladas de amarillo a blanco paja que empiezan en la punta o en los bordes de la hoja y bajan por ella; el borde de la raya es ondulado.',
        'En la mañana se ven en las lesiones jóvenes gotitas lechosas o amarillas de exudado bacteriano; al secarse quedan como bolitas amarillas.',
        'Hojas enteras se secan de color blanco grisáceo; de lejos los campos se ven quemados.',
      ],
      'whole plant': [
        'Kresek: las plántulas recién trasplantadas se marchitan, se enrollan y mueren dentro de 1-3 semanas del trasplante.',
      ],
      grain: ['Muchos granos vanos cuando se ataca la hoja bandera.'],
    },
    favourableConditions: [
      'Tiempo cálido (25-34 °C) y húmedo con tifones, tormentas y lluvias fuertes que hieren las hojas.',
      'Mucho nitrógeno; cortar las puntas de las plántulas al trasplantar; agua de inundación que pasa de un campo a otro.',
    ],
    lookAlikes: [
      {
        name: 'Tungro',
        howToTell:
          'El tungro pone hojas enteras de amarillo a anaranjado desde la punta, con plantas enanas y menos macollos, sin el borde ondulado de la raya ni exudado.',
      },
      {
        name: 'Falta de nitrógeno',
        howToTell:
          'La falta de nitrógeno da un amarillo pálido parejo de las hojas viejas en todo el campo, sin rayas ni bordes secos.',
      },
      {
        name: 'Piricularia del arroz',
        howToTell:
          'La piricularia da manchas separadas en forma de ojo con centro gris, no rayas largas desde la punta.',
      },
    ],
    management: {
      cultural: [
        'Balancee el abonado: evite el exceso de nitrógeno, aplique potasio; divida las dosis de nitrógeno.',
        'Drene el campo unos días cuando aparezca la enfermedad y luego vuelva a inundar (ayuda a frenar el avance).',
        'No corte las puntas de las plántulas al trasplantar; elimine las malezas hospederas y el rastrojo.',
      ],
      biological: [
        'El tratamiento de semilla y las aplicaciones con Pseudomonas fluorescens dan una protección parcial en algunas zonas.',
      ],
      chemical: [
        {
          activeIngredient: 'hidróxido de cobre',
          note: 'FRAC M01: 2-2.5 g por litro en la etapa temprana solo frena el avance; no cura las hojas enfermas. No aplique cobre una y otra vez cerca de estanques con peces.',
        },
        {
          activeIngredient: 'sulfato de estreptomicina + tetraciclina',
          note: 'Las mezclas de antibióticos se usan en pocos países y solo donde están registradas; en muchos están prohibidas. No las use a menos que su servicio de extensión lo recomiende.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes (genes Xa, p. ej. tipos Xa21, xa13) recomendadas en su zona.',
      'Use semilla limpia; ponga el almácigo lejos de campos enfermos; no deje pasar agua desde parcelas enfermas.',
    ],
    whenToCallExpert:
      'Llame si el kresek mata plántulas después del trasplante o si las rayas llegan a la hoja bandera antes de la floración.',
  },
  'rice-brown-spot': {
    name: 'Mancha parda del arroz',
    symptoms: {
      leaf: [
        'Muchas manchas cafés redondas a ovaladas del tamaño y color de semillas de ajonjolí, de 2-10 mm, con el centro gris en las manchas viejas y muchas veces un anillo amarillo.',
        'Las manchas jóvenes son puntitos pequeños café oscuro; las manchas están repartidas de forma pareja sobre la hoja.',
      ],
      grain: ['Manchas negras o café oscuro en la cáscara; grano manchado y liviano.'],
      'whole plant': ['Las plántulas de semilla enferma pueden tener manchas cafés en las primeras hojas y morir.'],
    },
    favourableConditions: [
      'Suelos pobres, de baja fertilidad o arenosos, con falta de nitrógeno, potasio, silicio o zinc.',
      'Arroz de secano con estrés por sequía; temperaturas de 25-30 °C con humedad alta.',
      'Semilla enferma.',
    ],
    lookAlikes: [
      {
        name: 'Piricularia del arroz',
        howToTell:
          'Las manchas de piricularia son largas, puntiagudas en los dos extremos y con un centro gris grande; las de mancha parda son pequeñas, redondas y cafés.',
      },
      {
        name: 'Falta de zinc (khaira)',
        howToTell:
          'La falta de zinc da puntitos y manchones café herrumbre con plantas enanas en parches, por lo general 2-4 semanas después del trasplante.',
      },
    ],
    management: {
      cultural: [
        'Corrija la fertilidad del suelo: aplique NPK balanceado y, donde falte, zinc y silicio.',
        'Mantenga agua en el campo para evitar el estrés por sequía.',
      ],
      biological: ['Trate la semilla con Trichoderma o Pseudomonas fluorescens.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g de 75% WP por litro con las primeras manchas; repita a los 10-14 días si hace falta.',
        },
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: 1 ml de 25% EC por litro; útil en el embuchamiento para proteger el grano. Use guantes; respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'carbendazim o tiram (tratamiento de semilla)',
          note: 'Tratamiento de semilla con 2-3 g por kg de semilla para cortar la infección que viene en la semilla.',
        },
      ],
    },
    prevention: ['Use semilla limpia y tratada; mejore la fertilidad del suelo; siembre variedades tolerantes.'],
    whenToCallExpert:
      'Llame para pedir un análisis de suelo si la mancha parda vuelve cada temporada: por lo general indica un problema de nutrientes.',
  },
  'rice-sheath-blight': {
    name: 'Tizón de la vaina',
    symptoms: {
      stem: [
        'Manchones ovalados o irregulares gris verdosos en la vaina de la hoja, justo por encima del nivel del agua, de 1-3 cm, con borde café.',
        'Los manchones se juntan y suben por la vaina, dando un dibujo como piel de culebra o jaspeado.',
        'Sobre los manchones y cerca de ellos se forman cuerpos duros cafés como semillas de mostaza (esclerocios).',
      ],
      leaf: [
        'Las hojas por encima de los manchones se ponen amarillas, se secan y mueren; acame (volcamiento) en cultivos densos.',
      ],
      grain: ['Grano mal llenado cuando la enfermedad llega a la vaina de la hoja bandera.'],
    },
    favourableConditions: [
      'Tiempo caluroso y húmedo (28-32 °C), siembra densa, mucho nitrógeno, follaje alto sin circulación de aire.',
      'Esclerocios flotando en el agua de riego, que vienen del cultivo anterior.',
    ],
    lookAlikes: [
      {
        name: 'Pudrición de la vaina (Sarocladium)',
        howToTell:
          'La pudrición de la vaina ataca la vaina de la hoja bandera alrededor de la panícula joven, con una pudrición café rojiza y mala salida de la panícula.',
      },
      {
        name: 'Pudrición del tallo',
        howToTell:
          'La pudrición del tallo da manchones negros en la parte baja del tallo cerca del agua, con esclerocios negros diminutos dentro del tallo.',
      },
    ],
    management: {
      cultural: [
        'Use la distancia de siembra recomendada; evite el exceso de nitrógeno; divida la aplicación de nitrógeno.',
        'Drene el campo unos días para bajar la humedad en la base; quite las malezas de los bordos.',
        'Saque del agua los restos flotantes y los esclerocios durante la preparación del terreno.',
      ],
      biological: [
        'Trichoderma viride o T. harzianum y Pseudomonas fluorescens aplicados al suelo y asperjados con los primeros síntomas.',
      ],
      chemical: [
        {
          activeIngredient: 'validamicina',
          note: 'FRAC 26: unos 2 ml de 3% L por litro dirigidos a la parte baja de los tallos con los primeros manchones; repita a los 10-15 días.',
        },
        {
          activeIngredient: 'hexaconazol',
          note: 'FRAC 3: unos 2 ml de 5% EC por litro; dirija la aplicación a la base de la planta.',
        },
        {
          activeIngredient: 'azoxistrobina + difenoconazol',
          note: 'FRAC 11 + 3: cerca de 1 ml por litro al inicio del embuchamiento; no más de 2 aplicaciones de estrobilurina por temporada. Guantes, mascarilla; respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
      ],
    },
    prevention: ['Arado profundo después de la cosecha; queme o saque el rastrojo; no abuse del nitrógeno.'],
    whenToCallExpert: 'Llame si los manchones llegan a la hoja bandera antes del espigamiento.',
  },
  'rice-tungro': {
    name: 'Tungro del arroz',
    symptoms: {
      leaf: [
        'Las hojas jóvenes se ponen amarillas a amarillo anaranjado, empezando por la punta; las hojas pueden estar un poco torcidas y con puntitos color óxido.',
        'Las hojas jóvenes no se desenrollan del todo.',
      ],
      'whole plant': [
        'Las plantas quedan enanas y con menos macollos; los golpes enfermos aparecen en parches en el campo.',
        'Floración tardía, panículas pequeñas con muchos granos vanos.',
      ],
    },
    favourableConditions: [
      'Chicharritas verdes (Nephotettix spp.) que llevan el virus desde plantas enfermas.',
      'Siembras escalonadas en una zona, de modo que siempre hay arroz en el campo; variedades susceptibles.',
    ],
    lookAlikes: [
      {
        name: 'Falta de nitrógeno',
        howToTell:
          'La falta de nitrógeno pone amarillo todo el campo de forma pareja y las plantas reverdecen con urea; el tungro va en parches y no responde.',
      },
      {
        name: 'Falta de zinc',
        howToTell:
          'La falta de zinc muestra puntitos cafés color óxido en las hojas del medio poco después del trasplante; los campos se recuperan con sulfato de zinc.',
      },
      {
        name: 'Tizón bacteriano de la hoja',
        howToTell:
          'El tizón bacteriano da rayas secas blanco paja con bordes ondulados; el tungro da hojas amarillo anaranjado y plantas enanas.',
      },
    ],
    management: {
      cultural: [
        'Haga el raleo sanitario (arranque y entierre) de los golpes enfermos a tiempo.',
        'Incorpore con el arado el rastrojo y los rebrotes (socas) después de la cosecha; deje un período sin arroz.',
        'Siembre al mismo tiempo que los vecinos para que las chicharritas no pasen de los cultivos viejos a los jóvenes.',
      ],
      biological: ['Trampas de luz para monitorear las chicharritas; conserve las arañas y los chinches míridos.'],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el tungro. Los insecticidas solo reducen a la chicharrita verde que lo transmite y se deben usar en el almácigo y al principio del cultivo.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: unos 0.25 ml de 17.8% SL por litro en el almácigo y hasta 30 días después del trasplante cuando haya chicharritas. Tóxico para las abejas y la vida acuática.',
        },
        {
          activeIngredient: 'tiametoxam',
          note: 'IRAC 4A: unos 0.2 g de 25% WG por litro; no rote entre estos dos neonicotinoides, cambie a otro grupo como buprofezin (16) o pimetrozina (9B).',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes al tungro o a la chicharrita; use trampas de luz y fechas de siembra comunitarias.',
    ],
    whenToCallExpert:
      'Llame cuando aparezcan parches de plantas enanas amarillo anaranjado, para que los vecinos puedan coordinar el control.',
  },
  'rice-brown-planthopper': {
    name: 'Saltahojas café del arroz',
    symptoms: {
      stem: [
        'Cientos de insectos cafés pequeños (3-5 mm) amontonados en la base de la planta cerca del agua; al golpear la planta saltan al agua.',
        'Melaza pegajosa y fumagina negra en la parte baja de los tallos.',
      ],
      'whole plant': [
        'Las plantas se ponen amarillas, luego cafés y se secan en parches redondos (quemado por saltahojas) que crecen hacia afuera; las plantas se caen.',
        'También transmiten los virus del enanismo herbáceo (grassy stunt) y del enanismo andrajoso (ragged stunt).',
      ],
    },
    favourableConditions: [
      'Mucho nitrógeno, siembra densa, inundación continua y tiempo húmedo.',
      'Uso repetido de piretroides y otros productos de amplio espectro que matan a las arañas y otros enemigos naturales (resurgencia).',
    ],
    lookAlikes: [
      {
        name: 'Tizón de la vaina',
        howToTell:
          'El tizón de la vaina muestra manchones como piel de culebra en las vainas, sin insectos; los parches del saltahojas tienen muchos insectos en la base.',
      },
      {
        name: 'Saltahojas de dorso blanco',
        howToTell:
          'El saltahojas de dorso blanco tiene una raya blanca en la espalda; el daño es parecido y el control es el mismo.',
      },
      {
        name: 'Barrenador del tallo',
        howToTell:
          'El barrenador mata macollos sueltos (corazones muertos) que salen fácil al jalarlos; el saltahojas seca golpes enteros en círculos.',
      },
    ],
    management: {
      cultural: [
        'Drene el campo durante 3-4 días cuando aumenten los saltahojas; eso baja la población.',
        'Divida el nitrógeno; evite el exceso de urea; deje calles de 20-30 cm cada 2-3 m para que circule el aire.',
        'Revise 10 golpes cada semana: golpee la base sobre una bandeja; actúe cuando haya más de 10 saltahojas por golpe en el macollamiento.',
      ],
      biological: [
        'Proteja las arañas, los chinches míridos (Cyrtorhinus) y los patinadores de agua no aplicando piretroides al principio de la temporada.',
        'Aplicaciones de Beauveria bassiana o Metarhizium anisopliae en la base de las plantas.',
      ],
      chemical: [
        {
          activeIngredient: 'pimetrozina',
          note: 'IRAC 9B: unos 0.6 g de 50% WG por litro dirigidos a la base de la planta. Rote con otros grupos.',
        },
        {
          activeIngredient: 'buprofezin',
          note: 'IRAC 16: unos 1.6 ml de 25% SC por litro; mata las ninfas; lento pero de efecto duradero.',
        },
        {
          activeIngredient: 'dinotefuran',
          note: 'IRAC 4A: unos 0.4 g de 20% SG por litro. En muchas zonas el saltahojas café es resistente al imidacloprid. Tóxico para abejas y peces.',
        },
        {
          activeIngredient: 'triflumezopirim',
          note: 'IRAC 4E: dosis de la etiqueta; aplique en la base de los golpes. Nunca use piretroides ni organofosforados contra el saltahojas café: causan resurgencia. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes al saltahojas café; use abonado balanceado; evite los insecticidas al principio de la temporada.',
    ],
    whenToCallExpert:
      'Llame de inmediato si ve círculos cafés de plantas secas: el quemado por saltahojas puede extenderse por todo un campo en pocos días.',
  },
  'rice-stem-borer': {
    name: 'Barrenador del tallo del arroz',
    symptoms: {
      stem: [
        'Las orugas se meten dentro del tallo; hay agujeritos y aserrín (excremento) en la base del tallo o en los nudos.',
        'Corazón muerto: en el macollamiento el brote central se pone café y se seca; sale fácil al jalarlo y la base está roída.',
      ],
      grain: [
        'Panícula blanca (espiga blanca): después del espigamiento toda la panícula está blanca, derecha y vacía; sale fácil al jalarla.',
      ],
      leaf: [
        'Masas de huevos cubiertas de pelos color crema cerca de las puntas de las hojas; las polillas vuelan hacia las luces.',
      ],
    },
    favourableConditions: [
      'Siembra continua de arroz y rastrojo dejado en el campo.',
      'Mucho nitrógeno; siembra tardía en comparación con los vecinos.',
    ],
    lookAlikes: [
      {
        name: 'Piricularia del cuello',
        howToTell:
          'Las panículas con piricularia del cuello no salen fácil al jalarlas y el cuello está oscuro y podrido; el barrenador deja un agujero y aserrín en el tallo.',
      },
      {
        name: 'Chinche del arroz (Leptocorisa)',
        howToTell:
          'Las chinches del arroz chupan los granos lechosos y dejan granos manchados y vacíos con un olor fuerte, pero la panícula entera no queda blanca.',
      },
    ],
    management: {
      cultural: [
        'Corte el cultivo al ras del suelo en la cosecha y entierre el rastrojo con el arado para matar las larvas.',
        'Corte las puntas de las plántulas antes del trasplante para quitar las masas de huevos; recoja las masas de huevos a mano.',
        'Siembre al mismo tiempo que los vecinos; evite el exceso de nitrógeno.',
      ],
      biological: [
        'Suelte tarjetas del parasitoide de huevos Trichogramma japonicum (unos 100,000 por hectárea, 5-6 veces a partir de los 30 días del trasplante).',
        'Trampas de feromonas (8-20 por hectárea) para monitorear y hacer captura masiva de las polillas del barrenador amarillo.',
        'Conserve las arañas, las libélulas y los escarabajos de suelo.',
      ],
      chemical: [
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: gránulos al 0.4% a unos 10 kg/ha, o 0.3 ml de 18.5% SC por litro, cuando los corazones muertos pasen de alrededor de 10% o haya 1 masa de huevos por metro cuadrado.',
        },
        {
          activeIngredient: 'clorhidrato de cartap',
          note: 'IRAC 14: gránulos al 4% a unos 25 kg/ha en agua encharcada; rote con el grupo 28.',
        },
        {
          activeIngredient: 'flubendiamida',
          note: 'IRAC 28 (mismo grupo que el clorantraniliprol, no alterne entre ellos): dosis de la etiqueta. Use equipo de protección; mantenga el agua en el campo 3-4 días después de aplicar gránulos.',
        },
      ],
    },
    prevention: [
      'Destruya el rastrojo, siembre variedades precoces al mismo tiempo que los vecinos y monitoree con trampas de feromonas.',
    ],
    whenToCallExpert:
      'Llame si las panículas blancas pasan del 5% después del espigamiento o si las trampas atrapan muchas polillas antes de la floración.',
  },
  'rice-false-smut': {
    name: 'Falso carbón del arroz',
    symptoms: {
      grain: [
        'Algunos granos de la panícula son reemplazados por bolitas aterciopeladas de cerca de 1 cm, primero amarillo anaranjado y luego verde oliva a verde negruzco.',
        'Las bolitas revientan y sueltan esporas verdes como polvo que manchan las manos y la panícula.',
      ],
    },
    favourableConditions: [
      'Lluvia y humedad alta en la floración; mucho nitrógeno; tiempo nublado.',
      'Cultivos de alto rendimiento sembrados tarde.',
    ],
    lookAlikes: [
      {
        name: 'Carbón del grano',
        howToTell:
          'Los granos con carbón del grano se ven normales por fuera pero están llenos de polvo negro; las bolas del falso carbón son grandes, aterciopeladas y de color anaranjado a verde por fuera.',
      },
    ],
    management: {
      cultural: [
        'Quite y queme las bolas de carbón o las panículas enfermas antes de la cosecha; no use como semilla el grano de campos enfermos.',
        'Evite el exceso de nitrógeno; limpie bordos y canales.',
      ],
      biological: ['En algunos programas se usa el tratamiento de semilla con Pseudomonas fluorescens.'],
      chemical: [
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: 1 ml de 25% EC por litro en el embuchamiento (antes de que salgan las panículas); una segunda aplicación 7-10 días después si el tiempo está lluvioso. Aplicar después de que aparecen las bolas no sirve.',
        },
        {
          activeIngredient: 'hidróxido de cobre',
          note: 'FRAC M01: unos 2 g por litro en el embuchamiento como alternativa; respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
      ],
    },
    prevention: [
      'Use semilla limpia, seleccionada por flotación en agua con sal; variedades tolerantes; abonado balanceado.',
    ],
    whenToCallExpert: 'Llame si muchas panículas tienen bolas de carbón; los compradores pueden rechazar el grano.',
  },
};
