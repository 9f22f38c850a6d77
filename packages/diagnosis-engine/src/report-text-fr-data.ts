import type { ReportText } from './report-text-types.js';

/** The offline report's texts in French. */
export const reportTextFr: ReportText = {
  englishName: 'French',
  comma: ', ',
  safetyLine:
    '> **Sécurité :** portez des gants, un masque et des lunettes de protection (EPI) pour préparer et pulvériser ; lisez et ' +
    "suivez l'étiquette (dose, culture, délai de réentrée) ; respectez le délai avant récolte ; alternez des produits aux " +
    'modes d’action différents (groupes FRAC/IRAC) pour éviter les résistances ; tenez enfants et animaux à l’écart et ne ' +
    'pulvérisez jamais près de l’eau.',
  disclaimer:
    '_FarmAI donne des conseils, pas un diagnostic de laboratoire. Si le problème s’étend vite ou si l’enjeu est important, faites-le confirmer par votre conseiller agricole ou un agronome._',
  typeLabel: {
    fungal: 'maladie fongique',
    bacterial: 'maladie bactérienne',
    viral: 'maladie virale',
    oomycete: 'maladie à oomycètes',
    nematode: 'ravageur nématode',
    pest: 'insecte ou acarien ravageur',
    nutrient: 'carence nutritive',
    physiological: 'trouble physiologique',
  },
  symptomLabel: {
    yellow: 'jaunissement',
    brown: 'tissus bruns',
    black: 'zones noires',
    purple: 'couleur violette',
    silver: 'plages argentées ou décolorées',
    bronze: 'bronzage',
    spot: 'taches / lésions',
    powder: 'poudre blanche',
    mould: 'moisissure ou duvet',
    wilt: 'flétrissement',
    die: 'plantes ou parties qui meurent',
    dieback: 'dépérissement depuis les pointes',
    rot: 'pourriture / tissus mous',
    smell: 'mauvaise odeur',
    hole: 'trous ou tissus mangés',
    curl: 'feuilles enroulées ou en cuillère',
    deform: 'croissance déformée',
    mosaic: 'mosaïque / marbrure',
    stripe: 'stries ou bandes',
    rust: 'pustules couleur rouille',
    ooze: 'écoulement ou gomme',
    sticky: 'miellat collant',
    sooty: 'dépôt noir de fumagine',
    web: 'toiles',
    ring: 'anneaux en cible',
    halo: 'halos jaunes',
    stunt: 'croissance ralentie',
    insect: 'insectes visibles',
    aphid: 'pucerons',
    whitefly: 'mouches blanches',
    caterpillar: 'chenilles ou larves',
    borer: 'trous de foreurs',
    tunnel: 'galeries ou mines',
    trail: 'tracés sinueux',
    frass: 'excréments d’insectes (sciure)',
    mite: 'acariens',
    thrips: 'thrips',
    beetle: 'coléoptères ou charançons',
    nematode: 'nématodes',
    gall: 'galles, nœuds ou renflements',
    drop: 'chute des feuilles, fleurs ou fruits',
    crack: 'fissures ou éclatements',
    sunken: 'zones creusées',
    canker: 'chancres',
    watersoak: 'plages huileuses (détrempées)',
    scorch: 'tissus comme brûlés',
    dry: 'dessèchement ou flétrissure',
    mummy: 'fruits momifiés',
    hollow: 'grains vides ou échaudés',
    lodge: 'plantes couchées (verse)',
    interveinal: 'jaunissement entre les nervures',
    vein: 'symptômes sur les nervures',
    angular: 'taches anguleuses (limitées par les nervures)',
    underside: 'signes sous la feuille',
    margin: 'bords des feuilles atteints',
    tip: 'pointes atteintes',
    lower: 'vieilles feuilles / feuilles du bas d’abord',
    upper: 'jeunes feuilles / feuilles du haut d’abord',
    blossomend: 'dégâts au bout du fruit',
    dampoff: 'fonte des semis',
    sclerotia: 'sclérotes comme des graines',
    fungalwhite: 'champignon blanc',
    greymould: 'pourriture grise',
    downy: 'duvet sous la feuille',
    ants: 'fourmis',
    leafhopper: 'cicadelles',
    hopperburn: 'brûlure par les cicadelles',
    mealybug: 'cochenilles farineuses',
    scale: 'cochenilles',
    snail: 'escargots ou limaces',
    bird: 'oiseaux',
  },
  partLabel: {
    leaf: 'feuilles',
    stem: 'tiges',
    root: 'racines',
    fruit: 'fruits',
    flower: 'fleurs',
    seed: 'semences',
    'whole plant': 'plante entière',
    tuber: 'tubercules',
    bulb: 'bulbes',
    grain: 'grain / épis',
  },
  headings: {
    whatWeSaw: '### Ce que nous avons vu',
    otherPossibilities: '### Autres possibilités',
    whatToDoNow: '### Que faire maintenant',
    treatment: '### Traitement',
    prevention: '### Prévention',
    whenToCallExpert: '### Quand appeler un expert',
    howToTellApart: '### Comment les distinguer',
    safeStepsNow: '### Mesures sûres pour l’instant',
    toBeSure: '### Pour en être sûr',
    whatFarmAiCovers: '### Ce que couvre FarmAI',
    whatToPhotograph: '### Que photographier pour un nouvel essai',
    ifYouStillSeeAProblem: '### Si vous voyez quand même un problème',
    keepItHealthy: '### Pour la garder en bonne santé',
  },
  mostLikely: (name, pct) => `## Le plus probable : ${name} (${pct})`,
  typeLine: (scientificName, type, label) => {
    const masculine = type === 'nematode' || type === 'pest' || type === 'physiological';
    const article = masculine ? 'un' : 'une';
    return scientificName ? `*${scientificName}*, ${article} ${label}.` : `${masculine ? 'Un' : 'Une'} ${label}.`;
  },
  photoBasisNote:
    '_Cette hypothèse repose sur la photo seule : décrivez ce que vous voyez (couleur, forme, quelle partie, à quelle vitesse cela s’étend) pour une réponse plus sûre._',
  crop: (crops, notOnThisCrop) =>
    `**Culture :** ${crops}${notOnThisCrop ? ' (remarque : ce problème n’est généralement pas signalé sur cette culture)' : ''}`,
  plantPart: (parts) => `**Partie de la plante :** ${parts}`,
  symptomsDescribed: (symptoms) => `**Symptômes que vous avez décrits :** ${symptoms}`,
  notSeen: (symptoms) => `**Absents (d’après vous) :** ${symptoms}`,
  inThePhoto: (photo) => `**Sur la photo :** ${photo}`,
  typicalSigns: (name, signs) => `**Signes typiques de ${name} :** ${signs}`,
  alternative: (name, pct, howToTell) => `- **${name}** (${pct}) : ${howToTell}`,
  lookAlike: (name, howToTell) => `- **${name}** : ${howToTell}`,
  lookFor: (symptom) => `À rechercher : ${symptom}`,
  compareSymptoms: 'Comparez soigneusement les symptômes avec la description ci-dessus.',
  organic: '**Biologique**',
  noBiological: 'Pas de produit biologique éprouvé ; appuyez-vous sur les mesures culturales ci-dessus.',
  chemical: '**Chimique**',
  chemicalLine: (activeIngredient, note) => `**${activeIngredient}** : ${note}`,
  noChemical:
    'Aucun traitement chimique n’est recommandé pour ce problème ; ce sont les mesures ci-dessus qui marchent.',
  offTopicHeading: '## Cela ne ressemble pas à un problème de culture',
  offTopicText:
    'Le diagnostic de FarmAI aide pour la santé des cultures et des plantes : maladies, ravageurs et carences. Il ne peut pas conseiller sur les animaux, les personnes ou les machines.',
  moreDetailHeading: '## Dites-nous-en un peu plus sur le problème',
  couldNotMatchCrop: (crops) =>
    `Nous n’avons pas encore pu rapprocher votre description (${crops}) d’un problème connu.`,
  couldNotMatch: 'Nous n’avons pas encore pu rapprocher votre description d’un problème de culture connu.',
  pleaseDescribe: 'Merci de décrire :',
  describeItems: [
    '**Quelle culture** c’est (par exemple tomate, maïs, riz, haricot, chou).',
    '**Quelle partie de la plante** est touchée : feuilles, tiges, racines, fleurs, fruits, grain.',
    '**À quoi ressemblent les dégâts** : couleur (jaune, brun, noir, poudre blanche, orange), forme (taches rondes, anneaux, stries, trous), taille.',
    '**Où cela a commencé** (vieilles feuilles du bas, jeunes feuilles du haut, un coin du champ) et **à quelle vitesse cela s’étend**.',
    'La météo récente (pluie, chaleur, sécheresse) et ce que vous avez pulvérisé ou apporté.',
  ],
  example:
    '**Exemple :** « Mes tomates ont des taches brunes rondes avec des anneaux sur les feuilles du bas. La feuille jaunit autour de chaque tache, et en une semaine c’est passé à la moitié du champ après de fortes pluies. »',
  fromYourPhoto: (photo) => `**D’après votre photo :** ${photo}`,
  closePhotoHelps: 'Une photo nette et rapprochée d’une feuille ou d’un fruit touché aide aussi.',
  photoAdvice: [
    'Une feuille touchée (ou un fruit, une tige) de près, qui remplit l’image, à la lumière du jour sans flash, dessus et dessous.',
    'La plante entière, et une vue plus large du champ qui montre comment le problème se répartit (plages, rangs, bordures).',
    'Une feuille saine de la même plante à côté d’une feuille malade.',
  ],
  possibly: (names) => `## Peut-être : ${names.join(' ou ')}`,
  notForThisCrop:
    'Aucun des problèmes que nous connaissons sur cette culture ne correspond bien ; voici les plus proches. Vérifiez avant de traiter quoi que ce soit.',
  noClearLeader:
    'Ceux-ci correspondent à votre description, mais aucun ne se détache clairement. Vérifiez lequel c’est avant de pulvériser quoi que ce soit.',
  needsCheck:
    'Une description seule ne suffit pas à confirmer le premier : vérifiez ce que disent les étapes ci-dessous avant de traiter quoi que ce soit.',
  candidateLine: (name, type, signs) => `- **${name}** (${type}) : ${signs}`,
  whichOne: (other, top, howToTell) => `- ${other} ou ${top} ? ${howToTell}`,
  safeSteps: [
    'Enlevez les feuilles ou les plantes les plus touchées et sortez-les du champ (ne les compostez pas).',
    'Arrosez au pied le matin, pas sur les feuilles ; laissez de l’espace et de l’air entre les plantes.',
  ],
  noSprayUntilKnown:
    'Ne pulvérisez rien tant que vous ne savez pas quel problème c’est : un mauvais produit coûte de l’argent et peut nuire.',
  showExtensionOfficer: 'Montrez la plante à votre conseiller agricole ou à un agronome.',
  notSureHeading: '## Nous ne savons pas avec certitude ce que c’est',
  cropNotCovered: (crops) =>
    `FarmAI ne couvre pas encore cette culture (${crops}) : nous ne pouvons pas dire ce qui ne va pas, et nous ne devinerons pas à partir des problèmes d’une autre culture.`,
  photoAloneUnclear:
    'La photo seule ne nous permet pas de nommer un problème avec assurance. C’est peut-être quelque chose que FarmAI ne couvre pas encore ; nous préférons le dire plutôt que deviner.',
  noGoodMatch:
    'Ce que vous décrivez ne correspond à aucun problème que nous connaissons assez bien pour le nommer. C’est peut-être quelque chose que FarmAI ne couvre pas encore ; nous préférons le dire plutôt que deviner.',
  covers: (crops) => `Maladies, ravageurs et carences de : ${crops}.`,
  unsureSteps: [
    'Demandez à votre conseiller agricole, à un agronome ou à la clinique des plantes la plus proche, et apportez un échantillon (quelques feuilles touchées dans un sac en papier).',
    'Ne pulvérisez rien tant que vous ne savez pas ce que c’est.',
    'Sortez du champ les plantes très touchées, et lavez outils et mains après les avoir manipulées.',
  ],
  describeAlso:
    'Décrivez aussi la culture, la partie touchée, la couleur et la forme des dégâts, où cela a commencé et à quelle vitesse cela s’étend.',
  healthyHeading: (crop) =>
    crop ? `## Votre plant de ${crop} a l’air en bonne santé` : '## Votre plante a l’air en bonne santé',
  healthyText: 'Nous ne voyons aucun signe de maladie, de ravageur ou de carence sur cette photo.',
  healthyChecks: [
    'Photographiez la partie touchée elle-même, de près, à la lumière du jour.',
    'Décrivez ce qui vous inquiète : quelle partie, la couleur et la forme des dégâts, à quelle vitesse cela s’étend.',
    'Vérifiez les racines et le pied de la tige, qu’une photo de feuille ne montre pas.',
  ],
  keepHealthy: [
    'Parcourez le champ une ou deux fois par semaine et regardez sous les feuilles.',
    'Arrosez au pied, fertilisez d’après une analyse de sol et arrachez les mauvaises herbes qui abritent les ravageurs.',
  ],
  photo: {
    healthyLeaf: (crop, pct) => `on dirait une feuille de ${crop} en bonne santé${pct ? ` (${pct})` : ''}.`,
    healthyLeafCropUnclear:
      "on dirait une feuille en bonne santé, mais la photo ne montre pas clairement de quelle culture il s'agit.",
    looksLike: (crop, problem, pct) => `on reconnaît une feuille de ${crop} : ${problem}${pct ? ` (${pct})` : ''}.`,
    noClearProblem: 'aucun problème net',
    conditions: {
      'cotton-diseased-leaf': 'une feuille malade (maladie non identifiée)',
      'cotton-diseased-plant': 'une plante malade (maladie non identifiée)',
    },
    notRecognisedNoText: (known) =>
      `notre modèle photo n’a pas reconnu cette plante (il connaît les feuilles de : ${known}). Indiquez la culture et décrivez ce que vous voyez, ou envoyez une photo plus rapprochée d’une feuille.`,
    notRecognised: (known) =>
      `notre modèle photo n’a pas reconnu cette plante (il connaît les feuilles de : ${known}), la réponse repose donc sur votre description.`,
    notALeaf: (known) =>
      `cette photo ne ressemble pas à une feuille d'une culture que notre modèle connaît (${known}) : nous ne pouvons donc y lire aucun problème. Envoyez la photo d'une seule feuille atteinte, de près et nette, à la lumière du jour, qui remplisse presque toute l'image.`,
    mayShow: (crop, problem) =>
      `il pourrait s'agir de ${crop} avec ${problem}, mais la photo seule ne suffit pas pour en être sûr.`,
    otherCrop: (seen, named) =>
      `la photo ressemble plus à ${seen} qu'à ${named} : elle ne peut donc pas confirmer le problème ; vérifiez la culture et envoyez une photo plus proche d'une feuille.`,
    notInModel: 'notre modèle photo ne connaît pas encore cette culture, la réponse repose donc sur votre description.',
    noLeaf:
      'Nous n’avons pas trouvé assez de feuille verte sur la photo pour mesurer les dégâts ; une photo nette et rapprochée d’une feuille aide.',
    affectedArea: (pct) => `**Surface touchée : ${pct}** de la surface visible de la feuille.`,
    colourNames: {
      'chlorotic-yellow': 'jaunissement',
      'necrotic-brown': 'tissus morts bruns',
      black: 'zones noires',
      'white-powdery': 'plages poudreuses blanches',
      'orange-rust': 'pustules orange couleur rouille',
      purple: 'coloration violette',
    },
    coloursSeen: (list) => `Couleurs vues sur la feuille : ${list}.`,
    spots: (count, n, meanPct, halos) =>
      `${count} ${n === 1 ? 'tache isolée' : 'taches isolées'}${meanPct ? `, de ${meanPct} de la feuille chacune en moyenne` : ''}` +
      (halos !== undefined ? ` ; ${halos} avec un halo jaune autour.` : ' ; pas de halo jaune net autour.'),
    patterns: {
      spots: 'des taches isolées',
      'large-blotches': 'de grandes plages',
      'powdery-coating': 'un dépôt poudreux',
      pustules: 'de petites pustules en relief',
      'uniform-yellowing': 'un jaunissement uniforme sans taches',
      mosaic: 'une mosaïque de zones claires et foncées',
      streaks: 'des stries le long de la feuille',
      wilting: 'un flétrissement',
      holes: 'des trous',
      none: 'aucune lésion nette',
    },
    overallPattern: (pattern) => `Aspect général : ${pattern}.`,
  },
  legend: {
    lookedFor: (crop, problem) => `Où le modèle photo a regardé : ${crop}, ${problem}`,
    healthy: 'sain',
    measured: (affected, spots, n, halos) =>
      `${affected ? `Surface touchée : ${affected} de la feuille · ` : ''}${spots} ${n === 1 ? 'tache' : 'taches'}` +
      (halos !== undefined ? ` (${halos} avec halo jaune)` : ''),
    noLeaf: 'Aucune feuille trouvée sur la photo',
    noDamageMarked: 'aucun dégât marqué',
  },
  fallbackTimeout: '_L’IA en ligne n’a pas répondu à temps : voici le diagnostic hors ligne de FarmAI._',
  fallbackError: '_L’IA en ligne n’a pas pu répondre pour le moment : voici le diagnostic hors ligne de FarmAI._',
};
