// The part of `wordpos` (WordNet through its index files) the picture dictionary uses; the package has no types.
declare module 'wordpos' {
  interface Synset {
    /** n, v, a, s (an adjective said of a noun) or r. */
    pos: string;
    /** The meaning, without its examples. */
    def: string;
    /** Examples of the meaning's words in use. */
    exp: string[];
  }
  export default class WordPOS {
    lookup(word: string): Promise<Synset[]>;
  }
}
