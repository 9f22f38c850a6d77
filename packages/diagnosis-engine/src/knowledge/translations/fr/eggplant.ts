import type { KnowledgeTranslations } from '../types.js';

export const eggplantFr: KnowledgeTranslations = {
  'eggplant-fruit-and-shoot-borer': {
    name: "Foreur des fruits et des pousses de l'aubergine",
    symptoms: {
      stem: [
        'Les pointes des jeunes pousses fanent, pendent et sèchent ("drapeau") parce qu\'une chenille rose creuse une galerie vers le bas de la pousse tendre.',
        'Petit trou bouché par des excréments secs à la base de la pousse.',
      ],
      fruit: [
        "Petits trous ronds de sortie/d'entrée sur les fruits, souvent près du calice, parfois bouchés par des excréments ; à l'intérieur il y a des galeries, de la pourriture et une chenille crème-rose.",
        'Les fruits attaqués sont invendables.',
      ],
      flower: ['Les boutons floraux sont percés et tombent.'],
    },
    favourableConditions: [
      'Temps chaud et humide ; aubergine cultivée sans interruption ; vieux pieds et fruits attaqués laissés près du champ.',
    ],
    lookAlikes: [
      {
        name: 'Noctuelle des fruits (Helicoverpa)',
        howToTell:
          'Helicoverpa fait des trous plus grands avec la chenille à moitié dehors, et ne fait pas faner les pointes des pousses.',
      },
      {
        name: 'Flétrissement bactérien',
        howToTell:
          'Le flétrissement touche toute la plante, pas seulement des pointes de pousses isolées avec un trou.',
      },
    ],
    management: {
      cultural: [
        'Chaque semaine, coupez les pointes fanées 2-3 cm sous les dégâts et enlevez les fruits percés ; enterrez-les ou brûlez-les (ne les laissez pas au champ).',
        'Enlevez les vieux pieds après la dernière récolte.',
        "Utilisez des barrières de filet fin autour de la pépinière et du champ quand c'est possible.",
      ],
      biological: [
        'Pièges à phéromones (attractif Leucinodes), environ 100 par hectare pour le piégeage de masse, installés dès le repiquage.',
        "Lâchez Trichogramma chilonis ; pulvérisez Bacillus thuringiensis ou de l'extrait d'amande de graines de neem à 5% sur les jeunes larves.",
      ],
      chemical: [
        {
          activeIngredient: "benzoate d'émamectine",
          note: "IRAC 6 : environ 0.4 g de 5% SG par litre après avoir enlevé les pousses abîmées ; respectez le délai avant récolte de l'étiquette car les fruits sont cueillis souvent.",
        },
        {
          activeIngredient: 'chlorantraniliprole',
          note: 'IRAC 28 : environ 0.3-0.4 ml de 18.5% SC par litre ; 2 traitements au maximum, puis alternez.',
        },
        {
          activeIngredient: 'spinosad',
          note: "IRAC 5 : environ 0.3 ml de 45% SC par litre. Ne pulvérisez pas plus d'une fois par semaine ; récoltez avant de traiter. Portez l'équipement de protection.",
        },
      ],
    },
    prevention: [
      "Piégeage de masse aux phéromones avec coupe des pousses chaque semaine ; aubergine Bt là où elle est autorisée ; évitez l'aubergine en continu.",
    ],
    whenToCallExpert: 'Appelez si plus de 10% des fruits sont percés malgré la coupe des pousses et les pièges.',
  },
  'eggplant-little-leaf': {
    name: "Petite feuille de l'aubergine",
    symptoms: {
      leaf: [
        'Les nouvelles feuilles sont très petites, étroites, molles, lisses et vert-jaune pâle, avec des pétioles très courts.',
      ],
      'whole plant': [
        'Des entre-nœuds courts et beaucoup de petites pousses latérales donnent à la plante un aspect touffu, en balai.',
      ],
      flower: ['Les fleurs sont vertes et ressemblent à des feuilles (phyllodie) et les fruits nouent rarement.'],
    },
    favourableConditions: [
      'Cicadelles (Hishimonus phycitis) qui transportent le phytoplasme ; mauvaises herbes hôtes ; cultures de repousse.',
    ],
    lookAlikes: [
      {
        name: 'Carence en zinc',
        howToTell:
          'Le manque de zinc donne aussi de petites feuilles, mais elles sont jaunes entre les nervures et la plante réagit à une pulvérisation de zinc ; pas de fleurs vertes en forme de feuille.',
      },
      {
        name: 'Acarien tarsonème',
        howToTell:
          'Les tarsonèmes donnent des feuilles enroulées et bronzées, pas un balai de minuscules feuilles lisses.',
      },
    ],
    management: {
      cultural: [
        'Arrachez et détruisez les plantes malades dès que vous les voyez ; elles ne guérissent jamais.',
        'Enlevez les mauvaises herbes autour du champ ; ne gardez pas de cultures de repousse.',
      ],
      biological: ["Pulvérisations d'huile de neem contre les cicadelles ; protégez les ennemis naturels."],
      chemical: [
        {
          activeIngredient: 'aucun contre le phytoplasme',
          note: 'Aucune pulvérisation ne guérit la petite feuille. Luttez contre la cicadelle qui la transmet en pépinière et au début de la culture au champ.',
        },
        {
          activeIngredient: 'imidaclopride',
          note: "IRAC 4A : environ 0.3 ml de 17.8% SL par litre, ou trempage des racines des plants à la dose de l'étiquette ; toxique pour les abeilles ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      'Plants sains venant de pépinières sous filet ; variétés tolérantes ; luttez tôt contre les cicadelles.',
    ],
    whenToCallExpert: 'Appelez si plus de 5% des plantes montrent la petite feuille.',
  },
  'eggplant-phomopsis-blight': {
    name: "Phomopsis de l'aubergine (brûlure et pourriture des fruits)",
    symptoms: {
      leaf: [
        "Taches rondes gris-brun jusqu'à 2 cm avec un centre plus clair et beaucoup de minuscules points noirs, sur les feuilles du bas.",
      ],
      stem: [
        'Lésions foncées à la base de la tige des jeunes plants (fonte des semis, pourriture du collet) ; chancres sur les tiges plus âgées.',
      ],
      fruit: [
        'Taches pâles, creuses et molles sur les fruits qui se rejoignent et couvrent le fruit ; beaucoup de points noirs en cercles ; les fruits pourrissent et se momifient.',
      ],
    },
    favourableConditions: ['Temps chaud (vers 29 °C), humide et pluvieux ; semences contaminées.'],
    lookAlikes: [
      {
        name: 'Alternariose',
        howToTell:
          "Les taches d'alternariose ont des cercles en cible, et il n'y a pas de points noirs sur la pourriture des fruits.",
      },
      {
        name: 'Pourriture à Phytophthora',
        howToTell:
          "La pourriture des fruits à Phytophthora a une moisissure blanche et la plante s'effondre à partir de la base.",
      },
    ],
    management: {
      cultural: ["Enlevez les fruits et les feuilles malades ; rotation de 2-3 ans ; évitez l'arrosage par aspersion."],
      biological: ['Traitement des semences avec Trichoderma viride (4 g/kg de semences).'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2.5 g par litre tous les 10 jours par temps humide ; respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'carbendazime',
          note: 'FRAC 1 : traitement des semences à 2 g par kg de semences, ou pulvérisation à 1 g par litre ; alternez avec un multisite. Gants et masque.',
        },
      ],
    },
    prevention: [
      "Semences prises sur des fruits sains ; traitement des semences à l'eau chaude (50 °C pendant 30 minutes) ; variétés résistantes.",
    ],
    whenToCallExpert: 'Appelez si la pourriture des fruits dépasse 10% ou si les plants de pépinière meurent.',
  },
  'epilachna-beetle': {
    name: 'Épilachna (coccinelle mangeuse de feuilles)',
    symptoms: {
      leaf: [
        'Les feuilles sont grattées entre les nervures, ce qui laisse un squelette en dentelle, comme une échelle, qui sèche en brun.',
        'Des coléoptères bombés rouge orangé avec beaucoup de points noirs et des larves jaunes épineuses mangent sous la feuille.',
      ],
    },
    favourableConditions: ['Temps chaud et humide ; solanacées et cucurbitacées cultivées ensemble.'],
    lookAlikes: [
      {
        name: 'Coccinelles utiles',
        howToTell:
          "Les coccinelles utiles sont brillantes et dures avec peu de points et mangent les pucerons ; l'épilachna est terne, poilu, avec beaucoup de points, et ses larves épineuses sont sur les feuilles.",
      },
      {
        name: 'Galéruque rouge de la citrouille',
        howToTell:
          'La galéruque rouge est orange uni sans points et fait des trous ronds dans les feuilles des cucurbitacées.',
      },
    ],
    management: {
      cultural: [
        "Ramassez à la main les adultes, les larves et les paquets d'œufs jaunes et détruisez-les ; secouez les plantes au-dessus d'un plateau d'eau savonneuse.",
      ],
      biological: ["Extrait d'amande de graines de neem à 5% ; protégez le parasitoïde Pediobius foveolatus."],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: "IRAC 5 : dose de l'étiquette sous les feuilles ; pulvérisez le soir pour protéger les abeilles.",
        },
        {
          activeIngredient: 'lambda-cyhalothrine',
          note: "IRAC 3A : dose de l'étiquette seulement pour les fortes attaques ; toxique pour les poissons et les abeilles ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Surveillez chaque semaine ; enlevez les mauvaises herbes hôtes comme les morelles sauvages.'],
    whenToCallExpert: "Appelez si plus d'un quart de la surface des feuilles est squelettisé sur de jeunes plantes.",
  },
};
