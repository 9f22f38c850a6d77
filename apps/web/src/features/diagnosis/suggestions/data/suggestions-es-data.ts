import type { SuggestionTexts } from './suggestions';

/** The seven static suggestions in Spanish (the farmer reads "tú", as in the app's catalogues). */
export const suggestionsEs: SuggestionTexts = {
  1: {
    imageAlt: 'Hoja de tomate con manchas oscuras de tizón en anillos concéntricos',
    title: 'Tizón',
    description:
      'Manchas oscuras que se extienden por hojas y tallos y pueden arrasar un campo en pocos días con tiempo cálido y húmedo. Actúa en cuanto veas las primeras manchas.',
    crops: 'Tomate, papa, berenjena',
    cause:
      'El tizón temprano lo causa el hongo Alternaria solani; el tizón tardío, el oomiceto Phytophthora infestans. Ambos se propagan con el viento y las salpicaduras de lluvia, y prosperan cuando las hojas se quedan mojadas mucho tiempo.',
    symptoms: [
      'Tizón temprano: manchas marrones con anillos concéntricos (como una diana) y un halo amarillo, que empiezan en las hojas viejas de abajo.',
      'Tizón tardío: zonas verde pálido, como empapadas de agua, que se vuelven marrón oscuro o negras, con un moho blanco algodonoso en el envés las mañanas húmedas.',
      'Lesiones oscuras en tallos y pecíolos; frutos o tubérculos con una podredumbre marrón y firme.',
      'El follaje se cae muy rápido tras unos días de tiempo fresco y lluvioso (tizón tardío).',
    ],
    actions: [
      'Arranca y destruye las hojas muy infectadas; no las eches al compost.',
      'Deja de regar por aspersión; riega al pie de la planta por la mañana para que las hojas se sequen rápido.',
      'Aplica un fungicida protector como mancozeb o clorotalonil, o un producto a base de cobre en fincas orgánicas, cubriendo el haz y el envés de las hojas.',
      'Contra el tizón tardío con tiempo húmedo, alterna un producto sistémico (por ejemplo, mezclas con cimoxanil o dimetomorf) con uno protector; respeta el plazo de seguridad antes de la cosecha que indica la etiqueta.',
    ],
    prevention: [
      'Usa semilla certificada libre de enfermedades y variedades tolerantes.',
      'Rota con cultivos que no sean solanáceas durante al menos dos temporadas.',
      'Entutora y poda las plantas para que circule el aire; cubre el suelo con acolchado para que la tierra no salpique.',
    ],
  },
  2: {
    imageAlt: 'Hoja de pepino cubierta de manchas blancas polvorientas',
    title: 'Oídio',
    description:
      'Manchas blancas, como de talco, en hojas y tallos que debilitan las plantas y bajan la cosecha; frecuente con días secos y noches húmedas.',
    crops: 'Cucurbitáceas, chile, okra, mango, arvejas',
    cause:
      'Varios hongos (especies de Podosphaera, Erysiphe y Leveillula) que crecen sobre la superficie de la hoja. A diferencia de la mayoría de los hongos, no necesitan agua sobre la hoja: los favorecen los días cálidos, las noches frescas y húmedas y la sombra.',
    symptoms: [
      'Manchas blancas, redondas y polvorientas en el haz de la hoja, que se unen hasta cubrirla.',
      'Las hojas afectadas se ponen amarillas y luego marrones, se secan y se enrollan.',
      'Plantas que crecen poco, caída temprana de las hojas y frutos pequeños y de mal sabor.',
    ],
    actions: [
      'Quita las hojas más afectadas para reducir la cantidad de esporas.',
      'En cuanto veas las primeras manchas, aplica azufre mojable (no por encima de 32 °C ni en variedades de cucurbitáceas sensibles al azufre) o bicarbonato de potasio.',
      'En ataques fuertes usa un fungicida sistémico como hexaconazol, miclobutanil o azoxistrobina, rotando grupos para evitar resistencias.',
    ],
    prevention: [
      'Siembra variedades resistentes y no plantes demasiado denso.',
      'Evita el exceso de nitrógeno, que da brotes tiernos y más sensibles.',
      'Mantén el campo libre de cucurbitáceas nacidas solas y de malezas que alojan el hongo.',
    ],
  },
  3: {
    imageAlt: 'Plántula arrancada con raíces oscuras y podridas',
    title: 'Pudrición de raíz',
    description:
      'Las plantas se marchitan y amarillean aunque la tierra esté húmeda, porque sus raíces se están pudriendo. Suele ser señal de encharcamiento y de hongos del suelo.',
    crops: 'Chile, tomate, algodón, soya, legumbres, cítricos',
    cause:
      'Hongos y oomicetos del suelo (Pythium, Phytophthora, Rhizoctonia, Fusarium) que atacan las raíces cuando la tierra se queda encharcada, compactada o con mal drenaje.',
    symptoms: [
      'Marchitez en las horas de calor que no se recupera después de regar.',
      'Hojas de abajo amarillas y plantas raquíticas, a menudo en manchones donde se junta el agua.',
      'Raíces blandas, de color marrón a negro, cuya capa exterior se desprende fácilmente; pocas raicillas blancas.',
      'Plántulas que se caen a ras del suelo (mal del talluelo).',
    ],
    actions: [
      'Deja de regar hasta que se seque la capa de arriba del suelo; abre canales de drenaje.',
      'Arranca y destruye las plantas muertas junto con la tierra que rodea sus raíces.',
      'Moja la zona de las raíces de las plantas cercanas con un agente biológico como Trichoderma, o con metalaxil (oomicetos) o carbendazim (Fusarium, Rhizoctonia), según lo permita la etiqueta.',
    ],
    prevention: [
      'En suelos pesados, siembra en camas altas o en caballones.',
      'Trata la semilla con Trichoderma o con un fungicida para semillas antes de sembrar.',
      'Añade materia orgánica bien descompuesta y rota con cereales.',
    ],
  },
  4: {
    imageAlt: 'Grupo de pulgones verdes en el envés de una hoja',
    title: 'Plaga de pulgones',
    description:
      'Colonias de insectos diminutos y blandos bajo las hojas y en los brotes, que chupan la savia, enrollan las hojas y transmiten virus a las plantas.',
    crops: 'Mostaza, algodón, chile, hortalizas, trigo, cítricos',
    cause:
      'Los pulgones (por ejemplo Aphis gossypii y Myzus persicae) se multiplican muy rápido con tiempo templado y seco y en plantas con brotes tiernos y mucho nitrógeno. Las formas aladas llegan volando desde cultivos cercanos.',
    symptoms: [
      'Hojas jóvenes enrolladas, arrugadas o amarillentas, con insectos debajo.',
      'Melaza pegajosa en las hojas, que a menudo se pone negra por la fumagina.',
      'Hormigas que suben y bajan por los tallos.',
      'Mosaico o enrollamiento de las hojas donde los pulgones han transmitido un virus.',
    ],
    actions: [
      'Revisa 10 plantas repartidas por el campo; actúa cuando la mayoría de los brotes tengan colonias y haya pocos enemigos naturales.',
      'Quita las colonias pequeñas con un chorro fuerte de agua o aplica aceite de neem (azadiractina) o jabón insecticida.',
      'En ataques fuertes aplica un producto selectivo como flonicamid o un neonicotinoide registrado, fuera de la floración para proteger a las abejas.',
    ],
    prevention: [
      'Protege a las mariquitas, crisopas y sírfidos evitando los insecticidas de amplio espectro.',
      'Usa trampas amarillas pegajosas para ver cuándo llegan los pulgones alados.',
      'Evita el exceso de nitrógeno y quita las malezas hospederas alrededor del campo.',
    ],
  },
  5: {
    imageAlt: 'Hoja de tomate con muchas manchas pequeñas de centro gris',
    title: 'Mancha foliar del tomate',
    description:
      'Muchas manchas pequeñas y redondas, de centro gris y borde oscuro, en las hojas bajas del tomate, que suben por la planta después de la lluvia.',
    crops: 'Tomate',
    cause:
      'La septoriosis, causada por el hongo Septoria lycopersici, que sobrevive en los restos del cultivo y se propaga con las salpicaduras de lluvia y con manos o herramientas mojadas.',
    symptoms: [
      'Manchas redondas pequeñas (2–3 mm) con centro blanco grisáceo y borde marrón oscuro.',
      'Puntitos negros (cuerpos fructíferos) en el centro de las manchas, visibles con lupa.',
      'Las hojas bajas amarillean, se secan y caen; el fruto casi nunca se ataca, pero se quema con el sol cuando la planta pierde las hojas.',
    ],
    actions: [
      'Quita las hojas bajas con manchas y sácalas del campo.',
      'Aplica clorotalonil, mancozeb o un fungicida de cobre cada 7–10 días con tiempo húmedo.',
      'No trabajes entre las plantas mientras las hojas estén mojadas.',
    ],
    prevention: [
      'No vuelvas a sembrar tomate ni otras solanáceas en el mismo lugar durante dos o tres años.',
      'Cubre el suelo con acolchado y riega al pie de las plantas.',
      'Después de la cosecha, destruye los restos del cultivo o entiérralos con una labor profunda.',
    ],
  },
  6: {
    imageAlt: 'Hojas de trigo con rayas de pústulas de roya amarilla',
    title: 'Roya amarilla del trigo',
    description:
      'Rayas de polvo amarillo brillante a lo largo de las hojas del trigo con tiempo fresco; puede reducir la cosecha de grano a la mitad si llega a la hoja bandera.',
    crops: 'Trigo, cebada',
    cause:
      'La roya lineal, causada por el hongo Puccinia striiformis, cuyas esporas llegan con el viento e infectan cuando las noches son frescas (10–15 °C) y las hojas siguen mojadas de rocío.',
    symptoms: [
      'Pústulas de color amarillo a naranja en rayas entre las nervaduras de la hoja.',
      'Polvo amarillo que se queda en los dedos o en un paño blanco al frotar.',
      'Manchones de plantas amarillas en el campo que se extienden rápido; más tarde las hojas se secan y aparecen rayas negras.',
    ],
    actions: [
      'Recorre el campo dos veces por semana desde el macollamiento; actúa en los primeros focos.',
      'Aplica propiconazol o tebuconazol (o una mezcla de triazol y estrobilurina) y repite a los 15–20 días si la enfermedad sigue.',
      'Protege sobre todo la hoja bandera: es la que llena la mayor parte del grano.',
    ],
    prevention: [
      'Siembra variedades resistentes a la roya recomendadas para tu zona.',
      'Evita las siembras muy tardías y el exceso de nitrógeno.',
      'Elimina las plantas de trigo nacidas solas, que mantienen el hongo de una temporada a otra.',
    ],
  },
  7: {
    imageAlt: 'Planta de papa con manchas oscuras de tizón tardío, como empapadas de agua',
    title: 'Tizón tardío de la papa',
    description:
      'Manchas oscuras, como empapadas de agua, con moho blanco bajo las hojas cuando hace fresco y hay niebla; el cultivo puede caerse en una semana.',
    crops: 'Papa, tomate',
    cause:
      'El oomiceto Phytophthora infestans, cuyas esporas lleva el viento desde plantas enfermas, montones de descarte y tubérculos semilla cuando el tiempo es fresco (10–20 °C) y húmedo.',
    symptoms: [
      'Manchas verde pálido, como empapadas de agua, en las puntas y bordes de las hojas, que pronto se vuelven de color marrón negruzco.',
      'Moho blanco y velloso alrededor de las manchas, en el envés de la hoja, por la mañana.',
      'Rayas marrones en los tallos; mal olor del follaje que se pudre.',
      'Tubérculos con una podredumbre granulosa de color marrón rojizo bajo la piel.',
    ],
    actions: [
      'Aplica de inmediato una mezcla sistémica y protectora como cimoxanil + mancozeb o dimetomorf + mancozeb; repite cada 7 días mientras el tiempo siga favorable a la enfermedad.',
      'Arranca y entierra las plantas enfermas y los montones de descarte.',
      'Corta y retira las matas dos semanas antes de la cosecha para que los tubérculos no se infecten al sacarlos.',
    ],
    prevention: [
      'Siembra tubérculos semilla certificados y variedades tolerantes.',
      'Aporca bien los surcos para proteger los tubérculos.',
      'Empieza las aplicaciones protectoras cuando el pronóstico anuncie días frescos y con niebla.',
    ],
  },
};
