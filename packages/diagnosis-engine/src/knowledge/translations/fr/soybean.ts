import type { KnowledgeTranslations } from '../types.js';

export const soybeanFr: KnowledgeTranslations = {
  'soybean-rust': {
    name: 'Rouille asiatique du soja',
    symptoms: {
      leaf: [
        "Minuscules taches anguleuses (1-2 mm) gris-vert, puis beiges ou brun rougeâtre, d'abord surtout sur les feuilles du bas.",
        'Sous la feuille, de petites pustules en relief en forme de volcan libèrent une poudre beige clair ; regardez à la loupe à contre-jour.',
        "Les feuilles jaunissent et tombent tôt ; le feuillage s'éclaircit du bas vers le haut.",
      ],
      seed: ['Peu de gousses, et mal remplies ; petites graines.'],
    },
    favourableConditions: [
      'Feuilles mouillées longtemps (6 heures ou plus) avec 15-28 °C et pluies fréquentes, surtout à partir de la floraison.',
      'Spores apportées par le vent depuis le kudzu, les repousses de soja et les champs semés plus tôt.',
    ],
    lookAlikes: [
      {
        name: 'Cercosporiose du soja (œil de grenouille)',
        howToTell:
          "Les taches en œil de grenouille sont rondes, plus grandes (jusqu'à 5 mm), avec un centre gris et un bord violet rougeâtre, et sans pustules sous la feuille.",
      },
      {
        name: 'Pustule bactérienne',
        howToTell:
          "Les pustules bactériennes sont en relief mais ne libèrent pas de poudre et ont un halo jaune ; pas d'ouvertures en volcan à la loupe.",
      },
    ],
    management: {
      cultural: [
        'Semez tôt des variétés précoces pour échapper à la rouille de fin de saison ; enlevez les repousses de soja.',
      ],
      biological: ['Pas de lutte biologique pratique.'],
      chemical: [
        {
          activeIngredient: 'tébuconazole',
          note: "FRAC 3 : dose de l'étiquette dès les premières pustules ou à partir du début de la floraison (R1-R3) quand la rouille est signalée dans les environs ; répétez après 14-21 jours.",
        },
        {
          activeIngredient: 'azoxystrobine + cyproconazole',
          note: "FRAC 11 + 3 : dose de l'étiquette ; 2 traitements à base de strobilurine au maximum. La rouille est devenue moins sensible à certains fongicides : mélangez les modes d'action.",
        },
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : à ajouter comme partenaire multisite (2-2.5 g par litre) pour ralentir la résistance. Respectez le délai avant récolte ; gants et masque.',
        },
      ],
    },
    prevention: [
      'Utilisez des variétés tolérantes quand il y en a ; suivez les alertes rouille de la région ; une période sans plantes hôtes entre les saisons.',
    ],
    whenToCallExpert:
      'Appelez dès les premières pustules pendant la floraison ; le moment du premier traitement décide de la réussite de la lutte.',
  },
  'soybean-frogeye-leaf-spot': {
    name: 'Cercosporiose du soja (œil de grenouille)',
    symptoms: {
      leaf: [
        'Taches rondes à anguleuses de 1-5 mm, avec un centre gris clair ou beige et un mince bord violet rougeâtre à brun foncé, comme un œil de grenouille.',
        'Les taches sont surtout sur les jeunes feuilles du haut ; beaucoup de taches se rejoignent et les feuilles tombent.',
      ],
      stem: ['Lésions allongées rouges à brunes avec un centre gris sur les tiges en fin de saison.'],
      seed: ['Tégument de la graine gris à brun et fendillé.'],
    },
    favourableConditions: [
      'Temps chaud (25-30 °C), humide et pluvieux ; résidus et semences contaminés ; soja après soja.',
    ],
    lookAlikes: [
      {
        name: 'Rouille du soja',
        howToTell:
          'Les taches de rouille sont minuscules et beiges avec des pustules poudreuses sous la feuille ; les taches en œil de grenouille sont plus grandes avec un anneau violet net.',
      },
      {
        name: 'Bactériose du soja',
        howToTell:
          "Les taches de bactériose sont anguleuses, d'aspect détrempé avec des halos jaunes et se déchirent, sans centre gris en œil de grenouille.",
      },
    ],
    management: {
      cultural: ['Faites une rotation sans soja pendant une saison ou plus ; enfouissez les résidus.'],
      biological: ['Pas de lutte biologique pratique.'],
      chemical: [
        {
          activeIngredient: 'thiophanate-méthyl',
          note: "FRAC 1 : dose de l'étiquette au stade R3 (début de formation des gousses) s'il y a des taches par temps humide.",
        },
        {
          activeIngredient: 'tétraconazole',
          note: "FRAC 3 : dose de l'étiquette ; beaucoup de populations sont résistantes aux strobilurines (FRAC 11), donc préférez les azoles ou les mélanges. Respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Variétés résistantes (gènes Rcs), semences saines, rotation.'],
    whenToCallExpert: 'Appelez si les taches gagnent les jeunes feuilles du haut avant le remplissage des gousses.',
  },
  'yellow-mosaic-legumes': {
    name: 'Mosaïque jaune du soja et des légumineuses',
    symptoms: {
      leaf: [
        'Plaques jaune vif mêlées de vert sur les jeunes feuilles, qui deviennent une mosaïque jaune doré et verte ; plus tard, des feuilles entières jaunissent.',
        'Les feuilles peuvent être un peu plissées et plus petites.',
      ],
      seed: ['Peu de gousses, petites, avec des graines ridées ; maturité tardive.'],
      'whole plant': ['Plantes jaune vif dispersées dans le champ ; les plantes infectées tôt sont rabougries.'],
    },
    favourableConditions: [
      'Multiplication des mouches blanches (Bemisia tabaci) par temps chaud ; variétés sensibles ; mauvaises herbes hôtes.',
    ],
    lookAlikes: [
      {
        name: 'Carence en azote',
        howToTell:
          "Le manque d'azote donne un vert-jaune pâle égal sur les vieilles feuilles, pas une mosaïque jaune vif et verte sur les jeunes feuilles.",
      },
      {
        name: 'Carence en fer',
        howToTell:
          "Le manque de fer jaunit l'espace entre les nervures des jeunes feuilles alors que les nervures restent vertes, par taches de sol alcalin.",
      },
    ],
    management: {
      cultural: [
        'Arrachez et détruisez tôt les plantes malades ; enlevez les mauvaises herbes hôtes ; évitez les semis échelonnés dans la zone.',
      ],
      biological: ['Pièges jaunes englués (12-15 par hectare) ; huile de neem contre les mouches blanches.'],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit le virus. On peut seulement lutter contre la mouche blanche qui le transmet (voir la fiche mouches blanches).',
        },
        {
          activeIngredient: 'thiaméthoxame (traitement des semences)',
          note: "IRAC 4A : enrobage des semences à la dose de l'étiquette, protège les jeunes plantes pendant quelques semaines. Les semences traitées sont un poison.",
        },
      ],
    },
    prevention: ['Cultivez des variétés résistantes à la mosaïque jaune ; semez à temps.'],
    whenToCallExpert: 'Appelez si la mosaïque jaune apparaît sur beaucoup de plantes avant la floraison.',
  },
};
