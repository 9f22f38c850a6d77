import type { KnowledgeTranslations } from '../types.js';

export const onionEs: KnowledgeTranslations = {
  'onion-purple-blotch': {
    name: 'Mancha púrpura de la cebolla',
    symptoms: {
      leaf: [
        'Puntitos blancos pequeños y hundidos en las hojas y los tallos florales que crecen hasta formar manchones ovalados morados a cafés con un borde amarillo.',
        'Los manchones más grandes tienen anillos por dentro; con tiempo húmedo se ven oscuros y aterciopelados.',
        'Las hojas y los tallos florales se doblan y se quiebran en el manchón y se secan desde la punta.',
      ],
      bulb: [
        'Los bulbos quedan pequeños; en el almacén puede empezar una pudrición acuosa amarillo rojiza en el cuello.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (25-30 °C) y húmedo con rocío o lluvia por mucho tiempo; el daño de los trips abre puertas de entrada.',
    ],
    lookAlikes: [
      {
        name: 'Tizón por Stemphylium',
        howToTell:
          'Stemphylium empieza como rayitas amarillo anaranjadas en el lado de las hojas que da al viento y se pone café sin centro morado.',
      },
      {
        name: 'Daño por trips',
        howToTell: 'Los trips dan rayas y puntitos blanco plateados, no manchones ovalados morados.',
      },
      {
        name: 'Mildiu velloso',
        howToTell:
          'El mildiu velloso da manchones ovalados pálidos con pelusa gris violeta en la mañana, con tiempo fresco.',
      },
    ],
    management: {
      cultural: ['Destruya los restos de cosecha; rote 2-3 años; buena distancia y buen drenaje; controle los trips.'],
      biological: ['Tratamiento de semilla y suelo con Trichoderma; aplicaciones de Bacillus subtilis.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g por litro con adherente (las hojas de cebolla son cerosas) cada 10-15 días a partir de los 30-45 días del trasplante.',
        },
        {
          activeIngredient: 'tebuconazol',
          note: 'FRAC 3: unos 1 ml de 25.9% EC por litro; alterne con mancozeb.',
        },
        {
          activeIngredient: 'azoxistrobina + difenoconazol',
          note: 'FRAC 11 + 3: unos 1 ml por litro; máximo 2 usos. Respete el intervalo de seguridad antes de la cosecha; guantes y mascarilla.',
        },
      ],
    },
    prevention: ['Semilla y bulbillos sanos; abonado balanceado; evite el riego por aspersión.'],
    whenToCallExpert:
      'Llame si los tallos florales se quiebran en un cultivo para semilla o si los manchones se extienden rápido después de la lluvia.',
  },
  'onion-thrips': {
    name: 'Trips de la cebolla',
    symptoms: {
      leaf: [
        'Rayas y manchones blanco plateados en las hojas donde insectos diminutos, delgados, amarillos a cafés (1 mm), raspan y chupan.',
        'Puntitos negros de excremento en las hojas.',
        'Los insectos se esconden en los pliegues de las hojas en el cuello; las hojas se enrollan, se tuercen, se secan desde la punta y el campo se ve gris plateado.',
      ],
      bulb: ['Los bulbos quedan pequeños y deformes; pérdida de rendimiento con tiempo seco.'],
    },
    favourableConditions: [
      'Tiempo caliente y seco; sin lluvia que lave los trips; cultivos con falta de agua; malezas cerca.',
    ],
    lookAlikes: [
      {
        name: 'Mancha púrpura',
        howToTell:
          'La mancha púrpura da manchones ovalados morados; los trips dan rayas plateadas con insectos diminutos en el cuello de la hoja.',
      },
      {
        name: 'Quemadura por herbicida o por sal',
        howToTell: 'La quemadura química muestra puntas quemadas sin rayas plateadas ni insectos.',
      },
    ],
    management: {
      cultural: [
        'Revise el cuello de las hojas de 10 plantas: actúe con unos 30 trips por planta al principio, o con menos cerca de la formación del bulbo.',
        'Riegue por aspersión para lavar los trips donde se pueda; cultivos barrera de 2 surcos de maíz o trigo alrededor de la cebolla.',
        'Controle las malezas; no siembre junto a cereales que se están secando.',
      ],
      biological: [
        'Trampas azules pegajosas para monitorear; aceite de neem 5 ml por litro; aplicaciones de Beauveria bassiana o Metarhizium; conserve los trips y chinches depredadores.',
      ],
      chemical: [
        {
          activeIngredient: 'spinetoram',
          note: 'IRAC 5: unos 0.9 ml de 11.7% SC por litro con adherente, dirigido al cuello de las hojas; máximo 2 usos.',
        },
        {
          activeIngredient: 'fipronil',
          note: 'IRAC 2B: unos 1.5-2 ml de 5% SC por litro; muy tóxico para abejas y peces; no está permitido en algunos países.',
        },
        {
          activeIngredient: 'abamectina',
          note: 'IRAC 6: dosis de la etiqueta con adherente o aceite agrícola; rote grupos en cada aplicación porque los trips se hacen resistentes rápido. Use equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Plántulas sanas; cultivos barrera; evite la falta de agua.'],
    whenToCallExpert: 'Llame si los trips sobreviven a dos aplicaciones de grupos distintos.',
  },
  'onion-stemphylium-blight': {
    name: 'Tizón por Stemphylium',
    symptoms: {
      leaf: [
        'Puntitos y rayitas amarillas a anaranjadas, sobre todo en el medio de las hojas, en el lado que da al viento.',
        'Las rayas crecen hasta ser manchones largos en forma de huso, café rosado a verde oliva oscuro; las hojas se secan desde la punta.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido (18-25 °C), hojas mojadas por mucho tiempo; plantas dañadas por trips, granizo o mancha púrpura.',
    ],
    lookAlikes: [
      {
        name: 'Mancha púrpura',
        howToTell:
          'Los manchones de la mancha púrpura son morados en el centro y con anillos; el Stemphylium son rayas café amarillentas de un solo lado.',
      },
      {
        name: 'Puntas secas por sequía o sales',
        howToTell: 'La simple quemadura de puntas no tiene rayas que avancen y todo el campo está parejo.',
      },
    ],
    management: {
      cultural: [
        'Saque los restos; rotación; evite que las hojas queden mojadas mucho tiempo por aspersores en la tarde.',
      ],
      biological: ['Las aplicaciones a base de Trichoderma dan algo de protección.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g por litro con adherente como protector.',
        },
        {
          activeIngredient: 'difenoconazol',
          note: 'FRAC 3: 0.5 ml de 25% EC por litro; alterne grupos.',
        },
        {
          activeIngredient: 'fluopyram + tebuconazol',
          note: 'FRAC 7 + 3: dosis de la etiqueta donde esté registrado; máximo 2 usos. Respete el intervalo de seguridad antes de la cosecha; guantes y mascarilla.',
        },
      ],
    },
    prevention: ['Controle los trips, variedades tolerantes, eliminación de restos.'],
    whenToCallExpert: 'Llame si las hojas se mueren rápido antes de la formación del bulbo.',
  },
  'onion-downy-mildew': {
    name: 'Mildiu velloso de la cebolla',
    symptoms: {
      leaf: [
        'Manchones ovalados verde pálido a amarillos en las hojas y los tallos florales.',
        'Temprano en la mañana una pelusa gris violeta cubre los manchones; después se ponen cafés y las hojas se doblan.',
      ],
      bulb: ['Los bulbos quedan blandos, no se guardan bien y pueden brotar antes de tiempo.'],
    },
    favourableConditions: [
      'Tiempo fresco (10-20 °C), con neblina o lluvia y rocío por mucho tiempo; bulbillos enfermos y cebollas guachas (que nacen solas).',
    ],
    lookAlikes: [
      {
        name: 'Mancha púrpura',
        howToTell:
          'La mancha púrpura tiene centros morados y anillos con tiempo cálido; el mildiu velloso tiene pelusa violeta con tiempo fresco.',
      },
    ],
    management: {
      cultural: [
        'Quite las cebollas guachas y los montones de desecho; buena distancia; evite los campos bajos con neblina.',
      ],
      biological: ['No hay control biológico eficaz.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g por litro con adherente como protector antes de los períodos frescos y húmedos.',
        },
        {
          activeIngredient: 'metalaxil-M + mancozeb',
          note: 'FRAC 4 + M03: unos 2.5 g por litro con los primeros síntomas; máximo 2-3 usos.',
        },
        {
          activeIngredient: 'mandipropamid',
          note: 'FRAC 40: dosis de la etiqueta; alterne grupos. Respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Bulbillos y semilla limpios; rotación de 3 años; destruya las cebollas guachas.'],
    whenToCallExpert: 'Llame si los cultivos para semilla muestran manchones en los tallos florales.',
  },
};
