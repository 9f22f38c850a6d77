import type { KnowledgeTranslations } from '../types.js';

export const sugarcaneEs: KnowledgeTranslations = {
  'sugarcane-red-rot': {
    name: 'Pudrición roja de la caña de azúcar',
    symptoms: {
      leaf: [
        'La tercera o cuarta hoja desde arriba se pone amarilla y se seca desde la punta y los bordes; pronto toda la parte de arriba de la caña se marchita.',
        'En la nervadura central, lesiones largas rojo sangre con el centro color paja a gris ceniza y bordes rojo oscuro.',
      ],
      stem: [
        'Parta la caña a lo largo: por dentro está roja con manchones blancos que cruzan lo rojo (bandas blancas transversales), que es la señal clave.',
        'La caña partida huele agrio, a alcohol o vinagre; después la médula se seca, se pone café y hueca.',
        'La corteza se encoge, se arruga y muestra puntitos negros cerca de los nudos; las cañas se quiebran fácil en los nudos.',
      ],
      'whole plant': [
        'Cepas enteras se secan en parches del campo, por lo general desde la temporada de lluvias en adelante.',
      ],
    },
    favourableConditions: [
      'Sembrar esquejes (trozos de semilla) sacados de cañas enfermas; es la principal forma en que la enfermedad llega a campos nuevos.',
      'Encharcamiento, inundaciones y agua de riego que viene de campos enfermos; tiempo cálido y húmedo de la temporada de lluvias.',
      'Dejar soca de un cultivo enfermo; sembrar una variedad susceptible en el mismo campo año tras año.',
    ],
    lookAlikes: [
      {
        name: 'Marchitez de la caña (Fusarium sacchari)',
        howToTell:
          'Las cañas marchitas son livianas y huecas por dentro, con la médula rojo morado sucio, pero sin bandas blancas transversales ni olor agrio.',
      },
      {
        name: 'Carbón',
        howToTell: 'El carbón saca un látigo negro largo por la punta de la caña; por dentro la caña está normal.',
      },
      {
        name: 'Barrenadores del tallo',
        howToTell:
          'Los barrenadores dejan agujeros con aserrín y galerías dentro de la caña; lo rojo se limita a la galería y no hay bandas blancas.',
      },
      {
        name: 'Síndrome de la hoja amarilla',
        howToTell:
          'La hoja amarilla pone amarilla la nervadura central por debajo sin lesiones rojas, y el interior de la caña está sano.',
      },
    ],
    management: {
      cultural: [
        'Saque las cepas afectadas con sus raíces en cuanto las vea y quémelas; no las deje en el campo.',
        'No deje soca de un cultivo enfermo; are el campo después de la cosecha y queme la basura y el rastrojo.',
        'Rote con arroz, abono verde u otros cultivos por lo menos un año antes de volver a sembrar caña.',
        'Drene bien el campo e impida que el agua pase de los campos enfermos a los sanos.',
      ],
      biological: [
        'Aplicación al suelo de Trichoderma viride o T. harzianum multiplicado en estiércol o en cachaza al momento de la siembra.',
        'Inmersión de los esquejes en una suspensión de Trichoderma o Pseudomonas fluorescens antes de sembrar.',
      ],
      chemical: [
        {
          activeIngredient: 'carbendazim (tratamiento de esquejes)',
          note: 'FRAC 1: sumerja los esquejes durante 15 minutos en 1 g de 50% WP por litro de agua antes de sembrar. Use guantes; no dé los esquejes tratados a los animales.',
        },
        {
          activeIngredient: 'propiconazol (tratamiento de esquejes)',
          note: 'FRAC 3: sumerja los esquejes en unos 1 ml de 25% EC por litro durante 15 minutos; las aplicaciones sobre la caña en pie no detienen la enfermedad que está adentro.',
        },
        {
          activeIngredient: 'tiofanato-metílico (tratamiento de esquejes)',
          note: 'FRAC 1: inmersión de esquejes a la dosis de la etiqueta, como alternativa al carbendazim; no use los dos en rotación contra la resistencia.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes a la pudrición roja recomendadas para su región y cambie la variedad que empiece a quebrarse.',
      'Saque los esquejes solo de semilleros sanos e inspeccionados; tratamiento de la caña semilla con aire caliente húmedo (unos 54 °C durante 2.5 horas) donde lo haya.',
    ],
    whenToCallExpert:
      'Llame de inmediato si ve cañas rojas con bandas blancas: el ingenio o el técnico cañero debe revisar los campos vecinos y el origen de la semilla.',
  },
  'sugarcane-mosaic': {
    name: 'Mosaico de la caña de azúcar',
    symptoms: {
      leaf: [
        'Manchones verde pálido a amarillos y rayitas cortas y cortadas sobre un fondo verde normal; se ven mejor en la base de las hojas jóvenes del cogollo.',
        'Las zonas verdes y pálidas corren a lo largo de la hoja como un parchado; en algunas variedades las zonas pálidas se ponen rojas o mueren después.',
      ],
      stem: ['Los tallos quedan más delgados y cortos; algunas variedades muestran rayas o rajaduras en la corteza.'],
      'whole plant': ['Las cepas quedan enanas con menos macollos; las socas se debilitan año tras año.'],
    },
    favourableConditions: [
      'Sembrar esquejes sacados de cepas enfermas; el virus vive en la caña.',
      'Pulgones (como el pulgón del cogollo del maíz) que vuelan desde caña, maíz, sorgo o pastos enfermos y lo pasan en segundos al alimentarse.',
    ],
    lookAlikes: [
      {
        name: 'Síndrome de la hoja amarilla',
        howToTell:
          'La hoja amarilla pone amarilla la nervadura central por debajo en las hojas viejas, no un parchado de verde claro y oscuro en las hojas jóvenes.',
      },
      {
        name: 'Falta de hierro',
        howToTell:
          'La falta de hierro da rayas amarillas largas y continuas entre las venas en todas las hojas jóvenes en parches de suelo alcalino, no rayitas cortas y cortadas en algunas cepas.',
      },
      {
        name: 'Brote herbáceo (fitoplasma)',
        howToTell:
          'El brote herbáceo saca muchos macollos delgados blancos o pálidos como una mata de pasto, no hojas con mosaico.',
      },
    ],
    management: {
      cultural: [
        'Arranque y destruya temprano las cepas enfermas en siembras jóvenes y en semilleros.',
        'No saque caña semilla de campos con mosaico; no deje soca de un cultivo muy enfermo.',
        'Controle los pastos, el sorgo y el maíz guacho alrededor de los cañaverales, que guardan el virus.',
      ],
      biological: [
        'No hay control biológico para el virus; conserve las mariquitas y las crisopas que comen pulgones.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el mosaico. Los pulgones pasan el virus en segundos, así que los insecticidas casi no frenan su avance en el campo.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: unos 0.3 ml de 17.8% SL por litro solo en semilleros con mucho aumento de pulgones; tóxico para las abejas, siga la etiqueta.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes y caña semilla limpia de semilleros certificados o plántulas de cultivo de tejidos analizadas libres de virus.',
      'Mantenga los semilleros aislados del maíz y del sorgo.',
    ],
    whenToCallExpert:
      'Llame si más de unas pocas cepas por cada cien muestran mosaico en un semillero, o si su variedad muestra mosaico en todo el campo.',
  },
  'sugarcane-rust': {
    name: 'Roya de la caña de azúcar (roya café y roya naranja)',
    symptoms: {
      leaf: [
        'Puntitos amarillentos alargados y pequeños a lo largo de las venas, en las dos caras de la hoja, que crecen hasta ser pústulas levantadas de 2-10 mm de largo, sobre todo debajo de la hoja.',
        'Roya café: pústulas café rojizo a café oscuro, polvosas al frotarlas, con un borde amarillo pálido; muchas veces regadas por toda la hoja.',
        'Roya naranja: pústulas anaranjadas a café anaranjado, muchas veces en grupos hacia la base de la hoja, que dejan polvo anaranjado en los dedos.',
        'Las pústulas se juntan en zonas muertas cafés y hojas enteras se secan antes de tiempo, así que de lejos el cultivo se ve quemado.',
      ],
    },
    favourableConditions: [
      'Roya café: caña joven de 2-6 meses, días cálidos con noches frescas (15-25 °C) y rocío por mucho tiempo o humedad alta.',
      'Roya naranja: tiempo más cálido y húmedo (unos 20-30 °C) en caña más vieja.',
      'Variedades susceptibles; mucho nitrógeno y siembra densa.',
    ],
    lookAlikes: [
      {
        name: 'Mancha café y mancha de ojo',
        howToTell:
          'Las manchas de la hoja son planas, ovaladas o en forma de ojo con el centro oscuro y no se quitan como polvo; las pústulas de roya son levantadas y polvosas.',
      },
      {
        name: 'Pudrición roja en la nervadura central',
        howToTell:
          'Las lesiones de la pudrición roja son largas y rojo sangre solo en la nervadura central, no muchas pústulas pequeñas en la lámina.',
      },
      {
        name: 'Mancha amarilla',
        howToTell:
          'La mancha amarilla hace manchones amarillos irregulares que se ponen rojo óxido en la cara de arriba con moho gris por debajo; no hay pústulas levantadas que dejen polvo en los dedos.',
      },
    ],
    management: {
      cultural: [
        'Cambie las variedades susceptibles en las zonas y temporadas donde la roya es común; es el control principal y el más barato.',
        'Evite el exceso de nitrógeno y la siembra muy densa; dé potasio balanceado.',
        'En parcelas pequeñas quite y queme las hojas secas muy enroyadas (basura); evite sembrar una variedad susceptible en la época de más riesgo.',
      ],
      biological: ['No hay control biológico confiable.'],
      chemical: [
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro cuando empiecen a aumentar las pústulas en la caña joven; repita a los 15-20 días si hace falta. Respete el intervalo antes de la cosecha de la etiqueta.',
        },
        {
          activeIngredient: 'azoxistrobina + tebuconazol',
          note: 'FRAC 11 + 3: dosis de la etiqueta; máximo 2 usos por cultivo. Guantes y mascarilla.',
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2.5 g de 75% WP por litro como protector en semilleros y caña planta joven.',
        },
      ],
    },
    prevention: [
      'Siembre variedades resistentes a la roya recomendadas por el ingenio o la estación de investigación; vigile la caña joven con tiempo de roya.',
    ],
    whenToCallExpert:
      'Llame si una variedad que estaba limpia empieza a mostrar mucha roya, o si sospecha roya naranja en una zona donde antes no se conocía.',
  },
  'sugarcane-yellow-leaf': {
    name: 'Síndrome de la hoja amarilla de la caña de azúcar',
    symptoms: {
      leaf: [
        'La nervadura central se pone amarillo brillante por el envés de la 3.ª a la 6.ª hoja desde arriba, mientras la lámina sigue verde.',
        'El amarillo se extiende de la nervadura a la lámina; después la hoja se seca desde la punta a lo largo de la nervadura, y algunas variedades muestran la nervadura rosado rojiza.',
      ],
      stem: ['Los entrenudos de arriba son cortos, así que las hojas de arriba se amontonan como un abanico.'],
      'whole plant': [
        'La caña queda más delgada y corta, con menos jugo y azúcar; los síntomas se ven más en caña madura y después de sequía o frío.',
      ],
    },
    favourableConditions: [
      'Caña semilla enferma; el virus va en los esquejes de un cultivo al siguiente.',
      'El pulgón amarillo de la caña (Melanaphis sacchari) y el pulgón del cogollo del maíz, que comen en caña enferma y lo llevan a plantas sanas.',
      'El estrés por sequía, frío o mala nutrición hace más fuertes los síntomas.',
    ],
    lookAlikes: [
      {
        name: 'Falta de nitrógeno',
        howToTell:
          'La falta de nitrógeno pone amarilla toda la lámina de las hojas viejas de forma pareja en todo el campo; la hoja amarilla empieza en la nervadura central por debajo.',
      },
      {
        name: 'Mosaico de la caña de azúcar',
        howToTell: 'El mosaico es un parchado de verde claro y oscuro en las hojas jóvenes, no una nervadura amarilla.',
      },
      {
        name: 'Estrés por sequía o encharcamiento',
        howToTell:
          'La falta o el exceso de agua pone amarillas y enrolla las hojas de todas las plantas de la parte seca o mojada del campo; la nervadura no se pone amarilla primero.',
      },
    ],
    management: {
      cultural: [
        'Use caña semilla de parcelas sanas, o plántulas de cultivo de tejidos (meristemos) analizadas libres del virus.',
        'Haga el raleo sanitario de las cepas con nervaduras amarillas en los semilleros.',
        'Evite dejar soca en campos con mucha infección; dé abonado balanceado y riego para reducir el estrés.',
      ],
      biological: [
        'No hay control biológico para el virus; conserve las mariquitas y las moscas sírfidas que comen pulgones.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura la hoja amarilla; las plantas enfermas siguen enfermas.',
        },
        {
          activeIngredient: 'tiametoxam',
          note: 'IRAC 4A: unos 0.2-0.3 g de 25% WG por litro contra las colonias de pulgones solo en semilleros; tóxico para las abejas, respete el intervalo de la etiqueta.',
        },
      ],
    },
    prevention: [
      'Siembre variedades tolerantes y caña semilla libre de virus; renueve la semilla desde un semillero limpio cada pocos años.',
      'Vigile en los semilleros las colonias de pulgones debajo de las hojas.',
    ],
    whenToCallExpert:
      'Llame si muchas cepas muestran nervaduras amarillas antes de la cosecha, o cuando vaya a montar un semillero, para conseguir material de semilla analizado y limpio.',
  },
};
