import type { KnowledgeTranslations } from '../types.js';

export const multiCropEs: KnowledgeTranslations = {
  aphids: {
    name: 'Pulgones',
    symptoms: {
      leaf: [
        'Grupos de insectos pequeños (1-3 mm), blandos, en forma de pera, verdes, negros, amarillos o grises, en el envés de las hojas jóvenes y en las puntas de los brotes.',
        'Las hojas jóvenes se enrollan, se arrugan y se doblan hacia abajo en forma de taza; el crecimiento se frena.',
        'Melaza pegajosa en las hojas de abajo, muchas veces con fumagina negra; hormigas que suben y bajan por la planta.',
        'Mudas blancas (pieles viejas) sobre las hojas.',
      ],
      flower: ['Colonias en los botones florales y las vainas; los botones se caen.'],
      'whole plant': [
        'Transmiten virus como el mosaico del pepino, el enrollamiento de la hoja de la papa y el virus Y de la papa.',
      ],
    },
    favourableConditions: [
      'Tiempo seco, de fresco a cálido; crecimiento exuberante por mucho nitrógeno.',
      'Aplicaciones de insecticidas de amplio espectro que matan a las mariquitas y a las avispitas parasitoides.',
    ],
    lookAlikes: [
      {
        name: 'Mosca blanca',
        howToTell:
          'La mosca blanca son insectos blancos diminutos que vuelan cuando se les molesta; los pulgones caminan despacio y casi no vuelan.',
      },
      {
        name: 'Arañita roja (ácaros)',
        howToTell:
          'Los ácaros son puntitos diminutos con telaraña y hojas punteadas, no grupos de insectos visibles con melaza.',
      },
      {
        name: 'Cochinillas harinosas',
        howToTell:
          'Las cochinillas harinosas están cubiertas de un polvo blanco ceroso y se juntan en masas como algodón.',
      },
    ],
    management: {
      cultural: [
        'Aplaste a mano las colonias pequeñas o quítelas con un chorro fuerte de agua.',
        'Quite los brotes muy infestados; evite el exceso de nitrógeno; controle las malezas.',
        'Use trampas amarillas pegajosas para detectar pulgones alados; acolchados reflectantes en hortalizas.',
      ],
      biological: [
        'Conserve las mariquitas, las crisopas, las moscas sírfidas y las avispitas parasitoides (busque "momias" cafés hinchadas).',
        'Aplicación de jabón (5 g de jabón suave por litro), aceite de neem 3-5 ml por litro o extracto de semilla de neem al 5%.',
        'Beauveria bassiana o Lecanicillium lecanii con tiempo húmedo.',
      ],
      chemical: [
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: dosis de la etiqueta; selectivo, seguro para la mayoría de los insectos benéficos.',
        },
        {
          activeIngredient: 'imidacloprid',
          note: 'IRAC 4A: unos 0.3 ml de 17.8% SL por litro; tóxico para las abejas, no lo aplique sobre flores.',
        },
        {
          activeIngredient: 'spirotetramat',
          note: 'IRAC 23: dosis de la etiqueta; buen compañero de rotación.',
        },
        {
          activeIngredient: 'acetamiprid',
          note: 'IRAC 4A: unos 0.2 g de 20% SP por litro; no lo rote con imidacloprid (mismo grupo). Use equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'Revise los brotes jóvenes cada semana; mantenga vivos a los enemigos naturales; evite las aplicaciones tempranas innecesarias.',
    ],
    whenToCallExpert:
      'Llame si los pulgones siguen aumentando después de las aplicaciones o si aparecen virus en muchas plantas.',
  },
  whiteflies: {
    name: 'Mosca blanca',
    symptoms: {
      leaf: [
        'Insectos diminutos (1-2 mm), blancos, como polillitas, en el envés de las hojas, que salen volando en nube cuando se sacude la planta.',
        'Ninfas planas, pálidas, como escamas, pegadas al envés de la hoja.',
        'Melaza pegajosa y fumagina negra en las hojas; las hojas se ponen amarillas y se secan.',
        'Algunos cultivos muestran hojas plateadas (calabacita) o maduración dispareja (tomate).',
      ],
      'whole plant': [
        'La mosca blanca transmite los virus del enrollamiento de la hoja y del mosaico amarillo (tomate, chile, algodón, frijol).',
      ],
    },
    favourableConditions: [
      'Tiempo caliente y seco; siembra continua de cultivos hospederos; invernaderos.',
      'Abuso de piretroides y organofosforados que matan a los enemigos naturales y seleccionan resistencia.',
    ],
    lookAlikes: [
      {
        name: 'Pulgones',
        howToTell: 'Los pulgones tienen forma de pera, son verdes o negros y casi no vuelan cuando se les molesta.',
      },
      {
        name: 'Arañita roja (ácaros)',
        howToTell:
          'Los ácaros son puntitos diminutos rojos o verdes con telarañas finas; no hay insectos blancos voladores.',
      },
      {
        name: 'Virus del enrollamiento de la hoja',
        howToTell:
          'Si las hojas se enrollan y se ponen amarillas con plantas enanas, probablemente la mosca blanca ya transmitió un virus.',
      },
    ],
    management: {
      cultural: [
        'Trampas amarillas pegajosas (unas 10-12 por acre) a la altura del cultivo; quite las malezas y los restos de cultivos viejos.',
        'Almácigos con malla; cultivos barrera de maíz o sorgo; no siembre junto a cultivos viejos infestados.',
      ],
      biological: [
        'Aceite de neem 5 ml por litro o extracto de semilla de neem al 5%, aplicado en el envés de la hoja.',
        'Aplicaciones de Beauveria bassiana, Isaria (Cordyceps) fumosorosea o Lecanicillium con tiempo húmedo.',
        'Conserve las avispitas Encarsia y Eretmocerus y las crisopas.',
      ],
      chemical: [
        {
          activeIngredient: 'piriproxifen',
          note: 'IRAC 7C: unos 1 ml de 10% EC por litro contra huevos y ninfas.',
        },
        {
          activeIngredient: 'spiromesifen',
          note: 'IRAC 23: unos 1 ml de 22.9% SC por litro contra las ninfas.',
        },
        {
          activeIngredient: 'diafentiuron',
          note: 'IRAC 12A: unos 1.2 g de 50% WP por litro.',
        },
        {
          activeIngredient: 'flonicamid',
          note: 'IRAC 29: dosis de la etiqueta. Rote grupos en cada generación; no use neonicotinoides una y otra vez; use equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Períodos sin cultivo en toda la zona; variedades resistentes a los virus que transmite.'],
    whenToCallExpert:
      'Llame si las plantas muestran enrollamiento de la hoja o mosaico en muchos lugares junto con mosca blanca.',
  },
  'spider-mites': {
    name: 'Arañita roja (ácaros)',
    symptoms: {
      leaf: [
        'Puntitos finos amarillo pálido o blancos (punteado) en la cara de arriba de las hojas; después las hojas se ven bronceadas u oxidadas y se secan.',
        'Telaraña de seda muy fina en el envés y entre las hojas y los brotes, con puntitos diminutos que se mueven (rojos, anaranjados o verde amarillento).',
        'Al sacudir una hoja sobre un papel blanco se ven puntitos diminutos que se mueven.',
      ],
      'whole plant': [
        'Las plantas se ven polvorientas y secas; los ataques fuertes matan las hojas y detienen el crecimiento del fruto.',
      ],
    },
    favourableConditions: [
      'Tiempo caliente, seco y polvoriento; plantas con falta de agua.',
      'Aplicaciones de piretroides y de algunos fungicidas que matan a los ácaros depredadores.',
    ],
    lookAlikes: [
      {
        name: 'Ácaro blanco (ácaro ancho)',
        howToTell: 'El ácaro blanco enrolla y broncea las hojas más jóvenes sin telaraña.',
      },
      {
        name: 'Trips',
        howToTell: 'Los trips hacen rayas plateadas con puntitos negros y sin telarañas.',
      },
      {
        name: 'Falta de magnesio',
        howToTell:
          'La falta de magnesio pone amarillo de forma pareja entre las venas de las hojas viejas, sin punteado ni telaraña.',
      },
    ],
    management: {
      cultural: [
        'Riegue con regularidad y reduzca el polvo (moje los caminos); rocíe agua en el envés de las hojas.',
        'Quite las hojas muy infestadas y las malezas; evite los piretroides.',
      ],
      biological: [
        'Ácaros depredadores (Phytoseiulus persimilis, Neoseiulus californicus); conserve la mariquita Stethorus.',
        'Aceite de neem 5 ml por litro, o aplicaciones de jabón en el envés de las hojas cada 5-7 días.',
      ],
      chemical: [
        {
          activeIngredient: 'abamectina',
          note: 'IRAC 6: unos 0.5 ml de 1.9% EC por litro.',
        },
        {
          activeIngredient: 'fenpiroximato',
          note: 'IRAC 21A: unos 1 ml de 5% SC por litro.',
        },
        {
          activeIngredient: 'hexitiazox',
          note: 'IRAC 10A: dosis de la etiqueta contra huevos y estados jóvenes.',
        },
        {
          activeIngredient: 'azufre (mojable)',
          note: '2-3 g de 80% WP por litro, no con más de 32 °C. Los ácaros se hacen resistentes rápido: nunca use el mismo grupo dos veces seguidas; cubra el envés de las hojas; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Evite la falta de agua y el polvo; proteja los ácaros depredadores.'],
    whenToCallExpert:
      'Llame si la telaraña cubre las puntas de los brotes o si los ácaros sobreviven a dos acaricidas distintos.',
  },
  thrips: {
    name: 'Trips (trips del chile y trips de las flores)',
    symptoms: {
      leaf: [
        'Las hojas se enrollan hacia arriba y quedan en forma de bote (chile); cicatrices plateadas o bronceadas en el envés con puntitos negros.',
        'Insectos diminutos y delgados (1-2 mm), amarillos a cafés, corren rápido en los pliegues de las hojas, las flores y las puntas de crecimiento.',
      ],
      flower: ['Las flores y los botones quedan marcados, se ponen cafés y se caen.'],
      fruit: ['Cicatrices y anillos ásperos, corchosos, cafés o plateados en los frutos (chile, cítricos, mango).'],
      'whole plant': [
        'Algunos trips transmiten tospovirus (marchitez manchada del tomate, necrosis de la yema, necrosis de la yema del maní).',
      ],
    },
    favourableConditions: ['Tiempo caliente y seco; falta de agua; malezas alrededor de los campos.'],
    lookAlikes: [
      {
        name: 'Virus del enrollamiento de la hoja del chile',
        howToTell:
          'El enrollamiento por virus viene con mosca blanca y hojas arrugadas y gruesas, no cicatrices plateadas por debajo.',
      },
      {
        name: 'Ácaro blanco (ácaro ancho)',
        howToTell:
          'El ácaro blanco enrolla las hojas hacia abajo con el envés brillante y bronceado y sin insectos visibles.',
      },
      {
        name: 'Trips de la cebolla',
        howToTell: 'En cebolla y ajo vea la ficha de trips de la cebolla.',
      },
    ],
    management: {
      cultural: [
        'Trampas pegajosas azules (y amarillas) para monitorear; quite las malezas; evite la falta de agua.',
        'Cultivos de borde de maíz o sorgo alrededor del chile; acolchado plateado.',
      ],
      biological: [
        'Aceite de neem 5 ml por litro; aplicaciones de Beauveria bassiana o Metarhizium; ácaros depredadores (Amblyseius swirskii) y chinches piratas (Orius).',
      ],
      chemical: [
        {
          activeIngredient: 'spinetoram',
          note: 'IRAC 5: unos 0.9 ml de 11.7% SC por litro.',
        },
        {
          activeIngredient: 'fipronil',
          note: 'IRAC 2B: unos 1.5-2 ml de 5% SC por litro; muy tóxico para abejas y peces; no está registrado en algunos países.',
        },
        {
          activeIngredient: 'ciantraniliprol',
          note: 'IRAC 28: dosis de la etiqueta.',
        },
        {
          activeIngredient: 'tolfenpirad',
          note: 'IRAC 21A: dosis de la etiqueta. Rote grupos en cada aplicación; cubra las puntas de crecimiento y las flores; equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Plántulas limpias; control de malezas; monitoreo con trampas pegajosas desde el trasplante.'],
    whenToCallExpert:
      'Llame si las hojas siguen enrollándose después de dos aplicaciones de grupos distintos, o si aparece el virus de la necrosis de la yema.',
  },
  'fall-armyworm': {
    name: 'Gusano cogollero',
    symptoms: {
      leaf: [
        'Las larvas pequeñas raspan las hojas dejando "ventanitas" transparentes; las larvas más grandes comen agujeros grandes e irregulares en las hojas del cogollo.',
        'Excremento húmedo como aserrín en el cogollo y en las hojas de arriba.',
        'La oruga tiene una Y invertida en la cabeza y 4 puntos oscuros en cuadro en el penúltimo segmento del cuerpo.',
        'Masas de huevos cubiertas de escamas como fieltro gris rosado en las hojas.',
      ],
      grain: ['Las larvas se meten en la mazorca por el costado o por la punta, y en las espigas.'],
      'whole plant': ['Las plantas jóvenes pueden quedar cortadas; campos enteros muestran hojas rotas.'],
    },
    favourableConditions: [
      'Tiempo cálido; siembras de maíz escalonadas; la polilla vuela grandes distancias; períodos secos.',
    ],
    lookAlikes: [
      {
        name: 'Barrenadores del tallo',
        howToTell:
          'Los barrenadores hacen filas ordenadas de agujeritos y galerías en los tallos; el cogollero deja agujeros grandes e irregulares y excremento húmedo en el cogollo.',
      },
      {
        name: 'Gusano bellotero africano',
        howToTell: 'Helicoverpa come sobre todo mazorcas, pelos y frutos y no tiene la Y en la cabeza.',
      },
      {
        name: 'Gusanos cortadores (trozadores)',
        howToTell:
          'Los gusanos cortadores cortan las plántulas por la base de noche y se esconden enroscados en el suelo.',
      },
    ],
    management: {
      cultural: [
        'Revise 50 plantas en forma de W cada semana; actúe cuando el 10-20% de las plantas jóvenes tenga daño fresco.',
        'Aplaste a mano las masas de huevos y las larvas; ponga arena, ceniza o tierra mezclada con cal en el cogollo.',
        'Siembre temprano y al mismo tiempo que los vecinos; intercale con frijol o desmodium (push-pull).',
      ],
      biological: [
        'Aplicaciones de Bacillus thuringiensis (kurstaki/aizawai) dentro del cogollo sobre larvas pequeñas.',
        'Aplicaciones de NPV de Spodoptera frugiperda, Beauveria bassiana o Metarhizium; aceite de neem.',
        'Conserve las tijeretas, las hormigas y las avispitas parasitoides (Telenomus, Cotesia); trampas de feromonas para monitorear las polillas.',
      ],
      chemical: [
        {
          activeIngredient: 'benzoato de emamectina',
          note: 'IRAC 6: unos 0.4 g de 5% SG por litro, dirigido al cogollo, temprano en la mañana o por la tarde.',
        },
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: unos 0.4 ml de 18.5% SC por litro dentro del cogollo.',
        },
        {
          activeIngredient: 'spinetoram',
          note: 'IRAC 5: unos 0.5 ml de 11.7% SC por litro.',
        },
        {
          activeIngredient: 'lufenurón',
          note: 'IRAC 15: dosis de la etiqueta contra larvas pequeñas. Rote grupos en cada generación (unos 30 días); evite los piretroides (resistencia). Equipo de protección; respete el intervalo de seguridad antes de la cosecha para elotes y forraje.',
        },
      ],
    },
    prevention: [
      'Siembra a tiempo, push-pull, revisión semanal desde la emergencia, semilla tratada donde se recomiende.',
    ],
    whenToCallExpert: 'Llame si más del 20% de las plantas están dañadas o si las aplicaciones fallan.',
  },
  cutworms: {
    name: 'Gusanos cortadores (trozadores)',
    symptoms: {
      stem: [
        'Las plántulas jóvenes aparecen cortadas a ras del suelo o un poco más abajo de la noche a la mañana; la parte de arriba queda marchita en el suelo junto al tocón.',
        'Si escarba 2-5 cm en el suelo cerca de la planta dañada encuentra una oruga gorda, lisa, grasosa, café grisácea, que se enrosca en forma de C.',
      ],
      tuber: ['Agujeros anchos y poco profundos comidos en los tubérculos de papa.'],
      'whole plant': ['Fallas a lo largo de los surcos que se alargan cada noche.'],
    },
    favourableConditions: ['Campos con maleza y pasto antes de sembrar; potreros recién arados; suelo húmedo.'],
    lookAlikes: [
      {
        name: 'Mal del talluelo (damping-off)',
        howToTell:
          'Las plántulas con mal del talluelo se caen con la base del tallo blanda, café y delgada, no con un corte limpio, y no hay oruga en el suelo.',
      },
      {
        name: 'Gusano cogollero',
        howToTell:
          'El cogollero come en el cogollo y en las hojas de día; los gusanos cortadores se esconden en el suelo y cortan los tallos de noche.',
      },
    ],
    management: {
      cultural: [
        'Are y quite las malezas 2 semanas antes de sembrar; inunde brevemente el campo donde se pueda.',
        'En la mañana escarbe y mate las larvas cerca de las plantas cortadas; ponga collarines de papel o plástico alrededor de las plántulas trasplantadas.',
      ],
      biological: [
        'Cebo de salvado + melaza + Bacillus thuringiensis; nematodos entomopatógenos; favorezca a los pájaros.',
      ],
      chemical: [
        {
          activeIngredient: 'lambda-cihalotrina',
          note: 'IRAC 3A: dosis de la etiqueta aplicada en la base de las plántulas por la tarde; tóxico para peces y abejas.',
        },
        {
          activeIngredient: 'clorantraniliprol',
          note: 'IRAC 28: drench al suelo a la dosis de la etiqueta en el trasplante. Use equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: ['Cama de siembra limpia semanas antes de sembrar; collarines en las plántulas trasplantadas.'],
    whenToCallExpert: 'Llame si en una sola noche cortan más del 5% de las plántulas.',
  },
  'root-knot-nematodes': {
    name: 'Nematodos agalladores (nudo de la raíz)',
    symptoms: {
      root: [
        'Las raíces tienen nudos, cuentas e hinchazones (agallas) desde el tamaño de una cabeza de alfiler hasta bolas grandes; las hinchazones son parte de la raíz y no se quitan al frotar.',
        'El sistema de raíces es corto y tupido, con pocas raicillas finas.',
      ],
      tuber: ['Los tubérculos de papa tienen granitos y bultos en la piel.'],
      leaf: [
        'Hojas amarillo pálido como por falta de nutrientes; las plantas se marchitan en el calor del día incluso con el suelo húmedo.',
      ],
      'whole plant': ['Plantas enanas en parches del campo; bajo rendimiento.'],
    },
    favourableConditions: [
      'Suelos cálidos y arenosos; siembra continua de hortalizas; plántulas infestadas traídas de viveros.',
    ],
    lookAlikes: [
      {
        name: 'Nódulos fijadores de nitrógeno (leguminosas)',
        howToTell:
          'Los nódulos del frijol y el maní son redondos, rosados por dentro y se desprenden del costado de la raíz; las agallas son hinchazones de la raíz misma.',
      },
      {
        name: 'Marchitez por Fusarium',
        howToTell: 'Fusarium muestra rayas cafés dentro del tallo y las raíces se ven normales por fuera.',
      },
      {
        name: 'Falta de nutrientes',
        howToTell: 'Saque las raíces: las plantas con deficiencia tienen raíces normales sin nudos.',
      },
    ],
    management: {
      cultural: [
        'Arranque y queme las raíces de los cultivos infestados después de la cosecha; no las eche al compost.',
        'Rote con cultivos que no sean hospederos como maíz, sorgo, cebolla o cempasúchil durante 2-3 temporadas.',
        'Solarización del suelo: tape el suelo húmedo con plástico transparente durante 4-6 semanas en la temporada caliente.',
        'Agregue bastante materia orgánica y torta de neem (250 kg/ha) a la siembra.',
      ],
      biological: [
        'Purpureocillium (Paecilomyces) lilacinum, Pochonia chlamydosporia o Trichoderma en compost a la siembra.',
        'Cempasúchil (Tagetes) como cultivo de rotación o intercalado.',
      ],
      chemical: [
        {
          activeIngredient: 'fluopyram',
          note: 'FRAC 7 / nematicida: por goteo o en drench a la dosis de la etiqueta a la siembra donde esté registrado.',
        },
        {
          activeIngredient: 'fluensulfona',
          note: 'Nematicida: aplicación al suelo antes de sembrar a la dosis de la etiqueta donde esté registrado. La mayoría de los nematicidas antiguos (carbofurán, aldicarb) son muy tóxicos y están prohibidos; no los use. Use equipo de protección; respete el intervalo de seguridad antes de la cosecha.',
        },
      ],
    },
    prevention: [
      'Plántulas libres de nematodos (prodúzcalas en sustrato solarizado o estéril); variedades y portainjertos resistentes (gen Mi en tomate).',
    ],
    whenToCallExpert:
      'Llame para un análisis de suelo si los parches de plantas enanas y marchitas vuelven cada temporada.',
  },
  'nitrogen-deficiency': {
    name: 'Falta de nitrógeno',
    symptoms: {
      leaf: [
        'Las hojas viejas de abajo se ponen verde pálido y luego amarillas de forma pareja, empezando por la punta y avanzando a lo largo de la nervadura central (en forma de V en el maíz).',
        'Las hojas jóvenes se mantienen más verdes; todo el cultivo se ve pálido, verde claro.',
      ],
      'whole plant': [
        'Plantas delgadas, débiles y de crecimiento lento, con pocos macollos o ramas; maduran antes y rinden poco.',
      ],
    },
    favourableConditions: [
      'Suelos arenosos, lluvia fuerte o inundación que lava el nitrógeno; encharcamiento.',
      'Poca materia orgánica; incorporar paja fresca; no abonar o abonar tarde.',
    ],
    lookAlikes: [
      {
        name: 'Falta de potasio',
        howToTell: 'La falta de potasio quema de café los bordes de las hojas viejas, mientras el centro sigue verde.',
      },
      {
        name: 'Falta de magnesio',
        howToTell:
          'La falta de magnesio pone amarillo entre las venas de las hojas viejas mientras las venas siguen verdes.',
      },
      {
        name: 'Falta de azufre',
        howToTell: 'La falta de azufre pone amarillas primero las hojas jóvenes de arriba.',
      },
      {
        name: 'Daño de raíces (nematodos, encharcamiento)',
        howToTell:
          'Revise las raíces: las agallas o las raíces podridas dan el mismo aspecto pálido aun con fertilizante.',
      },
    ],
    management: {
      cultural: [
        'Aplique el nitrógeno en 2-3 dosis divididas según el crecimiento del cultivo; incorpore la urea o aplíquela sobre suelo húmedo.',
        'Mejore el drenaje en los campos encharcados; agregue compost y estiércol.',
      ],
      biological: [
        'Siembre leguminosas en rotación; use compost, estiércol y biofertilizantes (Azotobacter, Azospirillum, Rhizobium para las leguminosas).',
      ],
      chemical: [
        {
          activeIngredient: 'urea (46% N)',
          note: 'Aplique en cobertera 50-100 kg de urea por hectárea (23-46 kg de N) según el cultivo y la etapa, sobre suelo húmedo; para que reverdezca rápido aplique urea al 1-2% (10-20 g por litro) en las hojas. No se pase: el exceso de nitrógeno aumenta las plagas y las enfermedades.',
        },
        {
          activeIngredient: 'nitrato de amonio cálcico (CAN, 26-27% N)',
          note: 'Aplique en cobertera unos 100-150 kg por hectárea; se pierde menos por volatilización que la urea en suelos alcalinos.',
        },
        {
          activeIngredient: 'sulfato de amonio (21% N, 24% S)',
          note: 'Úselo donde también falte azufre; con el tiempo acidifica el suelo.',
        },
      ],
    },
    prevention: [
      'Análisis de suelo; abonado balanceado con el nitrógeno dividido; rotaciones con leguminosas; carta de colores de la hoja en el arroz.',
    ],
    whenToCallExpert:
      'Llame si las plantas siguen amarillas 10 días después de aplicar nitrógeno: es probable que haya otra causa (raíces, enfermedad, otro nutriente).',
  },
  'phosphorus-deficiency': {
    name: 'Falta de fósforo',
    symptoms: {
      leaf: [
        'Las hojas viejas se ponen verde oscuro opaco y luego moradas o rojizas, sobre todo por los bordes y por debajo (maíz, tomate).',
        'Las hojas son pequeñas y angostas; en el arroz las hojas son verde oscuro, erectas y angostas.',
      ],
      'whole plant': [
        'Plantas jóvenes enanas y lentas con raíces pobres; floración y maduración atrasadas; pocos macollos.',
      ],
    },
    favourableConditions: [
      'Suelos fríos y mojados al principio de la temporada; suelos ácidos o muy alcalinos; poca materia orgánica; sin fertilizante fosfatado a la siembra.',
    ],
    lookAlikes: [
      {
        name: 'Falta de nitrógeno',
        howToTell: 'La falta de nitrógeno pone amarillas las hojas viejas, no moradas.',
      },
      {
        name: 'Estrés por frío o color de la variedad',
        howToTell:
          'Las noches frías pueden poner morado el maíz joven por poco tiempo; se quita cuando el tiempo se calienta; algunas variedades son moradas de por sí.',
      },
    ],
    management: {
      cultural: [
        'Aplique el fósforo a la siembra cerca de la semilla; corrija el pH del suelo (encale los suelos ácidos); agregue estiércol.',
      ],
      biological: ['Bacterias solubilizadoras de fosfato e inoculantes de micorrizas junto con compost.'],
      chemical: [
        {
          activeIngredient: 'fosfato diamónico (DAP, 18-46-0)',
          note: 'Unos 100-125 kg por hectárea en banda a la siembra para la mayoría de los cultivos de campo, según el análisis de suelo; en dosis altas no lo ponga en contacto directo con la semilla.',
        },
        {
          activeIngredient: 'superfosfato simple (SSP, 16% P2O5)',
          note: 'También aporta calcio y azufre; 250-375 kg por hectárea de fondo.',
        },
        {
          activeIngredient: 'fosfato monoamónico (MAP) foliar',
          note: 'Aplicación al 0.5-1% (5-10 g por litro) como rescate rápido en hortalizas jóvenes; la corrección principal es la aplicación al suelo.',
        },
      ],
    },
    prevention: ['Análisis de suelo cada 2-3 años; fósforo de fondo a la siembra.'],
    whenToCallExpert: 'Llame para un análisis de suelo si aparecen plantas moradas y enanas cada temporada.',
  },
  'potassium-deficiency': {
    name: 'Falta de potasio',
    symptoms: {
      leaf: [
        'Los bordes y las puntas de las hojas viejas se ponen amarillos, luego cafés y secos como quemados, mientras el centro de la hoja sigue verde.',
        'En algunos cultivos (soya, algodón) hay manchitas cafés cerca del borde de la hoja; las hojas se pueden enrollar hacia abajo o ponerse en forma de taza.',
        'En el plátano, las hojas viejas se ponen amarillo anaranjado rápido y la nervadura central se dobla.',
      ],
      fruit: ['Maduración dispareja, tomates manchados o huecos; grano y fruta pequeños y mal llenados.'],
      stem: ['Tallos débiles y acame en los cereales.'],
    },
    favourableConditions: [
      'Suelos arenosos o muy desgastados; cosechas intensas sin potasa; suelos secos; mucho nitrógeno sin potasio.',
    ],
    lookAlikes: [
      {
        name: 'Falta de magnesio',
        howToTell:
          'La falta de magnesio pone amarillo entre las venas con las venas verdes, en vez de quemar los bordes de la hoja.',
      },
      {
        name: 'Tizón temprano',
        howToTell:
          'El tizón temprano da manchas redondas con anillos regadas por la hoja, no una quemadura continua del borde.',
      },
      {
        name: 'Quemado por chicharrita',
        howToTell: 'Mire debajo de las hojas: las chicharritas son insectos verdes pequeños que corren de lado.',
      },
    ],
    management: {
      cultural: [
        'Devuelva al campo los restos de cosecha y la ceniza; aplique estiércol y compost; riegue para evitar el suelo seco.',
      ],
      biological: ['Las bacterias solubilizadoras de potasio junto con compost pueden ayudar en algunos suelos.'],
      chemical: [
        {
          activeIngredient: 'cloruro de potasio (muriato de potasio, 60% K2O)',
          note: 'Unos 60-100 kg por hectárea a la siembra o dividido junto con el nitrógeno, según el análisis de suelo; el plátano necesita mucho más (dividido cada mes).',
        },
        {
          activeIngredient: 'sulfato de potasio (50% K2O)',
          note: 'Preferido para cultivos sensibles al cloruro (papa, tabaco, algunos frutales); aplicado al suelo en dosis de K parecidas.',
        },
        {
          activeIngredient: 'nitrato de potasio (13-0-45) foliar',
          note: 'Aplicación al 1-2% (10-20 g por litro) durante el desarrollo del fruto como complemento.',
        },
      ],
    },
    prevention: ['NPK balanceado según el análisis de suelo; no saque toda la paja del campo.'],
    whenToCallExpert:
      'Llame para un análisis de suelo y de hoja si los bordes quemados siguen después de aplicar potasa.',
  },
  'magnesium-deficiency': {
    name: 'Falta de magnesio',
    symptoms: {
      leaf: [
        'Las hojas viejas y las del medio se ponen amarillas entre las venas mientras las venas siguen verdes, dando un aspecto rayado o de espina de pescado; después las partes amarillas se pueden poner café rojizo.',
        'En el maíz, rayas amarillas entre las venas en las hojas de abajo; en los cítricos, una V verde invertida en la base de las hojas viejas.',
      ],
      'whole plant': ['Las hojas se caen antes de tiempo; bajo rendimiento en cultivos con mucha carga de fruta.'],
    },
    favourableConditions: [
      'Suelos ácidos y arenosos; uso fuerte de potasa o de amonio, que bloquea la absorción de magnesio; mucha carga de fruta.',
    ],
    lookAlikes: [
      {
        name: 'Falta de hierro',
        howToTell: 'La falta de hierro pone amarillo entre las venas de las hojas más jóvenes, no de las viejas.',
      },
      {
        name: 'Falta de nitrógeno',
        howToTell: 'La falta de nitrógeno pone amarilla toda la hoja vieja, incluidas las venas.',
      },
      {
        name: 'Falta de potasio',
        howToTell: 'La falta de potasio quema primero de café los bordes de la hoja.',
      },
    ],
    management: {
      cultural: ['Encale los suelos ácidos con dolomita; balancee la potasa y el magnesio; agregue compost.'],
      biological: ['Los abonos orgánicos aportan algo de magnesio.'],
      chemical: [
        {
          activeIngredient: 'sulfato de magnesio (sal de Epsom)',
          note: 'Foliar al 1-2% (10-20 g por litro), 2-3 aplicaciones con 10-14 días de separación; al suelo 25-50 kg por hectárea.',
        },
        {
          activeIngredient: 'cal dolomita',
          note: 'En suelos ácidos 1-2 t por hectárea unas semanas antes de sembrar, según el análisis de suelo.',
        },
      ],
    },
    prevention: [
      'Análisis de suelo; incluya magnesio en los planes de abonado de hortalizas y frutales de alto rendimiento.',
    ],
    whenToCallExpert:
      'Llame para un análisis de suelo si el amarillamiento sigue después de dos aplicaciones foliares.',
  },
  'iron-deficiency': {
    name: 'Falta de hierro (clorosis férrica por cal)',
    symptoms: {
      leaf: [
        'Las hojas más jóvenes de arriba se ponen amarillo pálido hasta casi blancas entre las venas, mientras las venas siguen verdes en una red fina.',
        'Las hojas viejas siguen verdes; en los casos graves las hojas nuevas salen blancas con los bordes cafés.',
      ],
      'whole plant': ['Parches de plantas amarillas en las partes calcáreas o encharcadas del campo.'],
    },
    favourableConditions: [
      'Suelos calcáreos con pH alto; encharcamiento; suelos fríos y mojados; exceso de fósforo o de bicarbonato en el agua de riego; arroz aeróbico en suelo alcalino.',
    ],
    lookAlikes: [
      {
        name: 'Falta de magnesio',
        howToTell: 'La falta de magnesio empieza en las hojas viejas de abajo.',
      },
      {
        name: 'Falta de zinc',
        howToTell: 'La falta de zinc da hojas jóvenes pequeñas, angostas y amontonadas con manchones amarillos.',
      },
      {
        name: 'Falta de nitrógeno',
        howToTell: 'La falta de nitrógeno pone amarillas primero las hojas viejas, incluidas las venas.',
      },
    ],
    management: {
      cultural: [
        'Mejore el drenaje; use fertilizantes que acidifican (sulfato de amonio) y materia orgánica; no se pase con la cal.',
      ],
      biological: ['El compost y el estiércol mejoran la disponibilidad del hierro.'],
      chemical: [
        {
          activeIngredient: 'sulfato ferroso',
          note: 'Foliar al 0.5% (5 g por litro) con ácido cítrico al 0.1% (1 g por litro) para mantenerlo activo, 2-3 aplicaciones cada 7-10 días.',
        },
        {
          activeIngredient: 'quelato de hierro (Fe-EDDHA)',
          note: 'Aplicación al suelo a la dosis de la etiqueta en suelos calcáreos (el EDDHA sigue disponible con pH alto); caro pero de efecto duradero para frutales.',
        },
      ],
    },
    prevention: ['Escoja variedades y portainjertos tolerantes en suelos calcáreos; evite el encharcamiento.'],
    whenToCallExpert:
      'Llame para análisis de suelo y de agua si las hojas jóvenes siguen amarillas después de las aplicaciones de hierro.',
  },
  'zinc-deficiency': {
    name: 'Falta de zinc',
    symptoms: {
      leaf: [
        'Arroz: 2-4 semanas después del trasplante, las hojas de abajo y del medio muestran manchas y rayas cafés polvosas (café óxido, "khaira"); la base de las hojas jóvenes se pone pálida.',
        'Maíz: bandas anchas amarillo pálido a blancas a los dos lados de la nervadura central de las hojas jóvenes, empezando cerca de la base (yema blanca).',
        'Cítricos y frutales: hojas pequeñas, angostas y puntiagudas en rosetas con manchones amarillos entre venas verdes (hoja moteada, hoja pequeña).',
      ],
      'whole plant': ['Plantas enanas con entrenudos cortos en parches; cultivo disparejo; maduración atrasada.'],
    },
    favourableConditions: [
      'Suelos alcalinos, calcáreos o sódicos; arroz inundado sin parar; mucho fertilizante fosfatado; suelos arenosos; campos nivelados donde se quitó la capa de arriba.',
    ],
    lookAlikes: [
      {
        name: 'Falta de hierro',
        howToTell:
          'La falta de hierro da hojas nuevas completamente amarillas con una red fina de venas verdes, sin hojas pequeñas y angostas ni manchas color óxido.',
      },
      {
        name: 'Mancha parda del arroz',
        howToTell:
          'La mancha parda hace manchas ovaladas bien definidas como semillas de ajonjolí; la falta de zinc da manchones color óxido con plantas enanas en parches poco después del trasplante.',
      },
      {
        name: 'Virus del rayado del maíz',
        howToTell:
          'El virus del rayado da muchas rayas angostas y cortadas por toda la hoja, no una banda blanca ancha cerca de la nervadura central.',
      },
    ],
    management: {
      cultural: ['Agregue estiércol y compost; en el arroz, drene y vuelva a inundar para ayudar a la recuperación.'],
      biological: ['En algunos programas se usan bacterias solubilizadoras de zinc junto con compost.'],
      chemical: [
        {
          activeIngredient: 'sulfato de zinc heptahidratado (21% Zn)',
          note: 'Al suelo: 25 kg por hectárea de fondo antes del trasplante/siembra (dura 2-3 cultivos). Foliar: al 0.5% (5 g por litro) con cal al 0.25% (2.5 g por litro) para que no queme las hojas, 2-3 aplicaciones con 10 días de separación.',
        },
        {
          activeIngredient: 'quelato de zinc EDTA',
          note: 'Foliar a la dosis de la etiqueta donde se necesite una respuesta rápida; más caro.',
        },
      ],
    },
    prevention: ['Zinc de fondo cada 2-3 temporadas en suelos conocidos por falta de zinc; análisis de suelo.'],
    whenToCallExpert:
      'Llame para un análisis de suelo si cada temporada aparecen parches de plantas enanas y color óxido después del trasplante.',
  },
  'calcium-deficiency': {
    name: 'Falta de calcio (quemadura de puntas)',
    symptoms: {
      leaf: [
        'Los bordes de las hojas internas más jóvenes se ponen cafés y como papel (quemadura de puntas), p. ej. dentro de las cabezas de repollo; las hojas nuevas salen deformes o en gancho.',
        'Las puntas de crecimiento se secan.',
      ],
      fruit: [
        'Los frutos muestran manchones oscuros hundidos en la punta de la flor (vea pudrición apical); las vainas de maní salen vacías (vanas).',
      ],
      tuber: ['Los tubérculos de papa tienen manchas cafés por dentro.'],
    },
    favourableConditions: [
      'Riego disparejo, sequía, humedad alta que reduce la transpiración; suelos ácidos y arenosos; exceso de amonio o de potasio; crecimiento muy rápido.',
    ],
    lookAlikes: [
      {
        name: 'Pudrición apical (culillo)',
        howToTell:
          'La pudrición apical es la forma que toma la falta de calcio en el fruto de tomate, chile/pimiento y sandía.',
      },
      {
        name: 'Falta de potasio',
        howToTell:
          'La quemadura por potasio afecta las hojas viejas; la quemadura de puntas por calcio afecta las hojas más jóvenes.',
      },
    ],
    management: {
      cultural: [
        'Riegue de forma pareja; acolche; evite el exceso de nitrógeno y de potasio; escoja variedades tolerantes.',
      ],
      biological: ['El compost mejora la retención de humedad del suelo.'],
      chemical: [
        {
          activeIngredient: 'nitrato de calcio',
          note: 'Foliar al 0.5-1% (5-10 g por litro) cada semana sobre hojas/frutos jóvenes; o por goteo a las dosis de la etiqueta.',
        },
        {
          activeIngredient: 'yeso (sulfato de calcio)',
          note: 'Al suelo 250-500 kg por hectárea en la clavada (formación de clavos) del maní o antes de sembrar según el análisis de suelo.',
        },
        {
          activeIngredient: 'cal agrícola',
          note: 'En suelos ácidos, según el análisis de suelo, meses antes de sembrar.',
        },
      ],
    },
    prevention: ['Riego parejo y encalado según el análisis de suelo.'],
    whenToCallExpert: 'Llame para un análisis de suelo si la quemadura de puntas vuelve cada temporada.',
  },
  'blossom-end-rot': {
    name: 'Pudrición apical (culillo)',
    symptoms: {
      fruit: [
        'Un manchón como empapado de agua, café claro, en la parte de abajo (punta de la flor) de los frutos verdes, del lado opuesto al pedúnculo.',
        'El manchón crece, se hunde, se pone café oscuro a negro, seco y como cuero; después le pueden crecer mohos.',
        'En el chile/pimiento el manchón puede ser pálido y como papel, en el costado cerca de la parte de abajo.',
      ],
      leaf: ['Por lo general las hojas se ven sanas.'],
    },
    favourableConditions: [
      'Riego disparejo: períodos secos seguidos de riegos fuertes; días calientes y con viento.',
      'Poco calcio en el suelo, suelos ácidos, exceso de nitrógeno (amonio) o de potasio; daño en las raíces.',
    ],
    lookAlikes: [
      {
        name: 'Quemadura de sol',
        howToTell:
          'La quemadura de sol es un manchón pálido desteñido en el lado que da al sol, no siempre en la parte de abajo.',
      },
      {
        name: 'Pudrición del fruto por tizón tardío',
        howToTell:
          'Los manchones del tizón tardío en el fruto son café grasoso en la mitad de arriba, y también hay lesiones en las hojas.',
      },
      {
        name: 'Antracnosis',
        howToTell:
          'La antracnosis hace manchas hundidas en cualquier parte del fruto maduro, con anillos de puntitos o esporas anaranjadas.',
      },
    ],
    management: {
      cultural: [
        'Riegue con regularidad y de forma pareja; acolche para mantener la humedad del suelo estable; no deje que se sequen las macetas.',
        'Quite los frutos afectados; los frutos siguientes saldrán normales una vez que el riego sea parejo.',
        'Evite mucho nitrógeno amoniacal; no cultive con azadón cerca de las raíces.',
      ],
      biological: ['Acolchado y compost para retener la humedad.'],
      chemical: [
        {
          activeIngredient: 'nitrato de calcio',
          note: 'Foliar al 0.5-1% (5-10 g por litro) sobre los frutos jóvenes cada semana ayuda un poco; la cura principal es el riego parejo.',
        },
        {
          activeIngredient: 'cal agrícola o yeso',
          note: 'Según el análisis de suelo antes de sembrar en suelos ácidos o con poco calcio.',
        },
      ],
    },
    prevention: ['Riego por goteo y acolchado; análisis de suelo y encalado; variedades tolerantes.'],
    whenToCallExpert: 'Llame si más del 10% de los frutos están afectados a pesar del riego parejo.',
  },
  sunscald: {
    name: 'Quemadura de sol (golpe de sol)',
    symptoms: {
      fruit: [
        'Un manchón blanco, amarillo pálido o desteñido en el lado del fruto que da al sol, que se vuelve como papel, delgado, arrugado y hundido.',
        'Después le pueden crecer mohos al manchón dañado; al principio no hay anillos ni masas de esporas.',
      ],
      stem: ['La corteza de los árboles jóvenes se raja en el lado soleado.'],
      leaf: ['Manchones secos y desteñidos en hojas que de repente quedan expuestas a un sol fuerte.'],
    },
    favourableConditions: [
      'Tiempo caliente y soleado; frutos expuestos después de perder hojas por enfermedad, poda o plagas fuertes; plantas caídas.',
    ],
    lookAlikes: [
      {
        name: 'Pudrición apical (culillo)',
        howToTell: 'La pudrición apical está siempre en la punta de la flor (abajo) y se pone café oscuro a negra.',
      },
      {
        name: 'Antracnosis',
        howToTell: 'Las manchas de antracnosis tienen anillos de puntitos negros o esporas anaranjadas.',
      },
    ],
    management: {
      cultural: [
        'Mantenga buena cobertura de hojas: controle las enfermedades de la hoja, evite las podas fuertes; ponga tutores o jaulas a las plantas.',
        'Use mallas sombra de 30-40% en los períodos muy calientes para el chile/pimiento; encale (pinte de blanco) los troncos de los árboles.',
        'Cubra los frutos expuestos de mango, los racimos de plátano (fundas) o los melones con paja o papel.',
      ],
      biological: ['Las aplicaciones de arcilla caolín forman una película blanca reflectante sobre el fruto.'],
      chemical: [
        {
          activeIngredient: 'arcilla caolín',
          note: 'Protector solar físico: unos 30-60 g por litro como película sobre el fruto; lave la fruta después de la cosecha. Para la quemadura de sol en sí no hace falta ningún plaguicida.',
        },
      ],
    },
    prevention: [
      'Variedades con buena cobertura de hojas; riego durante las olas de calor; control de las enfermedades de la hoja.',
    ],
    whenToCallExpert: 'Casi nunca hace falta; llame si también ve una pudrición que avanza desde los manchones.',
  },
  'damping-off': {
    name: 'Mal del talluelo (damping-off)',
    symptoms: {
      seed: [
        'Las semillas se pudren en el suelo y las plántulas nunca salen (mal del talluelo antes de la emergencia).',
      ],
      stem: [
        'Los tallos de las plántulas se ponen como empapados de agua, delgados y estrangulados de color café a ras del suelo, y luego se caen y mueren (mal del talluelo después de la emergencia).',
      ],
      'whole plant': [
        'Las plántulas mueren en parches del almácigo que crecen cada día; moho blanco como algodón sobre el suelo en las mañanas húmedas.',
      ],
    },
    favourableConditions: [
      'Tierra de almácigo mojada, pesada y con mal drenaje; exceso de riego; siembra densa; tiempo nublado y húmedo; tierra sin desinfectar.',
    ],
    lookAlikes: [
      {
        name: 'Gusanos cortadores (trozadores)',
        howToTell:
          'Los gusanos cortadores dejan un corte limpio con una oruga en el suelo; el mal del talluelo deja un tallo blando y podrido.',
      },
      {
        name: 'Tizón por Phytophthora',
        howToTell: 'Phytophthora mata plantas más grandes en el campo después de la lluvia.',
      },
    ],
    management: {
      cultural: [
        'Produzca las plántulas en camas elevadas (15 cm) o bandejas con sustrato de buen drenaje, esterilizado o solarizado.',
        'Siembre ralo, riegue ligero en la mañana y ventile.',
        'Saque las plántulas muertas con la tierra de alrededor.',
      ],
      biological: [
        'Tratamiento de semilla con Trichoderma viride o T. harzianum (4-10 g por kg de semilla) y drench al suelo; Pseudomonas fluorescens.',
      ],
      chemical: [
        {
          activeIngredient: 'metalaxil-M + mancozeb',
          note: 'FRAC 4 + M03: drench de 2.5 g por litro sobre la cama del almácigo con las primeras plántulas caídas (contra Pythium/Phytophthora).',
        },
        {
          activeIngredient: 'captan',
          note: 'FRAC M04: tratamiento de semilla con 2-3 g por kg de semilla.',
        },
        {
          activeIngredient: 'oxicloruro de cobre',
          note: 'FRAC M01: drench de 3 g por litro; guantes y mascarilla. Contra Rhizoctonia es más eficaz un drench de tiofanato-metílico (FRAC 1) a la dosis de la etiqueta.',
        },
      ],
    },
    prevention: ['Solarice los almácigos, use semilla tratada, evite el exceso de riego.'],
    whenToCallExpert: 'Llame si todo el almácigo se está cayendo a pesar de los drench.',
  },
};
