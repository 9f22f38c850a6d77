import type { KnowledgeTranslations } from '../types.js';

export const wheatEs: KnowledgeTranslations = {
  'wheat-leaf-rust': {
    name: 'Roya de la hoja del trigo (roya café)',
    symptoms: {
      leaf: [
        'Pústulas pequeñas, redondas a ovaladas, polvosas, color café anaranjado (cerca de 1-1.5 mm), regadas sin orden, sobre todo en la cara de arriba de la hoja.',
        'Al frotar una hoja le queda un polvo café anaranjado en los dedos.',
        'Más tarde en la temporada las pústulas se ponen café oscuro a negras; las hojas muy enfermas se ponen amarillas y se secan antes de tiempo.',
      ],
    },
    favourableConditions: [
      'Temperaturas templadas a cálidas (15-25 °C) con rocío en la noche.',
      'Variedades susceptibles, trigo guacho (que nace solo) que lleva la roya de una temporada a otra, siembra tardía.',
    ],
    lookAlikes: [
      {
        name: 'Roya lineal (roya amarilla)',
        howToTell:
          'Las pústulas de la roya amarilla son amarillo limón y están en fila formando rayas largas entre las venas, con tiempo fresco.',
      },
      {
        name: 'Roya del tallo',
        howToTell:
          'Las pústulas de la roya del tallo son más grandes, alargadas, café rojizo oscuro, rompen la piel de la hoja y aparecen en los tallos y en las dos caras de la hoja.',
      },
      {
        name: 'Mancha de Septoria del trigo',
        howToTell: 'Septoria hace manchones cafés con puntitos negros, no pústulas polvosas que se quitan al frotar.',
      },
    ],
    management: {
      cultural: [
        'Destruya el trigo guacho y las malezas gramíneas antes de sembrar.',
        'Siembre en la fecha recomendada; evite la siembra muy tardía y el exceso de nitrógeno.',
        'Revise desde el macollamiento; en variedades susceptibles aplique cuando el 5-10% de las hojas bandera o de las hojas debajo de la bandera muestren pústulas.',
      ],
      biological: ['No hay control biológico práctico; las variedades resistentes son la herramienta principal.'],
      chemical: [
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: 1 ml de 25% EC por litro (unos 0.5 l/ha en 500 l de agua) con las primeras pústulas; repita a los 15 días si hace falta. Respete el intervalo de seguridad antes de la cosecha de la etiqueta (muchas veces 30 días o más).',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro. Use guantes y mascarilla.',
        },
        {
          activeIngredient: 'azoxistrobina + tebuconazol',
          note: 'FRAC 11 + 3: úselo cuando haga falta una protección fuerte de la hoja bandera; máximo 2 aplicaciones de estrobilurina por temporada.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes recomendadas para su zona y cambie las variedades que se vuelvan susceptibles.',
    ],
    whenToCallExpert:
      'Llame si las pústulas llegan a la hoja bandera antes de la floración, o si una variedad resistente de repente muestra roya (raza nueva).',
  },
  'wheat-stripe-rust': {
    name: 'Roya lineal del trigo (roya amarilla)',
    symptoms: {
      leaf: [
        'Pústulas polvosas amarillo limón a amarillo anaranjado, ordenadas en rayas largas y angostas entre las venas de la hoja.',
        'El polvo amarillo mancha los dedos y la ropa; en plantas jóvenes las pústulas cubren la hoja sin rayas claras.',
        'Empieza en parches (focos) en el campo que se extienden rápido; después las hojas se ponen cafés y se secan.',
      ],
      grain: ['Pueden aparecer pústulas en las glumas; el grano queda arrugado.'],
    },
    favourableConditions: [
      'Tiempo fresco (10-15 °C) con rocío o lluvia ligera; noches frescas en invierno y al principio de la primavera.',
      'Variedades susceptibles; el viento lleva las esporas a grandes distancias.',
    ],
    lookAlikes: [
      {
        name: 'Roya de la hoja',
        howToTell: 'Las pústulas de la roya de la hoja son café anaranjado, redondas y regadas, no en rayas amarillas.',
      },
      {
        name: 'Falta de nitrógeno',
        howToTell:
          'La falta de nitrógeno pone amarillas de forma pareja las hojas viejas enteras, sin polvo que se quite al frotar.',
      },
    ],
    management: {
      cultural: [
        'Revise temprano con tiempo fresco buscando parches amarillos; quite el trigo guacho.',
        'Evite el exceso de nitrógeno; siembre a tiempo.',
      ],
      biological: ['No hay control biológico práctico.'],
      chemical: [
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: 1 ml de 25% EC por litro con las primeras rayas (parches); repita a los 15-20 días con tiempo fresco y húmedo. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro; rote con una mezcla con estrobilurina.',
        },
        {
          activeIngredient: 'trifloxistrobina + tebuconazol',
          note: 'FRAC 11 + 3: unos 0.4 g de 75% WG por litro; como máximo 2 usos. Guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes; siga los avisos de enfermedades del servicio de extensión; no siembre variedades susceptibles en zonas altas y frescas.',
    ],
    whenToCallExpert:
      'Llame con los primeros parches amarillos: la roya amarilla puede acabar con un cultivo susceptible en semanas y las autoridades siguen las razas nuevas.',
  },
  'wheat-stem-rust': {
    name: 'Roya del tallo del trigo (roya negra)',
    symptoms: {
      stem: [
        'Pústulas polvosas largas y grandes (hasta 3 mm x 10 mm) café rojizo oscuro en los tallos y las vainas de las hojas, que rompen la piel y dejan los bordes desgarrados.',
        'Al final de la temporada las pústulas se ponen negras; los tallos se debilitan y se quiebran, y el cultivo se acama.',
      ],
      leaf: ['Aparecen pústulas en las dos caras de las hojas.'],
      grain: ['Grano arrugado y liviano; pústulas en la espiga y las aristas.'],
    },
    favourableConditions: [
      'Días cálidos (20-30 °C) con rocío o lluvia; más tarde en la temporada y en zonas más cálidas.',
      'Arbustos de agracejo (berberis) y trigo guacho cerca de los campos.',
    ],
    lookAlikes: [
      {
        name: 'Roya de la hoja',
        howToTell:
          'Las pústulas de la roya de la hoja son pequeñas, redondas y sobre todo en la cara de arriba de la hoja, no pústulas grandes que rompen la piel en los tallos.',
      },
    ],
    management: {
      cultural: [
        'Quite el trigo guacho y el agracejo; siembre temprano para escapar del calor y la roya de final de temporada.',
      ],
      biological: ['No hay control biológico práctico.'],
      chemical: [
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: 1 ml de 25% EC por litro con las primeras pústulas. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro; rote con mezclas con estrobilurina.',
        },
        {
          activeIngredient: 'azoxistrobina + ciproconazol',
          note: 'FRAC 11 + 3: dosis de la etiqueta; máximo 2 aplicaciones de estrobilurina por temporada. Guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'Siembre variedades con resistencia a la roya del tallo (Ug99) según lo recomienden los programas nacionales.',
    ],
    whenToCallExpert:
      'Llame de inmediato: los brotes de roya del tallo (incluida la Ug99) se reportan y se siguen en los programas nacionales de trigo.',
  },
  'wheat-powdery-mildew': {
    name: 'Oídio del trigo',
    symptoms: {
      leaf: [
        'Manchones blancos a grises, esponjosos como algodón, en la cara de arriba de las hojas bajas y las vainas, que se quitan fácil al frotar.',
        'Más tarde los manchones se ponen café grisáceo con puntitos negros diminutos; la hoja de abajo se pone amarilla.',
      ],
      grain: ['Los ataques fuertes llegan a la espiga y reducen el tamaño del grano.'],
    },
    favourableConditions: [
      'Tiempo templado (15-22 °C) y húmedo pero sin lluvia; cultivos densos y exuberantes con mucho nitrógeno.',
    ],
    lookAlikes: [
      {
        name: 'Roya amarilla',
        howToTell:
          'El polvo de la roya es amarillo o anaranjado y sale de pústulas debajo de la piel; el oídio es un algodón blanco en la superficie.',
      },
    ],
    management: {
      cultural: ['Evite la siembra densa y el exceso de nitrógeno; quite el trigo guacho.'],
      biological: ['Los productos a base de azufre se aceptan en la producción orgánica.'],
      chemical: [
        {
          activeIngredient: 'azufre (mojable)',
          note: 'FRAC M02: 2-3 g de 80% WP por litro; no aplique con más de 32 °C.',
        },
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: 1 ml de 25% EC por litro cuando el oídio llegue a las hojas de arriba. Respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro; rote con azufre o con mezclas con estrobilurina.',
        },
      ],
    },
    prevention: ['Siembre variedades resistentes; abonado balanceado.'],
    whenToCallExpert: 'Llame si el oídio cubre la hoja bandera antes de la floración.',
  },
  'septoria-tritici-blotch': {
    name: 'Mancha foliar por Septoria del trigo',
    symptoms: {
      leaf: [
        'Puntitos amarillo pálido en las hojas de abajo que crecen hasta formar manchones largos e irregulares, canela a cafés, limitados por las venas.',
        'Dentro de los manchones hay puntitos negros diminutos en fila (cuerpos fructíferos del hongo) que parecen pimienta molida.',
        'Con tiempo lluvioso los manchones suben hasta la hoja bandera; hojas enteras mueren.',
      ],
    },
    favourableConditions: [
      'Tiempo fresco (15-20 °C), húmedo y lluvioso; la salpicadura de la lluvia sube las esporas por la planta.',
      'Siembra temprana, trigo después de trigo, rastrojo enfermo.',
    ],
    lookAlikes: [
      {
        name: 'Roya de la hoja',
        howToTell:
          'La roya tiene pústulas anaranjadas levantadas y polvosas; los manchones de septoria son planos, cafés y con puntitos negros.',
      },
      {
        name: 'Mancha amarilla (mancha bronceada)',
        howToTell:
          'Las lesiones de la mancha amarilla son manchas canela en forma de ojo con un halo amarillo y un punto oscuro en el centro, sin los puntitos negros.',
      },
    ],
    management: {
      cultural: [
        'Entierre o saque el rastrojo enfermo; rote con cultivos que no sean cereales; evite la siembra muy temprana.',
      ],
      biological: ['No hay control biológico práctico.'],
      chemical: [
        {
          activeIngredient: 'clorotalonil',
          note: 'FRAC M05: compañero protector, dosis de la etiqueta; importante para el manejo de la resistencia.',
        },
        {
          activeIngredient: 'protioconazol',
          note: 'FRAC 3: dosis de la etiqueta al salir la hoja bandera; la resistencia a los azoles va en aumento, mézclelo siempre con un multisitio.',
        },
        {
          activeIngredient: 'fluxapiroxad + piraclostrobina',
          note: 'FRAC 7 + 11: dosis de la etiqueta, máximo 2 aplicaciones de SDHI por temporada. La resistencia a las estrobilurinas está muy extendida en este hongo. Respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Siembre variedades con buena calificación de resistencia a septoria; rotación de cultivos.'],
    whenToCallExpert:
      'Llame si los manchones llegan a la segunda hoja o a la hoja bandera antes del espigamiento con tiempo lluvioso.',
  },
  'wheat-loose-smut': {
    name: 'Carbón volador del trigo',
    symptoms: {
      grain: [
        'En el espigamiento, toda la espiga es una masa de polvo café negruzco en lugar de grano, al principio cubierta por una piel gris delgada.',
        'El viento se lleva el polvo y solo queda el tallito pelado (raquis).',
        'Las espigas con carbón salen un poco antes que las sanas.',
      ],
    },
    favourableConditions: [
      'Semilla enferma: el hongo vive dentro del embrión de la semilla y no da señales hasta el espigamiento.',
      'Tiempo fresco y húmedo en la floración, que permite nuevas infecciones de la semilla.',
    ],
    lookAlikes: [
      {
        name: 'Carbón parcial (Karnal) / caries (carbón hediondo)',
        howToTell:
          'Los granos con caries se ven normales por fuera pero están llenos de polvo negro que huele a pescado podrido; el carbón volador reemplaza toda la espiga.',
      },
      {
        name: 'Fusariosis de la espiga',
        howToTell: 'La fusariosis deja partes de la espiga blanqueadas o rosadas, no un polvo negro.',
      },
    ],
    management: {
      cultural: [
        'Arranque las espigas con carbón metiéndolas en una bolsa antes de que se riegue el polvo, y quémelas.',
        'No guarde semilla de un campo con carbón.',
      ],
      biological: [
        'Tratamiento de la semilla con agua caliente o con sol (remojar 4 horas en agua y luego secar la semilla al sol fuerte en verano), según se practique en su zona.',
      ],
      chemical: [
        {
          activeIngredient: 'carboxina + tiram',
          note: 'Tratamiento de semilla FRAC 7 + M03: unos 2-2.5 g por kg de semilla. La semilla tratada nunca se debe comer ni dar a los animales.',
        },
        {
          activeIngredient: 'tebuconazol (tratamiento de semilla)',
          note: 'FRAC 3: 1-1.25 g de 2% DS por kg de semilla. Use guantes; tiña la semilla tratada.',
        },
      ],
    },
    prevention: ['Use semilla certificada o un tratamiento sistémico de semilla cada temporada.'],
    whenToCallExpert: 'Llame si más del 1% de las espigas tienen carbón en un campo destinado a semilla.',
  },
  'fusarium-head-blight': {
    name: 'Fusariosis de la espiga (tizón de la espiga)',
    symptoms: {
      grain: [
        'Algunas espiguillas o la parte de arriba de la espiga se ponen blanqueadas o color paja antes de tiempo mientras el resto sigue verde.',
        'Moho rosado a anaranjado en las espiguillas y en la base de las glumas con tiempo húmedo.',
        'Los granos quedan arrugados, blanco yeso o rosados ("granos lápida") y pueden tener toxinas (DON) dañinas para personas y animales.',
        'En el maíz, un moho rojo rosado empieza en la punta de la mazorca.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (25-30 °C), mojado y húmedo durante la floración.',
      'Rastrojo de maíz dejado en la superficie antes del trigo; labranza mínima.',
    ],
    lookAlikes: [
      {
        name: 'Carbón volador',
        howToTell: 'El carbón volador convierte toda la espiga en polvo negro.',
      },
      {
        name: 'Helada o sequía en el espigamiento',
        howToTell: 'La helada o la sequía dan espigas blancas en zonas enteras sin moho rosado.',
      },
    ],
    management: {
      cultural: [
        'Incorpore con el arado los restos de maíz y de cereales; no siembre trigo justo después de maíz.',
        'Coseche a tiempo; seque el grano rápido por debajo de 14% de humedad; limpie el grano liviano y arrugado.',
      ],
      biological: [
        'En algunos países hay biofungicidas a base de Bacillus registrados como parte de un programa integrado.',
      ],
      chemical: [
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: dosis de la etiqueta al inicio de la floración (anteras afuera); el momento es clave, las aplicaciones más tardías controlan poco.',
        },
        {
          activeIngredient: 'protioconazol',
          note: 'FRAC 3: dosis de la etiqueta en la floración; no use estrobilurinas en esta etapa porque pueden subir los niveles de toxinas. Respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'metconazol',
          note: 'FRAC 3: dosis de la etiqueta en la floración. Use guantes y mascarilla.',
        },
      ],
    },
    prevention: ['Siembre variedades moderadamente resistentes; rote sin maíz; escalone las fechas de floración.'],
    whenToCallExpert:
      'Llame si muchas espigas están blanqueadas y rosadas: puede que haya que analizar las toxinas del grano antes de darlo a los animales o venderlo.',
  },
};
