import type { KnowledgeTranslations } from '../types.js';

export const potatoEs: KnowledgeTranslations = {
  'potato-common-scab': {
    name: 'Sarna común de la papa',
    symptoms: {
      tuber: [
        'Manchones cafés, ásperos y corchosos en la piel del tubérculo, ya sea planos y superficiales, levantados como verrugas, u hoyitos hundidos.',
        'Los manchones son redondos o irregulares, de 5-10 mm o juntos en zonas ásperas grandes; solo se afecta la piel, la pulpa de abajo está sana.',
      ],
      leaf: ['Las hojas y los tallos se ven sanos; el problema solo se ve en la cosecha.'],
    },
    favourableConditions: [
      'Suelo seco durante las 4-6 semanas después de que empiezan a formarse los tubérculos.',
      'Suelo alcalino (pH de más de 5.5-6.0), encalado reciente, estiércol fresco.',
      'Suelos livianos arenosos o pedregosos; rotaciones cortas.',
    ],
    lookAlikes: [
      {
        name: 'Sarna polvosa',
        howToTell:
          'Las ampollas de la sarna polvosa son granitos levantados que revientan y sueltan un polvo café; se da con suelo fresco y húmedo, lo contrario de la sarna común.',
      },
      {
        name: 'Costra negra (Rhizoctonia)',
        howToTell:
          'La costra negra son costras negras duras como tierra pegada a la piel que no se quitan al lavar; la piel de abajo está lisa.',
      },
    ],
    management: {
      cultural: [
        'Mantenga el suelo húmedo (no encharcado) durante 4-6 semanas desde el inicio de la formación de tubérculos.',
        'No encale justo antes de la papa; evite el estiércol fresco; use fertilizantes que acidifican, como el sulfato de amonio.',
        'Aparte los tubérculos con sarna y no los use como semilla.',
      ],
      biological: [
        'Los abonos verdes (p. ej. mostaza, centeno) incorporados antes de la siembra pueden bajar la sarna en algunos suelos.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno eficaz en el campo',
          note: 'Las aplicaciones al cultivo no controlan la sarna. El manejo de la humedad y el pH del suelo es el control principal; algunos países registran tratamientos para el tubérculo semilla (p. ej. mancozeb en polvo) que solo reducen el inóculo que viene en la semilla.',
        },
      ],
    },
    prevention: [
      'Siembre semilla certificada y variedades resistentes a la sarna.',
      'Rote 3-4 años con cereales o pastos; evite la remolacha y el rábano en la rotación.',
    ],
    whenToCallExpert:
      'Llame si la sarna deja invendibles la mayoría de los tubérculos, para analizar el pH del suelo y escoger variedades resistentes.',
  },
  'potato-blackleg': {
    name: 'Pie negro y pudrición blanda',
    symptoms: {
      stem: [
        'Pudrición negra como tinta y babosa en la base del tallo, que empieza desde el tubérculo semilla y sube, muchas veces 10-15 cm.',
        'Los tallos están blandos y salen fácil al jalarlos; el trozo de semilla podrido de abajo huele mal.',
      ],
      leaf: [
        'Las hojas se ponen amarillo pálido, se enrollan hacia arriba y la planta se marchita; por lo general son plantas sueltas regadas por el campo.',
      ],
      tuber: [
        'Los tubérculos se pudren desde el lado del estolón: pulpa crema a café, blanda, mojada y maloliente; en el almacén se pueden pudrir bolsas enteras.',
      ],
    },
    favourableConditions: [
      'Tubérculos semilla enfermos; cortar la semilla con cuchillos sucios.',
      'Suelo mojado o encharcado en la siembra; almacén cálido y húmedo sin ventilación.',
      'Golpes y heridas en la cosecha.',
    ],
    lookAlikes: [
      {
        name: 'Marchitez bacteriana',
        howToTell:
          'Las plantas con marchitez bacteriana se marchitan verdes con la base del tallo normal; un tallo cortado suelta hilos lechosos en el agua y los tubérculos muestran un anillo café.',
      },
      {
        name: 'Tizón tardío',
        howToTell:
          'Los manchones del tizón tardío en el tallo están más arriba, con lesiones en las hojas y pelusa blanca; no es una base negra y babosa desde el tubérculo semilla.',
      },
    ],
    management: {
      cultural: [
        'Arranque y saque las plantas enfermas junto con el tubérculo semilla podrido.',
        'No riegue hasta que nazcan las plantas; mejore el drenaje.',
        'Coseche cuando la piel esté firme, con tiempo seco; evite los golpes; seque los tubérculos antes de guardarlos en un almacén fresco y ventilado.',
      ],
      biological: ['No hay un control biológico confiable; la semilla limpia es la defensa principal.'],
      chemical: [
        {
          activeIngredient: 'ninguno eficaz',
          note: 'Ninguna aplicación controla el pie negro. Desinfecte los cuchillos para cortar semilla con cloro o alcohol entre un lote y otro.',
        },
      ],
    },
    prevention: [
      'Use semilla certificada; siembre tubérculos pequeños enteros en vez de trozos cortados donde se pueda.',
      'Deje que la semilla cortada cicatrice (suberice) varios días antes de sembrar; siembre en suelo tibio y con buen drenaje.',
    ],
    whenToCallExpert:
      'Llame si más del 2% de las plantas muestran pie negro en un cultivo para semilla, o si las papas almacenadas se están pudriendo.',
  },
  'potato-tuber-moth': {
    name: 'Polilla de la papa',
    symptoms: {
      leaf: ['Oruguitas hacen minas transparentes en manchón en las hojas y hacen galerías en los tallos.'],
      tuber: [
        'Galerías dentro del tubérculo llenas de excremento oscuro; agujeritos de entrada cerca de los ojos con aserrín por fuera.',
        'El daño aumenta en el almacén; los tubérculos se pudren y se arrugan.',
      ],
    },
    favourableConditions: [
      'Tiempo caliente y seco, suelo rajado que deja los tubérculos al descubierto.',
      'Siembra poco profunda, tubérculos dejados en el campo de noche después de la cosecha, almacén sin protección.',
    ],
    lookAlikes: [
      {
        name: 'Tuta absoluta',
        howToTell:
          'Las dos minan las hojas; Tuta ataca mucho el fruto del tomate, mientras que el daño de la polilla de la papa está sobre todo en los tubérculos y en los almacenes.',
      },
      {
        name: 'Gusanos cortadores (trozadores)',
        howToTell:
          'Los gusanos cortadores comen agujeros abiertos y poco profundos en los tubérculos y cortan los tallos a ras del suelo; la polilla de la papa hace galerías delgadas con aserrín.',
      },
    ],
    management: {
      cultural: [
        'Siembre la semilla a 10 cm de profundidad y aporque bien para que las rajaduras no dejen los tubérculos al descubierto; riegue para que el suelo no se raje.',
        'Coseche a tiempo y tape los tubérculos cosechados; no los deje en el campo de noche.',
        'Guarde en almacenes limpios y frescos; tape los tubérculos con una capa de 2-3 cm de hojas secas de lantana o eucalipto, o de arena.',
      ],
      biological: [
        'Trampas de feromonas para monitorear y hacer captura masiva de las polillas.',
        'Polvo de virus de la granulosis (PhopGV) sobre los tubérculos semilla almacenados donde lo haya; polvo de Bacillus thuringiensis en los almacenes.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: aplicación foliar a la dosis de la etiqueta cuando suban las capturas de polillas. No trate con insecticidas los tubérculos para consumo.',
        },
        {
          activeIngredient: 'benzoato de emamectina',
          note: 'IRAC 6: unos 0.4 g de 5% SG por litro sobre el follaje; rote grupos; respete el intervalo de seguridad antes de la cosecha de la etiqueta.',
        },
      ],
    },
    prevention: [
      'Use tubérculos semilla limpios; destruya los tubérculos atacados y las plantas guachas; rote con cultivos que no sean solanáceas.',
    ],
    whenToCallExpert:
      'Llame si los tubérculos semilla almacenados están muy atacados antes de la temporada de siembra.',
  },
  'potato-leafroll': {
    name: 'Virus del enrollamiento de la hoja de la papa',
    symptoms: {
      leaf: [
        'Las hojas de abajo se enrollan hacia arriba como tubos, se ponen tiesas, gruesas y como de cuero, y suenan o crujen al sacudirlas.',
        'Las hojas de arriba son amarillo pálido, erectas, a veces con bordes morados o rojos.',
      ],
      tuber: [
        'Pocos tubérculos y pequeños; algunas variedades muestran hilos cafés como red en la pulpa (necrosis en red).',
      ],
      'whole plant': ['Las plantas que salen de semilla enferma quedan enanas y tiesas, erectas.'],
    },
    favourableConditions: [
      'Pulgones (sobre todo el pulgón verde del durazno) que llevan el virus desde plantas enfermas.',
      'Semilla guardada en la finca y usada año tras año.',
    ],
    lookAlikes: [
      {
        name: 'Pie negro',
        howToTell: 'El pie negro también enrolla las hojas, pero la base del tallo está negra y podrida.',
      },
      {
        name: 'Falta de magnesio',
        howToTell:
          'La falta de magnesio pone amarillo entre las venas de las hojas viejas; las hojas no están tiesas ni enrolladas.',
      },
    ],
    management: {
      cultural: [
        'Haga el raleo sanitario (saque) de las plantas enfermas con sus tubérculos en cuanto las vea, sobre todo en cultivos para semilla.',
        'No guarde semilla de campos con enrollamiento.',
      ],
      biological: ['Conserve las mariquitas, las crisopas y las moscas sírfidas que comen pulgones.'],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el virus. En cultivos para semilla, controle a los pulgones que lo transmiten; vea la ficha de pulgones.',
        },
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: contra pulgones a la dosis de la etiqueta; selectivo y suave con los insectos benéficos. Respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'Siembre semilla certificada libre de virus; renueve la semilla cada 2-3 temporadas; produzca papa semilla en zonas frescas con pocos pulgones.',
    ],
    whenToCallExpert: 'Llame si más del 5% de las plantas muestran enrollamiento en un campo destinado a semilla.',
  },
};
