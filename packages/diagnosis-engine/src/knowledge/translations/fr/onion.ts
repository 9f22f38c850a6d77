import type { KnowledgeTranslations } from '../types.js';

export const onionFr: KnowledgeTranslations = {
  'onion-purple-blotch': {
    name: "Tache pourpre de l'oignon (alternariose)",
    symptoms: {
      leaf: [
        'Petites taches blanches et creuses sur les feuilles et les hampes florales qui grandissent en plaques ovales violettes à brunes avec un bord jaune.',
        "Les grandes plaques montrent des cercles à l'intérieur ; par temps humide, elles paraissent foncées et veloutées.",
        'Les feuilles et les hampes florales plient et cassent au niveau de la plaque et sèchent à partir de la pointe.',
      ],
      bulb: [
        'Les bulbes sont petits ; une pourriture aqueuse jaune-rouge peut commencer au collet pendant le stockage.',
      ],
    },
    favourableConditions: [
      "Temps chaud (25-30 °C) et humide avec longue rosée ou pluie ; les dégâts de thrips ouvrent des portes d'entrée.",
    ],
    lookAlikes: [
      {
        name: 'Stemphyliose',
        howToTell:
          'La stemphyliose commence par de petites stries jaune orangé du côté des feuilles exposé au vent, qui brunissent sans centre violet.',
      },
      {
        name: 'Dégâts de thrips',
        howToTell: 'Les thrips donnent des stries et des points blanc argenté, pas des plaques ovales violettes.',
      },
      {
        name: "Mildiou de l'oignon",
        howToTell: 'Le mildiou donne des plaques ovales pâles avec un duvet gris-violet le matin, par temps frais.',
      },
    ],
    management: {
      cultural: [
        'Détruisez les débris de culture ; rotation de 2-3 ans ; grand écartement et bon drainage ; luttez contre les thrips.',
      ],
      biological: ['Traitement des semences et du sol au Trichoderma ; pulvérisations de Bacillus subtilis.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: "FRAC M03 : 2.5 g par litre avec un mouillant-adhésif (les feuilles d'oignon sont cireuses) tous les 10-15 jours à partir de 30-45 jours après le repiquage.",
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25.9% EC par litre ; alternez avec le mancozeb.',
        },
        {
          activeIngredient: 'azoxystrobine + difénoconazole',
          note: 'FRAC 11 + 3 : environ 1 ml par litre ; 2 traitements au maximum. Respectez le délai avant récolte ; gants et masque.',
        },
      ],
    },
    prevention: ["Semences et bulbilles saines ; fumure équilibrée ; évitez l'irrigation par aspersion."],
    whenToCallExpert:
      "Appelez si les hampes florales cassent dans une culture porte-graines ou si les plaques s'étendent vite après la pluie.",
  },
  'onion-thrips': {
    name: "Thrips de l'oignon",
    symptoms: {
      leaf: [
        'Stries et plaques blanc argenté sur les feuilles, là où de minuscules insectes fins jaunes à bruns (1 mm) râpent et sucent.',
        "Petits points noirs d'excréments sur les feuilles.",
        "Les insectes se cachent dans les replis des feuilles au collet ; les feuilles s'enroulent, se tordent, sèchent à partir de la pointe et le champ paraît gris argenté.",
      ],
      bulb: ['Les bulbes sont petits et déformés ; perte de rendement par temps sec.'],
    },
    favourableConditions: [
      "Temps chaud et sec ; pas de pluie pour laver les thrips ; cultures qui manquent d'eau ; mauvaises herbes à proximité.",
    ],
    lookAlikes: [
      {
        name: 'Tache pourpre',
        howToTell:
          'La tache pourpre donne des plaques ovales violettes ; les thrips donnent des stries argentées avec de minuscules insectes au collet des feuilles.',
      },
      {
        name: 'Brûlure par herbicide ou par le sel',
        howToTell: 'La brûlure chimique montre des pointes brûlées sans stries argentées ni insectes.',
      },
    ],
    management: {
      cultural: [
        'Contrôlez le collet des feuilles de 10 plantes : agissez à environ 30 thrips par plante au début, ou moins près de la formation des bulbes.',
        "Irriguez par aspersion pour laver les thrips quand c'est possible ; cultures barrières de 2 rangs de maïs ou de blé autour de l'oignon.",
        'Éliminez les mauvaises herbes ; évitez de planter à côté de céréales en train de sécher.',
      ],
      biological: [
        'Pièges bleus englués pour la surveillance ; huile de neem à 5 ml par litre ; pulvérisations de Beauveria bassiana ou de Metarhizium ; protégez les thrips et punaises prédateurs.',
      ],
      chemical: [
        {
          activeIngredient: 'spinétorame',
          note: 'IRAC 5 : environ 0.9 ml de 11.7% SC par litre avec un mouillant-adhésif, dirigé dans le collet des feuilles ; 2 traitements au maximum.',
        },
        {
          activeIngredient: 'fipronil',
          note: 'IRAC 2B : environ 1.5-2 ml de 5% SC par litre ; très toxique pour les abeilles et les poissons ; interdit dans certains pays.',
        },
        {
          activeIngredient: 'abamectine',
          note: "IRAC 6 : dose de l'étiquette avec un mouillant-adhésif ou une huile de pulvérisation ; changez de groupe à chaque traitement car les thrips deviennent vite résistants. Portez l'équipement de protection ; respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ["Plants sains ; cultures barrières ; évitez le manque d'eau."],
    whenToCallExpert: 'Appelez si les thrips survivent à deux traitements de groupes différents.',
  },
  'onion-stemphylium-blight': {
    name: "Stemphyliose de l'oignon",
    symptoms: {
      leaf: [
        'Petits points et stries jaunes à orange, surtout au milieu des feuilles du côté exposé au vent.',
        'Les stries grandissent en longues plaques en fuseau, brun rosé à olive foncé ; les feuilles sèchent à partir de la pointe.',
      ],
    },
    favourableConditions: [
      'Temps chaud (18-25 °C), feuilles mouillées longtemps ; plantes abîmées par les thrips, la grêle ou la tache pourpre.',
    ],
    lookAlikes: [
      {
        name: 'Tache pourpre',
        howToTell:
          "Les plaques de tache pourpre sont violettes au centre avec des cercles ; la stemphyliose fait des stries jaune-brun d'un seul côté.",
      },
      {
        name: 'Dessèchement des pointes par la sécheresse ou le sel',
        howToTell: "Une simple brûlure des pointes n'a pas de stries qui s'étendent et tout le champ est pareil.",
      },
    ],
    management: {
      cultural: [
        "Enlevez les débris ; rotation ; évitez que les feuilles restent mouillées longtemps à cause de l'aspersion le soir.",
      ],
      biological: ['Les pulvérisations à base de Trichoderma donnent une certaine protection.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2.5 g par litre avec un mouillant-adhésif en préventif.',
        },
        {
          activeIngredient: 'difénoconazole',
          note: 'FRAC 3 : 0.5 ml de 25% EC par litre ; alternez les groupes.',
        },
        {
          activeIngredient: 'fluopyram + tébuconazole',
          note: "FRAC 7 + 3 : dose de l'étiquette là où il est homologué ; 2 traitements au maximum. Respectez le délai avant récolte ; gants et masque.",
        },
      ],
    },
    prevention: ['Lutte contre les thrips, variétés tolérantes, enlèvement des débris.'],
    whenToCallExpert: 'Appelez si les feuilles meurent vite avant la formation des bulbes.',
  },
  'onion-downy-mildew': {
    name: "Mildiou de l'oignon",
    symptoms: {
      leaf: [
        'Plaques ovales vert pâle à jaunes sur les feuilles et les hampes florales.',
        'Tôt le matin, un duvet gris-violet couvre les plaques ; plus tard elles brunissent et les feuilles se plient.',
      ],
      bulb: ['Les bulbes sont mous, se conservent mal et peuvent germer tôt.'],
    },
    favourableConditions: [
      "Temps frais (10-20 °C), brumeux ou pluvieux avec longue rosée ; bulbilles contaminées et repousses d'oignon.",
    ],
    lookAlikes: [
      {
        name: 'Tache pourpre',
        howToTell:
          'La tache pourpre a des centres violets et des cercles par temps chaud ; le mildiou a un duvet violet par temps frais.',
      },
    ],
    management: {
      cultural: [
        "Enlevez les repousses d'oignon et les tas de déchets ; grand écartement ; évitez les champs de bas-fond avec du brouillard.",
      ],
      biological: ['Pas de lutte biologique efficace.'],
      chemical: [
        {
          activeIngredient: 'mancozeb',
          note: 'FRAC M03 : 2.5 g par litre avec un mouillant-adhésif en préventif avant les périodes fraîches et humides.',
        },
        {
          activeIngredient: 'métalaxyl-M + mancozeb',
          note: 'FRAC 4 + M03 : environ 2.5 g par litre dès les premiers symptômes ; 2-3 traitements au maximum.',
        },
        {
          activeIngredient: 'mandipropamide',
          note: "FRAC 40 : dose de l'étiquette ; alternez les groupes. Respectez le délai avant récolte.",
        },
      ],
    },
    prevention: ['Bulbilles et semences saines ; rotation de 3 ans ; détruisez les repousses.'],
    whenToCallExpert: 'Appelez si les cultures porte-graines montrent des plaques sur les hampes.',
  },
};
