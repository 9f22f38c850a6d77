import type { KnowledgeTranslations } from '../types.js';

export const potatoFr: KnowledgeTranslations = {
  'potato-common-scab': {
    name: 'Gale commune de la pomme de terre',
    symptoms: {
      tuber: [
        'Plaques brunes, rugueuses et liégeuses sur la peau du tubercule, soit plates et superficielles, soit en relief comme des verrues, soit en creux.',
        'Les plaques sont rondes ou irrégulières, de 5-10 mm, ou réunies en grandes zones rugueuses ; seule la peau est atteinte, la chair en dessous est saine.',
      ],
      leaf: ["Les feuilles et les tiges paraissent saines ; le problème ne se voit qu'à la récolte."],
    },
    favourableConditions: [
      'Sol sec pendant les 4-6 semaines qui suivent le début de la formation des tubercules.',
      'Sol alcalin (pH au-dessus de 5.5-6.0), chaulage récent, fumier frais.',
      'Sols légers, sableux ou graveleux ; rotations courtes.',
    ],
    lookAlikes: [
      {
        name: 'Gale poudreuse',
        howToTell:
          'Les pustules de gale poudreuse sont de petits boutons en relief qui éclatent en libérant une poudre brune ; elle aime les sols frais et mouillés, le contraire de la gale commune.',
      },
      {
        name: 'Rhizoctone brun (Rhizoctonia)',
        howToTell:
          'Le rhizoctone brun forme des croûtes noires dures, comme de la terre collée sur la peau, qui ne partent pas au lavage ; la peau en dessous est lisse.',
      },
    ],
    management: {
      cultural: [
        'Gardez le sol humide (pas engorgé) pendant 4-6 semaines à partir du début de la formation des tubercules.',
        "Ne chaulez pas juste avant les pommes de terre ; évitez le fumier frais ; utilisez des engrais acidifiants comme le sulfate d'ammoniaque.",
        'Triez et écartez les tubercules galeux et ne les utilisez pas comme plants.',
      ],
      biological: [
        'Les engrais verts (par ex. moutarde, seigle) enfouis avant la plantation peuvent réduire la gale dans certains sols.',
      ],
      chemical: [
        {
          activeIngredient: 'aucun produit efficace au champ',
          note: "Les pulvérisations sur la culture ne contrôlent pas la gale. La gestion de l'humidité et du pH du sol est le principal moyen de lutte ; certains pays homologuent des traitements des plants (par ex. poudrage au mancozeb) qui réduisent seulement l'inoculum apporté par les plants.",
        },
      ],
    },
    prevention: [
      'Plantez des plants certifiés et des variétés résistantes à la gale.',
      'Faites une rotation de 3-4 ans avec des céréales ou des graminées ; évitez la betterave et le radis dans la rotation.',
    ],
    whenToCallExpert:
      'Appelez si la gale rend la plupart des tubercules invendables, pour faire analyser le pH du sol et choisir des variétés résistantes.',
  },
  'potato-blackleg': {
    name: 'Jambe noire et pourriture molle',
    symptoms: {
      stem: [
        "Pourriture noire comme de l'encre et gluante à la base de la tige, qui part du plant et monte, souvent sur 10-15 cm.",
        "Les tiges sont molles et s'arrachent facilement ; le plant pourri en dessous sent mauvais.",
      ],
      leaf: [
        "Les feuilles deviennent jaune pâle, s'enroulent vers le haut et la plante flétrit ; en général des plantes isolées dispersées dans le champ.",
      ],
      tuber: [
        'Les tubercules pourrissent à partir du talon : chair crème à brune, molle, mouillée et malodorante ; au stockage, des sacs entiers peuvent pourrir.',
      ],
    },
    favourableConditions: [
      'Plants contaminés ; plants coupés avec des couteaux sales.',
      'Sol mouillé et engorgé à la plantation ; stockage chaud et humide sans aération.',
      'Chocs et blessures à la récolte.',
    ],
    lookAlikes: [
      {
        name: 'Flétrissement bactérien',
        howToTell:
          "Les plantes atteintes de flétrissement bactérien flétrissent en restant vertes avec une base de tige d'aspect normal ; une tige coupée laisse couler des filets laiteux dans l'eau et les tubercules montrent un anneau brun.",
      },
      {
        name: 'Mildiou',
        howToTell:
          'Les plaques de mildiou sur la tige sont plus haut, avec des taches sur les feuilles et un duvet blanc ; pas une base noire et gluante partant du plant.',
      },
    ],
    management: {
      cultural: [
        'Arrachez et enlevez les plantes malades avec le plant pourri.',
        "Évitez d'irriguer avant la levée des plantes ; améliorez le drainage.",
        'Récoltez quand la peau est ferme, par temps sec ; évitez les chocs ; séchez les tubercules avant de les stocker dans un magasin frais et aéré.',
      ],
      biological: ['Pas de lutte biologique fiable ; des plants sains sont la principale défense.'],
      chemical: [
        {
          activeIngredient: 'aucun produit efficace',
          note: "Aucune pulvérisation ne contrôle la jambe noire. Désinfectez les couteaux de coupe des plants à l'eau de Javel ou à l'alcool entre deux lots.",
        },
      ],
    },
    prevention: [
      "Utilisez des plants certifiés ; plantez de petits tubercules entiers plutôt que des morceaux coupés quand c'est possible.",
      'Laissez les plants coupés cicatriser (subérisation) plusieurs jours avant la plantation ; plantez dans un sol réchauffé et bien drainé.',
    ],
    whenToCallExpert:
      'Appelez si plus de 2% des plantes montrent la jambe noire dans une culture de plants, ou si les pommes de terre stockées pourrissent.',
  },
  'potato-tuber-moth': {
    name: 'Teigne de la pomme de terre',
    symptoms: {
      leaf: [
        'De petites chenilles font des mines en plaque transparentes dans les feuilles et creusent des galeries dans les tiges.',
      ],
      tuber: [
        "Galeries dans le tubercule remplies d'excréments foncés ; petits trous d'entrée près des yeux avec des excréments dehors.",
        'Les dégâts augmentent pendant le stockage ; les tubercules pourrissent et se ratatinent.',
      ],
    },
    favourableConditions: [
      'Temps chaud et sec, sol fendu qui laisse les tubercules à découvert.',
      'Plantation peu profonde, tubercules laissés au champ la nuit après la récolte, stockage non protégé.',
    ],
    lookAlikes: [
      {
        name: 'Tuta absoluta',
        howToTell:
          'Les deux minent les feuilles ; Tuta attaque fortement les fruits de tomate, alors que les dégâts de la teigne de la pomme de terre sont surtout dans les tubercules et les magasins.',
      },
      {
        name: 'Vers gris',
        howToTell:
          'Les vers gris rongent des trous ouverts et peu profonds dans les tubercules et coupent les tiges au ras du sol ; la teigne fait de fines galeries avec des excréments.',
      },
    ],
    management: {
      cultural: [
        'Plantez les plants à 10 cm de profondeur et buttez bien pour que les fentes ne découvrent pas les tubercules ; irriguez pour empêcher le sol de se fendre.',
        'Récoltez sans tarder et couvrez les tubercules récoltés ; ne les laissez pas au champ pendant la nuit.',
        "Stockez dans des magasins propres et frais ; couvrez les tubercules d'une couche de 2-3 cm de feuilles sèches de lantana ou d'eucalyptus, ou de sable.",
      ],
      biological: [
        'Pièges à phéromones pour surveiller et capturer en masse les papillons.',
        'Poudrage de virus de la granulose (PhopGV) sur les plants stockés quand il est disponible ; poudrage de Bacillus thuringiensis dans les magasins.',
      ],
      chemical: [
        {
          activeIngredient: 'spinosad',
          note: "IRAC 5 : pulvérisation sur le feuillage à la dose de l'étiquette quand les captures de papillons augmentent. Ne traitez pas aux insecticides les tubercules destinés à la consommation.",
        },
        {
          activeIngredient: "benzoate d'émamectine",
          note: "IRAC 6 : environ 0.4 g de 5% SG par litre sur le feuillage ; alternez les groupes ; respectez le délai avant récolte de l'étiquette.",
        },
      ],
    },
    prevention: [
      'Utilisez des plants sains ; détruisez les tubercules attaqués et les repousses ; faites une rotation avec des cultures qui ne sont pas des solanacées.',
    ],
    whenToCallExpert: 'Appelez si les plants stockés sont fortement attaqués avant la saison de plantation.',
  },
  'potato-leafroll': {
    name: "Virus de l'enroulement de la pomme de terre",
    symptoms: {
      leaf: [
        "Les feuilles du bas s'enroulent vers le haut en tubes, deviennent raides, épaisses et comme du cuir, et font un bruit sec quand on les secoue.",
        'Les feuilles du haut sont jaune pâle, dressées, parfois avec des bords violets ou rouges.',
      ],
      tuber: [
        'Peu de tubercules, et petits ; certaines variétés montrent des filaments bruns en réseau dans la chair (nécrose en réseau).',
      ],
      'whole plant': ['Les plantes issues de plants contaminés sont rabougries et raides, bien droites.'],
    },
    favourableConditions: [
      'Pucerons (surtout le puceron vert du pêcher) qui transportent le virus depuis des plantes malades.',
      'Plants gardés à la ferme et réutilisés année après année.',
    ],
    lookAlikes: [
      {
        name: 'Jambe noire',
        howToTell: 'La jambe noire fait aussi enrouler les feuilles, mais la base de la tige est noire et pourrie.',
      },
      {
        name: 'Carence en magnésium',
        howToTell:
          "Le manque de magnésium jaunit l'espace entre les nervures des vieilles feuilles ; les feuilles ne sont pas raides ni enroulées.",
      },
    ],
    management: {
      cultural: [
        'Arrachez (épurez) les plantes malades avec leurs tubercules dès que vous les voyez, surtout dans les cultures de plants.',
        "Ne gardez pas de plants venant de champs atteints d'enroulement.",
      ],
      biological: ['Protégez les coccinelles, les chrysopes et les syrphes qui mangent les pucerons.'],
      chemical: [
        {
          activeIngredient: 'aucun contre le virus',
          note: 'Aucun produit chimique ne guérit le virus. Dans les cultures de plants, luttez contre les pucerons qui le transmettent ; voir la fiche pucerons.',
        },
        {
          activeIngredient: 'flonicamide',
          note: "IRAC 29 : contre les pucerons à la dose de l'étiquette ; sélectif et doux pour les auxiliaires. Respectez le délai avant récolte.",
        },
      ],
    },
    prevention: [
      'Plantez des plants certifiés sans virus ; renouvelez les plants toutes les 2-3 saisons ; produisez les plants de pomme de terre dans des zones fraîches avec peu de pucerons.',
    ],
    whenToCallExpert:
      'Appelez si plus de 5% des plantes montrent un enroulement dans un champ destiné à produire des plants.',
  },
};
