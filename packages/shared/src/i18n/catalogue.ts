/**
 * The keyed catalogue (decision 030). Each area has an English file (`en/<area>.ts`, the product's texts
 * exactly) and a Bangla file (`bn/<area>.ts`) typed from it: a key missing in Bangla, or a text whose
 * parameters differ, is a type error. A text with parameters is a function of them (plurals and digits are
 * the function's business); a plain text is a string.
 */
// biome-ignore lint/suspicious/noExplicitAny: a text's parameters are whatever its English function takes.
export type Text = string | ((...args: any[]) => string);
export type Texts = Readonly<Record<string, Text>>;

/** The Bangla side of an English area: the same keys, the same parameters. */
export type Translation<T extends Texts> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

/** The parameters `t(key, ...)` takes for a text. */
export type TextArgs<V> = V extends (...args: infer A) => string ? A : [];

/** An English area: its id (the key of the Bangla catalogue) and its texts. */
export interface Area<Id extends string = string, T extends Texts = Texts> {
  readonly id: Id;
  readonly en: T;
}

export function area<const Id extends string, const T extends Texts>(id: Id, en: T): Area<Id, T> {
  return { id, en };
}

/** Renders one text with its parameters. */
export function render(text: Text | undefined, args: readonly unknown[]): string | undefined {
  if (text === undefined) return undefined;
  return typeof text === 'function' ? text(...args) : text;
}
