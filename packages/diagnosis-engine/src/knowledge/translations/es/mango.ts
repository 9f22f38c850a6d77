import type { KnowledgeTranslations } from '../types.js';

export const mangoEs: KnowledgeTranslations = {
  'mango-anthracnose': {
    name: 'Antracnosis del mango',
    symptoms: {
      leaf: [
        'Manchas irregulares café oscuro a negras en las hojas jóvenes, muchas veces por los bordes; el centro se puede caer y dejar agujeros.',
      ],
      flower: [
        'Manchas negras en los pedúnculos florales; las flores se ponen negras y se caen (quema de la flor), así que cuaja poca fruta.',
      ],
      fruit: [
        'Manchitas negras hundidas en los frutos que están madurando, que crecen y se juntan; rayas como lágrimas bajan desde el pedúnculo.',
        'Después de la cosecha las manchas crecen rápido hasta ser manchones negros podridos; masas rosadas de esporas con tiempo húmedo.',
      ],
    },
    favourableConditions: ['Lluvia, rocío o neblina durante la floración y el desarrollo del fruto; 24-30 °C.'],
    lookAlikes: [
      {
        name: 'Oídio (cenicilla)',
        howToTell: 'El oídio cubre las flores con polvo blanco; la antracnosis las pone negras sin polvo.',
      },
      {
        name: 'Mancha negra bacteriana',
        howToTell:
          'La mancha negra bacteriana hace manchas negras levantadas y angulosas con halo amarillo que se rajan y exudan.',
      },
      {
        name: 'Quemadura de sol',
        howToTell: 'La quemadura de sol hace un manchón amarillo café pálido solo en el lado expuesto.',
      },
    ],
    management: {
      cultural: [
        'Pode las ramitas muertas y ralee el follaje después de la cosecha; saque las hojas y los frutos caídos.',
        'Coseche con cuidado en el punto de madurez; enfríe la fruta rápido.',
        'La inmersión en agua caliente después de la cosecha (unos 52 °C durante 5 minutos, ajustando según la variedad) reduce la pudrición poscosecha.',
      ],
      biological: ['Aplicaciones de Bacillus subtilis en las panículas y los frutos.'],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g por litro sobre los brotes nuevos y antes de la floración.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g por litro desde la salida de la panícula cada 2-3 semanas con tiempo lluvioso.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: 1 ml de 23% SC por litro en la floración y el cuajado; máximo 2-3 usos.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g por litro; la resistencia es común, alterne. Respete el intervalo de seguridad antes de la cosecha y los límites de residuos para exportación; equipo de protección.',
        },
      ],
    },
    prevention: ['Poda del follaje, sanidad, aplicaciones protectoras durante toda la floración en años lluviosos.'],
    whenToCallExpert: 'Llame si las flores se ponen negras en gran cantidad durante floraciones lluviosas.',
  },
  'mango-powdery-mildew': {
    name: 'Oídio del mango',
    symptoms: {
      flower: [
        'Crecimiento blanco polvoso en los pedúnculos florales (panículas), las flores y los frutitos; las flores se secan y se caen.',
      ],
      leaf: [
        'Manchones blancos polvosos en las hojas jóvenes, sobre todo por debajo; las hojas se enrollan y después muestran marcas café moradas.',
      ],
      fruit: ['Los frutitos cubiertos de polvo se caen, o les queda la cáscara corchosa y rajada.'],
    },
    favourableConditions: ['Noches frescas, días cálidos, humedad alta pero poca lluvia en la floración (10-31 °C).'],
    lookAlikes: [
      {
        name: 'Antracnosis',
        howToTell: 'La antracnosis pone negras las flores sin nada de polvo blanco.',
      },
      {
        name: 'Chicharrita del mango',
        howToTell:
          'Las chicharritas secan las flores y dejan melaza pegajosa y fumagina negra, con insectos que saltan.',
      },
    ],
    management: {
      cultural: [
        'Pode el follaje para que circule el aire; quite las hojas y las panículas enfermas de la temporada anterior.',
      ],
      biological: [
        'Aplicaciones de Bacillus subtilis o Ampelomyces quisqualis sobre las panículas que están saliendo.',
      ],
      chemical: [
        {
          activeIngredient: 'azufre (mojable)',
          note: 'FRAC M02: 2 g de 80% WP por litro a la salida de la panícula; no con calor de más de 32 °C.',
        },
        {
          activeIngredient: 'hexaconazol',
          note: 'FRAC 3: 1 ml de 5% EC por litro en plena floración; alterne con azufre.',
        },
        {
          activeIngredient: 'tebuconazol + trifloxistrobina',
          note: 'FRAC 3 + 11: unos 0.5 g por litro en el cuajado; máximo 2 usos. Respete el intervalo de seguridad antes de la cosecha; guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'En los años de riesgo conocido, empiece las aplicaciones cuando salgan las panículas, antes de que se vea el polvo blanco.',
    ],
    whenToCallExpert: 'Llame si más de una cuarta parte de las panículas muestra polvo en la floración.',
  },
  'mango-hopper': {
    name: 'Chicharrita del mango',
    symptoms: {
      flower: [
        'Muchos insectos cafés pequeños en forma de cuña saltan de las panículas florales cuando se las golpea; las flores se ponen cafés, se secan y se caen.',
        'Debajo de los árboles muy atacados se oye un chasquido o un ruido como de lluvia de las chicharritas.',
      ],
      leaf: ['Melaza dulce y pegajosa gotea sobre las hojas, que se cubren de fumagina negra.'],
      fruit: ['Cuaja poca fruta; los frutos pequeños se caen.'],
    },
    favourableConditions: [
      'Huertos viejos, densos y sombreados; humedad alta en la floración; árboles que nunca se han podado.',
    ],
    lookAlikes: [
      {
        name: 'Oídio (cenicilla)',
        howToTell: 'El oídio muestra polvo blanco en las panículas sin insectos ni melaza.',
      },
      {
        name: 'Quema de la flor por antracnosis',
        howToTell:
          'La antracnosis da manchas negras en las flores con tiempo lluvioso, sin insectos ni melaza pegajosa.',
      },
    ],
    management: {
      cultural: [
        'Pode los follajes densos para que entre la luz; evite el encharcamiento; mantenga limpios los huertos.',
      ],
      biological: [
        'Aplicaciones de Beauveria bassiana o Metarhizium anisopliae a la salida de la panícula.',
        'Aceite de neem 3-5 ml por litro; conserve las arañas y las crisopas.',
      ],
      chemical: [
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: unos 0.3 ml de 17.8% SL por litro a la salida de la panícula, antes de que abran las flores; evite la plena floración para proteger a los polinizadores.',
        },
        {
          activeIngredient: 'tiametoxam',
          note: 'IRAC 4A: unos 0.3 g de 25% WG por litro; no lo rote con imidacloprid.',
        },
        {
          activeIngredient: 'lambda-cihalotrina',
          note: 'IRAC 3A: unos 0.5 ml de 5% EC por litro como compañero de rotación; tóxico para abejas y peces; equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Manejo del follaje y aplicación a la salida de la panícula, no en plena floración.'],
    whenToCallExpert: 'Llame si hay más de 5 chicharritas por panícula en la floración.',
  },
  'mango-malformation': {
    name: 'Malformación del mango (escoba de bruja)',
    symptoms: {
      flower: [
        'Las panículas florales salen gruesas, cortas, muy ramificadas y apretadas en masas compactas como coliflor; las flores son casi todas masculinas y no cuajan fruta.',
        'Las panículas malformadas se quedan en el árbol y se ponen negras y secas.',
      ],
      leaf: [
        'Malformación vegetativa: los brotes tienen entrenudos cortos y manojos de hojitas angostas (escoba de bruja), sobre todo en plantas de vivero.',
      ],
    },
    favourableConditions: [
      'Varetas para injertar y plantas de vivero enfermas; ácaros de las yemas del mango que riegan las esporas; condiciones frescas en la floración en el subtrópico.',
    ],
    lookAlikes: [
      {
        name: 'Oídio (cenicilla)',
        howToTell: 'Las panículas con oídio tienen forma normal pero están cubiertas de polvo blanco.',
      },
    ],
    management: {
      cultural: [
        'Corte las panículas y los brotes malformados con 15-20 cm de madera sana y quémelos; desinfecte las herramientas.',
        'Use varetas para injertar solo de árboles sanos.',
      ],
      biological: ['No hay control biológico comprobado.'],
      chemical: [
        {
          activeIngredient: 'ácido naftalenacético (ANA)',
          note: 'Regulador de crecimiento: unos 100-200 ppm aplicados en octubre (fecha para el norte de la India, ajústela a su zona) reducen la malformación floral; siga el consejo de extensión local.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g por litro después de podar las partes malformadas; equipo de protección. Controle los ácaros de las yemas con azufre mojable donde se recomiende.',
        },
      ],
    },
    prevention: ['Plantas de vivero sanas; poda y quema de las partes malformadas cada temporada.'],
    whenToCallExpert: 'Llame si más del 10% de las panículas están malformadas.',
  },
  'mango-fruit-fly': {
    name: 'Mosca oriental de la fruta (mosca del mango)',
    symptoms: {
      fruit: [
        'Marquitas oscuras de piquete en los frutos que están madurando; alrededor se extiende un manchón café blando y puede salir savia.',
        'Los frutos se pudren por dentro y se caen antes de tiempo; al abrirlos están llenos de gusanos blancos.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido y húmedo durante la maduración del fruto; fruta caída y hospederos silvestres como la guayaba cerca.',
    ],
    lookAlikes: [
      {
        name: 'Antracnosis',
        howToTell: 'La antracnosis da manchas negras hundidas sin gusanos adentro.',
      },
      {
        name: 'Mosca del melón',
        howToTell: 'El mismo grupo de plagas ataca las cucurbitáceas; el control es parecido.',
      },
      {
        name: 'Gorgojo de la semilla del mango',
        howToTell: 'Las larvas del gorgojo de la semilla comen dentro de la semilla; la pulpa se ve normal por fuera.',
      },
    ],
    management: {
      cultural: [
        'Recoja y entierre la fruta caída cada 2-3 días (a por lo menos 50 cm de profundidad); no deje que la fruta se pudra debajo de los árboles.',
        'Coseche en estado verde maduro (sazón); embolse la fruta con bolsas de papel en huertos pequeños.',
        'Are el suelo debajo de los árboles para dejar al descubierto las pupas.',
      ],
      biological: [
        'Trampas con metil eugenol (unas 10 por hectárea) para atrapar machos; cambie el atrayente cada 6-8 semanas.',
        'Cebo proteico con spinosad en unas pocas hojas por árbol; conserve las avispitas parasitoides y las hormigas tejedoras.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad (cebo)',
          note: 'IRAC 5: cebo proteico aplicado por parches en parte del follaje cada semana desde 6 semanas antes de la cosecha; deja poco residuo.',
        },
        {
          activeIngredient: 'malatión (cebo)',
          note: 'IRAC 1B: solo como mezcla de cebo a la dosis de la etiqueta; no sobre la fruta; equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Trampeo en toda la zona y sanidad del huerto junto con los vecinos.'],
    whenToCallExpert: 'Llame si la fruta de exportación está afectada; pueden aplicar normas de cuarentena.',
  },
  'mango-bacterial-canker': {
    name: 'Cancro bacteriano (mancha negra bacteriana) del mango',
    symptoms: {
      leaf: [
        'Puntitos como empapados de agua que se vuelven manchas negras, levantadas y angulosas de 1-4 mm, encerradas por las venas, con un halo amarillo.',
        'Las manchas se secan, se rajan y se ponen blanco grisáceo en el centro; muchas manchas se juntan y las hojas se ponen amarillas y se caen.',
      ],
      fruit: [
        'Manchas como empapadas de agua que se vuelven lesiones negras, levantadas, rajadas y en forma de estrella en la cáscara; con tiempo lluvioso sale un exudado gomoso contagioso.',
        'Las manchas muchas veces bajan en rayas desde el pedúnculo por donde corre el agua de lluvia (dibujo de lágrimas); la fruta muy manchada se cae antes de tiempo y se pudre en el almacén.',
      ],
      stem: [
        'Cancros negros y rajados en las ramitas jóvenes y los pecíolos, a veces con goma; las ramitas se pueden secar.',
      ],
    },
    favourableConditions: [
      'Lluvia empujada por el viento y tormentas a 25-30 °C; las heridas por viento, espinas, insectos o poda dejan entrar la bacteria.',
      'Huertos con viento, costeros y expuestos; plantas de vivero y varetas enfermas.',
    ],
    lookAlikes: [
      {
        name: 'Antracnosis',
        howToTell:
          'Las manchas de antracnosis son planas o hundidas, sin exudado ni superficie levantada y rajada; las manchas bacterianas son levantadas, angulosas y con halo amarillo.',
      },
      {
        name: 'Fumagina',
        howToTell:
          'La fumagina es una película negra que se quita de la hoja; las manchas bacterianas están dentro del tejido y no se quitan al frotar.',
      },
      {
        name: 'Muerte descendente',
        howToTell:
          'La muerte descendente seca las ramitas desde la punta hacia abajo con la corteza interna café; el cancro bacteriano muestra además manchas negras levantadas en hojas y frutos.',
      },
    ],
    management: {
      cultural: [
        'Plante cortinas rompevientos alrededor del huerto; las tormentas riegan la bacteria y hacen las heridas por donde entra.',
        'Pode y queme las ramitas enfermas y las hojas caídas con tiempo seco; desinfecte las herramientas entre un árbol y otro.',
        'Use solo plantas de vivero y varetas limpias; no traiga plantas de zonas afectadas.',
        'Evite el riego por aspersión; coseche con cuidado y descarte la fruta manchada.',
      ],
      biological: ['Aplicaciones de Bacillus subtilis o Pseudomonas fluorescens como parte de un programa con cobre.'],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g de 50% WP por litro después de la poda, en los brotes nuevos, en el cuajado y después de tormentas, cada 3-4 semanas en la temporada de lluvias. El cobre se acumula en el suelo; no pase las dosis de la etiqueta.',
        },
        {
          activeIngredient: 'hidróxido de cobre',
          note: 'FRAC M01: unos 2 g de 77% WP por litro como cobre alternativo; puede quemar las hojas jóvenes con tiempo caluroso.',
        },
        {
          activeIngredient: 'sulfato de estreptomicina',
          note: 'FRAC 25: 0.1-0.2 g por litro mezclado con cobre, solo donde la ley permita antibióticos en cultivos (prohibido en muchos países); respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'Cortinas rompevientos, material de siembra limpio y aplicaciones regulares de cobre en las temporadas lluviosas con viento.',
      'Siembre variedades menos susceptibles donde se pueda escoger.',
    ],
    whenToCallExpert:
      'Llame si aparecen manchas negras levantadas con exudado en fruta para el mercado o la exportación, o si los árboles jóvenes muestran muchos cancros en las ramitas.',
  },
  'mango-cutting-weevil': {
    name: 'Picudo cortador de hojas del mango',
    symptoms: {
      leaf: [
        'Las hojas tiernas de un brote nuevo aparecen cortadas derechito cerca de la base, como con tijera; solo quedan el pecíolo y un pedacito de hoja.',
        'Muchos pedazos de hoja cortados quedan en el suelo debajo del árbol; adentro hay huevos y larvitas sin patas.',
        'Picuditos cafés de unos 5 mm de largo con trompa larga raspan la cara de arriba de las hojas tiernas.',
      ],
      stem: [
        'Los brotes nuevos se ven pelados, con solo los pecíolos en las puntas; los brotes no forman hojas y el árbol da menos flores.',
      ],
    },
    favourableConditions: [
      'Brotes nuevos de hojas en la temporada de lluvias; los viveros y los huertos jóvenes son los que más sufren.',
      'Hojas cortadas caídas dejadas debajo de los árboles, donde las larvas terminan de crecer y bajan al suelo a pupar.',
    ],
    lookAlikes: [
      {
        name: 'Orugas que comen hojas',
        howToTell:
          'Las orugas comen agujeros y bordes irregulares y dejan excremento; el daño del picudo es un corte limpio y derecho con la lámina de la hoja en el suelo.',
      },
      {
        name: 'Barrenador del brote del mango',
        howToTell:
          'El barrenador del brote hace una galería dentro de la punta, que se marchita y tiene un agujero con aserrín; el picudo cortador deja el brote entero pero le quita las hojas.',
      },
      {
        name: 'Mosquita de las agallas de la hoja',
        howToTell:
          'Las hojas con mosquita de las agallas se quedan en el árbol con muchos bultitos como verrugas; no se cortan.',
      },
    ],
    management: {
      cultural: [
        'Recoja y queme o entierre las hojas cortadas caídas cada uno o dos días durante la brotación; llevan los huevos y las larvas.',
        'Cave o are el suelo debajo del follaje después de la brotación para dejar las pupas expuestas a los pájaros y al sol.',
        'En los viveros, sacuda las plantas en la mañana sobre una tela o una cubeta con agua jabonosa para recoger los picudos.',
      ],
      biological: [
        'Extracto de semilla de neem (5%) o aceite de neem 3-5 ml por litro sobre los brotes nuevos para ahuyentar a los adultos.',
        'Conserve los pájaros, las hormigas y las chinches depredadoras en el huerto.',
      ],
      chemical: [
        {
          activeIngredient: 'lambda-cihalotrina',
          note: 'IRAC 3A: unos 0.5 ml de 5% EC por litro sobre los brotes nuevos cuando se vean las primeras hojas cortadas; tóxico para abejas y peces, aplique por la tarde y no en la floración. Equipo de protección.',
        },
        {
          activeIngredient: 'quinalfos',
          note: 'IRAC 1B: unos 2 ml de 25% EC por litro sobre los brotes como compañero de rotación; muy tóxico, use ropa de protección completa y respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'Revise cada brotación nueva, sobre todo en árboles jóvenes, y limpie enseguida las hojas cortadas del suelo.',
    ],
    whenToCallExpert:
      'Llame si las plantas jóvenes pierden las hojas brotación tras brotación, o si las plantas del vivero quedan muy peladas.',
  },
  'mango-die-back': {
    name: 'Muerte descendente del mango',
    symptoms: {
      leaf: [
        'Las hojas de las ramitas afectadas se ponen cafés desde la base, se enrollan hacia arriba a lo largo de la nervadura central y se caen, dejando ramitas peladas que parecen chamuscadas por fuego.',
      ],
      stem: [
        'Las ramitas y las ramas se secan y mueren desde la punta hacia abajo; la corteza se oscurece y la parte muerta avanza hacia el tronco.',
        'Sale goma por rajaduras de la corteza de las ramas y el tronco; al pelar la corteza se ven rayas cafés en la madera.',
        'Las plantas injertadas de vivero se secan desde el punto de injerto.',
      ],
      fruit: [
        'Después de la cosecha empieza en el lado del pedúnculo una pudrición blanda café oscuro a negra (pudrición del pedúnculo) que avanza rápido por el fruto.',
      ],
    },
    favourableConditions: [
      'Humedad alta y temperaturas cálidas (25-31 °C), muchas veces después de la temporada de lluvias; el pico es en octubre-noviembre en el norte de la India.',
      'Heridas por poda, barrenadores, quemadura de sol o cosecha; árboles debilitados por sequía, mala nutrición o encharcamiento.',
    ],
    lookAlikes: [
      {
        name: 'Cancro bacteriano',
        howToTell:
          'El cancro bacteriano hace manchas negras levantadas y angulosas con halo amarillo en hojas y frutos; la muerte descendente seca la ramita desde la punta sin manchas en las hojas.',
      },
      {
        name: 'Quema de ramitas por antracnosis',
        howToTell:
          'La antracnosis muestra manchas negras en las hojas jóvenes y las flores con tiempo lluvioso, además del ennegrecimiento de las ramitas.',
      },
      {
        name: 'Barrenadores del tallo y la corteza',
        howToTell: 'Los barrenadores dejan agujeros con aserrín en el tronco y las ramas; la muerte descendente no.',
      },
      {
        name: 'Sequía o daño de raíces',
        howToTell:
          'La falta de agua marchita todo el follaje de forma pareja; la muerte descendente mata ramitas sueltas con corteza oscura y goma.',
      },
    ],
    management: {
      cultural: [
        'Corte las ramitas muertas 10-15 cm por debajo de la parte muerta, en madera verde y sana, y quémelas; desinfecte las herramientas.',
        'Pinte los cortes y las heridas grandes con pasta bordelesa o pasta de oxicloruro de cobre.',
        'Mantenga los árboles sanos con estiércol y fertilizante balanceados y riego regular en los períodos secos; evite hacer heridas.',
        'Coseche con el pedúnculo corto, manipule con cuidado y enfríe la fruta rápido para limitar la pudrición del pedúnculo.',
      ],
      biological: [
        'Trichoderma harzianum o T. viride aplicado en estiércol alrededor de la base del árbol y en las heridas de poda.',
      ],
      chemical: [
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: 3 g de 50% WP por litro aplicado al follaje después de la poda y repetido a los 15-20 días; como pasta espesa en los cortes.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g de 50% WP por litro después de la poda; puede haber resistencia, alterne con cobre. Equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'tiofanato-metílico',
          note: 'FRAC 1: unos 1 g de 70% WP por litro; no lo alterne con carbendazim (mismo grupo).',
        },
      ],
    },
    prevention: [
      'Pode la madera muerta cada año después de la cosecha y proteja los cortes; mantenga los árboles vigorosos y libres de barrenadores.',
      'Use plantas injertadas sanas y proteja el punto de injerto en el vivero.',
    ],
    whenToCallExpert: 'Llame si se están secando ramas grandes o el tronco principal, o si sale goma del tronco.',
  },
  'mango-gall-midge': {
    name: 'Mosquita de las agallas de la hoja del mango',
    symptoms: {
      leaf: [
        'Muchas agallas pequeñas levantadas como verrugas, de 2-4 mm, regadas por la lámina de la hoja y visibles por las dos caras.',
        'Las agallas son verdes al principio y luego se ponen rojizas, cafés o negras; cuando salen los adultos aparecen agujeritos de salida debajo de la hoja.',
        'Las hojas con muchas agallas se deforman, se ponen amarillas y se caen antes de tiempo; los brotes jóvenes se pueden secar.',
      ],
      flower: [
        'Mosquitas parientes de la flor hacen manchitas negras y agallas en los pedúnculos florales; las flores se secan y se caen.',
      ],
    },
    favourableConditions: [
      'Brotes nuevos de hojas; mosquitas diminutas ponen huevos en las hojas tiernas y las larvas viven dentro de las agallas.',
      'Follajes densos y huertos con muchas hojas viejas con agallas; las larvas caen al suelo para pupar.',
    ],
    lookAlikes: [
      {
        name: 'Cancro bacteriano',
        howToTell:
          'Las manchas bacterianas son planas o apenas levantadas, negras y angulosas con halo amarillo; las agallas son hinchazones redondas con una larva o un agujero de salida adentro.',
      },
      {
        name: 'Escamas',
        howToTell:
          'Las escamas son conchitas pegadas a la hoja que se pueden levantar con la uña; las agallas son parte de la hoja.',
      },
      {
        name: 'Picudo cortador de hojas',
        howToTell:
          'El picudo cortador corta las hojas jóvenes; las hojas con mosquita de las agallas se quedan en el árbol pero cubiertas de bultitos.',
      },
    ],
    management: {
      cultural: [
        'Pode y queme los brotes con muchas agallas y recoja las hojas caídas con agallas.',
        'Are o rastrille el suelo debajo del follaje para dejar las pupas expuestas al sol y a los pájaros.',
        'Pode el follaje para abrirlo; evite el exceso de nitrógeno, que produce muchos brotes blandos.',
      ],
      biological: [
        'Conserve las avispitas parasitoides (Platygastridae) que atacan a las larvas; evite las aplicaciones innecesarias de amplio espectro.',
        'Aceite de neem 3-5 ml por litro al reventar las yemas del brote nuevo.',
      ],
      chemical: [
        {
          activeIngredient: 'tiametoxam',
          note: 'IRAC 4A: unos 0.3 g de 25% WG por litro al inicio de una brotación nueva (reventar de yemas), una o dos veces con 10-15 días de separación; no en la floración, tóxico para las abejas.',
        },
        {
          activeIngredient: 'lambda-cihalotrina',
          note: 'IRAC 3A: unos 0.5 ml de 5% EC por litro al reventar las yemas como compañero de rotación; tóxico para peces y abejas. Equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'Proteja los brotes nuevos en huertos con historial de agallas; una vez formadas las agallas, las aplicaciones sirven de poco.',
    ],
    whenToCallExpert:
      'Llame si la mayoría de las hojas de los brotes nuevos tienen agallas o si también atacan las flores.',
  },
  'mango-sooty-mould': {
    name: 'Fumagina del mango',
    symptoms: {
      leaf: [
        'Una capa negra, delgada, como hollín o aterciopelada, en la cara de arriba de las hojas, que se puede limpiar o pelar y deja ver la hoja verde debajo.',
        'Las hojas debajo de la capa quedan a la sombra, así que se mantienen pálidas y el árbol produce menos alimento y menos flores.',
      ],
      stem: [
        'Las ramitas y las ramas están cubiertas de la misma película negra; las hormigas suben y bajan por el tronco.',
      ],
      fruit: [
        'Los frutos quedan tiznados de negro y se venden a menos precio; la capa se quita al lavar pero deja marcas.',
      ],
    },
    favourableConditions: [
      'Melaza de chicharritas, cochinillas harinosas, escamas, pulgones o mosca blanca que comen más arriba y gotea sobre las hojas de abajo.',
      'Tiempo húmedo y sin viento y follajes densos y sombreados; hormigas que protegen a los insectos chupadores.',
    ],
    lookAlikes: [
      {
        name: 'Chicharrita del mango',
        howToTell:
          'Las chicharritas son la causa de gran parte de la melaza: golpee las panículas florales y saltarán insectitos en forma de cuña. Contrólelas y la fumagina se va.',
      },
      {
        name: 'Antracnosis',
        howToTell:
          'Las manchas de antracnosis son tejido muerto dentro de la hoja y no se limpian; la fumagina está solo en la superficie.',
      },
      {
        name: 'Mancha negra bacteriana',
        howToTell:
          'Las manchas bacterianas son levantadas y angulosas y se quedan al frotar; la fumagina se quita al frotar.',
      },
    ],
    management: {
      cultural: [
        'Busque y controle el insecto chupador que produce la melaza: busque chicharritas, cochinillas harinosas, escamas o pulgones por encima de las hojas negras.',
        'Ponga una banda pegajosa o grasa alrededor del tronco para que no suban las hormigas, y destruya los hormigueros de la base.',
        'Pode el follaje para abrirlo a la luz y al aire; quite los brotes muy cubiertos.',
        'Aplique una solución ligera de almidón (unos 20-50 g de almidón hervido por litro); se seca y se desprende en escamas con el sol, llevándose la fumagina.',
      ],
      biological: [
        'Conserve las mariquitas, las crisopas y las avispitas parasitoides que controlan las cochinillas y las escamas.',
        'Aceite de neem 3-5 ml por litro contra chicharritas jóvenes, cochinillas y escamas.',
      ],
      chemical: [
        {
          activeIngredient: 'aceite mineral hortícola',
          note: 'Unos 10-20 ml por litro: asfixia escamas y cochinillas y afloja la fumagina. No en las horas de calor (más de 32 °C) ni en árboles estresados.',
        },
        {
          activeIngredient: 'imidacloprid (contra chicharritas)',
          note: 'IRAC 4A: unos 0.3 ml de 17.8% SL por litro cuando las chicharritas son la fuente de la melaza; no en plena floración, tóxico para las abejas.',
        },
        {
          activeIngredient: 'buprofezin (contra escamas y cochinillas)',
          note: 'IRAC 16: unos 1.5-2 ml de 25% SC por litro sobre las ninfas móviles jóvenes. Respete el intervalo de seguridad antes de la cosecha; guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'Mantenga bajo control las chicharritas, las cochinillas harinosas y las escamas, y las hormigas fuera de los árboles.',
    ],
    whenToCallExpert: 'Llame si la capa negra sigue volviendo y no encuentra qué insecto produce la melaza.',
  },
};
