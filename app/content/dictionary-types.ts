/**
 * The types that keep the two languages' words in step (decision 0036). A French dictionary is
 * typed by the English one with its literal strings widened, so a missing key, an extra key or a
 * value of the wrong shape fails the typecheck.
 */

type Primitive = string | number | boolean | null | undefined;

/** `T` with string literals widened to string, recursively (functions keep their parameters). */
export type Widen<T> = T extends string
  ? string
  : T extends Primitive
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Widen<R>
      : T extends readonly (infer U)[]
        ? readonly Widen<U>[]
        : { -readonly [K in keyof T]: Widen<T[K]> };

/** Every key path of a dictionary ("home.homeHero.title"); arrays count as their items. */
export type KeyPaths<T> = T extends Primitive | ((...args: never[]) => unknown)
  ? never
  : T extends readonly (infer U)[]
    ? KeyPaths<U>
    : { [K in keyof T & string]: K | `${K}.${KeyPaths<T[K]>}` }[keyof T & string];

/** True only when both have the same key paths: `const check: SameKeys<A, B> = true` fails to compile otherwise. */
export type SameKeys<A, B> = [KeyPaths<A>] extends [KeyPaths<B>] ? ([KeyPaths<B>] extends [KeyPaths<A>] ? true : false) : false;
