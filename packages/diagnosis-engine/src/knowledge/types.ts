import type { ActiveIngredientId } from '@farmai/contracts';

/** One problem a farmer may meet: a disease, a pest or a nutrient / physiological disorder. */
export type ProblemType =
  | 'fungal'
  | 'bacterial'
  | 'viral'
  | 'oomycete'
  | 'nematode'
  | 'pest'
  | 'nutrient'
  | 'physiological';

export type PlantPart =
  | 'leaf'
  | 'stem'
  | 'root'
  | 'fruit'
  | 'flower'
  | 'seed'
  | 'whole plant'
  | 'tuber'
  | 'bulb'
  | 'grain';

/** What the image analyser can see; used to adjust the ranking when a photo is sent. */
export interface VisualSignature {
  /** Kinds of lesion pixels expected, strongest first. */
  colours: (
    | 'chlorotic-yellow'
    | 'necrotic-brown'
    | 'black'
    | 'white-powdery'
    | 'orange-rust'
    | 'purple'
    | 'water-soaked'
  )[];
  /** Typical pattern of the damage. */
  pattern:
    | 'spots'
    | 'large-blotches'
    | 'powdery-coating'
    | 'pustules'
    | 'uniform-yellowing'
    | 'mosaic'
    | 'streaks'
    | 'wilting'
    | 'holes'
    | 'none';
  /** Whether lesions typically have a yellow halo. */
  halo: boolean;
}

export interface KnowledgeEntry {
  /** kebab-case, unique, stable: used as `candidates[].id`. */
  id: string;
  name: string;
  scientificName?: string;
  /** Other names farmers and extension services use. */
  synonyms: string[];
  type: ProblemType;
  /** Crop ids from CROPS (crops.ts), e.g. 'tomato', 'potato', 'rice'. */
  hosts: string[];
  /** Symptoms by plant part, each a short sentence in plain words. */
  symptoms: Partial<Record<PlantPart, string[]>>;
  /** Weather, soil and practices that favour it. */
  favourableConditions: string[];
  /** Other problems it is mistaken for, and how to tell them apart. */
  lookAlikes: { id?: string; name: string; howToTell: string }[];
  /**
   * The active ingredients its treatment recommends (organic and chemical), as known ids; each is
   * named in the English management texts. Empty when the advice is cultural only.
   */
  activeIngredients: ActiveIngredientId[];
  management: {
    cultural: string[];
    biological: string[];
    /** Active ingredients (never brand names), with rates or safety / pre-harvest interval notes. */
    chemical: { activeIngredient: string; note: string }[];
  };
  prevention: string[];
  /** When the farmer should call an extension officer or agronomist. */
  whenToCallExpert: string;
  /** Where the facts come from (extension services, textbooks), as titles or organisations. */
  sources: string[];
  visual: VisualSignature;
  /** Extra words that strongly indicate this entry (e.g. 'honeydew', 'frass', 'ooze'). */
  keywords: string[];
  /**
   * What must be checked beyond the farmer's words before this cause can be named (a neighbour's
   * spray, a lab test): such an entry is at most `possible` from a description, and the answer says
   * what else it could be and what to check.
   */
  confirmBy?: 'site-check' | 'lab-test';
}
