import type { KnowledgeTranslations } from '../types.js';

export const eggplantEs: KnowledgeTranslations = {
  'eggplant-fruit-and-shoot-borer': {
    name: 'Barrenador del fruto y del brote de la berenjena',
    symptoms: {
      stem: [
        'Las puntas de los brotes jóvenes se marchitan, se doblan y se secan ("bandereo") porque una oruga rosada hace una galería hacia abajo en el brote tierno.',
        'Agujerito tapado con excremento seco en la base del brote.',
      ],
      fruit: [
        'Agujeritos redondos de salida/entrada en el fruto, muchas veces cerca del cáliz, a veces tapados con excremento; adentro hay galerías, pudrición y una oruga crema rosada.',
        'Los frutos atacados no se pueden vender.',
      ],
      flower: ['Los botones florales quedan perforados y se caen.'],
    },
    favourableConditions: [
      'Tiempo cálido y húmedo; siembra continua de berenjena; rastrojo viejo y frutos atacados dejados cerca del campo.',
    ],
    lookAlikes: [
      {
        name: 'Gusano del fruto (Helicoverpa)',
        howToTell:
          'Helicoverpa hace agujeros más grandes con la oruga medio afuera, y no marchita las puntas de los brotes.',
      },
      {
        name: 'Marchitez bacteriana',
        howToTell: 'La marchitez afecta toda la planta, no solo puntas de brotes sueltas con un agujero.',
      },
    ],
    management: {
      cultural: [
        'Cada semana corte las puntas marchitas 2-3 cm por debajo del daño y quite los frutos perforados; entiérrelos o quémelos (no los deje en el campo).',
        'Saque el rastrojo del cultivo viejo después de la última cosecha.',
        'Use barreras de malla fina alrededor del almácigo y del campo donde se pueda.',
      ],
      biological: [
        'Trampas de feromonas (atrayente para Leucinodes), unas 100 por hectárea para captura masiva, puestas desde el trasplante.',
        'Suelte Trichogramma chilonis; aplique Bacillus thuringiensis o extracto de semilla de neem al 5% sobre larvas pequeñas.',
      ],
      chemical: [
        {
          activeIngredient: 'benzoato de emamectina',
          note: 'IRAC 6: unos 0.4 g de 5% SG por litro después de quitar los brotes dañados; respete el intervalo de seguridad antes de la cosecha de la etiqueta, porque los frutos se cosechan seguido.',
        },
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: unos 0.3-0.4 ml de 18.5% SC por litro; máximo 2 usos, luego rote.',
        },
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: unos 0.3 ml de 45% SC por litro. No aplique más de una vez por semana; coseche antes de aplicar. Use equipo de protección.',
        },
      ],
    },
    prevention: [
      'Captura masiva con feromonas más corte semanal de brotes; berenjena Bt donde esté aprobada; evite sembrar berenjena sin parar.',
    ],
    whenToCallExpert: 'Llame si más del 10% de los frutos están perforados a pesar del corte de brotes y las trampas.',
  },
  'eggplant-little-leaf': {
    name: 'Hoja pequeña de la berenjena',
    symptoms: {
      leaf: [
        'Las hojas nuevas son muy pequeñas, angostas, blandas, lisas y verde amarillento pálido, con pecíolos muy cortos.',
      ],
      'whole plant': [
        'Entrenudos cortos y muchos brotes laterales pequeños le dan a la planta un aspecto tupido, como de escoba.',
      ],
      flower: ['Las flores son verdes y parecen hojas (filodia) y casi nunca cuajan frutos.'],
    },
    favourableConditions: [
      'Chicharritas (Hishimonus phycitis) que llevan el fitoplasma; malezas hospederas; cultivos de soca (rebrote).',
    ],
    lookAlikes: [
      {
        name: 'Falta de zinc',
        howToTell:
          'La falta de zinc también da hojas pequeñas, pero las hojas se ponen amarillas entre las venas y la planta responde a una aplicación de zinc; no hay flores verdes como hojas.',
      },
      {
        name: 'Ácaro blanco (ácaro ancho)',
        howToTell: 'El ácaro blanco da hojas enrolladas y bronceadas, no una escoba de hojitas lisas.',
      },
    ],
    management: {
      cultural: [
        'Arranque y destruya las plantas enfermas en cuanto las vea; nunca se recuperan.',
        'Quite las malezas alrededor del campo; no deje cultivos de soca.',
      ],
      biological: ['Aplicaciones de aceite de neem contra las chicharritas; conserve los enemigos naturales.'],
      chemical: [
        {
          activeIngredient: 'ninguno contra el fitoplasma',
          note: 'Ninguna aplicación cura la hoja pequeña. Controle a la chicharrita transmisora en el almácigo y al principio del cultivo en campo.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: unos 0.3 ml de 17.8% SL por litro, o inmersión de las raíces de las plántulas a la dosis de la etiqueta; tóxico para las abejas; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Plántulas sanas de almácigos con malla; variedades tolerantes; controle temprano las chicharritas.'],
    whenToCallExpert: 'Llame si más del 5% de las plantas muestran hoja pequeña.',
  },
  'eggplant-phomopsis-blight': {
    name: 'Tizón por Phomopsis y pudrición del fruto',
    symptoms: {
      leaf: [
        'Manchas redondas gris café de hasta 2 cm con el centro más claro y muchos puntitos negros diminutos, en las hojas de abajo.',
      ],
      stem: [
        'Lesiones oscuras en la base del tallo de las plántulas (mal del talluelo, pudrición del cuello); cancros en los tallos más viejos.',
      ],
      fruit: [
        'Manchas pálidas, hundidas y blandas en el fruto que se juntan y lo cubren; muchos puntitos negros en anillos; los frutos se pudren y se momifican.',
      ],
    },
    favourableConditions: ['Tiempo caliente (cerca de 29 °C), húmedo y lluvioso; semilla enferma.'],
    lookAlikes: [
      {
        name: 'Tizón temprano',
        howToTell: 'Las manchas del tizón temprano tienen anillos y no hay puntitos negros en la pudrición del fruto.',
      },
      {
        name: 'Tizón por Phytophthora',
        howToTell: 'La pudrición del fruto por Phytophthora tiene moho blanco y la planta se cae desde la base.',
      },
    ],
    management: {
      cultural: ['Quite los frutos y las hojas enfermas; rotación de 2-3 años; evite el riego por aspersión.'],
      biological: ['Tratamiento de semilla con Trichoderma viride (4 g/kg de semilla).'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g por litro cada 10 días con tiempo lluvioso; respete el intervalo de seguridad antes de la cosecha.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: tratamiento de semilla con 2 g por kg de semilla, o aspersión de 1 g por litro; alterne con un multisitio. Guantes y mascarilla.',
        },
      ],
    },
    prevention: [
      'Semilla de frutos sanos; tratamiento de la semilla con agua caliente (50 °C durante 30 minutos); variedades resistentes.',
    ],
    whenToCallExpert: 'Llame si la pudrición del fruto pasa del 10% o si se están muriendo las plántulas del almácigo.',
  },
  'epilachna-beetle': {
    name: 'Catarina de la papa (Epilachna, mariquita dañina)',
    symptoms: {
      leaf: [
        'Las hojas quedan raspadas entre las venas, dejando un esqueleto como encaje o escalera que se seca café.',
        'Escarabajos abombados rojo anaranjado con muchos puntos negros y larvas amarillas espinosas comen en el envés de la hoja.',
      ],
    },
    favourableConditions: ['Tiempo cálido y húmedo; solanáceas y cucurbitáceas sembradas juntas.'],
    lookAlikes: [
      {
        name: 'Mariquitas benéficas',
        howToTell:
          'Las mariquitas útiles son brillantes y duras, con pocos puntos, y comen pulgones; la epilachna es opaca, peluda, con muchos puntos y larvas espinosas en las hojas.',
      },
      {
        name: 'Escarabajo rojo de la calabaza',
        howToTell:
          'El escarabajo rojo de la calabaza es anaranjado liso sin puntos y hace agujeros redondos en las hojas de las cucurbitáceas.',
      },
    ],
    management: {
      cultural: [
        'Recoja a mano los escarabajos, las larvas y los grupos de huevos amarillos y destrúyalos; sacuda las plantas sobre una bandeja con agua jabonosa.',
      ],
      biological: ['Extracto de semilla de neem al 5%; conserve el parasitoide Pediobius foveolatus.'],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: 'IRAC 5: dosis de la etiqueta en el envés de las hojas; aplique por la tarde para proteger a las abejas.',
        },
        {
          activeIngredient: 'lambda-cihalotrina',
          note: 'IRAC 3A: dosis de la etiqueta solo para ataques fuertes; tóxico para peces y abejas; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Revise cada semana; quite las malezas hospederas como las solanáceas silvestres.'],
    whenToCallExpert:
      'Llame si más de una cuarta parte de la superficie de las hojas está esqueletizada en plantas jóvenes.',
  },
};
