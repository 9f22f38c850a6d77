import type { KnowledgeTranslations } from '../types.js';

export const wheatFr: KnowledgeTranslations = {
  'wheat-leaf-rust': {
    name: 'Rouille brune du blé',
    symptoms: {
      leaf: [
        'Petites pustules poudreuses rondes à ovales, brun orangé (environ 1-1.5 mm), dispersées sans ordre, surtout sur le dessus de la feuille.',
        'Quand on frotte une feuille, une poudre brun orangé reste sur les doigts.',
        'Plus tard dans la saison, les pustules deviennent brun foncé à noires ; les feuilles très atteintes jaunissent et sèchent tôt.',
      ],
    },
    favourableConditions: [
      'Températures douces à chaudes (15-25 °C) avec de la rosée la nuit.',
      'Variétés sensibles, repousses de blé qui gardent la rouille entre deux saisons, semis tardif.',
    ],
    lookAlikes: [
      {
        name: 'Rouille jaune',
        howToTell:
          'Les pustules de rouille jaune sont jaune citron et alignées en longues bandes entre les nervures, par temps frais.',
      },
      {
        name: 'Rouille noire',
        howToTell:
          'Les pustules de rouille noire sont plus grandes, allongées, brun rouge foncé, déchirent la peau de la feuille et apparaissent sur les tiges et des deux côtés des feuilles.',
      },
      {
        name: 'Septoriose du blé',
        howToTell:
          'La septoriose fait des plaques brunes avec des points noirs, pas des pustules poudreuses qui partent au frottement.',
      },
    ],
    management: {
      cultural: [
        'Détruisez les repousses de blé et les graminées adventices avant le semis.',
        "Semez à la date recommandée ; évitez les semis très tardifs et l'excès d'azote.",
        'Surveillez dès le tallage ; traitez quand 5-10% des dernières feuilles (feuilles paniculaires) ou des avant-dernières feuilles (flag-1) portent des pustules sur les variétés sensibles.',
      ],
      biological: ['Pas de lutte biologique pratique ; les variétés résistantes sont le principal moyen.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: "FRAC 3 : 1 ml de 25% EC par litre (environ 0.5 l/ha dans 500 l d'eau) dès les premières pustules ; répétez après 15 jours si besoin. Respectez le délai avant récolte de l'étiquette (souvent 30 jours ou plus).",
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25% EC par litre. Portez gants et masque.',
        },
        {
          activeIngredient: 'azoxystrobine + tébuconazole',
          note: 'FRAC 11 + 3 : à utiliser quand il faut une forte protection de la dernière feuille ; 2 traitements à base de strobilurine au maximum par saison.',
        },
      ],
    },
    prevention: [
      'Cultivez les variétés résistantes recommandées pour votre zone et remplacez celles qui deviennent sensibles.',
    ],
    whenToCallExpert:
      'Appelez si les pustules atteignent la dernière feuille avant la floraison, ou si une variété résistante montre soudain de la rouille (nouvelle race).',
  },
  'wheat-stripe-rust': {
    name: 'Rouille jaune du blé',
    symptoms: {
      leaf: [
        'Pustules poudreuses jaune citron à jaune orangé, rangées en longues bandes étroites entre les nervures de la feuille.',
        'La poudre jaune tache les doigts et les habits ; sur les jeunes plantes, les pustules couvrent la feuille sans bandes nettes.',
        "Commence par des foyers (taches) dans le champ qui s'étendent vite ; les feuilles brunissent et sèchent ensuite.",
      ],
      grain: ['Des pustules peuvent apparaître sur les glumes ; le grain est ridé (échaudé).'],
    },
    favourableConditions: [
      'Temps frais (10-15 °C) avec rosée ou petite pluie ; nuits fraîches en hiver et au début du printemps.',
      'Variétés sensibles ; le vent transporte les spores sur de longues distances.',
    ],
    lookAlikes: [
      {
        name: 'Rouille brune',
        howToTell: 'Les pustules de rouille brune sont brun orangé, rondes et dispersées, pas en bandes jaunes.',
      },
      {
        name: 'Carence en azote',
        howToTell:
          "Le manque d'azote jaunit de façon égale des feuilles âgées entières, sans poudre qui part au frottement.",
      },
    ],
    management: {
      cultural: [
        'Surveillez tôt par temps frais en cherchant des taches jaunes ; enlevez les repousses de blé.',
        "Évitez l'excès d'azote ; semez à temps.",
      ],
      biological: ['Pas de lutte biologique pratique.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: "FRAC 3 : 1 ml de 25% EC par litre dès les premières bandes (foyers), à répéter après 15-20 jours par temps frais et humide. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25% EC par litre ; alternez avec un mélange à base de strobilurine.',
        },
        {
          activeIngredient: 'trifloxystrobine + tébuconazole',
          note: 'FRAC 11 + 3 : environ 0.4 g de 75% WG par litre ; 2 traitements au maximum. Gants et masque.',
        },
      ],
    },
    prevention: [
      "Cultivez des variétés résistantes ; suivez les alertes maladies du service de vulgarisation ; évitez de semer des variétés sensibles dans les zones fraîches et d'altitude.",
    ],
    whenToCallExpert:
      'Appelez dès les premières taches jaunes : la rouille jaune peut détruire une culture sensible en quelques semaines et les autorités suivent les nouvelles races.',
  },
  'wheat-stem-rust': {
    name: 'Rouille noire du blé',
    symptoms: {
      stem: [
        "Longues et grandes pustules poudreuses (jusqu'à 3 mm x 10 mm) brun rouge foncé sur les tiges et les gaines des feuilles, qui déchirent la peau et laissent des bords effilochés.",
        "En fin de saison, les pustules deviennent noires ; les tiges s'affaiblissent et cassent, la culture verse.",
      ],
      leaf: ['Les pustules apparaissent des deux côtés des feuilles.'],
      grain: ["Grain ridé et léger ; pustules sur l'épi et les barbes."],
    },
    favourableConditions: [
      'Journées chaudes (20-30 °C) avec rosée ou pluie ; plus tard dans la saison et dans les zones plus chaudes.',
      "Buissons d'épine-vinette et repousses de blé près des champs.",
    ],
    lookAlikes: [
      {
        name: 'Rouille brune',
        howToTell:
          'Les pustules de rouille brune sont petites, rondes et surtout sur le dessus de la feuille, pas de grosses pustules qui déchirent les tiges.',
      },
    ],
    management: {
      cultural: [
        "Enlevez les repousses de blé et l'épine-vinette ; semez tôt pour échapper à la chaleur et à la rouille de fin de saison.",
      ],
      biological: ['Pas de lutte biologique pratique.'],
      chemical: [
        {
          activeIngredient: 'propiconazole',
          note: "FRAC 3 : 1 ml de 25% EC par litre dès les premières pustules. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25% EC par litre ; alternez avec des mélanges à base de strobilurine.',
        },
        {
          activeIngredient: 'azoxystrobine + cyproconazole',
          note: "FRAC 11 + 3 : dose de l'étiquette ; 2 traitements à base de strobilurine au maximum par saison. Gants et masque.",
        },
      ],
    },
    prevention: [
      'Cultivez des variétés résistantes à la rouille noire (Ug99) recommandées par les programmes nationaux.',
    ],
    whenToCallExpert:
      'Appelez tout de suite : les foyers de rouille noire (y compris Ug99) sont signalés et suivis par les programmes nationaux sur le blé.',
  },
  'wheat-powdery-mildew': {
    name: 'Oïdium du blé',
    symptoms: {
      leaf: [
        'Plaques blanches à grises, duveteuses comme du coton, sur le dessus des feuilles du bas et des gaines, qui partent facilement au frottement.',
        'Plus tard, les plaques deviennent gris-brun avec de minuscules points noirs ; la feuille en dessous jaunit.',
      ],
      grain: ["Les fortes attaques atteignent l'épi et réduisent la taille des grains."],
    },
    favourableConditions: [
      "Temps doux (15-22 °C) et humide mais pas pluvieux ; cultures denses et luxuriantes avec beaucoup d'azote.",
    ],
    lookAlikes: [
      {
        name: 'Rouille jaune',
        howToTell:
          "La poudre de rouille est jaune ou orange et sort de pustules sous la peau ; l'oïdium est un coton blanc à la surface.",
      },
    ],
    management: {
      cultural: ["Évitez le semis dense et l'excès d'azote ; enlevez les repousses de blé."],
      biological: ['Les produits à base de soufre sont acceptés en agriculture biologique.'],
      chemical: [
        {
          activeIngredient: 'soufre (mouillable)',
          note: 'FRAC M02 : 2-3 g de 80% WP par litre ; ne pulvérisez pas au-dessus de 32 °C.',
        },
        {
          activeIngredient: 'propiconazole',
          note: "FRAC 3 : 1 ml de 25% EC par litre quand l'oïdium atteint les feuilles du haut. Respectez le délai avant récolte de l'étiquette.",
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25% EC par litre ; alternez avec le soufre ou des mélanges à base de strobilurine.',
        },
      ],
    },
    prevention: ['Cultivez des variétés résistantes ; fumure équilibrée.'],
    whenToCallExpert: "Appelez si l'oïdium couvre la dernière feuille avant la floraison.",
  },
  'septoria-tritici-blotch': {
    name: 'Septoriose du blé (Septoria tritici)',
    symptoms: {
      leaf: [
        'Petites taches jaune pâle sur les feuilles du bas qui grandissent en longues plaques irrégulières beiges à brunes, limitées par les nervures.',
        'Dans les plaques, il y a de minuscules points noirs en lignes (organes de fructification du champignon) qui ressemblent à du poivre moulu.',
        "Par temps pluvieux, les plaques montent jusqu'à la dernière feuille ; des feuilles entières meurent.",
      ],
    },
    favourableConditions: [
      'Temps frais (15-20 °C), humide et pluvieux ; les éclaboussures de pluie font monter les spores sur la plante.',
      'Semis précoce, blé sur blé, chaumes contaminés.',
    ],
    lookAlikes: [
      {
        name: 'Rouille brune',
        howToTell:
          'La rouille a des pustules orange, poudreuses et en relief ; les plaques de septoriose sont plates, brunes, avec des points noirs.',
      },
      {
        name: 'Helminthosporiose du blé (tache auréolée)',
        howToTell:
          "Les lésions de tache auréolée sont des taches beiges en forme d'œil avec un halo jaune et un point central foncé, sans les points noirs.",
      },
    ],
    management: {
      cultural: [
        'Enfouissez ou enlevez les chaumes contaminés ; faites une rotation avec des cultures qui ne sont pas des céréales ; évitez les semis très précoces.',
      ],
      biological: ['Pas de lutte biologique pratique.'],
      chemical: [
        {
          activeIngredient: 'chlorothalonil',
          note: "FRAC M05 : partenaire préventif, dose de l'étiquette ; important pour gérer la résistance.",
        },
        {
          activeIngredient: 'prothioconazole',
          note: "FRAC 3 : dose de l'étiquette à la sortie de la dernière feuille ; la résistance aux azoles augmente, mélangez toujours avec un multisite.",
        },
        {
          activeIngredient: 'fluxapyroxad + pyraclostrobine',
          note: "FRAC 7 + 11 : dose de l'étiquette, 2 traitements SDHI au maximum par saison. La résistance aux strobilurines est très répandue chez ce champignon. Respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Cultivez des variétés bien notées pour la résistance à la septoriose ; rotation des cultures.'],
    whenToCallExpert:
      "Appelez si les plaques atteignent la feuille 2 ou la dernière feuille avant l'épiaison par temps humide.",
  },
  'wheat-loose-smut': {
    name: 'Charbon nu du blé',
    symptoms: {
      grain: [
        "À l'épiaison, tout l'épi est une masse de poudre brun-noir à la place des grains, d'abord couverte d'une fine peau grise.",
        "Le vent emporte la poudre et il ne reste qu'une tige nue (rachis).",
        'Les épis charbonnés sortent un peu plus tôt que les épis sains.',
      ],
    },
    favourableConditions: [
      "Semences contaminées : le champignon vit dans l'embryon de la graine et ne se voit pas avant l'épiaison.",
      'Un temps frais et humide à la floraison permet de nouvelles infections des graines.',
    ],
    lookAlikes: [
      {
        name: 'Carie de Karnal / carie commune',
        howToTell:
          "Les grains cariés paraissent normaux de l'extérieur mais sont pleins de poudre noire qui sent le poisson pourri ; le charbon nu remplace tout l'épi.",
      },
      {
        name: "Fusariose de l'épi",
        howToTell: "La fusariose rend des parties de l'épi blanchies ou roses, pas de la poudre noire.",
      },
    ],
    management: {
      cultural: [
        'Arrachez les épis charbonnés dans un sac avant que la poudre se répande et brûlez-les.',
        "Ne gardez pas de semences d'un champ où il y a du charbon.",
      ],
      biological: [
        "Traitement des semences à l'eau chaude ou au soleil (trempage 4 heures dans l'eau, puis séchage des semences en plein soleil en été) selon la pratique locale.",
      ],
      chemical: [
        {
          activeIngredient: 'carboxine + thirame',
          note: 'FRAC 7 + M03 en traitement des semences : environ 2-2.5 g par kg de semences. Les semences traitées ne doivent jamais être mangées ni données aux animaux.',
        },
        {
          activeIngredient: 'tébuconazole (traitement des semences)',
          note: 'FRAC 3 : 1-1.25 g de 2% DS par kg de semences. Portez des gants ; colorez les semences traitées.',
        },
      ],
    },
    prevention: ['Utilisez des semences certifiées ou un traitement systémique des semences à chaque saison.'],
    whenToCallExpert: 'Appelez si plus de 1% des épis sont charbonnés dans un champ destiné à la semence.',
  },
  'fusarium-head-blight': {
    name: "Fusariose de l'épi (gale de l'épi)",
    symptoms: {
      grain: [
        "Des épillets ou le haut de l'épi deviennent blanchis ou couleur paille trop tôt alors que le reste est encore vert.",
        'Moisissure rose à orange sur les épillets et à la base des glumes par temps humide.',
        'Les grains sont ridés, blanc crayeux ou roses ("grains échaudés") et peuvent contenir des toxines (DON) dangereuses pour les personnes et les animaux.',
        "Sur le maïs, une moisissure rose-rouge commence au bout de l'épi.",
      ],
    },
    favourableConditions: [
      'Temps chaud (25-30 °C), mouillé et humide pendant la floraison.',
      'Résidus de maïs laissés en surface avant le blé ; travail du sol réduit.',
    ],
    lookAlikes: [
      { name: 'Charbon nu', howToTell: "Le charbon nu transforme tout l'épi en poudre noire." },
      {
        name: "Gel ou sécheresse à l'épiaison",
        howToTell: 'Le gel ou la sécheresse donnent des épis blancs sur des zones entières, sans moisissure rose.',
      },
    ],
    management: {
      cultural: [
        'Enfouissez les résidus de maïs et de céréales ; ne semez pas de blé juste après du maïs.',
        "Récoltez sans tarder ; séchez vite le grain sous 14% d'humidité ; enlevez au nettoyage les grains légers et ridés.",
      ],
      biological: [
        "Des biofongicides à base de Bacillus sont homologués dans certains pays dans le cadre d'un programme de lutte intégrée.",
      ],
      chemical: [
        {
          activeIngredient: 'tébuconazole',
          note: "FRAC 3 : dose de l'étiquette au début de la floraison (anthères sorties) ; le moment est capital, les traitements plus tardifs contrôlent peu.",
        },
        {
          activeIngredient: 'prothioconazole',
          note: "FRAC 3 : dose de l'étiquette à la floraison ; n'utilisez pas de strobilurines à ce stade car elles peuvent augmenter les toxines. Respectez le délai avant récolte.",
        },
        {
          activeIngredient: 'metconazole',
          note: "FRAC 3 : dose de l'étiquette à la floraison. Portez gants et masque.",
        },
      ],
    },
    prevention: [
      'Cultivez des variétés moyennement résistantes ; faites une rotation sans maïs ; échelonnez les dates de floraison.',
    ],
    whenToCallExpert:
      "Appelez si beaucoup d'épis sont blanchis et roses : le grain devra peut-être subir un test de toxines avant d'être donné aux animaux ou vendu.",
  },
};
