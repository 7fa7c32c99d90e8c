/**
 * A model's labels read as Veil's: `B-PER` is tag B of base label PER, which the configured map
 * (or, for Veil's own models, the identity) turns into PERSON. Labels that map to nothing are
 * ignored, so a model may know more than Veil asks of it.
 */
export type Tag = 'B' | 'I' | 'E' | 'S';

export interface TokenLabel {
  readonly tag: Tag;
  /** Veil's name, or undefined for O and unmapped labels. */
  readonly target: string | undefined;
}

const TAGGED = /^([BIES])[-_](.+)$/;

export function readTokenLabel(label: string, map: (base: string) => string | undefined): TokenLabel {
  const tagged = TAGGED.exec(label);
  if (tagged === null) return { tag: 'I', target: label === 'O' ? undefined : map(label) };
  return { tag: tagged[1] as Tag, target: map(tagged[2] as string) };
}

/** The configured map over the identity for labels that already are Veil names. */
export function labelMapper(configured: Readonly<Record<string, string>>, veilNames: readonly string[]): (base: string) => string | undefined {
  const known = new Set(veilNames);
  return (base) => configured[base] ?? (known.has(base) ? base : undefined);
}
