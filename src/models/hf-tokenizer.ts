/**
 * The one importer of @huggingface/tokenizers (tokenizers.js), behind the few methods Veil uses.
 * Its published .d.ts files import each other without extensions, which NodeNext resolution
 * cannot follow, so the package's types arrive unresolved; this adapter states them once.
 */
import * as tokenizers from '@huggingface/tokenizers';

export interface HfTokenizer {
  encode(text: string, options?: { add_special_tokens?: boolean }): { ids: number[] };
  token_to_id(token: string): number | undefined;
}

type TokenizerConstructor = new (tokenizerJson: object, tokenizerConfig: object) => HfTokenizer;

// The namespace is cast whole: its members are typed only as far as the unresolved .d.ts allows.
const Tokenizer = (tokenizers as unknown as { Tokenizer: TokenizerConstructor }).Tokenizer;

/** A tokenizer from a tokenizer.json (and optional tokenizer_config.json) as Hugging Face exports write them. */
export function loadHfTokenizer(tokenizerJson: object, tokenizerConfig: object): HfTokenizer {
  return new Tokenizer(tokenizerJson, tokenizerConfig);
}
