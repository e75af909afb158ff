declare module 'hyphen/en-us' {
  interface HyphenOptions {
    hyphenChar?: string;
    minWordLength?: number;
    html?: boolean;
  }
  const hyphen: { hyphenateSync(text: string, options?: HyphenOptions): string };
  export default hyphen;
}
