import type { SeedTranslations } from './types.js';

/** The demo content in Spanish. */
export const es: SeedTranslations = {
  products: {
    "Hybrid Tomato Seeds F1 'Ruby' — 10 g": {
      title: "Semillas de tomate híbrido F1 'Ruby' — 10 g",
      description:
        'Híbrido F1 semideterminado de frutos rojos, firmes y redondos de 90–110 g, con buena conservación y ' +
        'tolerancia al virus del rizado amarillo del tomate. Un sobre de 10 g contiene unas 3.000 semillas ' +
        '(germinación del 85 % o más), suficientes para unos 900 m² si se crían en semillero y se trasplantan a ' +
        '60 × 45 cm. Primera cosecha a los 65–70 días del trasplante.',
    },
    'Knapsack Sprayer 16 L': {
      title: 'Pulverizador de mochila 16 L',
      description:
        'Pulverizador manual de palanca con depósito de polietileno estabilizado contra los rayos UV, lanza de latón ' +
        'y boquilla de cono regulable. Presión de trabajo de 2–4 bar; correas acolchadas y boca de llenado ancha con ' +
        'filtro. Incluye una boquilla de abanico plano de repuesto para herbicidas y un juego de juntas.',
    },
    'Urea 46% N — 50 kg': {
      title: 'Urea 46 % N — 50 kg',
      description:
        'Urea granulada con un 46 % de nitrógeno, la fuente sólida de N más concentrada. Aplíquela en dosis ' +
        'fraccionadas (por ejemplo, de fondo, en el macollamiento y al inicio de la panícula en el arroz) e ' +
        'incorpórela o riegue poco después para reducir las pérdidas de amoníaco. Un saco aporta 23 kg de N.',
    },
  },
  advice: {
    'Choosing Good Seed and Storing It Well': {
      title: 'Elegir buena semilla y guardarla bien',
      description: [
        'La semilla es el insumo más barato de la mayoría de las fincas y el que limita todo lo demás. Un poco de ' +
          'cuidado al comprarla y guardarla protege toda la campaña.',
        '1. Compre a un proveedor fiable: Elija semilla certificada en envases sellados y revise la variedad, el lote, ' +
          'el porcentaje de germinación y la fecha de la etiqueta.',
        '2. Adapte la variedad al campo: Tenga en cuenta el ciclo, la resistencia a las enfermedades de su zona y lo ' +
          'que pide el mercado.',
        '3. Híbrida o de polinización abierta: Los híbridos F1 se compran nuevos cada campaña; las variedades de ' +
          'polinización abierta se pueden guardar si selecciona plantas sanas y fieles al tipo.',
        '4. Pruebe la germinación antes de sembrar: Ponga 100 semillas en papel húmedo y cuente las plántulas a los ' +
          '5–10 días; si brotan 80, la germinación es del 80 %.',
        '5. Seque bien la semilla: Los cereales se conservan bien con un 12 % de humedad o menos, y la mayoría de las ' +
          'semillas de hortalizas con un 6–8 %.',
        '6. Guárdela fresca, seca y cerrada: Use recipientes herméticos con gel de sílice seco, en el lugar más fresco ' +
          'y oscuro, lejos de fertilizantes, plaguicidas y roedores.',
        '7. Trátela antes de sembrar: Un tratamiento con fungicida o con Trichoderma protege las plántulas del ' +
          'mal del talluelo por unos céntimos por kilo.',
      ].join('\n\n'),
    },
  },
  cultivation: {
    Rice: {
      crop_name: 'Arroz',
      description: [
        '1. Clima y suelo: El arroz crece mejor a 20–35 °C, con humedad alta y suelos arcillosos que retienen agua, de pH 5,5–7,0.',
        '2. Preparación del terreno: Are dos o tres veces, inunde y fanguee el campo, nivélelo con cuidado y repare los caballones.',
        '3. Dosis de semilla y siembra: Para trasplante, siembre 25–30 kg de semilla tratada por hectárea y trasplante plántulas de 20–30 días a 20 × 15 cm.',
        '4. Manejo de nutrientes: Una recomendación habitual es 100–120 kg de N, 50–60 kg de P₂O₅ y 40–60 kg de K₂O por hectárea, con el nitrógeno en tres dosis.',
        '5. Riego: Mantenga 2–5 cm de agua las dos primeras semanas; después, alterne humedecimiento y secado, e inunde desde una semana antes de la floración.',
        '6. Control de malezas: Las malezas hacen más daño en los primeros 30–40 días; combine lámina de agua, herbicida preemergente y deshierbe.',
        '7. Plagas y enfermedades: Vigile los barrenadores con trampas de feromonas y use variedades resistentes y nitrógeno equilibrado contra el añublo.',
        '8. Cosecha y rendimiento: Coseche cuando el 80–85 % de los granos estén de color paja y seque al 14 %; las variedades modernas rinden 4–6 t por hectárea.',
      ].join('\n'),
    },
  },
  banners: {
    'Monsoon Season Sale — up to 20% off seeds, fertilizers and sprayers': {
      title: 'Ofertas del monzón: hasta un 20 % de descuento en semillas, fertilizantes y pulverizadores',
    },
  },
};
