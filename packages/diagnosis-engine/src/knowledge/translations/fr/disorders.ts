import type { KnowledgeTranslations } from '../types.js';

export const disordersFr: KnowledgeTranslations = {
  'herbicide-injury': {
    name: 'Dégâts de dérive d’herbicide (désherbants hormonaux)',
    symptoms: {
      leaf: [
        'Les nouvelles feuilles sont en cuillère, gaufrées ou frisées, étroites comme des lanières, avec des nervures parallèles comme des doigts.',
        'Les feuilles et leurs pétioles se tordent et se courbent vers le bas ; les bords peuvent s’enrouler et les plus jeunes feuilles pâlissent.',
      ],
      stem: [
        'Les tiges se tordent, se courbent et se fendent, parfois avec des renflements ou des fentes près de la base.',
      ],
      'whole plant': [
        'Beaucoup de plantes le montrent en même temps, surtout du côté d’un champ, d’une pelouse ou d’un bord de route traité, et moins vers l’intérieur.',
        'Cela ne passe pas de plante en plante ; les feuilles qui poussent ensuite peuvent être normales.',
      ],
      fruit: ['Les fruits peuvent être déformés et les fleurs tombent.'],
    },
    favourableConditions: [
      'Un voisin ou une équipe d’entretien des routes qui a pulvérisé un désherbant contre les dicotylédones par vent ou chaleur, quelques jours à deux semaines avant.',
      'Un pulvérisateur ayant contenu du désherbant réutilisé sur la culture sans bon nettoyage ; fumier ou paille de champs traités avec ces désherbants.',
    ],
    lookAlikes: [
      {
        name: 'Acarien tarsonème',
        howToTell:
          'Le tarsonème bronze et durcit le dessous des jeunes feuilles, apparaît par foyers qui s’étendent et se voit à la loupe x20 ; la dérive touche tout un côté du champ en même temps.',
      },
      {
        name: 'Virus de l’enroulement des feuilles',
        howToTell:
          'Le virus progresse pendant des semaines de plante en plante avec des aleurodes, et les feuilles restent petites aux bords jaunes ; la dérive arrive d’un coup après un traitement voisin.',
      },
      {
        name: 'Phytoplasme (jaunisse, petite feuille, phyllodie)',
        howToTell:
          'Le phytoplasme donne de toutes petites feuilles, des pousses en balai et des fleurs vertes comme des feuilles sur des plantes isolées, pas des feuilles tordues en lanières le long d’un bord du champ.',
      },
    ],
    management: {
      cultural: [
        'Vérifiez ce qui a été pulvérisé à côté ces deux dernières semaines, quel jour et avec quel vent ; prenez des photos datées de la répartition dans le champ.',
        'Arrosez et fertilisez normalement et attendez : les plantes peu touchées repartent ; ne les arrachez pas encore.',
        'Si votre pulvérisateur a déjà contenu un désherbant, rincez-le trois fois avec un nettoyant de cuve, et gardez un pulvérisateur réservé aux désherbants.',
        'Demandez au voisin ou à l’entrepreneur de traiter seulement par temps calme et frais, avec de grosses gouttes.',
      ],
      biological: ['Aucun produit biologique n’aide ; la plante doit refaire des feuilles.'],
      chemical: [
        {
          activeIngredient: 'aucun',
          note: 'Aucun produit chimique ne guérit les dégâts d’herbicide. Ne pulvérisez ni fongicide ni insecticide : il n’y a aucun ravageur à tuer.',
        },
      ],
    },
    prevention: [
      'Convenez avec les voisins des jours de traitement et des limites de vent ; gardez une bande tampon ou une haie entre votre culture et les champs traités.',
    ],
    whenToCallExpert:
      'Appelez le conseiller agricole ou le service de l’agriculture pour constater les dégâts, et demandez une analyse de feuilles si vous voulez être indemnisé ; ne vendez pas les fruits d’une culture très touchée avant l’avis du conseiller.',
  },
  'phytoplasma-yellows': {
    name: 'Phytoplasmes (jaunisses de la vigne, bois noir, petite feuille, phyllodie)',
    symptoms: {
      leaf: [
        'Les feuilles jaunissent (cépages blancs) ou rougissent (cépages rouges) par plages entières, sont épaisses, cassantes et s’enroulent vers le bas.',
        'Les nouvelles feuilles sont très petites et serrées sur des pousses courtes (petite feuille).',
      ],
      stem: [
        'Les rameaux de vigne restent verts et caoutchouteux et ne s’aoûtent pas ; ils retombent et meurent en hiver.',
      ],
      flower: [
        'Les fleurs deviennent vertes comme des feuilles (phyllodie) ou restent fermées et gonflées ; peu ou pas de fruits.',
      ],
      fruit: ['Les grappes flétrissent et sèchent avant maturité ; les baies se rident et sont acides.'],
      'whole plant': [
        'Beaucoup de petites pousses forment un balai ; des plantes ou des ceps isolés sont atteints, dispersés dans le champ, et leur nombre augmente d’année en année.',
      ],
    },
    favourableConditions: [
      'Cicadelles et cixiidés qui portent le phytoplasme depuis des mauvaises herbes comme le liseron et l’ortie (bois noir) ou depuis des ceps malades (flavescence dorée).',
      'Boutures, bois de greffe et plants de pépinière infectés.',
    ],
    lookAlikes: [
      {
        name: 'Esca',
        howToTell:
          'Les feuilles d’esca ont des rayures tigrées entre des nervures vertes qui sèchent en brun, et le bois du tronc montre des points sombres ; avec la jaunisse les feuilles s’enroulent vers le bas, sont cassantes et les rameaux restent caoutchouteux.',
      },
      {
        name: 'Carence en magnésium ou en potassium',
        howToTell:
          'La carence colore régulièrement les vieilles feuilles de toutes les plantes d’une zone et n’empêche ni l’aoûtement des pousses ni la nouaison.',
      },
      {
        name: 'Dérive d’herbicide',
        howToTell:
          'La dérive tord et rétrécit les nouvelles feuilles de beaucoup de plantes d’un côté du champ en même temps ; le phytoplasme touche des plantes isolées, avec de toutes petites feuilles et des fleurs vertes.',
      },
    ],
    management: {
      cultural: [
        'Marquez les plantes ou ceps malades, arrachez et brûlez ceux qui sont très atteints ; coupez les rameaux atteints bien en dessous des symptômes.',
        'Éliminez le liseron, l’ortie et les autres plantes hôtes dans et autour du champ, sans faucher pendant le vol des cicadelles.',
        'Prenez boutures et bois de greffe seulement sur des ceps sans symptômes ; achetez des plants certifiés, traités à l’eau chaude pour la vigne.',
      ],
      biological: [
        'Aucun produit biologique ne guérit ; gardez les plantes hôtes basses et épargnez les ennemis naturels des cicadelles.',
      ],
      chemical: [
        {
          activeIngredient: 'aucun contre le phytoplasme',
          note: 'Aucun produit chimique ne guérit un phytoplasme. Là où la flavescence dorée est présente, le service de la protection des végétaux fixe les traitements contre le vecteur ; suivez uniquement son programme.',
        },
      ],
    },
    prevention: ['Matériel végétal certifié, lutte contre les plantes hôtes et arrachage précoce des plantes malades.'],
    whenToCallExpert:
      'Appelez le conseiller agricole pour une analyse de feuilles en laboratoire (PCR) : la flavescence dorée de la vigne est à déclaration obligatoire dans beaucoup de pays, et seule une analyse distingue les phytoplasmes.',
  },
};
