import type { KnowledgeTranslations } from '../types.js';

export const pepperFr: KnowledgeTranslations = {
  'chili-anthracnose': {
    name: 'Anthracnose du piment et du poivron (pourriture des fruits, dépérissement)',
    symptoms: {
      fruit: [
        "Taches rondes, creuses, d'aspect détrempé, sur les fruits qui mûrissent (souvent rouges), qui grandissent jusqu'à 1-3 cm.",
        'Dans la tache se forment des cercles de points noirs ou des masses de spores gluantes orange saumon ; les fruits se ratatinent, deviennent couleur paille et tombent.',
      ],
      stem: [
        "Dépérissement : les jeunes rameaux meurent de la pointe vers l'arrière et deviennent gris-blanc avec des points noirs.",
      ],
      seed: ['Les graines des fruits malades sont décolorées et portent la maladie.'],
    },
    favourableConditions: [
      'Temps chaud (25-30 °C), pluvieux et humide à la maturation des fruits ; éclaboussures de pluie.',
      'Semences contaminées ; blessures des fruits par les insectes ; vieux fruits laissés sur les plantes.',
    ],
    lookAlikes: [
      {
        name: 'Coup de soleil',
        howToTell:
          'Le coup de soleil est une plaque pâle, comme du papier, décolorée, du côté du soleil, sans cercles de points ni masses de spores orange.',
      },
      {
        name: 'Pourriture à Phytophthora',
        howToTell:
          "La pourriture des fruits à Phytophthora est huileuse avec une moisissure blanche, et des plantes entières s'effondrent à partir de la base de la tige.",
      },
      {
        name: 'Gale bactérienne (taches bactériennes)',
        howToTell:
          'Les taches bactériennes sur les fruits sont des croûtes rugueuses en relief, pas des cercles creux.',
      },
      {
        name: 'Foreur des fruits',
        howToTell: "Un foreur laisse un trou rond avec des excréments, et une chenille à l'intérieur.",
      },
    ],
    management: {
      cultural: [
        'Ramassez et détruisez les fruits malades et les rameaux morts ; ne les laissez pas par terre.',
        "Récoltez sans tarder les fruits mûrs ; évitez l'irrigation par aspersion ; espacez largement.",
      ],
      biological: [
        'Traitement des semences avec Trichoderma viride (4 g/kg) ou Pseudomonas fluorescens (10 g/kg).',
        'Pulvérisations de Bacillus subtilis en préventif.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2-2.5 g de 75% WP par litre dès la floraison, tous les 10 jours par temps humide ; respectez le délai avant récolte (souvent 5-7 jours).',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : 1 ml de 23% SC par litre ; 2-3 traitements au maximum par saison, en alternance avec un autre groupe.',
        },
        {
          activeIngredient: 'difénoconazole',
          note: 'FRAC 3 : 0.5 ml de 25% EC par litre contre le dépérissement et la pourriture des fruits. Gants et masque.',
        },
        {
          activeIngredient: 'propiconazole',
          note: "FRAC 3 : 1 ml de 25% EC par litre ; ne l'alternez pas avec le difénoconazole (même groupe).",
        },
      ],
    },
    prevention: [
      'Utilisez des semences saines prises sur des fruits sains ; traitez les semences ; faites une rotation avec des cultures qui ne sont pas des solanacées ; variétés tolérantes.',
    ],
    whenToCallExpert:
      "Appelez si plus de 10% des fruits rouges pourrissent à la récolte, ou pour un dépérissement qui s'étend vite.",
  },
  'chili-leaf-curl': {
    name: "Virus de l'enroulement des feuilles du piment",
    symptoms: {
      leaf: [
        "Les jeunes feuilles s'enroulent vers le haut et vers l'intérieur, deviennent petites, épaisses, gaufrées et pâles avec des nervures gonflées.",
        'Les feuilles se serrent en bouquet au bout des tiges (aspect touffu).',
      ],
      flower: ['Les fleurs et les petits fruits tombent ; peu de fruits, petits et déformés.'],
      'whole plant': ['Plantes rabougries et buissonnantes ; les plantes infectées tôt ne donnent presque rien.'],
    },
    favourableConditions: [
      'Populations de mouches blanches (Bemisia tabaci) par temps chaud et sec ; plants contaminés venant de pépinières non protégées.',
    ],
    lookAlikes: [
      {
        name: 'Acarien tarsonème',
        howToTell:
          'Les tarsonèmes font enrouler les feuilles vers le bas avec un dessous bronzé et brillant ; les nouvelles feuilles redeviennent normales après un acaricide.',
      },
      {
        name: 'Thrips du piment',
        howToTell:
          "Les thrips font aussi enrouler les feuilles vers le haut mais laissent des griffures argentées et des cicatrices brunes sous la feuille ; en tapant les feuilles au-dessus d'un papier, on voit de petits insectes allongés qui bougent.",
      },
      {
        name: 'Virus de la mosaïque',
        howToTell: 'La mosaïque donne une marbrure vert clair/vert foncé sans fort enroulement ni feuilles en bouquet.',
      },
    ],
    management: {
      cultural: [
        'Élevez les plants sous filet anti-insectes ; arrachez tôt les plantes malades.',
        'Utilisez des pièges jaunes englués ; semez 2-3 rangs de maïs ou de sorgho autour du champ comme barrière.',
        'Enlevez les mauvaises herbes hôtes.',
      ],
      biological: [
        "Huile de neem (3-5 ml par litre) ou extrait d'amande de graines de neem à 5% contre les mouches blanches ; Beauveria bassiana.",
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit le virus ; on peut seulement lutter contre la mouche blanche qui le transmet (voir la fiche mouches blanches).',
        },
        {
          activeIngredient: 'spiromésifène',
          note: 'IRAC 23 : environ 1 ml de 22.9% SC par litre contre les larves de mouches blanches.',
        },
        {
          activeIngredient: 'cyantraniliprole',
          note: "IRAC 28 : dose de l'étiquette ; agit aussi sur les thrips. Alternez les groupes ; respectez le délai avant récolte ; toxique pour les abeilles.",
        },
      ],
    },
    prevention: [
      "Hybrides résistants ou tolérants ; pépinières sous filet ; trempage des racines des plants dans l'imidaclopride là où c'est recommandé.",
    ],
    whenToCallExpert:
      "Appelez si vous n'arrivez pas à distinguer le virus des dégâts d'acariens ou de thrips : la lutte est complètement différente.",
  },
  'phytophthora-blight': {
    name: 'Phytophthora (pourriture des racines, du collet et des fruits)',
    symptoms: {
      stem: ["Lésion brun foncé à noire, d'aspect détrempé, au ras du sol, qui fait le tour de la tige."],
      'whole plant': [
        "Les plantes flétrissent d'un coup et meurent, souvent dans les parties basses et mouillées du champ ou le long d'une ligne après une forte pluie.",
      ],
      root: ['Les racines sont brunes et pourries ; la couche extérieure se détache.'],
      leaf: ["Plaques foncées d'aspect détrempé sur les feuilles, qui sèchent en beige."],
      fruit: [
        "Plaques d'aspect détrempé sur les fruits (poivron, citrouille, concombre) couvertes d'une moisissure blanche qui paraît poudreuse ; le fruit s'affaisse.",
      ],
    },
    favourableConditions: [
      'Fortes pluies, sol engorgé, planches plates, irrigation à la raie qui inonde le pied des plantes ; 25-30 °C.',
      'Champs qui ont porté du piment/poivron ou des cucurbitacées les années précédentes.',
    ],
    lookAlikes: [
      {
        name: 'Flétrissement bactérien',
        howToTell:
          "Le flétrissement bactérien montre un exsudat laiteux quand on met une tige coupée dans l'eau, et pas de collet noir et pourri.",
      },
      {
        name: 'Fonte des semis',
        howToTell:
          'La fonte des semis tue les jeunes plants en pépinière ; le Phytophthora tue des plantes plus âgées au champ.',
      },
      {
        name: 'Anthracnose',
        howToTell:
          "Les taches d'anthracnose sur les fruits sont des cercles creux avec des points noirs ou des spores orange, et la plante ne flétrit pas.",
      },
    ],
    management: {
      cultural: [
        "Plantez sur des planches surélevées (20-25 cm) et améliorez le drainage ; évitez d'inonder le pied des plantes ; arrosez au goutte-à-goutte.",
        "Enlevez les plantes mortes et les fruits malades ; n'irriguez pas avec l'eau de mares qui reçoivent l'eau de drainage.",
      ],
      biological: [
        'Trichoderma harzianum ou T. asperellum dans le compost du trou de plantation ; arrosages au pied de Bacillus subtilis.',
      ],
      chemical: [
        {
          activeIngredient: 'métalaxyl-M + mancozeb',
          note: 'FRAC 4 + M03 : environ 2.5 g par litre en arrosage autour de la base de la tige dès les premiers flétrissements dans la zone, et en pulvérisation ; 2-3 traitements au maximum ; la résistance au métalaxyl existe.',
        },
        {
          activeIngredient: 'fosétyl-aluminium',
          note: 'FRAC P07 : environ 2.5 g de 80% WP par litre en arrosage ou en pulvérisation.',
        },
        {
          activeIngredient: 'mandipropamide',
          note: "FRAC 40 : dose de l'étiquette, en alternance avec d'autres groupes. Portez des gants ; respectez le délai avant récolte.",
        },
        {
          activeIngredient: 'oxychlorure de cuivre',
          note: 'FRAC M01 : 3 g par litre en arrosage ; préventif seulement.',
        },
      ],
    },
    prevention: [
      'Planches surélevées, bon drainage, rotation de 3 ans sans piment/poivron ni cucurbitacées, variétés tolérantes.',
    ],
    whenToCallExpert:
      "Appelez si des plantes s'effondrent par taches à plusieurs endroits après la pluie ; une analyse du sol et des conseils de drainage peuvent être nécessaires.",
  },
  'broad-mite': {
    name: 'Acarien tarsonème (acarien jaune)',
    symptoms: {
      leaf: [
        "Les jeunes feuilles s'enroulent vers le bas par les bords, deviennent étroites, comme du cuir, en lanières ; le dessous est brillant, bronzé ou violacé.",
        'Les acariens sont trop petits pour être vus sans une bonne loupe (x20).',
      ],
      flower: ['Les boutons floraux tombent ; les pointes des tiges dépérissent.'],
      fruit: ['La surface du fruit devient rugueuse, rouillée, liégeuse et fendillée.'],
    },
    favourableConditions: ['Temps chaud et humide ; ombre ; serres et cultures denses.'],
    lookAlikes: [
      {
        name: "Virus de l'enroulement des feuilles du piment",
        howToTell:
          "Le virus fait enrouler les feuilles vers le haut, avec des mouches blanches présentes, et ne s'améliore pas après un acaricide.",
      },
      {
        name: 'Thrips',
        howToTell:
          "Les thrips laissent des cicatrices argentées et des points noirs, et les insectes se voient quand on tape la plante au-dessus d'un papier.",
      },
      {
        name: "Dégâts d'herbicide",
        howToTell:
          "Les dégâts d'herbicide apparaissent d'un coup sur beaucoup de plantes près de la ligne traitée et ne s'étendent pas.",
      },
    ],
    management: {
      cultural: [
        'Enlevez les pousses très atteintes ; éliminez les mauvaises herbes ; évitez de transporter les acariens sur vos habits depuis des champs infestés.',
      ],
      biological: [
        'Acariens prédateurs (Neoseiulus, Amblyseius swirskii) ; le soufre mouillable est accepté en agriculture biologique.',
      ],
      chemical: [
        {
          activeIngredient: 'soufre (mouillable)',
          note: 'FRAC M02 / acaricide : 2-3 g de 80% WP par litre ; pas au-dessus de 32 °C ; ne mélangez pas avec des huiles.',
        },
        {
          activeIngredient: 'abamectine',
          note: 'IRAC 6 : environ 0.5 ml de 1.9% EC par litre ; pulvérisez bien les jeunes feuilles ; respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'spiromésifène',
          note: "IRAC 23 : environ 1 ml de 22.9% SC par litre ; alternez avec le groupe 6. Portez l'équipement de protection.",
        },
      ],
    },
    prevention: [
      'Plants sains ; contrôlez les nouvelles pousses chaque semaine pendant les périodes chaudes et humides.',
    ],
    whenToCallExpert:
      "Appelez si vous n'êtes pas sûr que l'enroulement vient des acariens ou d'un virus ; un contrôle à la loupe par un agent règle la question.",
  },
};
