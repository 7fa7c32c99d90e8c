/** The five safety categories, in the model's output order (config.json id2label). */
export const CATEGORIES = ['TOXIC_CONTENT', 'HATE_SPEECH', 'SEXUAL_CONTENT', 'VIOLENCE', 'JAILBREAK'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Known labels only: an absent category is unknown, never 0 (../shared/data/README.md). */
export type Labels = Partial<Record<Category, 0 | 1>>;

/** All five categories 0: a text that is benign for every category. */
export function allZero(): Labels {
  return { TOXIC_CONTENT: 0, HATE_SPEECH: 0, SEXUAL_CONTENT: 0, VIOLENCE: 0, JAILBREAK: 0 };
}

export type Split = 'train' | 'valid' | 'heldout';

export interface Row {
  /** Position in safety-all.jsonl: ties an encoded window back to its text. */
  id: number;
  text: string;
  labels: Labels;
  /** Dataset the row comes from ("davidson", "hatecheck", …, or "veil-synthetic"). */
  source: string;
  /** Finer origin inside the source (subset, hazard, functionality, generator kind). */
  subset: string;
  /** Rows of one group always land in the same split. */
  group: string;
  split: Split;
}
