// The raw material of the fuzz test (tests/integration/fuzz.test.ts): a seeded random source and
// hostile values as bytes, so that broken UTF-8 and lone surrogates can be sent as they are.
// Nothing here may contain what the test looks for in answers (stack frames, "Error:",
// node_modules, SQL error phrases): the server echoes bad values back on the form it refuses.

/** A seeded random source: the same seed and stream give the same values. */
export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [[weight, value], ...]. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T;
};

/** mulberry32, seeded with a mix of the run's seed and the request's index. */
export function randomFor(seed: number, stream: number): Random {
  let state = (Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(stream + 1, 0x85ebca6b)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (max) => Math.floor(next() * max),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (choices) => {
      const total = choices.reduce((sum, [weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [weight, value] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices[choices.length - 1]![1];
    },
  };
  return random;
}

const utf8 = (text: string) => Buffer.from(text, "utf8");

/** Strings at the edges: empty, blank, scripts and directions, invisible and control characters. */
export const boundaryStrings: readonly string[] = [
  "",
  " ",
  "   \t  ",
  "\r\n",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "José Ñúñez-Éloïse",
  "日本語のテキスト",
  "Ελληνικά κείμενα",
  "مرحبا بالعالم",
  "שלום עולם",
  "\u202Egnp.exe\u202C",
  "\u200F\u200Eabc\u2066\u2069",
  "😀👍🏽👨‍👩‍👧‍👦🏳️‍🌈",
  "\u200B\u200C\u200D\uFEFF",
  "a\u0000b",
  "\u0000",
  "\u0001\u0007\u001b[31mred\u001b[0m",
  "\u007f\u0008\u000b\u000c",
  "Ada\u0000",
  "\u2028\u2029",
  "<script>alert(1)</script>",
  `"><img src=x onerror=alert(1)>`,
  "javascript:alert(1)",
  "' OR '1'='1",
  "'; DROP TABLE applications; --",
  "%s%s%n%x",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  "C:\\Windows\\win.ini",
  '=HYPERLINK("https://evil.example")',
  "+1-1@A1",
  "a".repeat(101),
  "é".repeat(101),
  "😀".repeat(60),
  "x".repeat(1_001),
  "y ".repeat(2_600),
  "z".repeat(20_000),
];

/**
 * Control characters (decision 0030): C0 and DEL, which no stored text may hold, beside tab, line
 * breaks and C1 controls, which some fields take. NUL most often, as PostgreSQL cannot store it.
 */
export const controlCharacters: readonly string[] = [
  "\u0000",
  "\u0000",
  "\u0000",
  "\u0001",
  "\u0007",
  "\u0008",
  "\t",
  "\n",
  "\r",
  "\u000b",
  "\u000c",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0084",
  "\u009f",
];

/**
 * A text with control characters at random places, at least one that every field refuses and that
 * trimming does not remove (so not tab, a line break, VT or FF, which trim() takes off the ends).
 */
export function withControlCharacters(random: Random, text: string): string {
  const refused = controlCharacters.filter((character) => !["\t", "\n", "\r", "\u000b", "\u000c", "\u0084", "\u009f"].includes(character));
  let out = text;
  for (let count = 1 + random.int(3); count > 0; count -= 1) {
    const at = random.int(out.length + 1);
    const character = count === 1 ? random.pick(refused) : random.pick(controlCharacters);
    out = `${out.slice(0, at)}${character}${out.slice(at)}`;
  }
  return out;
}

/** Byte sequences that are not UTF-8 at all: stray continuation bytes, overlongs, encoded lone surrogates. */
export const brokenUtf8: readonly Buffer[] = [
  Buffer.from([0xff]),
  Buffer.from([0xfe, 0xff]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]), // U+D800, a lone high surrogate, as CESU-8/WTF-8 writes it
  Buffer.from([0xed, 0xbf, 0xbf]), // U+DFFF, a lone low surrogate
  Buffer.from([0xf4, 0x90, 0x80, 0x80]), // past U+10FFFF
  Buffer.from([0xe2, 0x82]), // cut short
  Buffer.from([0x80, 0x81, 0x82]),
];

/** Broken percent-encoding, as it appears in a URL-encoded body or a path. */
export const brokenPercent: readonly string[] = [
  "%",
  "%%",
  "%z",
  "%zz",
  "%G1",
  "%1",
  "%E0%A4",
  "%ED%A0%80",
  "%C0%AF",
  "%FF%FE",
  "%00",
  "%u0041",
];

/** Random code points from several planes, lone surrogates included (they go out as WTF-8 bytes). */
function randomCodePoints(random: Random, length: number): Buffer {
  const parts: Buffer[] = [];
  for (let index = 0; index < length; index += 1) {
    const codePoint = random.weighted([
      [5, 0x20 + random.int(0x5f)],
      [1, random.int(0x20)],
      [2, 0xa0 + random.int(0x700)],
      [2, 0x3000 + random.int(0x6000)],
      [1, 0x1f300 + random.int(0x300)],
      [1, 0xd800 + random.int(0x800)],
      [1, 0x202a + random.int(5)],
    ]);
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
      parts.push(Buffer.from([0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)]));
    } else {
      parts.push(utf8(String.fromCodePoint(codePoint)));
    }
  }
  return Buffer.concat(parts);
}

/** One hostile value, as the bytes a field would carry. */
export function hostileBytes(random: Random): Buffer {
  return random.weighted<() => Buffer>([
    [6, () => utf8(random.pick(boundaryStrings))],
    [3, () => randomCodePoints(random, random.int(random.chance(0.1) ? 400 : 40))],
    [2, () => Buffer.concat([utf8("Ada"), random.pick(brokenUtf8), utf8("Lovelace")])],
    [1, () => random.pick(brokenUtf8)],
  ])();
}

/** URL-encodes bytes (each byte outside the unreserved set as %XX), whatever they are. */
export function percentEncode(bytes: Buffer): string {
  let out = "";
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}
