import type { KnowledgeTranslations } from '../types.js';

export const bananaEs: KnowledgeTranslations = {
  'panama-disease': {
    name: 'Mal de Panamá (marchitez por Fusarium del plátano)',
    symptoms: {
      leaf: [
        'Las hojas viejas se ponen amarillas empezando por los bordes, luego el pecíolo se quiebra y las hojas cuelgan alrededor del pseudotallo como una falda.',
        'La hoja más joven puede quedarse derecha por un tiempo.',
      ],
      stem: [
        'La base del pseudotallo se raja a lo largo.',
        'Al cortar el pseudotallo o el cormo se ven puntos y rayas café rojizo a negras en los vasos.',
      ],
      'whole plant': [
        'Las plantas mueren despacio; los hijos de la misma mata también están enfermos; los racimos son pequeños o no hay.',
      ],
    },
    favourableConditions: [
      'Hijuelos y material de siembra enfermos; tierra llevada en botas, herramientas, vehículos y en el agua de inundación.',
      'Suelos con mal drenaje, daño por nematodos; el hongo sobrevive en el suelo por décadas.',
    ],
    lookAlikes: [
      {
        name: 'Marchitez por Xanthomonas del plátano',
        howToTell:
          'La marchitez por Xanthomonas saca un exudado bacteriano amarillo del tejido cortado, seca la bellota (flor masculina) y pudre el fruto por dentro; el mal de Panamá no tiene exudado y empieza en las hojas viejas.',
      },
      {
        name: 'Falta de potasio',
        howToTell:
          'La falta de potasio pone amarillas y quema rápido las puntas de las hojas viejas, pero el interior del pseudotallo está limpio, sin rayas cafés.',
      },
      {
        name: 'Picudo negro del plátano',
        howToTell:
          'El daño del picudo muestra galerías en el cormo y las plantas se caen, sin rayas cafés en los vasos.',
      },
    ],
    management: {
      cultural: [
        'No corte ni mueva las plantas enfermas; mátelas en el sitio (p. ej. inyectando herbicida donde esté permitido) y cerque el lugar.',
        'Desinfecte botas y herramientas en la entrada de la finca; no mueva tierra, agua ni hijuelos de fincas enfermas.',
        'Mejore el drenaje; agregue materia orgánica.',
      ],
      biological: [
        'El compost enriquecido con Trichoderma y Bacillus puede frenar la enfermedad en suelos poco infestados; no la cura.',
      ],
      chemical: [
        {
          activeIngredient: 'ninguno eficaz',
          note: 'Ningún fungicida cura el mal de Panamá. La fumigación del suelo y la inyección de fungicidas en el tallo han fracasado; solo funcionan evitar su entrada y los cultivares resistentes.',
        },
      ],
    },
    prevention: [
      'Siembre plántulas de cultivo de tejidos de viveros certificados.',
      'Siembre cultivares resistentes adaptados a su zona (p. ej. algunos somaclones Cavendish contra TR4, o tipos que no sean Gros Michel contra la raza 1).',
    ],
    whenToCallExpert:
      'Llame de inmediato al servicio de sanidad vegetal: el TR4 es una enfermedad cuarentenaria de declaración obligatoria en muchos países.',
  },
  'banana-sigatoka': {
    name: 'Sigatoka (sigatoka negra y amarilla)',
    symptoms: {
      leaf: [
        'Puntitos diminutos amarillo pálido o café rojizo y rayitas finas, paralelas a las venas de la hoja, en la 3.ª-4.ª hoja abierta.',
        'Las rayas crecen hasta ser manchas ovaladas largas con borde café oscuro a negro y centro gris, muchas veces con halo amarillo.',
        'Las manchas se juntan en zonas muertas negras grandes; las hojas mueren antes de tiempo, empezando por los bordes.',
      ],
      fruit: ['Los racimos quedan pequeños y la fruta madura antes de tiempo en el campo o de camino al mercado.'],
    },
    favourableConditions: ['Tiempo cálido (25-28 °C), lluvioso y húmedo; plantaciones densas; mal drenaje y malezas.'],
    lookAlikes: [
      {
        name: 'Falta de potasio',
        howToTell:
          'La falta de potasio pone amarillas y seca rápido las puntas y los bordes de las hojas viejas, sin rayas ni manchas separadas.',
      },
      {
        name: 'Mancha por Cordana',
        howToTell:
          'Las manchas de Cordana son grandes, ovaladas, café pálido con anillos y borde amarillo, por lo general a lo largo del borde de la hoja.',
      },
    ],
    management: {
      cultural: [
        'Corte las hojas o partes de hojas con muchas manchas (deshoje, cirugía) cada 2-4 semanas; déjelas boca abajo en el suelo.',
        'Buen drenaje; control de malezas; distancia adecuada; quite los hijuelos sobrantes.',
      ],
      biological: [
        'En el plátano orgánico se usan Bacillus subtilis y otros biofungicidas junto con deshojes frecuentes.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: protector, muchas veces en emulsión con aceite a la dosis de la etiqueta; es la base del programa.',
        },
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: unos 1 ml por litro (o con aceite agrícola); máximo 2-3 aplicaciones por año por grupo.',
        },
        {
          activeIngredient: 'azoxistrobina',
          note: 'FRAC 11: dosis de la etiqueta, máximo 2-3 por año, siempre mezclada con un protector.',
        },
        {
          activeIngredient: 'clorotalonil',
          note: 'FRAC M05: protector; rote todos los grupos con cuidado, la sigatoka negra se hace resistente rápido. Respete el intervalo de seguridad antes de la cosecha; equipo de protección.',
        },
      ],
    },
    prevention: ['Cultivares resistentes (p. ej. híbridos FHIA), plantas de cultivo de tejidos y deshoje regular.'],
    whenToCallExpert: 'Llame si quedan menos de 6 hojas sanas en la floración.',
  },
  'banana-bunchy-top': {
    name: 'Cogollo racimoso del plátano (bunchy top)',
    symptoms: {
      leaf: [
        'Puntos y rayitas verde oscuro (rayas en "código morse") en las venas de la hoja, la nervadura central y el pecíolo; se ven mejor a contraluz.',
        'Las hojas nuevas salen angostas, cortas, erectas, tiesas y quebradizas con bordes amarillos ondulados, y se amontonan arriba en una roseta.',
      ],
      'whole plant': [
        'La planta queda enana, no da racimo o el racimo es pequeño y deforme; los hijuelos también están enfermos.',
      ],
    },
    favourableConditions: [
      'Pulgón negro del plátano (Pentalonia nigronervosa) que lleva el virus; hijuelos enfermos llevados de una finca a otra.',
    ],
    lookAlikes: [
      {
        name: 'Mosaico del plátano (CMV)',
        howToTell:
          'El CMV da rayas amarillas y mosaico en la lámina de la hoja, sin las rayitas verdes en código morse ni el cogollo ahogado.',
      },
      {
        name: 'Falta de zinc',
        howToTell:
          'La falta de zinc da hojas pequeñas, angostas y pálidas, pero sin rayitas verde oscuro en las venas.',
      },
    ],
    management: {
      cultural: [
        'Mate primero los pulgones de la planta enferma (jabón o insecticida), luego arranque toda la mata con todos sus hijuelos y píquela en trozos.',
        'No vuelva a sembrar plátano en ese lugar por unos meses; revise las plantas cercanas cada 2 semanas.',
      ],
      biological: ['Jabón insecticida o aceite de neem sobre los pulgones antes de arrancar; conserve las mariquitas.'],
      chemical: [
        {
          activeIngredient: 'ninguno contra el virus',
          note: 'Ningún químico cura el cogollo racimoso. Solo se puede matar al pulgón transmisor antes de destruir la planta enferma.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: dosis de la etiqueta aplicada en el cogollo de las plantas enfermas justo antes de arrancarlas, para que los pulgones no se muevan. Tóxico para las abejas.',
        },
      ],
    },
    prevention: [
      'Siembre plántulas de cultivo de tejidos analizadas contra virus; nunca saque hijuelos de zonas afectadas.',
    ],
    whenToCallExpert: 'Llame al servicio de sanidad vegetal: el BBTV está bajo control cuarentenario en muchos países.',
  },
  'banana-weevil': {
    name: 'Picudo negro del plátano',
    symptoms: {
      root: [
        'Al cortar el cormo se ven galerías redondas de 5-10 mm de ancho, llenas de aserrín café rojizo y pudrición; adentro hay larvas blancas sin patas.',
      ],
      'whole plant': [
        'Plantas débiles con hojas amarillentas y racimos pequeños; las plantas se quiebran o se caen con el viento.',
        'Picudos negros de caparazón duro (1-1.5 cm), de movimiento lento, se esconden en la base de la planta y bajo la basura vieja.',
      ],
    },
    favourableConditions: [
      'Plantaciones viejas, hijuelos infestados, restos de cosecha dejados en el suelo, mal deshierbe.',
    ],
    lookAlikes: [
      {
        name: 'Mal de Panamá',
        howToTell:
          'El mal de Panamá muestra rayas cafés en los vasos y las hojas cuelgan como falda; los picudos dejan galerías abiertas en el cormo.',
      },
      {
        name: 'Nematodos del plátano',
        howToTell:
          'Los nematodos dejan lesiones oscuras pequeñas en las raíces y las plantas también se caen, pero no hay galerías grandes con larvas en el cormo.',
      },
    ],
    management: {
      cultural: [
        'Pele los hijuelos (quite el tejido de afuera) y revise si tienen galerías antes de sembrar; trate los hijuelos con agua caliente (52-55 °C durante 20 minutos).',
        'Pique los pseudotallos viejos después de la cosecha en trozos pequeños y espárzalos para que se sequen; mantenga limpio el campo.',
        'Trampas de pseudotallo partido: ponga trozos de 30 cm cortados a lo largo, boca abajo, cerca de las matas; recoja los picudos cada pocos días.',
      ],
      biological: [
        'Beauveria bassiana aplicada en las trampas de pseudotallo o en el suelo alrededor de las matas.',
        'Nematodos entomopatógenos; trampas de feromona (sordidina) para captura masiva.',
      ],
      chemical: [
        {
          activeIngredient: 'bifentrina',
          note: 'IRAC 3A: dosis de la etiqueta en aspersión alrededor de la base de la mata donde esté registrada; muy tóxica para peces y abejas; equipo de protección completo. Muchos químicos antiguos contra el picudo están prohibidos.',
        },
      ],
    },
    prevention: ['Plántulas limpias de cultivo de tejidos en campos nuevos; sanidad del campo; trampeo regular.'],
    whenToCallExpert: 'Llame si muchas plantas se están cayendo y tienen galerías en el cormo.',
  },
  'banana-xanthomonas-wilt': {
    name: 'Marchitez por Xanthomonas del plátano',
    symptoms: {
      flower: [
        'La bellota (flor masculina) se marchita, se seca y se pone negra; las brácteas se quedan en el raquis.',
      ],
      fruit: ['La fruta madura antes de tiempo y dispareja; dentro de los dedos la pulpa está café óxido.'],
      leaf: [
        'Las hojas se ponen amarillas y se marchitan, empezando por las hojas jóvenes; después muere toda la planta.',
      ],
      stem: ['Al cortar el pseudotallo o el raquis del racimo sale en minutos un exudado bacteriano amarillo crema.'],
    },
    favourableConditions: [
      'Insectos que visitan las flores masculinas; herramientas de corte contaminadas; hijuelos enfermos; África del Este y Central.',
    ],
    lookAlikes: [
      {
        name: 'Mal de Panamá',
        howToTell:
          'El mal de Panamá empieza en las hojas viejas y no muestra exudado amarillo ni pulpa de la fruta podrida.',
      },
    ],
    management: {
      cultural: [
        'Quite la bellota con un palo en horqueta justo después de que se forme la última mano (sin cuchillo).',
        'Desinfecte cuchillos y machetes con fuego o cloro entre una planta y otra.',
        'Corte las plantas enfermas a ras del suelo, píquelas y déjelas pudrir en el sitio o entiérrelas.',
      ],
      biological: ['No hay control biológico.'],
      chemical: [
        {
          activeIngredient: 'ninguno eficaz',
          note: 'Ningún químico cura la marchitez por Xanthomonas; use hipoclorito de sodio (cloro de la casa) solo para desinfectar las herramientas.',
        },
      ],
    },
    prevention: ['Material de siembra limpio; desbellote en toda la comunidad; higiene de las herramientas.'],
    whenToCallExpert:
      'Llame a la oficina de extensión: para contener la marchitez por Xanthomonas hace falta acción de toda la comunidad.',
  },
  'banana-pestalotiopsis-leaf-spot': {
    name: 'Mancha foliar por Pestalotiopsis del plátano',
    symptoms: {
      leaf: [
        'Manchas pequeñas café amarillento, muchas veces a partir de una rotura o herida, que crecen hasta ser manchas café ovaladas o irregulares.',
        'Las manchas viejas se vuelven grises o color paja en el centro con borde café oscuro y halo amarillo, y llevan puntitos negros.',
        'Las manchas se juntan a lo largo del borde y entre las venas, y partes de la hoja se secan y se rasgan.',
      ],
    },
    favourableConditions: [
      'Tiempo cálido, húmedo y lluvioso; hojas rotas por el viento o dañadas por insectos.',
      'Plantas débiles con falta de potasio; plantaciones densas y enmalezadas con hojas viejas colgando.',
    ],
    lookAlikes: [
      {
        name: 'Sigatoka',
        howToTell:
          'La sigatoka empieza con muchas rayitas finas paralelas a las venas que pasan a manchas ovaladas largas; Pestalotiopsis forma menos manchas, más grandes e irregulares, a menudo desde heridas, con puntitos negros.',
      },
      {
        name: 'Mancha por Cordana',
        howToTell:
          'Las manchas de Cordana son grandes, ovaladas, café pálido con anillos claros, casi siempre en el borde de la hoja; las de Pestalotiopsis no tienen anillos y llevan puntitos negros.',
      },
      {
        name: 'Falta de potasio',
        howToTell:
          'La falta de potasio pone amarillos y seca parejo los bordes de las hojas viejas, sin manchas separadas ni puntitos negros.',
      },
    ],
    management: {
      cultural: [
        'Corte las hojas o partes de hojas muy manchadas y sáquelas del campo o entiérrelas.',
        'Mantenga la plantación desyerbada y drenada, con la distancia recomendada; quite los hijuelos sobrantes.',
        'Fertilice bien las plantas, con suficiente potasio, para que conserven sus hojas.',
      ],
      biological: [
        'Los productos a base de Trichoderma aplicados a las hojas o al suelo con compost dan algo de protección.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03: 2,5 g de 75% WP por litro con adherente, cada 2-3 semanas con tiempo húmedo; respete el intervalo de seguridad.',
        },
        {
          activeIngredient: 'propiconazol',
          note: 'FRAC 3: unos 1 ml de 25% EC por litro; máximo 2-3 aplicaciones por año, alternado con mancozeb.',
        },
        {
          activeIngredient: 'carbendazim',
          note: 'FRAC 1: 1 g de 50% WP por litro; alterne con otro grupo, el hongo se hace resistente rápido.',
        },
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'Protector: 3 g de 50% WP por litro sobre las hojas jóvenes después de tormentas que las rompen.',
        },
      ],
    },
    prevention: [
      'Material de siembra limpio, fertilización equilibrada, protección contra el viento y retiro regular de hojas manchadas.',
    ],
    whenToCallExpert:
      'Llame si las manchas se extienden a la mayoría de las hojas, o si no puede distinguirlas de la sigatoka.',
  },
};
