import type { KnowledgeTranslations } from '../types.js';

export const cucurbitsEs: KnowledgeTranslations = {
  'powdery-mildew-cucurbits': {
    name: 'Oídio de las cucurbitáceas',
    symptoms: {
      leaf: [
        'Manchitas redondas blancas y polvosas en las dos caras de la hoja, primero en las hojas viejas, que se extienden hasta que la hoja parece espolvoreada con harina.',
        'El polvo se quita con un dedo; las hojas se ponen amarillas, luego cafés y quebradizas.',
      ],
      stem: ['También hay polvo blanco en los tallos y los pecíolos.'],
      fruit: [
        'Los frutos quedan pequeños, maduran antes de tiempo, se queman con el sol y saben mal porque las hojas mueren.',
      ],
    },
    favourableConditions: [
      'Días secos con noches húmedas, 20-27 °C, sombra y siembra densa; no necesita lluvia.',
      'Crecimiento exuberante por exceso de nitrógeno.',
    ],
    lookAlikes: [
      {
        name: 'Mildiu velloso',
        howToTell:
          'El mildiu velloso da manchones amarillos angulosos arriba con pelusa gris morada abajo, no polvo blanco arriba.',
      },
      {
        name: 'Residuo de aplicación o polvo',
        howToTell: 'El residuo es parejo y no avanza; el oídio forma colonias redondas que crecen.',
      },
    ],
    management: {
      cultural: [
        'Quite las hojas más viejas y muy afectadas; deje buena distancia y sol.',
        'Evite el exceso de nitrógeno; riegue en la base.',
      ],
      biological: [
        'Aplicaciones tempranas de Bacillus subtilis o Ampelomyces quisqualis.',
        'Aplicación de leche (1 parte de leche por 9 partes de agua) o bicarbonato de potasio (5 g por litro) cada semana sobre infecciones jóvenes.',
        'Aceite de neem 5 ml por litro.',
      ],
      chemical: [
        {
          activeIngredient: 'azufre (mojable)',
          note: 'FRAC M02: 2-3 g de 80% WP por litro; no lo use con más de 32 °C ni en variedades de melón sensibles al azufre.',
        },
        {
          activeIngredient: 'hexaconazol',
          note: 'FRAC 3: 1-2 ml de 5% EC por litro con las primeras manchas; alterne con otro grupo.',
        },
        {
          activeIngredient: 'miclobutanil',
          note: 'FRAC 3: dosis de la etiqueta; no lo alterne con hexaconazol (mismo grupo).',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: 1 ml de 23% SC por litro; la resistencia es común en este hongo, máximo 2 usos. Respete el intervalo de seguridad antes de la cosecha (corto en pepino, pero revise la etiqueta).',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes; empiece a revisar 3-4 semanas después de la emergencia; evite los sitios con sombra.',
    ],
    whenToCallExpert: 'Llame si el oídio sigue volviendo después de rotar los productos (posible resistencia).',
  },
  'downy-mildew-cucurbits': {
    name: 'Mildiu velloso de las cucurbitáceas',
    symptoms: {
      leaf: [
        'Manchones amarillo pálido angulosos en la cara de arriba de las hojas, encerrados por las venas, que dan un aspecto de tablero de ajedrez o de colcha.',
        'Debajo de los manchones aparece una pelusa gris a negro morado en las mañanas húmedas.',
        'Los manchones se ponen cafés, las hojas se enrollan y mueren; guías enteras pueden caerse en una o dos semanas.',
      ],
      fruit: ['Los frutos quedan pequeños, de mal sabor y quemados por el sol por la pérdida de hojas.'],
    },
    favourableConditions: [
      'Tiempo lluvioso y húmedo, neblina y mucho rocío con 15-22 °C; se extiende rápido con el viento.',
    ],
    lookAlikes: [
      {
        name: 'Oídio',
        howToTell:
          'El oídio es un polvo blanco encima de la hoja que se quita al frotar; el mildiu velloso da manchones amarillos angulosos con pelusa oscura abajo.',
      },
      {
        name: 'Mancha angular (bacteriana)',
        howToTell:
          'Las manchas angulares bacterianas son pequeñas, como empapadas de agua, y luego se desprenden dejando agujeros; no hay pelusa debajo.',
      },
      {
        name: 'Falta de magnesio',
        howToTell:
          'La falta de magnesio pone amarillo de forma pareja entre las venas de las hojas viejas, sin manchones cafés angulosos ni pelusa.',
      },
    ],
    management: {
      cultural: [
        'Buena distancia, espaldera, riego por goteo; saque los restos de cosecha; siembre temprano para escapar del pico de lluvias.',
      ],
      biological: ['Aplicaciones de Bacillus subtilis como protector; solo dan un control débil.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2-2.5 g por litro como protector cada 7 días con tiempo lluvioso.',
        },
        {
          activeIngredient: 'cimoxanil + mancozeb',
          note: 'FRAC 27 + M03: 2.5-3 g por litro con los primeros manchones; alterne grupos.',
        },
        {
          activeIngredient: 'metalaxil-M + mancozeb',
          note: 'FRAC 4 + M03: unos 2.5 g por litro; máximo 2-3 usos por temporada, la resistencia es común.',
        },
        {
          activeIngredient: 'dimetomorf',
          note: 'FRAC 40: unos 1 g de 50% WP por litro con un protector; respete el intervalo de seguridad antes de la cosecha de la etiqueta. Guantes y mascarilla.',
        },
      ],
    },
    prevention: ['Variedades resistentes; aplicaciones protectoras antes de las lluvias pronosticadas.'],
    whenToCallExpert: 'Llame si los manchones amarillos angulosos se extienden por el campo en pocos días.',
  },
  'gummy-stem-blight': {
    name: 'Tizón gomoso del tallo',
    symptoms: {
      stem: [
        'Cancros primero como empapados de agua y luego canela a grises y rajados en el cuello y los tallos; de las rajaduras salen gotas gomosas ámbar a café rojizo.',
        'Puntitos negros diminutos en el cancro; las guías más allá del cancro se marchitan y mueren.',
      ],
      leaf: [
        'Manchas grandes redondas, canela a café oscuro, que empiezan en el borde de la hoja y forman una V o una cuña; las hojas mueren.',
      ],
      fruit: [
        'Manchas oscuras, como empapadas de agua, que se ponen negras (pudrición negra), sobre todo en calabaza y zapallo en el almacén.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (20-25 °C) y húmedo; heridas por diabróticas (vaquitas) y por la poda; semilla enferma.',
    ],
    lookAlikes: [
      {
        name: 'Tizón por Phytophthora',
        howToTell:
          'Phytophthora da una pudrición del cuello oscura, blanda, como empapada de agua, después de encharcamientos, con moho blanco en el fruto, pero sin goma ámbar.',
      },
      {
        name: 'Marchitez por Fusarium del melón',
        howToTell:
          'La marchitez por Fusarium muestra rayas cafés dentro del tallo y marchitez de toda la guía, sin cancros ni goma en la superficie.',
      },
    ],
    management: {
      cultural: ['Saque las guías enfermas; evite hacer heridas; riego por goteo; rote 2 años sin cucurbitáceas.'],
      biological: ['Bacillus subtilis como protector.'],
      chemical: [
        {
          activeIngredient: 'clorotalonil',
          note: 'FRAC M05: unos 2 g por litro cada 7-10 días desde que empiezan a correr las guías.',
        },
        {
          activeIngredient: 'difenoconazol + ciprodinil',
          note: 'FRAC 3 + 9: dosis de la etiqueta; alterne con un multisitio; algunas cepas resisten las estrobilurinas y el boscalid.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: dosis de la etiqueta. Respete el intervalo de seguridad antes de la cosecha; guantes y mascarilla.',
        },
      ],
    },
    prevention: ['Semilla y plántulas limpias; rotación; eliminación de restos.'],
    whenToCallExpert: 'Llame si aparecen cancros con goma en muchos cuellos.',
  },
  'cucumber-mosaic': {
    name: 'Virus del mosaico del pepino',
    symptoms: {
      leaf: [
        'Las hojas jóvenes muestran un mosaico amarillo brillante y verde, están arrugadas, en forma de taza y más pequeñas de lo normal.',
        'En el tomate, las hojas pueden quedar angostas como cordones; en el plátano, rayas amarillas y pudrición de la hoja del cogollo.',
      ],
      fruit: ['Los frutos salen moteados, con verrugas o abollados, pequeños y deformes.'],
      'whole plant': ['Plantas enanas, tupidas, con entrenudos cortos.'],
    },
    favourableConditions: [
      'Pulgones que llevan el virus desde malezas y otros cultivos; muchos hospederos alrededor del campo.',
    ],
    lookAlikes: [
      {
        name: 'Mosaico del tomate',
        howToTell:
          'El ToMV se pasa con las manos y las herramientas, no con pulgones; los síntomas se parecen; un kit de prueba los separa.',
      },
      {
        name: 'Falta de magnesio',
        howToTell:
          'El amarillamiento por nutrientes es parejo entre las venas de las hojas viejas, no un mosaico en manchones en las hojas jóvenes.',
      },
      {
        name: 'Arañita roja (ácaros)',
        howToTell: 'El daño por ácaros es un punteado pálido fino con telaraña abajo, no un mosaico amarillo y verde.',
      },
    ],
    management: {
      cultural: [
        'Arranque temprano las plantas enfermas; controle las malezas alrededor del campo.',
        'Use acolchado reflectante (plateado) y cultivos barrera como el maíz para que se posen menos pulgones.',
      ],
      biological: [
        'Las aplicaciones de aceite mineral o de neem en las hojas reducen la transmisión por pulgones; conserve las mariquitas y las moscas sírfidas.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el virus. Los insecticidas actúan demasiado lento para impedir que los pulgones lo pasen; concéntrese en plántulas limpias, barreras y aceites (vea la ficha de pulgones).',
        },
        {
          activeIngredient: 'aceite mineral (hortícola)',
          note: 'Aplicación al 1% en las hojas cada semana; reduce el contagio del virus por pulgones; pruebe primero en unas pocas plantas; no aplique con sol fuerte.',
        },
      ],
    },
    prevention: ['Variedades resistentes; almácigos con malla; siembre lejos de campos enfermos.'],
    whenToCallExpert: 'Llame si muchas plantas muestran mosaico poco después de la siembra.',
  },
  'melon-fruit-fly': {
    name: 'Mosca del melón',
    symptoms: {
      fruit: [
        'Marquitas oscuras de piquete en los frutos jóvenes donde la mosca puso los huevos, a veces con gotas de resina café.',
        'Los frutos se ablandan, se pudren por dentro y se caen; al abrirlos están llenos de gusanitos blancos sin patas que saltan.',
        'Los frutos jóvenes quedan torcidos y deformes.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido y húmedo; frutos caídos y podridos dejados en el campo; siembra continua de cucurbitáceas.',
    ],
    lookAlikes: [
      {
        name: 'Pudrición negra',
        howToTell:
          'Las pudriciones por hongos no tienen gusanos adentro y por lo general empiezan en un manchón oscuro grande, no en marcas de piquete.',
      },
      {
        name: 'Mosca oriental de la fruta',
        howToTell:
          'El mismo tipo de daño en mango, guayaba y cítricos es de Bactrocera dorsalis; el control es parecido.',
      },
    ],
    management: {
      cultural: [
        'Recoja los frutos caídos y picados cada 2-3 días y entiérrelos a por lo menos 50 cm de profundidad o ciérrelos en bolsas de plástico al sol.',
        'Embolse o envuelva los frutos jóvenes (papel o tela) en parcelas pequeñas.',
        'Are después de la cosecha para dejar al descubierto las pupas.',
      ],
      biological: [
        'Trampas con cue-lure (10-15 por hectárea) con un poco de insecticida o una superficie pegajosa adentro.',
        'Aplicaciones de cebo proteico (por parches) con spinosad en unas pocas hojas por planta o en el maíz del borde.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad (cebo)',
          note: 'IRAC 5: como cebo proteico, aplique por parches cerca de 1 m² por cada 10 m² de cultivo cada semana; lleva muy poco ingrediente activo y es seguro para los enemigos naturales.',
        },
        {
          activeIngredient: 'malatión (cebo)',
          note: 'IRAC 1B: mezclado con proteína hidrolizada o panela (piloncillo) como cebo aplicado por parches a la dosis de la etiqueta; use equipo de protección; no aplique directo sobre el fruto; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Trampeo en toda la zona junto con los vecinos; sanidad del campo; embolsado de frutos.'],
    whenToCallExpert: 'Llame si las trampas atrapan cantidades muy altas o si más del 10% de los frutos están picados.',
  },
  'red-pumpkin-beetle': {
    name: 'Escarabajo rojo de la calabaza',
    symptoms: {
      leaf: [
        'Escarabajos rojo anaranjado brillante (cerca de 7 mm) comen agujeros redondos en las hojas y los cotiledones de las plántulas.',
        'Las plántulas jóvenes pueden ser comidas hasta el suelo.',
      ],
      root: ['Larvas color crema en el suelo comen raíces y tallos; las plantas se marchitan.'],
      fruit: ['Los frutos que tocan el suelo son perforados por las larvas y se pudren.'],
    },
    favourableConditions: ['Principio de la temporada con tiempo cálido; plántulas en etapa de cotiledón.'],
    lookAlikes: [
      {
        name: 'Catarina Epilachna',
        howToTell:
          'La Epilachna tiene puntos y raspa las hojas hasta dejarlas como esqueleto; el escarabajo rojo de la calabaza es anaranjado liso y hace agujeros.',
      },
      {
        name: 'Gusanos cortadores (trozadores)',
        howToTell:
          'Los gusanos cortadores cortan las plántulas por la base de noche y se esconden en el suelo; los escarabajos de la calabaza se ven en las hojas de día.',
      },
    ],
    management: {
      cultural: [
        'Recoja a mano los escarabajos temprano en la mañana; arado profundo para dejar al descubierto las larvas; siembra temprana; use cubiertas flotantes sobre las plántulas.',
      ],
      biological: [
        'Aceite de neem 5 ml por litro o extracto de semilla de neem al 5% como repelente; espolvoree ceniza sobre las plántulas en la mañana.',
      ],
      chemical: [
        {
          activeIngredient: 'lambda-cihalotrina',
          note: 'IRAC 3A: dosis de la etiqueta solo en la etapa de plántula; tóxico para abejas y peces; evítelo en la floración.',
        },
        {
          activeIngredient: 'carbaril',
          note: 'IRAC 1A: dosis de la etiqueta en polvo o aspersión sobre las plántulas; tóxico para las abejas; use equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'Proteja las plántulas con malla durante las primeras 3 semanas; limpie los campos después de la cosecha.',
    ],
    whenToCallExpert: 'Llame si está perdiendo plántulas más rápido de lo que puede resembrar.',
  },
};
