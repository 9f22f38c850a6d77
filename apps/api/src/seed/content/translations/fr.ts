import type { SeedTranslations } from './types.js';

/** The demo content in French. */
export const fr: SeedTranslations = {
  products: {
    "Hybrid Tomato Seeds F1 'Ruby' — 10 g": {
      title: "Graines de tomate hybride F1 'Ruby' — 10 g",
      description:
        'Hybride F1 semi-déterminé aux fruits rouges, fermes et ronds de 90 à 110 g, de bonne conservation et ' +
        "tolérant au virus de l'enroulement jaune de la tomate. Un sachet de 10 g contient environ 3 000 graines " +
        '(germination de 85 % ou plus), de quoi couvrir près de 900 m² en pépinière puis repiquage à 60 × 45 cm. ' +
        'Première récolte 65 à 70 jours après le repiquage.',
    },
    'Knapsack Sprayer 16 L': {
      title: 'Pulvérisateur à dos 16 L',
      description:
        'Pulvérisateur manuel à levier avec réservoir en polyéthylène traité anti-UV, lance en laiton et buse à cône ' +
        'réglable. Pression de travail de 2 à 4 bar ; bretelles rembourrées et large orifice de remplissage avec ' +
        'filtre. Livré avec une buse à jet plat de rechange pour le désherbage et un jeu de joints.',
    },
    'Urea 46% N — 50 kg': {
      title: 'Urée 46 % N — 50 kg',
      description:
        "Urée granulée à 46 % d'azote, la source d'azote solide la plus concentrée. Apportez-la en plusieurs fois " +
        "(par exemple en fond, au tallage et à l'initiation paniculaire pour le riz) et enfouissez-la ou irriguez peu " +
        "après pour limiter les pertes d'ammoniac. Un sac apporte 23 kg d'azote.",
    },
  },
  advice: {
    'Choosing Good Seed and Storing It Well': {
      title: 'Bien choisir ses semences et bien les conserver',
      description: [
        "La semence est l'intrant le moins cher de la plupart des exploitations, et celui dont dépend tout le reste. " +
          "Un peu de soin à l'achat et au stockage protège toute la saison.",
        '1. Achetez auprès d’un fournisseur fiable : Choisissez des semences certifiées en sachets scellés et vérifiez ' +
          'la variété, le lot, le taux de germination et la date sur l’étiquette.',
        '2. Adaptez la variété à la parcelle : Tenez compte de la durée du cycle, de la résistance aux maladies de votre ' +
          'région et des attentes du marché.',
        '3. Hybride ou population : Les hybrides F1 se rachètent chaque saison ; les variétés population peuvent être ' +
          'ressemées si vous choisissez des plantes saines et conformes au type.',
        '4. Testez la germination avant le semis : Placez 100 graines sur du papier humide et comptez les plantules ' +
          'après 5 à 10 jours ; si 80 lèvent, la germination est de 80 %.',
        '5. Séchez bien les semences : Les céréales se conservent bien à 12 % d’humidité ou moins, la plupart des ' +
          'semences potagères à 6–8 %.',
        '6. Stockez au frais, au sec et fermé : Utilisez des contenants hermétiques avec du gel de silice sec, dans ' +
          'l’endroit le plus frais et le plus sombre, loin des engrais, des pesticides et des rongeurs.',
        '7. Traitez avant de semer : Un traitement fongicide ou au Trichoderma protège les plantules de la fonte des ' +
          'semis pour quelques centimes par kilo.',
      ].join('\n\n'),
    },
  },
  cultivation: {
    Rice: {
      crop_name: 'Riz',
      description: [
        '1. Climat et sol : Le riz pousse le mieux entre 20 et 35 °C, avec une forte humidité, sur des sols argileux qui retiennent l’eau, de pH 5,5 à 7,0.',
        '2. Préparation du sol : Labourez deux ou trois fois, inondez et mettez en boue, nivelez soigneusement et réparez les diguettes.',
        '3. Dose de semis et semis : En repiquage, semez 25 à 30 kg de semences traitées par hectare et repiquez des plants de 20 à 30 jours à 20 × 15 cm.',
        '4. Gestion des éléments nutritifs : On recommande souvent 100 à 120 kg de N, 50 à 60 kg de P₂O₅ et 40 à 60 kg de K₂O par hectare, l’azote en trois apports.',
        '5. Irrigation : Gardez 2 à 5 cm d’eau les deux premières semaines, puis alternez humectation et assèchement, et inondez à partir d’une semaine avant la floraison.',
        '6. Désherbage : Les adventices nuisent surtout les 30 à 40 premiers jours ; combinez lame d’eau, herbicide de prélevée et sarclage.',
        '7. Ravageurs et maladies : Surveillez les foreurs avec des pièges à phéromones et utilisez des variétés résistantes et un azote équilibré contre la pyriculariose.',
        '8. Récolte et rendement : Récoltez quand 80 à 85 % des grains sont couleur paille et séchez à 14 % ; les variétés modernes donnent 4 à 6 t par hectare.',
      ].join('\n'),
    },
  },
  banners: {
    'Monsoon Season Sale — up to 20% off seeds, fertilizers and sprayers': {
      title: 'Soldes de la mousson : jusqu’à 20 % de remise sur les semences, engrais et pulvérisateurs',
    },
  },
};
