import type { KnowledgeTranslations } from '../types.js';

export const beanFr: KnowledgeTranslations = {
  'bean-angular-leaf-spot': {
    name: 'Maladie des taches anguleuses du haricot',
    symptoms: {
      leaf: [
        'Petites taches grises à brunes arrêtées par les petites nervures, aux côtés droits, d’aspect anguleux comme un damier.',
        'Sous la feuille, les taches portent des touffes de champignon gris foncé à noires ; une bordure jaune peut se former.',
        'Les taches se rejoignent, la feuille jaunit et tombe trop tôt, en commençant par les vieilles feuilles.',
      ],
      fruit: [
        'Les gousses portent des taches rondes à ovales brun-rouge à bord plus foncé ; les graines restent petites et tachées.',
      ],
      stem: ['Taches allongées brun foncé sur les tiges et les pétioles.'],
    },
    favourableConditions: [
      'Températures modérées (16-28 °C) avec alternance de périodes humides et sèches et de longues rosées.',
      'Semences infectées et résidus de haricot laissés au champ ; haricot cultivé sur la même parcelle chaque saison.',
    ],
    lookAlikes: [
      {
        name: 'Rouille du haricot',
        howToTell:
          'La rouille forme des pustules rondes en relief brun-rouge qui laissent une poudre couleur rouille sur le doigt ; les taches anguleuses sont plates, anguleuses et ne laissent pas de poudre.',
      },
      {
        name: 'Graisse commune (bactériose)',
        howToTell:
          'La graisse bactérienne commence par des taches huileuses qui brunissent avec un liseré jaune citron, souvent au bord de la feuille, sans touffes sombres dessous.',
      },
      {
        name: 'Anthracnose du haricot',
        howToTell:
          'L’anthracnose noircit les nervures sous la feuille et creuse des chancres noirs sur les gousses, pas des taches anguleuses entre les nervures.',
      },
    ],
    management: {
      cultural: [
        'Semez des semences saines et certifiées ; ne gardez jamais de semence d’un champ aux gousses tachées.',
        'Faites une rotation du haricot avec le maïs, le sorgho ou d’autres cultures non légumineuses pendant au moins 2 ans, et enfouissez ou retirez les résidus après la récolte.',
        'Ne travaillez pas dans le champ quand les feuilles sont mouillées ; enlevez et détruisez les premières feuilles tachées dans les petites parcelles.',
      ],
      biological: [
        'Traitez les semences au Trichoderma (T. harzianum ou T. viride) à la dose de l’étiquette avant le semis.',
      ],
      chemical: [
        {
          activeIngredient: 'mancozèbe',
          note: 'FRAC M03 : 2 à 2,5 g de 75 % WP par litre dès les premières taches, tous les 10 à 14 jours ; portez des gants et respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : 1 ml de 23 % SC par litre, au plus 2 traitements par saison, en alternance avec le mancozèbe.',
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25 % EC par litre ; au plus 2 traitements ; respectez le délai avant récolte de l’étiquette.',
        },
        {
          activeIngredient: 'thiophanate-méthyl',
          note: 'FRAC 1 : 1 g de 70 % WP par litre, en alternance avec un autre groupe ; seul, il crée vite des résistances.',
        },
      ],
    },
    prevention: [
      'Variétés résistantes ou tolérantes du programme national haricot.',
      'Semences saines, rotation et retrait des résidus ; écartement plus large pour que le feuillage sèche vite.',
    ],
    whenToCallExpert:
      'Appelez si les taches couvrent beaucoup de feuilles avant la floraison, ou si les gousses sont tachées sur la semence que vous voulez garder.',
  },
  'bean-rust': {
    name: 'Rouille du haricot',
    symptoms: {
      leaf: [
        'Petits points blancs ou jaune pâle, surtout sous la feuille, qui deviennent des pustules rondes en relief brun-rouge.',
        'Les pustules éclatent et laissent sur le doigt une poudre couleur rouille ; beaucoup sont entourées d’un anneau jaune.',
        'Ensuite les pustules deviennent brun foncé à noires ; les feuilles très atteintes jaunissent, sèchent et tombent.',
      ],
      fruit: ['Des pustules peuvent aussi apparaître sur les gousses, qui restent petites.'],
    },
    favourableConditions: [
      'Températures douces (17-27 °C) avec des feuilles mouillées 10 heures ou plus par la rosée, le brouillard ou la pluie.',
      'Repousses de haricot et résidus porteurs de spores ; une seule variété sensible sur de grandes surfaces.',
    ],
    lookAlikes: [
      {
        name: 'Taches anguleuses',
        howToTell:
          'Les taches anguleuses sont plates, gris-brun et limitées par les nervures, avec des touffes sombres dessous ; les pustules de rouille sont en relief et laissent de la poudre sur le doigt.',
      },
      {
        name: 'Rouille asiatique du soja',
        howToTell:
          'La rouille asiatique forme de très petites lésions brun clair à foncé avec des pustules comme de petits volcans ; les pustules de la rouille du haricot sont plus grandes et brun-rouge.',
      },
      {
        name: 'Tache brune bactérienne',
        howToTell:
          'La tache brune bactérienne forme de petites taches mortes brun foncé qui se déchirent, sans pustules poudreuses.',
      },
    ],
    management: {
      cultural: [
        'Enfouissez ou retirez les résidus de haricot et arrachez les repousses avant le semis.',
        'Faites une rotation avec des céréales ; ne semez pas un nouveau haricot à côté d’une vieille parcelle rouillée.',
        'Semez à l’écartement conseillé et évitez l’aspersion en fin de journée.',
      ],
      biological: [
        'Les produits à base de Bacillus subtilis, appliqués tôt et tous les 7 jours, freinent la rouille dans les petites parcelles.',
      ],
      chemical: [
        {
          activeIngredient: 'soufre',
          note: 'Protecteur : 2 à 3 g de soufre mouillable 80 % WP par litre aux premières pustules ; pas au-dessus de 30 °C.',
        },
        {
          activeIngredient: 'mancozèbe',
          note: 'FRAC M03 : 2 à 2,5 g de 75 % WP par litre tous les 7 à 10 jours ; protège les nouvelles feuilles.',
        },
        {
          activeIngredient: 'tébuconazole',
          note: 'FRAC 3 : environ 1 ml de 25 % EC par litre ; au plus 2 traitements par saison ; respectez le délai avant récolte.',
        },
        {
          activeIngredient: 'azoxystrobine',
          note: 'FRAC 11 : 1 ml de 23 % SC par litre ; au plus 2 traitements, en alternance avec un autre groupe.',
        },
      ],
    },
    prevention: ['Variétés résistantes à la rouille ; semis précoce ; rotation et élimination des repousses.'],
    whenToCallExpert: 'Appelez si la rouille atteint les feuilles du haut avant le remplissage des gousses.',
  },
};
