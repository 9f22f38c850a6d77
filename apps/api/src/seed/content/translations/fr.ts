import type { SeedTranslations } from './types.js';

/** The demo content in French. */
export const fr: SeedTranslations = {
  products: {
    "Hybrid Tomato Seeds F1 'Ruby' — 10 g": {
      title: "Semences de tomate hybride F1 'Ruby' — 10 g",
      description:
        "Hybride F1 semi-déterminé qui donne des fruits rouges, fermes et ronds de 90–110 g, avec une bonne conservation et une tolérance au virus de l'enroulement jaune de la tomate (TYLCV). Un sachet de 10 g contient environ 3,000 graines (germination de 85% ou plus), de quoi planter à peu près 900 m² après élevage en pépinière et repiquage à 60 × 45 cm. Première récolte 65–70 jours après le repiquage.",
    },
    "Hybrid Chili Seeds 'Red Flame' — 10 g": {
      title: "Semences de piment hybride 'Red Flame' — 10 g",
      description:
        "Piment fort très productif aux fruits fins de 8–10 cm qui deviennent rouge brillant, adapté à la récolte en vert comme au séchage. Environ 2,000 graines par sachet, avec une germination d'au moins 75%. Semer en pépinière et repiquer les plants de 35–40 jours à 60 × 45 cm ; un sachet plante environ 400 m².",
    },
    "Cucumber Seeds F1 'Cool Green' — 25 g": {
      title: "Semences de concombre F1 'Cool Green' — 25 g",
      description:
        'Hybride gynoïque qui produit des fruits vert foncé de 18–20 cm dès environ 40 jours après le semis, idéal sur treillage ou filet. Le sachet contient environ 900 graines avec une germination minimale de 85%. Semer deux graines par poquet à 1.5 × 0.6 m et ne garder que le plant le plus vigoureux.',
    },
    "Okra Seeds 'Green Star' — 100 g": {
      title: "Semences de gombo 'Green Star' — 100 g",
      description:
        "Gombo à pollinisation libre aux gousses tendres à cinq côtes, avec une bonne tolérance à la mosaïque des nervures jaunes (YVMV). Faire tremper les graines dans l'eau pendant 12 heures avant le semis pour une levée plus rapide ; la germination est de 70% ou plus. Semer à 45 × 30 cm avec 8–10 kg par hectare ; ce sachet de 100 g couvre environ 100 m².",
    },
    "Hybrid Maize Seeds 'Golden 900' — 2 kg": {
      title: "Semences de maïs hybride 'Golden 900' — 2 kg",
      description:
        'Maïs hybride jaune simple, de 110–120 jours, aux tiges solides et aux grains jaune orangé bien remplis. Semences traitées, germination minimale de 90%. Semer à 60 × 20 cm, 18–20 kg par hectare : un sac plante donc environ 1,000 m². Potentiel de rendement de 8–10 t/ha avec une bonne conduite.',
    },
    "Certified Rice Seeds 'Aman Gold' — 5 kg": {
      title: "Semences certifiées de riz 'Aman Gold' — 5 kg",
      description:
        'Riz repiqué de cycle moyen (environ 135 jours) aux grains longs et fins, moyennement résistant à la bactériose des feuilles (flétrissement bactérien). Semences certifiées, germination minimale de 80%, humidité de 12%. À 25–30 kg de semences de pépinière par hectare, 5 kg donnent les plants pour environ 0.2 ha.',
    },
    "Certified Wheat Seeds 'Sonali Plus' — 20 kg": {
      title: "Semences certifiées de blé 'Sonali Plus' — 20 kg",
      description:
        'Blé tendre tolérant à la chaleur, de 105–110 jours, résistant à la rouille brune et avec un bon remplissage du grain malgré la chaleur de fin de saison. Germination de 85% ou plus. Semer en lignes espacées de 20 cm à 100–125 kg par hectare ; un sac sème environ 0.17 ha.',
    },
    "Watermelon Seeds F1 'Sugar Queen' — 50 g": {
      title: "Semences de pastèque F1 'Sugar Queen' — 50 g",
      description:
        'Pastèque ronde à rayures foncées, de 6–8 kg en moyenne, à chair rouge croquante de 11–12% de sucre (°Brix). Environ 1,200 graines par sachet, germination minimale de 85%. Planter à 2 × 0.6 m sur planches surélevées avec paillage ; récolter environ 80 jours après le semis, quand la vrille à côté du fruit est sèche.',
    },
    "Cauliflower Seeds 'Winter White' — 10 g": {
      title: "Semences de chou-fleur 'Winter White' — 10 g",
      description:
        'Chou-fleur de saison fraîche qui forme des pommes compactes, bien blanches et bien couvertes de 0.8–1 kg, 75–85 jours après le repiquage. Environ 3,000 graines par sachet, germination de 75% ou plus. Repiquer des plants de 4 semaines à 45 × 45 cm ; un sachet suffit pour environ 250 m².',
    },
    "Spinach Seeds 'Broadleaf' — 250 g": {
      title: "Semences d'épinard 'Broadleaf' — 250 g",
      description:
        'Épinard à feuilles lisses et à croissance rapide, prêt pour la première coupe 30–35 jours après le semis, qui repousse pour deux à trois coupes de plus. Germination minimale de 70%. Semer en lignes espacées de 20–25 cm à 25–30 kg par hectare : un sachet couvre donc environ 90 m².',
    },
    "Onion Seeds 'Red Creole' — 500 g": {
      title: "Semences d'oignon 'Red Creole' — 500 g",
      description:
        'Oignon rouge de jours courts aux bulbes piquants et fermes de 80–120 g, qui se conservent bien quatre à cinq mois après un bon séchage. Germination minimale de 75% ; dose de semis de 8–10 kg par hectare en pépinière. Repiquer des plants de 6–7 semaines à 15 × 10 cm ; ce sachet donne les plants pour environ 500 m².',
    },
    "Bitter Gourd Seeds F1 'Jade' — 50 g": {
      title: "Semences de margose (concombre amer) F1 'Jade' — 50 g",
      description:
        'Margose hybride vigoureuse aux fruits vert brillant et épineux de 20–25 cm, qui produit sans arrêt pendant deux mois. Environ 250 graines par sachet, germination minimale de 75%. Faire tremper les graines une nuit, semer deux graines par trou à 1.5 × 1 m et conduire les lianes sur un treillage.',
    },
    'Knapsack Sprayer 16 L': {
      title: 'Pulvérisateur à dos 16 L',
      description:
        'Pulvérisateur manuel à levier avec réservoir en polyéthylène traité anti-UV, lance en laiton et buse à cône réglable. Pression de travail de 2–4 bar ; bretelles rembourrées et large orifice de remplissage avec filtre. Livré avec une buse à jet plat de rechange pour le désherbage et un kit de joints.',
    },
    'Battery Knapsack Sprayer 18 L (12 V)': {
      title: 'Pulvérisateur à dos électrique sur batterie 18 L (12 V)',
      description:
        'Pulvérisateur électrique avec batterie lithium 12 V / 8 Ah qui pulvérise environ 10–12 réservoirs par charge à pression constante, sans le pompage fatigant. Livré avec une lance en inox de 60 cm, trois buses et un chargeur. Charge complète en 4–5 heures.',
    },
    'Drip Irrigation Kit 100 m²': {
      title: "Kit d'irrigation goutte-à-goutte 100 m²",
      description:
        "Kit complet pour une parcelle maraîchère de 100 m² : conduite principale de 16 mm, 10 rampes de 10 m avec goutteurs intégrés tous les 30 cm (2 L/h), un filtre à tamis de 120 mesh, une vanne, des raccords et des bouchons d'extrémité. Fonctionne avec une pompe ou un réservoir surélevé d'au moins 2 m de hauteur. Économise en général 30–50% d'eau par rapport à l'irrigation à la raie.",
    },
    'Lay-Flat Irrigation Hose 2" — 50 m': {
      title: 'Tuyau plat d\'irrigation 2" — 50 m',
      description:
        "Tuyau plat de refoulement en PVC renforcé, diamètre intérieur de 2 pouces (50 mm), pour une pression de travail de 4 bar. Il s'enroule à plat pour le rangement et amène l'eau de la pompe à travers les champs sans creuser de canaux. S'adapte aux sorties de pompe standard de 2 pouces avec des colliers de serrage (non fournis).",
    },
    'Forged Steel Spade with Ash Handle': {
      title: 'Bêche en acier forgé avec manche en frêne',
      description:
        "Lame en acier au carbone traité thermiquement (29 × 19 cm), forgée d'une seule pièce avec une longue douille pour résister quand on bêche une terre lourde. Manche en frêne séché de 110 cm avec poignée en D. Le rebord en haut de la lame protège vos bottes.",
    },
    '14-Tooth Bow Rake': {
      title: 'Râteau à arceaux 14 dents',
      description:
        'Râteau en acier à arceaux avec 14 dents trempées et une tête de 36 cm pour niveler les planches de semis, casser les mottes et ramasser les débris de culture. Les arceaux amortissent les chocs, et le manche en bois de 150 cm évite de trop se pencher.',
    },
    'Push Wheel Hoe Weeder': {
      title: 'Houe à roue (sarcleuse à pousser)',
      description:
        "Houe à une roue avec une lame oscillante de 20 cm qui coupe les mauvaises herbes juste sous la surface, en poussant comme en tirant. Désherbe une ligne de 100 m en quelques minutes entre des cultures semées en lignes comme l'oignon, le blé ou les légumes. Guidon réglable en hauteur ; lames de rechange disponibles.",
    },
    'Bypass Pruning Secateurs 8"': {
      title: 'Sécateur de taille à lames croisantes 8"',
      description:
        "Sécateur à lames croisantes avec une lame en acier SK5 trempé qui coupe net jusqu'à 20 mm d'épaisseur, pour les arbres fruitiers, la vigne et la récolte. Poignées antidérapantes, verrou de sécurité et ressort remplaçable. Essuyez les lames à l'alcool entre deux plantes pour ne pas propager les maladies.",
    },
    'Hand-Push Row Seeder with 6 Rollers': {
      title: 'Semoir manuel en ligne à pousser avec 6 rouleaux',
      description:
        "Semoir à une ligne qui ouvre le sillon, dépose la graine et la recouvre en un seul passage. Six rouleaux de distribution interchangeables conviennent à des cultures allant de l'oignon et de la carotte au maïs et aux haricots ; profondeur réglable de 1 à 5 cm. Sème jusqu'à 0.2 ha à l'heure avec un espacement régulier.",
    },
    'Petrol Brush Cutter 52 cc': {
      title: 'Débroussailleuse à essence 52 cc',
      description:
        "Moteur 2 temps de 52 cc (environ 1.9 kW) avec tube droit, lame acier à 3 dents et tête à fil nylon pour nettoyer les diguettes, les vergers et les bords de champ. Livrée avec un harnais double d'épaules. Fonctionne au mélange essence-huile 25:1 ; portez toujours des lunettes de protection et un casque anti-bruit.",
    },
    'Serrated Harvesting Sickle': {
      title: 'Faucille de récolte dentelée',
      description:
        'Faucille légère en acier au carbone à tranchant dentelé qui reste affûtée pendant de longues journées de coupe du riz, du blé et du fourrage. Manche en bois dur avec garde-doigts.',
    },
    'NPK 20-20-20 Water-Soluble Fertilizer 1 kg': {
      title: "Engrais NPK 20-20-20 soluble dans l'eau 1 kg",
      description:
        "NPK équilibré entièrement soluble dans l'eau, avec oligo-éléments, pour la pulvérisation foliaire et la fertigation pendant la croissance végétative. Dose foliaire de 3–5 g par litre d'eau ; au goutte-à-goutte 3–5 kg par hectare et par semaine. Se dissout sans résidu, donc ne bouche pas les goutteurs.",
    },
    'Urea 46% N — 50 kg': {
      title: 'Engrais urée 46% N — 50 kg',
      description:
        "Urée granulée à 46% d'azote, la source d'azote solide la plus concentrée. Appliquer en plusieurs apports (par exemple au fond, au tallage et à l'initiation paniculaire pour le riz) et enfouir ou irriguer peu après pour réduire les pertes d'ammoniac. Un sac apporte 23 kg de N.",
    },
    'Triple Super Phosphate (TSP) 46% P₂O₅ — 50 kg': {
      title: 'Engrais superphosphate triple (TSP) 46% P₂O₅ — 50 kg',
      description:
        'Engrais phosphaté granulé à 46% de P₂O₅ plus environ 13% de calcium, pour le développement des racines et la vigueur au départ. Apporter toute la dose à la dernière préparation du sol ou dans la ligne de semis, car le phosphore bouge très peu dans le sol. Un sac apporte 23 kg de P₂O₅.',
    },
    'DAP Diammonium Phosphate 18-46-0 — 50 kg': {
      title: 'Engrais phosphate diammonique (DAP) 18-46-0 — 50 kg',
      description:
        "DAP granulé à 18% d'azote et 46% de P₂O₅, l'engrais de fond habituel du riz, du blé, du maïs et de la pomme de terre. L'épandre et l'enfouir à la dernière préparation du sol, ou le placer à 5 cm à côté et en dessous de la ligne de semis ; ne pas le mélanger à la semence. Un sac apporte 9 kg de N et 23 kg de P₂O₅.",
    },
    'Muriate of Potash (MOP) 60% K₂O — 50 kg': {
      title: 'Engrais chlorure de potassium (potasse, MOP) 60% K₂O — 50 kg',
      description:
        "Chlorure de potassium à 60% de K₂O, qui améliore le remplissage des grains, la qualité des fruits, la tolérance à la sécheresse et la résistance aux maladies. S'applique en général en fumure de fond ; sur sols légers, le fractionner entre la plantation et le début de la floraison. Éviter les fortes doses sur les cultures sensibles au chlore comme le tabac.",
    },
    'Vermicompost Organic Manure 25 kg': {
      title: 'Engrais organique vermicompost (lombricompost) 25 kg',
      description:
        "Compost tamisé, transformé par les vers de terre, riche en humus et en microbes utiles, à environ 1.5% N, 0.8% P₂O₅ et 0.8% K₂O. Mélanger 200–500 g dans chaque trou de plantation ou épandre 2.5–5 t par hectare avant le semis. Sans odeur et prêt à l'emploi.",
    },
    'Zinc Sulphate Monohydrate 33% Zn — 1 kg': {
      title: 'Engrais sulfate de zinc monohydraté 33% Zn — 1 kg',
      description:
        'Corrige la carence en zinc, qui se voit par le bronzage des feuilles ("khaira") sur le riz et le bourgeon blanc sur le maïs. Au sol, 10–15 kg par hectare une fois toutes les deux à trois saisons, ou en pulvérisation foliaire à 5 g par litre neutralisée avec 2.5 g de chaux. Ne pas mélanger dans la même cuve avec des engrais phosphatés.',
    },
    'Chelated Micronutrient Mix 500 g': {
      title: "Mélange d'oligo-éléments chélatés 500 g",
      description:
        "Fer, manganèse, zinc et cuivre chélatés EDTA, avec bore et molybdène, dans une seule poudre soluble dans l'eau, contre les carences cachées des légumes et des arbres fruitiers. Pulvériser 1–1.5 g par litre tous les 15 jours à partir de trois semaines après le repiquage. La chélation garde les métaux disponibles même dans une eau calcaire (alcaline).",
    },
    'Boron 20% Foliar Fertilizer 500 g': {
      title: 'Engrais foliaire bore 20% 500 g',
      description:
        'Octaborate disodique (20% B), entièrement soluble, pour les cultures qui consomment beaucoup de bore : chou-fleur, moutarde, arachide et arbres fruitiers. Le bore améliore la pollinisation et la nouaison et évite la tige creuse. Pulvériser 1 g par litre au bourgeonnement puis à la floraison ; ne pas dépasser la dose, car le bore en excès est toxique.',
    },
    'Calcium Nitrate 15.5% N + 19% Ca — 25 kg': {
      title: 'Engrais nitrate de calcium 15.5% N + 19% Ca — 25 kg',
      description:
        "Calcium soluble et azote nitrique pour la fertigation et l'apport en couverture sur tomate, piment, poivron et arbres fruitiers ; aide à prévenir la pourriture apicale (cul noir) et la brûlure des bords des feuilles. Fertiguer 5–10 kg par hectare et par semaine. Garder séparé des engrais phosphatés et sulfatés dans les bacs de solution mère.",
    },
    'Liquid Seaweed Extract 1 L': {
      title: "Extrait liquide d'algues 1 L",
      description:
        "Extrait d'algues brunes (Ascophyllum) traité à froid, avec des substances de croissance naturelles, des acides aminés et des oligo-éléments. Pulvériser 2–3 ml par litre au repiquage, avant la floraison et à la nouaison pour réduire le choc de repiquage et le stress dû à la chaleur. Compatible avec la plupart des engrais foliaires.",
    },
    'Agricultural Gypsum 25 kg': {
      title: 'Gypse agricole (plâtre) 25 kg',
      description:
        "Sulfate de calcium qui apporte environ 22% de calcium et 17% de soufre, pour le remplissage des gousses d'arachide, les oléagineux et la récupération des sols sodiques. Apporter 250–500 kg par hectare à la floraison de l'arachide ou selon une analyse de sol. Il ne change pas le pH du sol.",
    },
    'Neem Oil Emulsifiable Concentrate 500 ml': {
      title: 'Huile de neem concentré émulsionnable 500 ml',
      description:
        "Huile de neem pressée à froid en EC, à 1500 ppm d'azadirachtine, qui repousse et perturbe les pucerons, les mouches blanches, les acariens et les jeunes chenilles. Mélanger 3–5 ml par litre d'eau et pulvériser le soir tous les 7–10 jours. Peu toxique pour les personnes et les auxiliaires, mais portez des gants et évitez de pulvériser les fleurs ouvertes quand les abeilles butinent.",
    },
    'Mancozeb 75% WP Fungicide 1 kg': {
      title: 'Fongicide mancozeb 75% WP 1 kg',
      description:
        "Fongicide de contact préventif contre l'alternariose et le mildiou de la pomme de terre et de la tomate, les taches foliaires et les mildious. Pulvériser 2–2.5 g par litre avant l'apparition de la maladie et répéter tous les 7–10 jours par temps humide. Portez gants, masque et lunettes pour faire le mélange, et respectez le délai avant récolte indiqué sur l'étiquette.",
    },
    'Imidacloprid 17.8% SL Insecticide 250 ml': {
      title: 'Insecticide imidaclopride 17.8% SL 250 ml',
      description:
        "Insecticide systémique contre les ravageurs piqueurs-suceurs comme les pucerons, les jassides (cicadelles), les mouches blanches et les cicadelles du riz. Utiliser 0.3–0.5 ml par litre d'eau ; ne pas pulvériser plus de deux fois par saison et alterner avec un autre mode d'action. Très toxique pour les abeilles : ne jamais traiter une culture en fleurs, et porter un équipement de protection complet pour le manipuler.",
    },
    'Trichoderma Bio-Fungicide 1 kg': {
      title: 'Biofongicide Trichoderma 1 kg',
      description:
        "Formulation au talc de Trichoderma viride (2 × 10⁶ UFC/g) qui protège les racines contre la fonte des semis, le flétrissement et la pourriture des racines. Traiter les semences à 5–10 g par kg, ou mélanger 2.5 kg avec 100 kg de compost humide, laisser une semaine à l'ombre et épandre sur un hectare. Ne pas associer à des fongicides chimiques.",
    },
    'Bt kurstaki Biological Insecticide 500 g': {
      title: 'Insecticide biologique Bt kurstaki 500 g',
      description:
        "Poudre mouillable de Bacillus thuringiensis var. kurstaki qui tue les chenilles comme la teigne des crucifères, les foreurs des fruits et les chenilles légionnaires dès qu'elles mangent les feuilles traitées, tout en épargnant les abeilles et les prédateurs. Pulvériser 1–2 g par litre sur les jeunes larves, de préférence en fin de journée, et répéter après 7 jours. Conserver en dessous de 30 °C.",
    },
    'Copper Oxychloride 50% WP 500 g': {
      title: 'Oxychlorure de cuivre 50% WP 500 g',
      description:
        'Fongicide et bactéricide à base de cuivre contre les taches bactériennes des feuilles, le chancre des agrumes, les brûlures des feuilles et le mildiou. Pulvériser 3 g par litre tous les 10–14 jours. Éviter de traiter les fleurs des cultures sensibles par temps frais et humide ; portez des gants et un masque pour faire le mélange.',
    },
    'Azoxystrobin 23% SC Fungicide 100 ml': {
      title: 'Fongicide azoxystrobine 23% SC 100 ml',
      description:
        "Fongicide systémique de la famille des strobilurines, à action préventive et curative contre la pyriculariose, la rhizoctonie des gaines, l'anthracnose et l'oïdium. Utiliser 1 ml par litre ; pas plus de deux traitements par saison, en alternance avec un fongicide d'un autre groupe. Très toxique pour les poissons : tenir loin des étangs et des canaux.",
    },
    'Emamectin Benzoate 5% SG Insecticide 100 g': {
      title: "Insecticide benzoate d'émamectine 5% SG 100 g",
      description:
        "Granulés solubles contre les chenilles, dont la chenille légionnaire d'automne, le foreur des fruits et des pousses et le foreur des gousses. Dissoudre 0.4 g par litre et diriger la pulvérisation dans le cornet du maïs ou sur les parties qui portent les fruits. Toxique pour les abeilles et les poissons ; portez gants, masque et manches longues, et lavez-vous bien après usage.",
    },
    'Sulphur 80% WDG Fungicide 1 kg': {
      title: 'Fongicide soufre 80% WDG 1 kg',
      description:
        "Granulés de soufre mouillable qui contrôlent l'oïdium et freinent les acariens sur le manguier, la vigne, les légumes et les légumineuses. Pulvériser 2–3 g par litre. Ne pas appliquer quand la température dépasse 32 °C ni dans les deux semaines qui suivent un traitement à l'huile, car les feuilles peuvent brûler.",
    },
    'Spinosad 45% SC Insecticide 60 ml': {
      title: 'Insecticide spinosad 45% SC 60 ml',
      description:
        "Insecticide d'origine naturelle (issu d'une bactérie du sol) contre les thrips, les mineuses et les chenilles sur piment, oignon, chou et cotonnier. Utiliser 0.3–0.4 ml par litre ; un flacon de 60 ml traite environ 150–200 litres de bouillie. Toxique pour les abeilles jusqu'à ce que la pulvérisation sèche, donc traiter le soir.",
    },
    'Lambda-Cyhalothrin 5% EC Insecticide 500 ml': {
      title: 'Insecticide lambda-cyhalothrine 5% EC 500 ml',
      description:
        "Pyréthrinoïde à action rapide contre les ravageurs broyeurs et piqueurs comme les foreurs des gousses, les foreurs des tiges, les coléoptères et les punaises. Utiliser 1 ml par litre d'eau et ne pas traiter le même champ plus de deux fois par saison pour retarder la résistance. Très toxique pour les poissons et les abeilles ; portez gants, lunettes et masque, et ne pulvérisez jamais contre le vent.",
    },
    'Silver-Black Mulch Film 25 µm — 1.2 m × 400 m': {
      title: 'Film de paillage argent-noir 25 µm — 1.2 m × 400 m',
      description:
        "Paillage en polyéthylène traité anti-UV : face argentée dessus pour repousser pucerons et mouches blanches et garder les racines au frais, face noire dessous pour bloquer les mauvaises herbes. Réduit les besoins en irrigation et garde les fruits hors du sol. Un rouleau couvre environ 400 m de planche surélevée jusqu'à 90 cm de large et dure une à deux saisons.",
    },
    'Soil Test Kit — pH, N, P, K (50 tests)': {
      title: "Kit d'analyse de sol — pH, N, P, K (50 tests)",
      description:
        "Kit à nuancier de couleurs pour des tests rapides à la ferme du pH du sol, de l'azote nitrique, du phosphore et du potassium, avec des réactifs pour 50 tests et un guide pas à pas. Les résultats prennent environ 15 minutes et vous aident à ajuster les doses d'engrais entre deux analyses en laboratoire.",
    },
    'HDPE Grow Bags 12 × 12 in (Pack of 10)': {
      title: 'Sacs de culture PEHD 12 × 12 pouces (lot de 10)',
      description:
        'Sacs de culture traités anti-UV, blancs dehors et noirs dedans, avec trous de drainage, contenant chacun environ 15–20 litres de terreau. Idéals pour les légumes sur les toits, le piment, la tomate et les plants de pépinière. Réutilisables trois à quatre saisons.',
    },
    'Anti-Bird Net 4 m × 10 m': {
      title: 'Filet anti-oiseaux 4 m × 10 m',
      description:
        'Filet tricoté en polyéthylène à mailles de 20 mm qui éloigne les oiseaux des fruits mûrs, des grains et des pépinières sans les blesser. Traité anti-UV pour plusieurs saisons en plein air ; assez léger pour être posé directement sur les arbres ou tendu sur des perches de bambou.',
    },
    'Insect-Proof Net 40 Mesh — 2 m × 25 m': {
      title: 'Filet anti-insectes 40 mesh — 2 m × 25 m',
      description:
        "Filet fin en nylon de 40 mesh pour les planches de pépinière et les tunnels en filet, qui arrête les mouches blanches, les pucerons et les papillons, principaux transmetteurs des virus de l'enroulement des feuilles et de la mosaïque. Laisse passer environ 80% de la lumière et de l'air. Couvrir les pépinières du semis jusqu'au repiquage pour des plants plus sains et sans virus.",
    },
    'Green Shade Net 50% — 3 m × 10 m': {
      title: "Filet d'ombrage vert 50% — 3 m × 10 m",
      description:
        "Filet d'ombrage tissé qui réduit l'ensoleillement de 50%, pour baisser la température des feuilles dans les pépinières d'été, les légumes-feuilles et les abris d'orchidées ou de plantes ornementales. Le tricot Raschel ne s'effiloche pas à la coupe ; bords renforcés avec œillets tous les 50 cm.",
    },
    'Yellow Sticky Traps (Pack of 25)': {
      title: 'Pièges jaunes englués (lot de 25)',
      description:
        'Plaques engluées jaunes double face de 25 × 20 cm qui capturent les mouches blanches, les pucerons, les mineuses et les mouches des terreaux, et vous montrent tôt quand les ravageurs augmentent. Accrocher 15–20 pièges pour 1,000 m² juste au-dessus de la culture et les remplacer quand ils sont couverts. Sans pesticide.',
    },
    '3-in-1 Soil Moisture, pH and Light Meter': {
      title: 'Testeur 3 en 1 humidité du sol, pH et lumière',
      description:
        "Testeur à sonde sans pile qui mesure l'humidité du sol, le pH et la lumière grâce à un simple commutateur, pratique pour savoir quand arroser les pots, les planches et les sacs de culture. Enfoncer la sonde de 20 cm dans un sol humide et lire en moins d'une minute ; l'essuyer après chaque usage.",
    },
    'Seedling Trays 105 Cells (Pack of 10)': {
      title: 'Plaques de semis 105 alvéoles (lot de 10)',
      description:
        'Plaques alvéolées rigides en polypropylène noir (54 × 28 cm) pour élever des plants de légumes réguliers dans la fibre de coco (cocopeat). Chaque alvéole contient environ 25 ml ; les plants sortent avec la motte intacte, donc le choc de repiquage est minime. Réutilisables après lavage.',
    },
    'Hermetic Grain Storage Bags 50 kg (Pack of 5)': {
      title: 'Sacs hermétiques de stockage des grains 50 kg (lot de 5)',
      description:
        "Sacs intérieurs étanches à plusieurs couches qui se placent dans un sac tissé ordinaire. Une fois fermés, l'oxygène à l'intérieur baisse vite, ce qui tue les charançons et les teignes sans produits chimiques et garde les semences et les grains au sec. Ne stocker que des grains séchés à 12% d'humidité ou moins.",
    },
  },
  advice: {
    'Integrated Pest Management: A Practical Starting Point': {
      title: 'La lutte intégrée contre les ravageurs : un point de départ pratique',
      description:
        "La lutte intégrée contre les ravageurs (IPM, ou PIC en français) n'est pas un produit qu'on achète. C'est une façon de décider quand et comment agir contre les ravageurs, pour protéger la culture tout en dépensant moins en traitements et en gardant les insectes utiles qui travaillent gratuitement pour vous. La plupart des agriculteurs qui l'adoptent réduisent leurs dépenses en pesticides et voient moins d'attaques après une ou deux saisons.\n\n" +
        "1. Savoir ce qu'il y a dans le champ: Parcourez le champ au moins une fois par semaine en zigzag, en vous arrêtant à dix endroits ou plus. Retournez les feuilles, regardez dans les cornets et les fleurs, et notez ce que vous voyez : le ravageur, combien il y en a, et quels ennemis naturels (coccinelles, araignées, larves de syrphes, pucerons parasités) sont présents. Un carnet ou des photos prises au téléphone permettent de voir facilement comment la situation évolue.\n\n" +
        "2. Suivre les seuils, pas le calendrier: Quelques insectes justifient rarement un traitement. Agissez quand les dégâts atteignent le seuil économique, c'est-à-dire le niveau où le traitement coûte moins cher que la perte qu'il évite. Pour le riz, par exemple, un repère courant pour le foreur jaune des tiges est d'environ 5% de cœurs morts ; votre service local de vulgarisation agricole publie les chiffres pour les principaux ravageurs de vos cultures.\n\n" +
        "3. Prévenir avant de guérir: Choisissez des variétés résistantes ou tolérantes, utilisez des semences propres et certifiées, faites tourner des cultures de familles différentes et détruisez les résidus de culture qui transportent les ravageurs vers la saison suivante. Une fumure équilibrée compte aussi : trop d'azote donne une végétation tendre et abondante qui attire les cicadelles, les pucerons et les chenilles qui mangent les feuilles.\n\n" +
        "4. Utiliser les moyens physiques et biologiques: Les pièges jaunes englués montrent quand les mouches blanches et les pucerons arrivent. Les pièges à phéromones surveillent, et à forte densité désorientent, les papillons comme les foreurs des fruits. Les filets anti-insectes empêchent les transmetteurs de virus d'atteindre les pépinières. Les produits biologiques comme Bacillus thuringiensis, Trichoderma et le neem agissent sur le ravageur en faisant peu de mal aux prédateurs et aux pollinisateurs.\n\n" +
        "5. Les produits chimiques en dernier, et bien appliqués: Quand un seuil est dépassé et que les autres mesures ne suffisent pas, choisissez un produit homologué pour ce ravageur et cette culture, de préférence sélectif. Ne traitez que la zone touchée, à la dose de l'étiquette, et alternez entre des groupes de modes d'action différents (le code IRAC ou FRAC sur l'étiquette) pour que les ravageurs ne deviennent pas résistants. Notez ce que vous avez pulvérisé et quand, et revenez quelques jours plus tard pour vérifier que cela a marché.\n\n" +
        "La lutte intégrée demande un peu plus d'attention au début, mais l'habitude de regarder avant de traiter est vite rentabilisée.",
    },
    'How to Take a Soil Sample and Read the Test Report': {
      title: "Comment prélever un échantillon de sol et lire le résultat d'analyse",
      description:
        "Une analyse de sol coûte moins cher qu'un seul sac d'engrais et vous dit quels éléments manquent vraiment à votre champ. Bien utilisée, elle vous évite de payer pour des éléments que le sol contient déjà et montre des problèmes, comme l'acidité ou la carence en zinc, que l'urée ne corrigera jamais, quelle que soit la quantité.\n\n" +
        "1. Bien prélever: Analysez séparément chaque champ, ou chaque partie de champ qui diffère par la couleur, la pente ou l'historique. Prélevez 15–20 petites carottes dans les 15–20 premiers cm en suivant un chemin en zigzag, en évitant les diguettes, les anciens tas de fumier, les bandes d'engrais et les coins mouillés. Mélangez-les dans un seau propre, enlevez les cailloux et les racines, et envoyez environ 500 g, avec une étiquette portant votre nom, le champ et la dernière culture. Prélevez après la récolte et avant de mettre l'engrais, tous les deux à trois ans.\n\n" +
        "2. Le pH: C'est le premier chiffre à lire. La plupart des cultures poussent le mieux entre 6.0 et 7.5. En dessous d'environ 5.5, le phosphore est bloqué et l'aluminium peut abîmer les racines ; le chaulage est en général la solution. Au-dessus de 8.0, le zinc, le fer et le phosphore sont moins disponibles, et au-dessus de 8.5 le sodium peut poser un problème que le gypse aide à corriger.\n\n" +
        "3. Conductivité électrique (CE): La CE mesure les sels. Des valeurs basses sont normales ; une valeur élevée avertit que les cultures sensibles au sel comme le haricot, l'oignon et la carotte risquent de souffrir, et qu'il faut irriguer assez pour entraîner les sels sous la zone des racines.\n\n" +
        "4. Carbone organique: C'est un indicateur de la matière organique et de l'azote que le sol peut libérer. Beaucoup de sols tropicaux sont en dessous de 0.5%, ce qui est faible. Le compost, les résidus de culture et les engrais verts le font monter lentement mais sûrement.\n\n" +
        "5. Azote, phosphore et potassium: Les laboratoires utilisent des méthodes d'extraction différentes, alors fiez-vous à la colonne d'appréciation (faible, moyen, élevé) plutôt que de comparer les chiffres bruts d'un laboratoire à l'autre. En règle générale, augmentez d'environ un quart à la moitié la dose normale d'un élément jugé faible, et baissez-la d'autant là où il est jugé élevé.\n\n" +
        "6. Oligo-éléments: Le zinc, le bore, le soufre et le fer sont souvent donnés à part. La carence en zinc est fréquente dans le riz inondé et les sols alcalins, celle en bore dans les zones de chou-fleur, de moutarde et d'arachide. Ne corrigez que ce que le rapport indique comme faible ; trop de bore, par exemple, est toxique.\n\n" +
        "Gardez vos résultats d'analyse ensemble. En les comparant au fil des années, vous voyez si votre programme d'engrais et de fumier enrichit le sol ou l'épuise petit à petit.",
    },
    'Safe Pesticide Handling: Protective Equipment and Good Habits': {
      title: 'Manipuler les pesticides sans danger : équipement de protection et bonnes habitudes',
      description:
        "Les pesticides sont faits pour tuer des êtres vivants, et la personne la plus exposée est celle qui prépare la bouillie et pulvérise. La plupart des intoxications n'arrivent pas par malchance mais à cause de petits raccourcis répétés chaque saison. Ces habitudes vous protègent, vous, votre famille et vos clients.\n\n" +
        "1. Lire d'abord l'étiquette: L'étiquette fait loi pour ce produit. Elle donne la culture, le ravageur, la dose, l'équipement de protection obligatoire, le délai avant récolte (nombre de jours entre le dernier traitement et la récolte) et les premiers secours. Si vous ne pouvez pas la lire, demandez au vendeur de vous l'expliquer avant de quitter la boutique.\n\n" +
        "2. Porter le bon équipement: Au minimum, utilisez des gants en nitrile résistants aux produits chimiques (pas en coton ni en cuir, qui absorbent le liquide), une chemise à manches longues et un pantalon long porté par-dessus des bottes en caoutchouc, des lunettes ou une visière, et un masque ou un appareil respiratoire adapté à la pulvérisation. Le mélange du produit concentré est le moment le plus dangereux, alors mettez tout l'équipement avant d'ouvrir le bidon.\n\n" +
        "3. Mélanger et pulvériser avec soin: Mesurez avec un gobelet ou une seringue réservés à cet usage, jamais à l'œil. Faites le mélange dehors, loin des puits, des étangs et des enfants. Vérifiez que le pulvérisateur ne fuit ni par la cuve, ni par le tuyau, ni par la lance. Pulvérisez à la fraîche, le matin ou le soir, quand le vent est faible, marchez de façon que le vent emporte la dérive loin de vous, et ne soufflez jamais avec la bouche dans une buse bouchée.\n\n" +
        "4. Nettoyer: Rincez trois fois les bidons vides et versez l'eau de rinçage dans le pulvérisateur. Percez les bidons pour qu'on ne puisse pas les réutiliser pour la nourriture ou l'eau, et rapportez-les à un point de collecte s'il en existe un. Lavez le pulvérisateur loin des points d'eau. Ensuite lavez vos gants avant de les enlever, prenez une douche et lavez les habits de travail à part du linge de la famille.\n\n" +
        "5. Stocker en sécurité: Gardez les produits dans leur emballage d'origine, dans un endroit fermé à clé, sec et aéré, hors de portée des enfants et loin de la nourriture et des aliments pour animaux.\n\n" +
        "6. Connaître les signes d'alerte: Mal de tête, vertiges, nausées, forte transpiration, vue trouble ou pupilles rétrécies après un traitement peuvent signaler une intoxication. Emmenez la personne à l'air frais, enlevez les vêtements contaminés, lavez la peau avec beaucoup d'eau et de savon (rincez les yeux pendant 15 minutes) et allez directement au centre de santé avec l'étiquette du produit. Ne faites pas vomir sauf si l'étiquette le dit.",
    },
    'Scheduling Drip Irrigation for Vegetables': {
      title: "Programmer l'irrigation goutte-à-goutte des légumes",
      description:
        "Le goutte-à-goutte apporte l'eau directement à la zone des racines, mais il n'économise l'eau et n'augmente les rendements que si on le fait tourner pendant la bonne durée. Trop peu stresse la culture ; trop entraîne les éléments nutritifs sous les racines et favorise la pourriture des racines. Un calcul simple vous donne une bonne approximation, et le sol vous dit le reste.\n\n" +
        "1. Partir de la consommation d'eau de la culture: Le besoin en eau journalier d'une culture (ETc) est égal à l'évapotranspiration de référence (ET0) de votre zone multipliée par un coefficient cultural (Kc). L'ET0 est publiée par les services météo et va en général de 3 mm par jour par temps frais et nuageux à 6–7 mm par temps chaud et sec. Pour la tomate, le Kc est d'environ 0.6 après le repiquage, monte à environ 1.15 quand le feuillage couvre tout et à la floraison, puis redescend à 0.7–0.9 quand les derniers fruits mûrissent.\n\n" +
        "2. Convertir en litres par plante: Un millimètre sur un mètre carré fait un litre. Prenons la tomate à 60 × 45 cm, soit 0.27 m² par plante. Un jour où l'ET0 est de 5 mm, avec le feuillage complet, l'ETc est de 5 × 1.15 = 5.75 mm, donc chaque plante a besoin d'environ 5.75 × 0.27 = 1.55 litre. En divisant par une efficacité du goutte-à-goutte de 0.9, on obtient environ 1.7 litre.\n\n" +
        "3. Calculer la durée d'arrosage: La durée d'arrosage est égale à l'eau nécessaire par plante divisée par le débit des goutteurs par plante. Avec un goutteur de 2 L/h par plante, 1.7 litre demande environ 52 minutes. En début de saison, le même calcul peut ne donner que 20–25 minutes.\n\n" +
        "4. Fractionner sur les sols légers: Les sols sableux retiennent peu d'eau, alors partagez la quantité du jour en deux ou trois arrosages courts. Les sols argileux peuvent être irrigués une fois par jour ou tous les deux jours.\n\n" +
        "5. Vérifier le sol, pas seulement la minuterie: Creusez à côté d'un goutteur le lendemain d'un arrosage. À 15–20 cm, la terre doit se tenir quand on la serre dans la main, sans laisser couler d'eau. Un tensiomètre ou un humidimètre de sol rend cela plus facile.\n\n" +
        "6. Garder le système en bon état: Purgez les rampes et nettoyez le filtre toutes les une à deux semaines, et traitez les conduites à l'acide ou au chlore si les goutteurs se bouchent avec le calcaire ou les algues. La fertigation marche le mieux pendant le tiers du milieu de chaque arrosage, pour que de l'eau propre rince les conduites avant l'arrêt du système.",
    },
    'Choosing Good Seed and Storing It Well': {
      title: 'Bien choisir ses semences et bien les conserver',
      description:
        "La semence est l'intrant le moins cher dans la plupart des fermes, et c'est elle qui limite tout ce qui suit. Un champ semé avec de mauvaises semences démarre avec des manques et des plantes faibles qu'aucun engrais ne peut rattraper. Un peu de soin à l'achat et au stockage des semences protège toute la saison.\n\n" +
        "1. Acheter à une source fiable: Choisissez des semences certifiées ou correctement étiquetées, en sachets fermés. Vérifiez sur l'étiquette le nom de la variété, le numéro de lot, le taux de germination, la pureté et la date d'analyse ou de péremption. Évitez les semences en vrac d'origine inconnue, même si elles sont bon marché.\n\n" +
        "2. Adapter la variété au champ: Pensez à la durée du cycle (arrivera-t-elle à maturité avant les pluies, la chaleur ou la culture suivante ?), à la résistance aux maladies fréquentes dans votre zone, à ce que le marché préfère en taille, couleur et goût, et demandez-vous si elle a besoin de plus d'engrais et d'eau que vous ne pouvez en apporter.\n\n" +
        "3. Hybride ou à pollinisation libre: Les hybrides F1 donnent des cultures homogènes et très productives, mais il faut les racheter chaque saison, car les graines qu'on en récolte donnent des plantes mélangées et plus faibles. Les variétés à pollinisation libre peuvent être ressemées si vous choisissez des plantes saines et conformes à la variété et que vous les gardez isolées des autres variétés de la même culture.\n\n" +
        '4. Tester la germination avant le semis: Mettez 100 graines sur du papier absorbant mouillé, roulez-le sans serrer, gardez-le humide et au chaud, et comptez les plantules après 5–10 jours selon la culture. Si 80 germent, la germination est de 80% ; si le résultat est faible, augmentez la dose de semis ou changez de semences.\n\n' +
        "5. Bien sécher les semences: L'humidité est l'ennemie des semences stockées. Les céréales se conservent bien à 12% d'humidité ou moins, et la plupart des semences de légumes à 6–8%. Une règle utile : chaque baisse de 1% de l'humidité de la graine, ou de 5 °C de la température de stockage, double à peu près la durée de conservation.\n\n" +
        "6. Stocker au frais, au sec et fermé: Gardez les semences dans des récipients étanches comme des sacs hermétiques ou des bocaux fermés avec un sachet de gel de silice sec, dans l'endroit le plus frais et le plus sombre dont vous disposez. Étiquetez chaque récipient avec la variété et la date, et tenez-le loin des engrais, des pesticides et des rongeurs.\n\n" +
        '7. Traiter avant le semis: Le traitement des semences avec un fongicide ou un agent biologique comme Trichoderma protège les plantules contre la fonte des semis et les maladies transmises par les semences, pour quelques centimes par kilogramme.',
    },
    'Making Good Compost on the Farm': {
      title: 'Faire un bon compost à la ferme',
      description:
        "Le compost transforme les résidus de culture, les mauvaises herbes et le fumier en matière organique stable qui nourrit la vie du sol, retient l'eau et libère les éléments nutritifs lentement. Un bon compost n'est pas simplement des déchets pourris : on le fait en gérant l'air, l'eau et l'équilibre des matières pour que le tas chauffe et se décompose vite.\n\n" +
        '1. Équilibrer les matières brunes et vertes: Les "bruns" secs, riches en carbone (paille, feuilles sèches, tiges de maïs, sciure), doivent être mélangés avec des "verts" humides, riches en azote (mauvaises herbes fraîches, déchets de légumes, engrais vert, bouse et fumier). Visez à peu près deux à trois volumes de bruns pour un volume de verts, ce qui donne le rapport carbone/azote d\'environ 25–30:1 que les microbes préfèrent. Coupez les matières grossières en morceaux de 5–10 cm pour qu\'elles se décomposent plus vite.\n\n' +
        "2. Monter le tas en couches: Choisissez un endroit ombragé et bien drainé. Faites un tas d'environ 1.5 m de large et 1–1.5 m de haut, de la longueur que vous voulez. Alternez des couches de 15–20 cm de bruns et de verts et saupoudrez un peu de terre ou de vieux compost sur chaque couche pour apporter des microbes. Un tas plus petit qu'environ un mètre cube perd sa chaleur trop vite.\n\n" +
        "3. Le garder humide: La matière doit être comme une éponge essorée, avec quelques gouttes d'eau quand on la serre dans la main. Arrosez chaque couche en montant le tas, et couvrez-le avec de la paille ou une bâche en cas de forte pluie ou de fort soleil.\n\n" +
        "4. Le laisser chauffer et le retourner: Un tas bien monté atteint 55–65 °C en quelques jours. Plusieurs jours à ces températures tuent la plupart des graines de mauvaises herbes et des germes de maladies. Retournez le tas toutes les une à deux semaines, en mettant au centre la matière de l'extérieur ; il chauffera de nouveau. Quand il ne chauffe plus après un retournement, la phase active est terminée.\n\n" +
        "5. Savoir quand il est prêt: Le compost mûr est sombre, friable et sent la terre de forêt, et on ne reconnaît plus les matières de départ. Cela prend en général deux à trois mois en climat chaud. Laissez-le mûrir encore quelques semaines avant de l'utiliser pour les plants.\n\n" +
        "6. Bien l'utiliser: Apportez 5–10 t par hectare à la préparation du sol, ou quelques poignées dans chaque trou de plantation. N'y mettez pas de viande, d'huile, de plastique ni de plantes atteintes de maladies à virus, et n'utilisez jamais d'excréments humains.",
    },
    'Cutting Post-Harvest Losses from Field to Market': {
      title: 'Réduire les pertes après récolte, du champ au marché',
      description:
        "Dans le monde, environ 14% de la nourriture est perdue entre la récolte et la boutique, et pour les fruits et légumes en climat chaud le chiffre peut être bien plus élevé. Chaque caisse qui pourrit, c'est de l'argent dépensé en semences, en engrais et en main-d'œuvre qui ne revient jamais. La plupart des pertes peuvent être évitées avec des gestes simples et peu coûteux.\n\n" +
        "1. Récolter au bon stade: Cueillez à la maturité que votre marché demande. Les tomates destinées à des marchés lointains voyagent mieux au stade tournant, quand la couleur apparaît à peine du côté de la fleur, alors que les marchés locaux peuvent prendre des fruits rouges mûrs. Le grain récolté trop tard s'égrène au champ ; le grain récolté trop humide moisit au stockage.\n\n" +
        "2. Récolter à la fraîche: Les produits cueillis tôt le matin gardent moins de chaleur du champ et flétrissent moins. Gardez-les à l'ombre dès la cueillette ; une caisse laissée une heure au soleil peut perdre des jours de conservation.\n\n" +
        "3. Manipuler avec douceur: Les meurtrissures et les coupures laissent entrer la pourriture. Utilisez des caisses en plastique lisses plutôt que des sacs pour les fruits et légumes, ne les remplissez pas trop, et ne les jetez jamais et ne vous asseyez jamais dessus. Triez les produits abîmés, malades et trop mûrs avant l'emballage, car un seul fruit pourri fait pourrir ses voisins.\n\n" +
        "4. Refroidir et stocker correctement: Chaque culture a ses propres besoins. Les légumes-feuilles se gardent mieux au froid et à l'humidité ; les tomates, les bananes et la mangue sont abîmées par des températures en dessous d'environ 10–12 °C. Tenez les fruits qui dégagent de l'éthylène, comme la banane, la mangue et la tomate mûre, loin des légumes-feuilles et des concombres, qui jaunissent vite. Les refroidisseurs par évaporation en briques et sable mouillé donnent une fraîcheur utile là où il n'y a pas d'électricité.\n\n" +
        "5. Faire sécher (ressuyer) les cultures qui en ont besoin: L'oignon et l'ail doivent sécher au champ puis à l'ombre jusqu'à ce que les collets soient serrés et secs. Les pommes de terre gardées environ deux semaines après la récolte dans un endroit frais, humide et sombre cicatrisent les blessures de la peau avant le stockage.\n\n" +
        "6. Sécher et protéger le grain: Séchez les céréales à 12–13% d'humidité avant de les stocker ; un grain bien sec se casse net sous la dent au lieu de s'écraser. Nettoyez le magasin, utilisez des sacs hermétiques ou des fûts fermés pour arrêter les charançons sans produits chimiques, et posez les sacs sur des palettes, au-dessus du sol et loin des murs.",
    },
  },
  cultivation: {
    Rice: {
      crop_name: 'Riz',
      description:
        "1. Climat et sol: Le riz est une culture de saison chaude qui pousse le mieux à 20–35 °C, avec une forte humidité, beaucoup de soleil pendant le remplissage des grains et environ 1,000–1,500 mm d'eau sur la saison. Les sols argileux et argilo-limoneux qui gardent l'eau en surface sont idéaux, avec un pH de 5.5–7.0. Des températures au-dessus de 35 °C à la floraison donnent des grains vides.\n" +
        "2. Préparation du sol: Labourez deux ou trois fois, inondez le champ et faites une boue molle (mise en boue) qui réduit les pertes d'eau par infiltration. Nivelez avec soin, car même quelques centimètres de différence laissent des zones sèches et des coins envahis de mauvaises herbes. Réparez les diguettes pour qu'elles retiennent 5–10 cm d'eau.\n" +
        "3. Dose de semis et semis: Pour le riz repiqué, semez 25–30 kg de semences traitées par hectare sur une pépinière humide surélevée d'environ 1/20 de la surface du champ. Repiquez des plants de 20–30 jours à 20 × 15 cm, deux ou trois par touffe, à 2–3 cm de profondeur. Le riz en semis direct demande 40–60 kg par hectare, semés en lignes espacées de 20 cm.\n" +
        "4. Gestion de la fertilisation: Une recommandation courante pour les variétés à haut rendement est de 100–120 kg N, 50–60 kg P₂O₅ et 40–60 kg K₂O par hectare, à ajuster selon une analyse de sol. Apportez tout le phosphore et tout le potassium à la dernière mise en boue. Fractionnez l'azote en trois apports : un tiers 10–15 jours après le repiquage, un tiers en plein tallage et un tiers à l'initiation paniculaire. Apportez 25 kg de sulfate de zinc par hectare là où le zinc manque.\n" +
        "5. Irrigation: Gardez 2–5 cm d'eau pendant les deux premières semaines après le repiquage. Ensuite, l'alternance de submersion et d'assèchement économise environ un quart de l'eau sans perte de rendement : laissez l'eau descendre à 15 cm sous la surface du sol, en contrôlant dans un tuyau perforé, puis remettez l'eau. Gardez le champ inondé d'une semaine avant la floraison jusqu'au remplissage des grains, et videz l'eau 10–15 jours avant la récolte.\n" +
        "6. Gestion des mauvaises herbes: Les mauvaises herbes font le plus de dégâts pendant les 30–40 premiers jours. L'eau en surface étouffe beaucoup d'entre elles ; ajoutez un herbicide de prélevée comme le prétilachlore dans les trois jours après le repiquage, puis un désherbage à la main ou à la houe rotative vers 20 et 40 jours après le repiquage.\n" +
        "7. Ravageurs et maladies: Les foreurs des tiges causent des cœurs morts et des panicules blanches ; surveillez-les avec des pièges à phéromones et agissez à environ 5% de cœurs morts. La cicadelle brune se multiplie avec trop d'azote et un couvert dense ; laissez des allées tous les quelques mètres et évitez les insecticides à large spectre qui tuent les araignées. La pyriculariose, la bactériose des feuilles et la rhizoctonie des gaines sont les principales maladies : utilisez des variétés résistantes, un azote équilibré et le traitement des semences, et pulvérisez un fongicide homologué comme le tricyclazole dès les premières taches de pyriculariose.\n" +
        "8. Récolte et rendement: Récoltez quand 80–85% des grains sont couleur paille et que l'humidité du grain est d'environ 20–25%. Battez rapidement et séchez à 14% pour l'usinage ou à 12% pour le stockage et la semence. Les variétés modernes donnent 4–6 t par hectare, et les hybrides 6–8 t avec une bonne conduite.",
    },
    Wheat: {
      crop_name: 'Blé',
      description:
        '1. Climat et sol: Le blé est une culture de saison fraîche. Il lui faut environ 15–20 °C pendant le tallage et une période sèche, moyennement chaude, pour le remplissage du grain ; des températures de jour au-dessus de 30 °C pendant le remplissage ratatinent le grain. Les sols limoneux et argilo-limoneux bien drainés, avec un pH de 6.0–7.5, sont les meilleurs.\n' +
        "2. Préparation du sol: Préparez un lit de semence fin et ferme avec deux ou trois labours suivis d'un planchage. Si le sol est sec, faites une irrigation avant le semis pour que la graine tombe en terre humide. Après le riz, les semoirs de semis direct sans labour peuvent semer le blé directement dans le chaume et faire gagner une à deux semaines.\n" +
        "3. Dose de semis et semis: Utilisez 100–125 kg de semences traitées par hectare, semées en lignes espacées de 20 cm à 4–5 cm de profondeur. Semez à temps, car le rendement baisse d'environ 1% pour chaque jour de retard après la bonne période ; pour un semis tardif, montez la dose à 125–150 kg par hectare et choisissez une variété tolérante à la chaleur.\n" +
        "4. Gestion de la fertilisation: Pour le blé irrigué, apportez environ 120 kg N, 60 kg P₂O₅ et 40 kg K₂O par hectare, à ajuster selon une analyse de sol. Placez au semis la moitié de l'azote et tout le phosphore et le potassium ; apportez le reste de l'azote en couverture à la première irrigation (début de formation des racines de couronne). Sur les sols pauvres en zinc, apportez 25 kg de sulfate de zinc par hectare.\n" +
        "5. Irrigation: L'irrigation la plus importante est celle du début de formation des racines de couronne, 20–25 jours après le semis. Si l'eau le permet, d'autres irrigations en fin de tallage (40–45 jours), à la montaison (60–65 jours), à la floraison (80–85 jours) et au stade laiteux (100–105 jours) donnent le meilleur rendement. Avec seulement deux irrigations, faites-les au début de formation des racines de couronne et à la floraison.\n" +
        "6. Gestion des mauvaises herbes: Gardez la culture propre pendant les 30–40 premiers jours. Les graminées comme l'alpiste mineur (Phalaris minor) et la folle avoine, et les mauvaises herbes à feuilles larges comme le chénopode blanc, sont les principaux problèmes. Faites un désherbage à la main ou à la houe à roue entre les lignes, ou utilisez des herbicides de post-levée homologués 30–35 jours après le semis, en alternant les produits pour éviter la résistance aux herbicides.\n" +
        "7. Ravageurs et maladies: Les rouilles jaune, brune et noire sont les maladies les plus importantes ; cultivez des variétés résistantes et pulvérisez du propiconazole ou du tébuconazole dès les premières pustules. Traitez les semences contre le charbon nu et les fontes des semis. Les pucerons apparaissent vers l'épiaison et demandent rarement un traitement s'il y a des coccinelles. Les termites attaquent les cultures sur sols légers ; évitez le fumier mal décomposé. Dans les zones où il y a la pyriculariose du blé, utilisez des variétés résistantes et semez tôt.\n" +
        "8. Récolte et rendement: Récoltez quand la paille devient dorée, que les grains sont durs et que leur humidité est d'environ 20%. Battez et séchez le grain à 12% avant de le stocker dans des récipients propres et étanches. Un blé irrigué bien conduit donne 3.5–5 t par hectare.",
    },
    Maize: {
      crop_name: 'Maïs',
      description:
        "1. Climat et sol: Le maïs pousse le mieux à 21–30 °C et meurt au gel. Les sols limoneux profonds, bien drainés et riches en matière organique, avec un pH de 5.8–7.0, sont idéaux. La culture est très sensible à l'engorgement, surtout pendant le premier mois.\n" +
        "2. Préparation du sol: Labourez profond une fois et hersez deux ou trois fois pour obtenir une terre fine. Apportez 5–10 t par hectare de fumier bien décomposé. Sur sols lourds ou en saison des pluies, semez sur billons ou sur planches surélevées pour que l'eau en trop s'écoule.\n" +
        '3. Dose de semis et semis: Semez 18–20 kg de semences hybrides par hectare à 4–5 cm de profondeur. Espacez les lignes de 60–75 cm avec 20–25 cm entre les plants pour arriver à 65,000–80,000 plants par hectare. Ressemez les manquants dans la semaine qui suit la levée.\n' +
        "4. Gestion de la fertilisation: Les hybrides répondent bien à l'engrais : apportez environ 150–180 kg N, 60–80 kg P₂O₅ et 40–60 kg K₂O par hectare, avec 25 kg de sulfate de zinc sur les sols carencés. Placez au semis tout le phosphore, le potassium et le zinc avec un tiers de l'azote. Apportez un tiers en couverture à hauteur du genou (environ 25–30 jours) et le dernier tiers juste avant la sortie des panicules mâles.\n" +
        "5. Irrigation: Le maïs a besoin d'une humidité régulière. Les deux semaines avant et après la sortie des soies sont les plus critiques : un stress à ce moment donne une mauvaise pollinisation et des bouts d'épis vides. Irriguez quand environ 50% de l'eau disponible du sol est épuisée, et ne laissez jamais l'eau stagner dans les raies plus d'une journée.\n" +
        "6. Gestion des mauvaises herbes: Gardez le champ propre pendant les 30–45 premiers jours. Appliquez de l'atrazine à environ 1–1.5 kg de matière active par hectare en prélevée dans les trois jours après le semis sur sol humide, puis faites un sarclage avec buttage à 30–35 jours, ce qui ancre aussi les plants contre la verse.\n" +
        "7. Ravageurs et maladies: La chenille légionnaire d'automne est le principal ravageur : inspectez les cornets deux fois par semaine, cherchez des trous déchiquetés et des excréments frais, et agissez quand environ 10% des jeunes plants sont attaqués, avec du Bt, du spinétorame ou du benzoate d'émamectine pulvérisé dans le cornet. Les foreurs des tiges causent des cœurs morts et des feuilles criblées de petits trous (\"trous de plomb\"). L'helminthosporiose (Turcicum), le mildiou et les pourritures de la tige sont les principales maladies ; utilisez des hybrides résistants, des semences traitées et un bon drainage.\n" +
        "8. Récolte et rendement: Récoltez quand les spathes sont sèches et qu'un point noir s'est formé à la base des grains, en général à 25–30% d'humidité du grain. Séchez vite les épis ou les grains à 12–13% pour éviter les moisissures et l'aflatoxine. Le maïs hybride donne 6–10 t de grain par hectare avec une bonne conduite.",
    },
    Tomato: {
      crop_name: 'Tomate',
      description:
        "1. Climat et sol: La tomate pousse le mieux avec des journées à 20–28 °C et des nuits à 15–20 °C. Les fruits ne nouent plus quand les journées dépassent environ 32 °C ou que les nuits descendent sous 13 °C, et une forte humidité favorise les maladies. Choisissez un sol sablo-limoneux à limoneux bien drainé, riche en matière organique, avec un pH de 6.0–7.0, qui n'a pas porté de tomate, de pomme de terre, de piment ou d'aubergine la saison précédente.\n" +
        "2. Préparation du sol: Labourez profond et enfouissez 20–25 t par hectare de fumier bien décomposé ou de compost. Faites des planches surélevées de 90–120 cm de large avec des raies de drainage entre elles. Poser des gaines de goutte-à-goutte et un paillage argent-noir sur les planches économise l'eau et limite les mauvaises herbes.\n" +
        "3. Dose de semis et semis: Utilisez 100–150 g de semences hybrides (300–400 g pour les variétés à pollinisation libre) par hectare. Élevez les plants en plaques alvéolées ou sur des planches de pépinière surélevées couvertes d'un filet anti-insectes. Repiquez le soir des plants de 25–30 jours ayant quatre ou cinq vraies feuilles, à 60 × 45 cm pour les types déterminés ou à 75–90 × 45 cm pour les types indéterminés tuteurés.\n" +
        "4. Gestion de la fertilisation: Apportez environ 120–150 kg N, 80–100 kg P₂O₅ et 100–120 kg K₂O par hectare. Donnez à la plantation tout le phosphore, la moitié du potassium et un quart de l'azote ; apportez le reste en couverture en deux ou trois fois à 30, 45 et 60 jours, ou en fertigation chaque semaine par le goutte-à-goutte. Le nitrate de calcium et une pulvérisation foliaire de bore à la floraison réduisent la pourriture apicale (cul noir) et la mauvaise nouaison.\n" +
        "5. Irrigation: Irriguez légèrement juste après le repiquage et gardez le sol humide de façon régulière. Un arrosage irrégulier fait éclater les fruits et provoque la pourriture apicale. Au goutte-à-goutte, irriguez chaque jour ou tous les deux jours selon la consommation d'eau de la culture ; à la raie, tous les 5–7 jours en été et tous les 10–12 jours en hiver.\n" +
        "6. Gestion des mauvaises herbes: Le paillage contrôle la plupart des mauvaises herbes sur les planches. Sinon, binez 20–25 et 40–45 jours après le repiquage, en buttant les plants au deuxième désherbage. Tuteurez ou palissez les plants à 3–4 semaines et enlevez les gourmands des types indéterminés pour que l'air circule dans le feuillage.\n" +
        "7. Ravageurs et maladies: La noctuelle de la tomate (foreur des fruits) se contrôle avec des pièges à phéromones, en enlevant les fruits percés, et avec des pulvérisations de Bt ou de NPV. La mouche blanche transmet le virus de l'enroulement jaune de la tomate (TYLCV) ; protégez les pépinières avec un filet, utilisez des pièges jaunes englués et arrachez tôt les plants malades. L'alternariose et le mildiou se gèrent avec des pulvérisations préventives de mancozeb ou de cuivre et des fongicides systémiques quand le temps favorise la maladie. La rotation, les variétés résistantes et le greffage aident contre le flétrissement bactérien et les nématodes.\n" +
        '8. Récolte et rendement: La première récolte commence 60–75 jours après le repiquage. Cueillez au stade tournant ou rose pour les marchés lointains et rouge mûr pour la vente locale, tous les trois à quatre jours. Les variétés à pollinisation libre donnent 25–30 t et les hybrides 50–80 t par hectare avec une bonne conduite.',
    },
    Potato: {
      crop_name: 'Pomme de terre',
      description:
        "1. Climat et sol: La pomme de terre est une culture de saison fraîche. Les tubercules se forment le mieux quand les nuits sont à 15–20 °C ou moins ; la tubérisation ralentit fortement au-dessus d'environ 25 °C. Les sols sablo-limoneux ou limoneux meubles et bien drainés, avec un pH de 5.2–6.5, donnent des tubercules lisses et bien formés, et un sol légèrement acide réduit la gale commune.\n" +
        '2. Préparation du sol: Labourez profond et hersez pour obtenir une terre fine et meuble, sans mottes, qui déforment les tubercules. Enfouissez 15–20 t par hectare de fumier bien décomposé. Ouvrez des sillons ou des billons espacés de 60 cm pour la plantation.\n' +
        "3. Dose de semis et semis: Plantez 1.5–2.5 t par hectare de plants certifiés germés de 30–50 g. Les tubercules plus gros peuvent être coupés en morceaux d'au moins 30 g avec deux ou trois yeux chacun, puis laissés sécher un jour ou deux avant la plantation. Plantez à 5–7 cm de profondeur à 60 × 20–25 cm, quand la température du sol descend sous environ 25 °C.\n" +
        "4. Gestion de la fertilisation: Apportez environ 150–180 kg N, 80–100 kg P₂O₅ et 100–150 kg K₂O par hectare. Placez la moitié de l'azote et tout le phosphore et le potassium dans les sillons à la plantation, recouverts de terre pour que l'engrais ne touche pas les plants. Apportez le reste de l'azote au buttage, 25–30 jours après la plantation.\n" +
        "5. Irrigation: Faites la première irrigation légère dans la semaine qui suit la plantation, puis irriguez tous les 8–12 jours selon le sol, en remplissant les sillons au plus aux deux tiers de la hauteur des billons. Une humidité régulière de la formation des stolons au grossissement des tubercules est capitale ; une eau irrégulière donne des tubercules fendus et difformes. Arrêtez l'irrigation 10–15 jours avant la récolte.\n" +
        "6. Gestion des mauvaises herbes: Le buttage à 25–30 jours contrôle la plupart des mauvaises herbes et couvre les tubercules en formation, ce qui évite qu'ils verdissent. Un herbicide de prélevée comme la métribuzine peut être appliqué après la plantation et avant la levée de la culture.\n" +
        '7. Ravageurs et maladies: Le mildiou est la maladie la plus destructrice et peut détruire une culture en une semaine par temps frais et humide. Pulvérisez du mancozeb en préventif avant les symptômes quand un tel temps est annoncé, et passez à un produit systémique comme le cymoxanil plus mancozeb dès les premières taches. Les pucerons transmettent des virus dans les cultures de plants ; les vers gris coupent les jeunes tiges ; la teigne de la pomme de terre attaque les tubercules découverts. Utilisez des plants certifiés et la rotation contre le rhizoctone brun, la gale commune et le flétrissement bactérien.\n' +
        "8. Récolte et rendement: Coupez les fanes 10–15 jours avant l'arrachage pour que la peau se raffermisse et que les tubercules se conservent bien. Arrachez par temps sec, laissez sécher les tubercules à l'ombre environ une semaine, et triez ceux qui sont abîmés. Stockez les plants de pomme de terre en chambre froide à 2–4 °C. Des rendements de 20–30 t par hectare sont courants.",
    },
    Onion: {
      crop_name: 'Oignon',
      description:
        "1. Climat et sol: L'oignon a besoin de températures douces (13–24 °C) pour la croissance des feuilles et d'un temps plus chaud et plus sec pour la formation et la maturité des bulbes. Sous les tropiques et en zone subtropicale, cultivez des variétés de jours courts, qui forment leur bulbe avec 11–12 heures de jour. Utilisez un sol limoneux fertile et bien drainé, avec un pH de 6.0–7.5 ; l'oignon est sensible au sel et à l'engorgement.\n" +
        "2. Préparation du sol: Labourez trois ou quatre fois pour obtenir une terre fine et enfouissez 20–25 t par hectare de fumier bien décomposé. Faites des planches plates ou surélevées d'environ 1.2 m de large avec des canaux d'irrigation entre elles.\n" +
        "3. Dose de semis et semis: Semez 8–10 kg de graines par hectare dans une pépinière surélevée, en lignes espacées de 5–7 cm. Repiquez des plants de 6–7 semaines de la grosseur d'un crayon, en coupant le tiers supérieur des feuilles, à 15 × 10 cm. Les bulbilles ou le semis direct sont d'autres possibilités dans certaines zones.\n" +
        "4. Gestion de la fertilisation: Apportez environ 100–120 kg N, 50–60 kg P₂O₅, 80–100 kg K₂O et 30–40 kg de soufre par hectare ; le soufre améliore le piquant et la conservation. Donnez un tiers de l'azote et tous les autres éléments au repiquage, et le reste à 30 et 45 jours. N'apportez pas d'azote après 60 jours, car l'azote tardif donne des collets épais et une mauvaise conservation.\n" +
        "5. Irrigation: Les racines de l'oignon sont superficielles, alors irriguez peu et souvent : juste après le repiquage, puis tous les 7–10 jours en hiver et tous les 5–7 jours par temps chaud. L'humidité est la plus importante pendant le grossissement des bulbes. Arrêtez l'irrigation 10–15 jours avant la récolte pour que les bulbes mûrissent et sèchent bien.\n" +
        "6. Gestion des mauvaises herbes: Les feuilles fines et droites de l'oignon couvrent mal le sol, si bien que les mauvaises herbes peuvent diviser le rendement par deux. Appliquez un herbicide de prélevée homologué comme la pendiméthaline ou l'oxyfluorfène peu après le repiquage, puis faites deux ou trois désherbages manuels superficiels.\n" +
        '7. Ravageurs et maladies: Les thrips râpent les feuilles et laissent des stries argentées ; surveillez-les avec des pièges bleus englués et pulvérisez du spinosad ou un autre insecticide homologué quand leur nombre augmente, en dirigeant le jet vers la base des feuilles. La tache pourpre (alternariose) et la brûlure à Stemphylium causent des taches allongées par temps humide ; pulvérisez du mancozeb en alternance avec un fongicide systémique. Utilisez la rotation et des plants sains contre la pourriture du plateau et la fonte des semis.\n' +
        "8. Récolte et rendement: Récoltez quand 50–75% des fanes sont tombées. Laissez les bulbes au champ trois à cinq jours, couverts par les feuilles, puis coupez les fanes à 2–2.5 cm au-dessus du bulbe et faites sécher à l'ombre deux à trois semaines avant de stocker dans un magasin bien aéré. Les rendements sont de 25–35 t par hectare.",
    },
    Chili: {
      crop_name: 'Piment',
      description:
        "1. Climat et sol: Le piment pousse le mieux à 20–30 °C et ne supporte pas le gel. Les fleurs et les jeunes fruits tombent quand la température reste au-dessus d'environ 35 °C ou quand l'air est très sec. Choisissez un sol limoneux ou sablo-limoneux bien drainé, riche en matière organique, avec un pH de 6.0–7.0 ; même une journée d'engorgement peut tuer les plants.\n" +
        '2. Préparation du sol: Labourez deux ou trois fois et enfouissez 20–25 t par hectare de fumier bien décomposé. Formez des billons ou des planches surélevées bien drainés ; le goutte-à-goutte sous paillage plastique donne les meilleurs résultats.\n' +
        '3. Dose de semis et semis: Utilisez 200–250 g de semences hybrides ou environ 1 kg de semences à pollinisation libre par hectare, semées en plaques alvéolées ou sur planches de pépinière surélevées sous filet anti-insectes. Repiquez le soir des plants de 35–40 jours ayant cinq ou six feuilles, à 60 × 45 cm pour la plupart des variétés, et irriguez tout de suite.\n' +
        "4. Gestion de la fertilisation: Apportez environ 120–150 kg N, 60–80 kg P₂O₅ et 60–80 kg K₂O par hectare. Donnez à la plantation tout le phosphore, la moitié du potassium et un quart de l'azote ; partagez le reste de l'azote et du potassium en trois ou quatre apports à un mois d'intervalle, ou faites une fertigation chaque semaine. Des pulvérisations de calcium et de bore à la floraison améliorent la nouaison.\n" +
        "5. Irrigation: Irriguez peu et régulièrement, tous les 5–7 jours par temps chaud à la raie, ou chaque jour au goutte-à-goutte. Évitez à la fois la sécheresse et l'excès d'eau à la floraison et à la nouaison, quand le stress fait tomber beaucoup de fleurs.\n" +
        '6. Gestion des mauvaises herbes: Utilisez un paillage, ou faites un désherbage à la main et un binage 20–25 et 40–45 jours après le repiquage, en buttant les plants en même temps. Une application de pendiméthaline avant le repiquage réduit les premières levées de mauvaises herbes.\n' +
        "7. Ravageurs et maladies: Les thrips et les acariens font enrouler les feuilles vers le haut et vers le bas ; la mouche blanche transmet le virus de l'enroulement des feuilles du piment. Élevez les plants sous filet, utilisez des pièges englués, arrachez les plants atteints de virus et pulvérisez des acaricides ou insecticides sélectifs seulement quand il le faut. Les foreurs des fruits se gèrent avec des pièges à phéromones et le Bt. L'anthracnose cause des taches creuses sur les fruits mûrs et le dessèchement des rameaux ; pulvérisez un fongicide préventif et enlevez les fruits atteints. Traitez les semences et utilisez des planches surélevées contre la fonte des semis et la pourriture à Phytophthora.\n" +
        "8. Récolte et rendement: Le piment vert se cueille à partir de 60–75 jours après le repiquage, tous les 7–10 jours. Pour le piment sec, récoltez les fruits bien rouges et séchez-les au soleil sur des nattes ou des bâches propres jusqu'à environ 10% d'humidité. Les rendements sont de 10–20 t par hectare de piment vert ou de 1.5–3 t de piment sec.",
    },
    Banana: {
      crop_name: 'Banane',
      description:
        "1. Climat et sol: Le bananier est une culture tropicale qui pousse le mieux à 15–35 °C, idéalement vers 27 °C, avec une forte humidité et sans gel. Des températures en dessous d'environ 12 °C causent des dégâts de froid, et les vents forts déchirent les feuilles et renversent les plants. Un sol limoneux profond, fertile et bien drainé, avec un pH de 6.5–7.5, est idéal ; la culture ne supporte ni l'engorgement ni le sel.\n" +
        "2. Préparation du sol: Labourez profond, enlevez les mauvaises herbes vivaces et creusez des trous d'environ 45 × 45 × 45 cm. Remplissez-les de terre de surface mélangée à 10 kg de fumier bien décomposé et, si vous en avez, 250 g de tourteau de neem par trou. Plantez une haie brise-vent dans les endroits exposés.\n" +
        "3. Dose de semis et semis: Utilisez des vitroplants sains issus de culture in vitro ou des rejets baïonnettes sains de 1.5–2 kg, parés et trempés dans une solution de fongicide et d'insecticide. Plantez les types Cavendish à 1.8 × 1.8 m, ce qui donne environ 3,000 plants par hectare, au début des pluies ou avec irrigation.\n" +
        "4. Gestion de la fertilisation: Le bananier est très gourmand, surtout en potassium. Un programme courant pour les types Cavendish est d'environ 200 g N, 60 g P₂O₅ et 300 g K₂O par plant et par an. Donnez le phosphore à la plantation et partagez l'azote et le potassium en cinq ou six apports entre le deuxième et le septième mois, ou faites une fertigation chaque semaine par le goutte-à-goutte.\n" +
        "5. Irrigation: La culture a besoin d'environ 1,800–2,200 mm d'eau par an. Le goutte-à-goutte à 10–20 litres par plant et par jour, selon le temps et le stade de croissance, est la méthode la plus efficace. Ne laissez jamais manquer d'eau entre la sortie de l'inflorescence et le développement des fruits, sinon les régimes seront petits.\n" +
        '6. Gestion des mauvaises herbes: Gardez la bananeraie propre les quatre à cinq premiers mois par des binages superficiels ou un paillage ; des cultures intercalaires courtes comme le niébé ou des légumes peuvent être cultivées tant que les plants sont petits. Enlevez régulièrement les rejets en trop, en gardant un seul rejet suiveur par plant pour la récolte suivante.\n' +
        '7. Ravageurs et maladies: La fusariose (maladie de Panama) ne se guérit pas ; utilisez du matériel de plantation sain et ne déplacez jamais de terre ni de plants venant de champs infectés. Les cercosporioses (Sigatoka) se contrôlent en enlevant les feuilles atteintes et en pulvérisant un fongicide homologué. Le virus du bunchy top, transmis par les pucerons, rabougrit les plants avec des feuilles étroites et dressées ; arrachez et détruisez tout de suite les plants atteints. Les charançons du bulbe et du pseudo-tronc et les nématodes sont réduits par des rejets sains, la propreté du champ et la rotation.\n' +
        "8. Récolte et rendement: Étayez les plants avec des perches de bambou après la floraison, coupez le bourgeon mâle (la popote) une fois la dernière main formée et couvrez les régimes pour protéger les fruits. Récoltez 90–120 jours après la floraison, 11–14 mois après la plantation, quand les doigts sont pleins et que leurs angles s'arrondissent. Les régimes pèsent 25–35 kg et les rendements atteignent 50–70 t par hectare.",
    },
    Cotton: {
      crop_name: 'Coton',
      description:
        "1. Climat et sol: Le cotonnier a besoin d'une longue saison chaude de 160–200 jours sans gel, avec 21–30 °C pendant la croissance et un temps sec et ensoleillé quand les capsules s'ouvrent. Les sols noirs profonds et bien drainés et les limons alluviaux qui retiennent bien l'eau, avec un pH de 6.0–8.0, sont idéaux.\n" +
        "2. Préparation du sol: Labourez profond une fois toutes les quelques années pour casser les semelles dures, puis hersez pour avoir un lit de semence propre et plat. Enfouissez 10 t par hectare de fumier et formez des billons ou des planches là où l'irrigation se fait à la raie.\n" +
        "3. Dose de semis et semis: Semez des graines délintées et traitées quand le sol s'est réchauffé au-dessus de 18 °C. Les hybrides et le coton Bt demandent environ 1.5–2.5 kg par hectare, semés au poquet à une ou deux graines par trou à 90–120 × 45–60 cm. Plantez des lignes refuges de coton non Bt autour des champs Bt, comme exigé, pour ralentir la résistance des ravageurs.\n" +
        "4. Gestion de la fertilisation: Pour les hybrides irrigués, apportez environ 120–150 kg N, 60 kg P₂O₅ et 60 kg K₂O par hectare. Donnez au semis tout le phosphore et le potassium avec un cinquième à un tiers de l'azote, et le reste de l'azote en deux ou trois apports à l'apparition des boutons floraux, à la floraison et au développement des capsules. Des pulvérisations foliaires d'urée à 2% et de sulfate de magnésium à 1% pendant le développement des capsules réduisent le rougissement précoce des feuilles.\n" +
        "5. Irrigation: Le cotonnier supporte de courtes périodes sèches au début, mais la période de floraison et de formation des capsules est critique. Faites la première irrigation 20–30 jours après le semis si les pluies manquent, puis tous les 10–15 jours selon le sol et le temps. Évitez l'engorgement, qui fait tomber les boutons floraux et les capsules, et arrêtez l'irrigation quand la plupart des capsules sont ouvertes.\n" +
        "6. Gestion des mauvaises herbes: Gardez la culture propre pendant les 50–60 premiers jours, quand elle est la plus sensible aux mauvaises herbes. Utilisez un herbicide de prélevée comme la pendiméthaline, suivi de deux ou trois sarclages et de désherbages à la main jusqu'à ce que le feuillage couvre les interlignes.\n" +
        "7. Ravageurs et maladies: Les ravageurs piqueurs-suceurs (jassides, mouches blanches, pucerons et thrips) attaquent les jeunes plants ; les variétés tolérantes et la protection des prédateurs aident, et les traitements doivent suivre les seuils. Le ver rose de la capsule est maintenant le principal problème de chenilles des capsules, même sur le coton Bt ; utilisez des pièges à phéromones, détruisez les fleurs en rosette, évitez de prolonger la saison et arrachez les tiges peu après la dernière récolte. Surveillez le virus de l'enroulement des feuilles, la bactériose et la pourriture des racines, et faites une rotation avec des céréales.\n" +
        '8. Récolte et rendement: Cueillez les capsules bien ouvertes tous les 10–15 jours par temps sec, après que la rosée du matin a disparu, en gardant à part la première et la dernière cueillette et tout coton taché. Stockez le coton-graine au sec et sans débris. Les hybrides irrigués donnent 2.5–4 t de coton-graine par hectare.',
    },
  },
  banners: {
    'Monsoon Season Sale — up to 20% off seeds, fertilizers and sprayers': {
      title: "Promo saison des pluies — jusqu'à 20% de réduction sur les semences, les engrais et les pulvérisateurs",
    },
    'Certified hybrid seeds for a stronger harvest': {
      title: 'Des semences hybrides certifiées pour une meilleure récolte',
    },
    'Tools and irrigation kits that save time and water': {
      title: "Des outils et des kits d'irrigation qui font gagner du temps et de l'eau",
    },
  },
};
