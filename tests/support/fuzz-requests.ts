import type { Field } from "~/domain/forms/fields";
import { words } from "~/content/words";
import type { z } from "zod";
import { accountForms } from "~/domain/forms/auth-forms";
import { accountFormWords } from "~/content/forms";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { parseForm } from "~/domain/forms/parse-form";
import { bookingFormIn, SLOT_FIELD } from "~/domain/booking/booking-form";
import { brokenPercent, brokenUtf8, hostileBytes, percentEncode, type Random, randomFor, withControlCharacters } from "./fuzz-values";

const { cio: cioForm, company: companyForm, contact: contactForm } = leadFormsIn(words("en"));

const { confirmAddressForm, forgotPasswordForm, registerForm, resetPasswordForm } = accountForms(accountFormWords);

// Bad requests for the fuzz test (tests/integration/fuzz.test.ts). Request number N of a run is
// made from the run's seed and N alone, so any one of them can be made again (FUZZ_ONLY=N).
// Every submission to a lead form or /register is invalid by construction (a required field is
// broken), and `provablyRefused` checks that with the site's own form rules before it is sent.

/** What the generator knows of the server under test. */
export type FuzzTarget = {
  /** The server's own origin (http://127.0.0.1:port): what its pages send as Origin. */
  ownOrigin: string;
  /** A real application and inquiry: admin actions aim at them, and must change nothing. */
  applicationId: string;
  inquiryId: string;
  /** A signed-in user who is not an admin. */
  outsiderCookie: string;
  /** A signed-in admin: searches and actions that must refuse or ignore control characters. */
  adminCookie: string;
  /** Genuine form tokens from the form pages. */
  formTokens: string[];
};

/** What a correct answer to a request is. */
export type Expectation =
  /** Exactly this status (403 from another site, 413 for an oversized body). */
  | { status: number }
  /** A 4xx: the request is refused, nothing is stored. */
  | "refused"
  /** Sent to /login (a redirect, or a client data request's redirect), or a 4xx. */
  | "not-admitted"
  /** Anything but a 5xx. */
  | "no-server-error";

export type FuzzRequest = {
  index: number;
  /** Which endpoint family, for the run's statistics. */
  endpoint: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  /** Sent with Transfer-Encoding: chunked, so the server cannot see the size up front. */
  chunked: boolean;
  /** The loopback address the request comes from (the site's limits count per address). */
  localAddress: string;
  /** What was done to it, for a failure message. */
  notes: string[];
  expectation: Expectation;
  /** A form the body must fail, checked before sending: the server must refuse it too. */
  mustFail?: { fields: readonly Field[]; schema: z.ZodType; messages: { notText: string; sentTwice: string } };
};

/** A form field as sent: a name and bytes, or a file part (multipart only). */
type Entry = { name: string; value: Buffer; file?: boolean };

const MEGABYTE = 1_000_000;
const text = (value: string) => Buffer.from(value, "utf8");
const STATE_CHANGING = ["PUT", "PATCH", "DELETE"] as const;

// ---------------------------------------------------------------- field values

const invalidValues: Partial<Record<Field["kind"], readonly string[]>> = {
  email: [
    "not-an-address",
    "ada@",
    "@example.ca",
    "ada lovelace@example.ca",
    "ada@example",
    "ada@@example.ca",
    "<script>@example.ca",
    "ada@exa mple.ca",
    "ada@.ca",
    "\u0000@example.ca",
  ],
  tel: ["call me", "12345", "+1 416 555 0100 ext. 9", "555-CALL-NOW", "1".repeat(25), "(((())))", "٤١٦٥٥٥٠١٠٠"],
  url: [
    "javascript:alert(1)",
    "ftp://linkedin.com/in/ada",
    "https://intranet/in/ada",
    "http//missing-colon.ca",
    "data:text/html,<b>x</b>",
    "https://",
    "mailto:ada@example.ca",
  ],
  select: ["XX", "40+", "on", "Other options", "<script>", "0", "ON ", " 11-15"],
};

function validValue(random: Random, field: Field): Buffer[] {
  switch (field.kind) {
    case "email":
      return [text(`fuzz${random.int(1_000_000)}@example.ca`)];
    case "tel":
      return [text(random.pick(["+1 416 555 0100", "902-555-0101", "(613) 555 0199"]))];
    case "url":
      // A LinkedIn field takes only a profile on linkedin.com; a website any host with a dot.
      return [
        text(
          random.pick(
            field.name === "linkedin"
              ? ["https://linkedin.com/in/ada", "ca.linkedin.com/in/ada/"]
              : ["https://example.ca", "http://company.example.ca/about", "company.example.ca"],
          ),
        ),
      ];
    case "select":
      return [text(random.pick(field.options ?? [{ value: "", label: "" }]).value)];
    case "checkboxes":
      return Array.from({ length: random.int(3) }, () => text(random.pick(field.options ?? [{ value: "", label: "" }]).value));
    case "password":
      return [text("a long enough password")];
    default:
      return [text(random.pick(["Ada", "Grace Hopper", "Toronto", "Québec", "O'Brien", "Hello, please call me."]))];
  }
}

/** A value that breaks `field` for sure: missing, blank, sent twice, too long, or wrong for its kind. */
function brokenField(random: Random, field: Field, multipart: boolean): { entries: Entry[]; note: string } {
  const one = (value: Buffer | string): Entry[] => [{ name: field.name, value: typeof value === "string" ? text(value) : value }];
  const choices: [number, () => { entries: Entry[]; note: string }][] = [
    [3, () => ({ entries: [], note: `${field.name} missing` })],
    [2, () => ({ entries: one(""), note: `${field.name} empty` })],
    [1, () => ({ entries: one(random.pick([" ", "\t\r\n", "\u00a0\u2003", "\ufeff"])), note: `${field.name} blank` })],
    [
      2,
      () => ({
        entries: [...one(validValue(random, field)[0] ?? ""), ...one(validValue(random, field)[0] ?? "")],
        note: `${field.name} twice`,
      }),
    ],
  ];
  if (field.maxLength) {
    const length = field.maxLength + 1 + random.int(random.chance(0.1) ? 50_000 : 200);
    choices.push([2, () => ({ entries: one(random.pick(["x", "é", "日"]).repeat(length)), note: `${field.name} ${length} characters` })]);
  }
  const wrong = invalidValues[field.kind];
  if (wrong) choices.push([3, () => ({ entries: one(random.pick(wrong)), note: `${field.name} invalid for its kind` })]);
  if (field.kind === "password" && field.autoComplete === "new-password") {
    choices.push([3, () => ({ entries: one(random.pick(["short", "1234567", "\u0000"])), note: `${field.name} too short` })]);
  }
  if (multipart) {
    choices.push([2, () => ({ entries: [{ name: field.name, value: text("Ada"), file: true }], note: `${field.name} as a file` })]);
  }
  return random.weighted(choices)();
}

const extraNames = [
  "formToken",
  "leave_this_empty",
  "intent",
  "__proto__",
  "constructor",
  "prototype",
  "type",
  "id",
  "status",
  "a[b]",
  "x.y",
  "",
  "n".repeat(300),
];

/**
 * The fields of a form with one required field broken; the others valid, hostile or left out,
 * plus a form token (genuine, forged or none) and sometimes fields the form does not have.
 */
function brokenFormEntries(random: Random, fields: readonly Field[], target: FuzzTarget, multipart: boolean) {
  const required = fields.filter((field) => field.required);
  const broken = random.pick(required);
  const fault = brokenField(random, broken, multipart);
  const entries: Entry[] = [];
  let faultAt = -1;
  for (const field of fields) {
    if (field === broken) {
      faultAt = entries.length;
      entries.push(...fault.entries);
      continue;
    }
    const roll = random.next();
    if (roll < 0.1) continue;
    const values = roll < 0.7 ? validValue(random, field) : [hostileBytes(random)];
    for (const value of values) entries.push({ name: field.name, value });
  }
  const token = random.weighted<() => string | null>([
    [5, () => random.pick(target.formTokens)],
    [2, () => `${random.pick(target.formTokens).slice(0, -4)}AAAA`],
    [1, () => "not-a-token"],
    [2, () => null],
  ])();
  if (token !== null) entries.push({ name: "formToken", value: text(token) });
  if (random.chance(0.3)) {
    for (let count = 1 + random.int(3); count > 0; count -= 1) entries.push({ name: random.pick(extraNames), value: hostileBytes(random) });
  }
  return { entries, faultAt, faultCount: fault.entries.length, note: fault.note };
}

// ---------------------------------------------------------------- bodies

function urlEncoded(random: Random, entries: Entry[], protect: { from: number; count: number }, notes: string[]): Buffer {
  const pairs = entries.map((entry) => Buffer.from(`${percentEncode(text(entry.name))}=${percentEncode(entry.value)}`, "latin1"));
  // Break the encoding of fields other than the broken one (which must stay broken).
  const others = pairs.map((_, index) => index).filter((index) => index < protect.from || index >= protect.from + protect.count);
  if (others.length > 0 && random.chance(0.35)) {
    const at = random.pick(others);
    const damage = random.chance(0.5) ? Buffer.from(random.pick(brokenPercent), "latin1") : random.pick(brokenUtf8);
    pairs[at] = Buffer.concat([pairs[at]!, damage]);
    notes.push("broken encoding in another field");
  }
  if (random.chance(0.1)) {
    pairs.push(Buffer.from(random.pick(["", "=", "=orphan", "novalue", "&&&", "+++=+++"]), "latin1"));
    notes.push("stray separators");
  }
  return Buffer.concat(pairs.flatMap((pair, index) => (index === 0 ? [pair] : [Buffer.from("&"), pair])));
}

function multipart(random: Random, entries: Entry[], notes: string[]): { contentType: string; body: Buffer } {
  const boundary = `----fuzz${random.int(1e9)}`;
  const parts = entries.map((entry) => {
    const disposition = entry.file
      ? `form-data; name="${entry.name}"; filename="${random.pick(["a.txt", "../../x", "é.pdf", ""])}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${entry.name.replace(/["\r\n]/g, "_")}"`;
    return Buffer.concat([text(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), entry.value, text("\r\n")]);
  });
  const body = Buffer.concat([...parts, text(`--${boundary}--\r\n`)]);
  const damage = random.weighted<null | (() => { contentType: string; body: Buffer })>([
    [6, null],
    [1, () => ({ contentType: `multipart/form-data; boundary=other${boundary}`, body })],
    [1, () => ({ contentType: "multipart/form-data", body })],
    [1, () => ({ contentType: `multipart/form-data; boundary=${boundary}`, body: body.subarray(0, Math.floor(body.length / 2)) })],
    [1, () => ({ contentType: `multipart/form-data; boundary="${boundary}`, body })],
    [1, () => ({ contentType: `multipart/form-data; boundary=${boundary}`, body: text("--not the boundary\r\n\r\n") })],
  ]);
  if (!damage) return { contentType: `multipart/form-data; boundary=${boundary}`, body };
  notes.push("broken multipart");
  return damage();
}

const oddContentTypes = [
  "application/json",
  "text/plain",
  "text/html",
  "application/xml",
  "multipart/mixed; boundary=x",
  "application/x-www-form-urlencodedx",
  "*/*",
  "",
  "application/x-www-form-urlencoded; charset=utf-16",
  "APPLICATION/X-WWW-FORM-URLENCODED",
];

/** A form's body in one of the ways clients send (or mangle) it. */
function formBody(random: Random, fields: readonly Field[], target: FuzzTarget, notes: string[]) {
  const kind = random.weighted([
    [60, "urlencoded"],
    [22, "multipart"],
    [5, "json"],
    [5, "none"],
    [8, "odd"],
  ] as const);
  const form = brokenFormEntries(random, fields, target, kind === "multipart");
  notes.push(form.note);
  if (kind === "multipart") {
    const sent = multipart(random, form.entries, notes);
    return { contentType: sent.contentType, body: sent.body };
  }
  const encoded = urlEncoded(random, form.entries, { from: form.faultAt, count: form.faultCount }, notes);
  if (kind === "urlencoded") return { contentType: "application/x-www-form-urlencoded", body: encoded };
  if (kind === "json") {
    notes.push("JSON");
    return {
      contentType: "application/json",
      body: text(JSON.stringify(Object.fromEntries(form.entries.map((entry) => [entry.name, entry.value.toString("utf8")])))),
    };
  }
  if (kind === "none") {
    notes.push("no content type");
    return { contentType: null, body: encoded };
  }
  const contentType = random.pick(oddContentTypes);
  notes.push(`content type ${JSON.stringify(contentType)}`);
  return { contentType, body: encoded };
}

// ---------------------------------------------------------------- endpoints

type Draft = Omit<FuzzRequest, "index" | "localAddress" | "chunked" | "notes"> & { notes?: string[]; readsBody: boolean };

const junkCookies = [
  "better-auth.session_token=made-up-token",
  "better-auth.session_token=made-up-token.c2lnbmF0dXJlIHRoYXQgaXMgbm90",
  `better-auth.session_token=${"A".repeat(4_000)}`,
  "__Secure-better-auth.session_token=x.y",
  "better-auth.session_token=%zz%E0%A4; better-auth.session_token=second",
  'a=b=c; ;;; =x; better-auth.session_token="quoted"',
  Array.from({ length: 120 }, (_, index) => `c${index}=${index}`).join("; "),
  "better-auth.session_token=",
];

function cookieFor(random: Random, target: FuzzTarget, outsiderShare: number): string | null {
  if (random.chance(outsiderShare)) return target.outsiderCookie;
  return random.weighted<() => string | null>([
    [3, () => null],
    [2, () => random.pick(junkCookies)],
  ])();
}

function leadForm(random: Random, target: FuzzTarget): Draft {
  const [path, form] = random.pick([
    ["/contact", contactForm],
    ["/form", cioForm],
    ["/form/cio", cioForm],
    ["/form/company", companyForm],
  ] as const);
  const notes: string[] = [];
  const { contentType, body } = formBody(random, form.fields, target, notes);
  const suffix = random.weighted([
    [20, ""],
    [1, "?submitted=1"],
    [1, "?index"],
    [1, ".data"],
    [1, "/"],
  ]);
  return {
    endpoint: path,
    method: random.chance(0.92) ? "POST" : random.pick(STATE_CHANGING),
    path: `${path}${suffix}`,
    headers: contentType === null ? {} : { "content-type": contentType },
    body,
    notes,
    expectation: "refused",
    mustFail: form,
    readsBody: true,
  };
}

/** A broken booking: the same field faults as the lead forms, with a slot that may or may not be free. */
function booking(random: Random, target: FuzzTarget): Draft {
  const path = random.pick(["/book", "/fr/reserver"] as const);
  const form = bookingFormIn(words(path === "/book" ? "en" : "fr"));
  const fields = [...form.fields, ...form.consentFields];
  const notes: string[] = [];
  const sent = formBody(random, fields, target, notes);
  let body = sent.body;
  if (sent.contentType === "application/x-www-form-urlencoded" && random.chance(0.8)) {
    const tomorrowAtTwo = new Date(Date.now() + 86_400_000).toISOString().slice(0, 11) + "14:00:00.000Z";
    const slot = random.pick([tomorrowAtTwo, "2020-01-01T14:00:00.000Z", "not-a-time", "\u0000", "9".repeat(400)]);
    notes.push(`slot ${JSON.stringify(slot.slice(0, 40))}`);
    body = Buffer.concat([body, text(`&${SLOT_FIELD}=${encodeURIComponent(slot)}`)]);
  }
  return {
    endpoint: "/book",
    method: random.chance(0.92) ? "POST" : random.pick(STATE_CHANGING),
    path,
    headers: sent.contentType === null ? {} : { "content-type": sent.contentType },
    body,
    notes,
    expectation: "refused",
    mustFail: { fields, schema: form.schema, messages: form.messages },
    readsBody: true,
  };
}

function register(random: Random, target: FuzzTarget): Draft {
  const notes: string[] = [];
  const { contentType, body } = formBody(random, registerForm.fields, target, notes);
  return {
    endpoint: "/register",
    method: "POST",
    path: "/register",
    headers: contentType === null ? {} : { "content-type": contentType },
    body,
    notes,
    expectation: "refused",
    mustFail: registerForm,
    readsBody: true,
  };
}

/**
 * Sign-in attempts: mostly malformed; a few well-formed, for accounts that do not exist (each of
 * those costs a password hash, which Better Auth spends so that unknown addresses take as long).
 */
function login(random: Random): Draft {
  const fields = new URLSearchParams();
  fields.set("intent", random.pick(["sign-in", "sign-in", "resend-verification", "", "other"]));
  const wellFormed = random.chance(0.08);
  if (wellFormed || random.chance(0.8))
    fields.set("email", wellFormed ? `nobody${random.int(1e6)}@example.ca` : random.pick(["", "nobody", "a@b", "@", "<x>@y.ca"]));
  if (wellFormed || random.chance(0.9))
    fields.set("password", wellFormed ? `wrong-${random.int(1e9)}` : hostileBytes(random).toString("utf8"));
  if (random.chance(0.1)) fields.append("email", "twice@example.ca");
  const query = random.pick([
    "",
    "?redirectTo=%2Fadmin",
    "?redirectTo=https%3A%2F%2Fevil.example",
    "?redirectTo=%zz",
    "?redirectTo=//evil.example",
  ]);
  const type = random.weighted([
    [8, "application/x-www-form-urlencoded"],
    [1, "application/json"],
    [1, "multipart/form-data; boundary=nothing"],
  ]);
  return {
    endpoint: "/login",
    method: "POST",
    path: `/login${query}`,
    headers: { "content-type": type },
    body: text(fields.toString()),
    expectation: "refused",
    readsBody: true,
  };
}

/**
 * The pages an e-mailed link opens, and the request for one: broken forms, and links whose token
 * is junk (made up, cut short, hostile bytes). None may confirm, reset or send anything.
 */
function accountRecovery(random: Random, target: FuzzTarget): Draft {
  const notes: string[] = [];
  const [path, form] = random.pick([
    ["/login/forgot", forgotPasswordForm],
    ["/login/reset", resetPasswordForm],
    ["/register/confirm", confirmAddressForm],
  ] as const);
  const token = random.pick(["", "made-up", "a.b.c", "x".repeat(300), percentEncode(hostileBytes(random))]);
  const { contentType, body } = formBody(random, form.fields, target, notes);
  return {
    endpoint: path,
    method: "POST",
    path: path === "/login/forgot" ? path : `${path}?token=${token}`,
    headers: contentType === null ? {} : { "content-type": contentType },
    body,
    notes: [...notes, `token ${JSON.stringify(token.slice(0, 20))}`],
    expectation: "refused",
    // The forgotten-password form is refused for its fields alone; the others also for their token.
    mustFail: path === "/login/forgot" ? form : undefined,
    readsBody: true,
  };
}

function changePasswordPage(random: Random, target: FuzzTarget): Draft {
  const fields = new URLSearchParams({ intent: "change-password" });
  for (const name of ["currentPassword", "newPassword", "confirmPassword"]) {
    if (random.chance(0.85)) fields.set(name, random.chance(0.5) ? `guess-${random.int(1e9)}` : hostileBytes(random).toString("utf8"));
  }
  return {
    endpoint: "/account/password",
    method: "POST",
    path: "/account/password",
    headers: {
      "content-type": random.chance(0.9) ? "application/x-www-form-urlencoded" : "text/plain",
      ...withCookie(random, target, 0.4).headers,
    },
    body: text(fields.toString()),
    // No one here knows the outsider's password: a change never succeeds.
    expectation: "not-admitted",
    readsBody: false,
  };
}

function withCookie(random: Random, target: FuzzTarget, outsiderShare: number): { headers: Record<string, string> } {
  const cookie = cookieFor(random, target, outsiderShare);
  return { headers: cookie ? { cookie } : {} };
}

function signOutOrGoogle(random: Random, target: FuzzTarget): Draft {
  // The outsider's cookie is never sent here: signing it out would end the session other requests use.
  const cookie = cookieFor(random, target, 0);
  const [endpoint, method] = random.pick([
    ["/logout", "POST"],
    ["/logout", "DELETE"],
    ["/login/google", "POST"],
    ["/login/google", "GET"],
  ] as const);
  const query =
    endpoint === "/login/google"
      ? random.pick(["", "?redirectTo=%2Fadmin", "?redirectTo=https%3A%2F%2Fevil.example", "?redirectTo=%E0%A4"])
      : "";
  return {
    endpoint,
    method,
    path: `${endpoint}${query}`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: method === "GET" ? null : hostileBytes(random),
    expectation: "no-server-error",
    readsBody: false,
  };
}

/** A JSON value of a random type, strings hostile (lone surrogates go out as JSON escapes). */
function jsonValue(random: Random, depth = 0): string {
  return random.weighted<() => string>([
    [5, () => JSON.stringify(hostileBytes(random).toString("utf8"))],
    [1, () => `"\\ud800x\\udfff"`],
    [1, () => String(random.pick([0, -1, 1e308, 3.14, 2 ** 53 + 1]))],
    [1, () => random.pick(["true", "false", "null"])],
    [1, () => (depth > 2 ? "[]" : `[${jsonValue(random, depth + 1)},${jsonValue(random, depth + 1)}]`)],
    [1, () => (depth > 2 ? "{}" : `{"a":${jsonValue(random, depth + 1)},"__proto__":{"admin":true}}`)],
  ])();
}

const authFields = [
  "email",
  "password",
  "name",
  "callbackURL",
  "newPassword",
  "currentPassword",
  "token",
  "provider",
  "rememberMe",
  "revokeOtherSessions",
  "image",
  "idToken",
  "disableRedirect",
  "errorCallbackURL",
];

function jsonBody(random: Random, forced: Record<string, string> = {}): Buffer {
  const members: Record<string, string> = {};
  for (const name of authFields) if (random.chance(0.35)) members[name] = jsonValue(random);
  Object.assign(members, forced);
  const object = `{${Object.entries(members)
    .map(([name, value]) => `${JSON.stringify(name)}:${value}`)
    .join(",")}}`;
  return random.weighted<() => Buffer>([
    [8, () => text(object)],
    [1, () => text(object.slice(0, Math.max(1, random.int(object.length))))],
    [1, () => text(random.pick(["", "null", "[]", '"text"', "{{}", '{"email":}', "1e999"]))],
    [1, () => Buffer.concat([text('{"email":"'), random.pick(brokenUtf8), text('"}')])],
  ])();
}

/** A sign-up that cannot create an account: its password, e-mail or name is wrong for sure. */
function brokenSignUp(random: Random): { forced: Record<string, string>; note: string } {
  const email = JSON.stringify(`fuzz${random.int(1e9)}@example.ca`);
  const password = JSON.stringify("a long enough password");
  const name = JSON.stringify("Fuzz");
  return random.weighted<() => { forced: Record<string, string>; note: string }>([
    [3, () => ({ forced: { email, name, password: JSON.stringify("x".repeat(random.int(8))) }, note: "password too short" })],
    [2, () => ({ forced: { email, name, password: JSON.stringify("x".repeat(129 + random.int(5_000))) }, note: "password too long" })],
    [
      2,
      () => ({
        forced: { email, name, password: random.pick(["12345678", "null", '["a long enough password"]', "{}", "true"]) },
        note: "password not a string",
      }),
    ],
    [2, () => ({ forced: { email: random.pick(["42", "null", "[]", "{}", "false"]), name, password }, note: "email not a string" })],
    [1, () => ({ forced: { email, password, name: random.pick(["42", "null", "[]", "{}"]) }, note: "name not a string" })],
  ])();
}

function betterAuth(random: Random): Draft {
  const path = random.weighted([
    [4, "sign-in/email"],
    [4, "sign-up/email"],
    [2, "sign-out"],
    [1, "send-verification-email"],
    [2, "change-password"],
    [1, "update-user"],
    [1, "delete-user"],
    [1, "request-password-reset"],
    [1, "reset-password"],
    [2, "sign-in/social"],
    [1, "revoke-sessions"],
    [1, "change-email"],
    [1, "get-session"],
    [1, "verify-email"],
    [1, "callback/google"],
    [1, "list-sessions"],
    [1, "does-not-exist"],
    [1, "error"],
  ]);
  const reads = ["get-session", "verify-email", "callback/google", "list-sessions", "error"].includes(path);
  const notes: string[] = [];
  let body: Buffer | null = null;
  let expectation: Expectation = "no-server-error";
  if (path === "sign-up/email") {
    const signUp = brokenSignUp(random);
    notes.push(signUp.note);
    body = jsonBody(random, signUp.forced);
    expectation = "refused";
  } else if (!reads) {
    body = jsonBody(random);
    if (path === "sign-in/email") expectation = "refused";
  }
  const query = reads
    ? `?${new URLSearchParams({ token: hostileBytes(random).toString("utf8"), code: "junk", state: "junk", callbackURL: random.pick(["/admin", "https://evil.example", "//evil.example"]), error: random.pick(["<script>alert(1)</script>", "internal_server_error", "%zz"]) }).toString()}`
    : "";
  const contentType = random.weighted([
    [8, "application/json"],
    [1, "application/x-www-form-urlencoded"],
    [1, "text/plain"],
  ]);
  return {
    endpoint: `/api/auth/${path}`,
    method: reads ? "GET" : random.chance(0.95) ? "POST" : random.pick(STATE_CHANGING),
    path: `/api/auth/${path}${query}`,
    headers: body ? { "content-type": contentType } : {},
    body,
    notes,
    expectation,
    readsBody: !reads,
  };
}

const junkIds = [
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "'; --",
  "1",
  "%E0%A4",
  "..%2F..%2Fadmin",
  "ffffffff-ffff-ffff-ffff-fffffffffffff",
];

/** Admin actions by someone who is not an admin: anonymous, a made-up cookie, or a signed-in non-admin. */
function adminAction(random: Random, target: FuzzTarget): Draft {
  const id = () => (random.chance(0.6) ? target.applicationId : random.pick(junkIds));
  const idInPath = () => encodeURI(id());
  const [endpoint, path, fields] = random.pick([
    ["/admin (decide)", "/admin/applications", { id: id(), status: random.pick(["Accepted", "Denied", "Maybe", ""]) }],
    ["/admin (decide)", "/admin/applications.data", { id: id(), status: "Accepted" }],
    [
      "/admin/applications/:id",
      `/admin/applications/${idInPath()}`,
      {
        intent: random.pick(["decide", "reopen", "note", "release", "introduce", "", "drop"]),
        status: "Denied",
        reason: hostileBytes(random).toString("utf8"),
        body: hostileBytes(random).toString("utf8"),
        otherId: id(),
        confirmed: "yes",
      },
    ],
    ["/admin/applications/:id", `/admin/applications/${idInPath()}.data`, { intent: "note", body: "<script>alert(1)</script>" }],
    [
      "/admin/inquiries",
      "/admin/inquiries",
      { intent: random.pick(["handled", "new"]), id: random.chance(0.6) ? target.inquiryId : random.pick(junkIds) },
    ],
    ["/admin/outbox", "/admin/outbox", { intent: "retry", id: random.pick(junkIds) }],
    ["/admin/export.csv", "/admin/export.csv", {}],
  ] as const);
  return {
    endpoint,
    method: random.chance(0.9) ? "POST" : random.pick(STATE_CHANGING),
    path,
    headers: { "content-type": "application/x-www-form-urlencoded", ...withCookie(random, target, 0.3).headers },
    body: text(new URLSearchParams(fields as Record<string, string>).toString()),
    expectation: "not-admitted",
    readsBody: false,
  };
}

/**
 * A lead form or a sign-up filled in correctly, with a genuine token, but for control characters
 * in one of its text fields (decision 0030): the form must be refused (400), never stored and
 * never turned into a database error (it was a 503, with the values in the log).
 */
function controlCharacterForm(random: Random, target: FuzzTarget): Draft {
  const [path, form] = random.pick([
    ["/contact", contactForm],
    ["/form/cio", cioForm],
    ["/form/company", companyForm],
    ["/register", registerForm],
  ] as const);
  const texts = form.fields.filter((field) => ["text", "email", "tel", "url", "textarea", "password"].includes(field.kind));
  const spoilt = random.pick(texts);
  const entries: Entry[] = [];
  const password = "a long enough password";
  for (const field of form.fields) {
    const valid = field.kind === "password" ? password : (validValue(random, field)[0]?.toString("utf8") ?? "");
    if (field === spoilt) {
      entries.push({ name: field.name, value: text(withControlCharacters(random, valid)) });
    } else if (field.required || random.chance(0.5)) {
      for (const value of field.kind === "password" ? [text(password)] : validValue(random, field))
        entries.push({ name: field.name, value });
    }
  }
  if (path === "/register" && spoilt.kind === "password") {
    // Both passwords spoilt alike, so the only fault is the control character.
    const value = entries.find((entry) => entry.name === spoilt.name)!.value;
    for (const entry of entries) if (entry.name !== "email") entry.value = value;
  }
  entries.push({ name: "formToken", value: text(random.pick(target.formTokens)) });
  const notes = [`control characters in ${spoilt.name}`];
  const asMultipart = random.chance(0.2);
  const body = asMultipart
    ? multipart(random, entries, notes)
    : { contentType: "application/x-www-form-urlencoded", body: urlEncoded(random, entries, { from: 0, count: entries.length }, notes) };
  return {
    endpoint: `${path} (control characters)`,
    method: "POST",
    path,
    headers: { "content-type": body.contentType },
    body: body.body,
    notes,
    expectation: "refused",
    mustFail: form,
    readsBody: true,
  };
}

/** A query string value with control characters (and other hostile bytes), percent-encoded as a browser would not. */
const hostileQueryValue = (random: Random) =>
  percentEncode(
    random.chance(0.6) ? text(withControlCharacters(random, random.pick(["", "Ada", "grace", "x".repeat(300)]))) : hostileBytes(random),
  );

/**
 * An admin at work with control characters: searching the list and the export (ignored), paging
 * the inquiries and the outbox, a note, a reopening or an introduction carrying one (refused).
 */
function adminWithControlCharacters(random: Random, target: FuzzTarget): Draft {
  const q = hostileQueryValue(random);
  const headers = { cookie: target.adminCookie };
  const read = random.chance(0.7);
  if (read) {
    const path = random.pick([
      `/admin/applications?q=${q}`,
      `/admin/applications?view=spam&type=CIO&q=${q}&page=${q}`,
      `/admin/export.csv?q=${q}`,
      `/admin/export.csv?view=spam&q=${q}`,
      `/admin/inquiries?page=${q}`,
      `/admin/outbox?page=${q}`,
      `/admin/applications/${target.applicationId}?notice=${q}`,
      `/admin/applications?decided=${q}`,
    ]);
    return {
      endpoint: `${path.split("?")[0]!.replace(target.applicationId, ":id")} (admin, control characters)`,
      method: "GET",
      path,
      headers,
      body: null,
      expectation: "no-server-error",
      readsBody: false,
    };
  }
  const [intent, fields] = random.pick([
    ["note", { body: withControlCharacters(random, "Called back") }],
    ["reopen", { reason: withControlCharacters(random, "Wrong decision") }],
    ["introduce", { otherId: withControlCharacters(random, target.applicationId) }],
    ["delete-personal-data", { deletionReason: withControlCharacters(random, "Asked by letter") }],
  ] as const);
  return {
    endpoint: `/admin/applications/:id ${intent} (admin, control characters)`,
    method: "POST",
    path: `/admin/applications/${target.applicationId}`,
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: text(new URLSearchParams({ intent, ...fields }).toString()),
    expectation: "refused",
    readsBody: true,
  };
}

/** Public pages and sign-in links with control characters in their query strings: never a 5xx. */
function publicQuery(random: Random): Draft {
  const value = hostileQueryValue(random);
  const path = random.pick([
    `/contact?submitted=${value}`,
    `/form/cio?${value}=${value}`,
    `/login?redirectTo=${value}`,
    `/login?verified=${value}&error=${value}`,
    `/register?email=${value}`,
    `/withdraw/${value}`,
    `/privacy?q=${value}`,
    `/api/auth/verify-email?token=${value}&callbackURL=${value}`,
  ]);
  return {
    endpoint: `${path.split("?")[0]!.replace(/\/withdraw\/.*/, "/withdraw/:token")} (query)`,
    method: "GET",
    path,
    headers: {},
    body: null,
    expectation: "no-server-error",
    readsBody: false,
  };
}

// ---------------------------------------------------------------- one request

const foreignOrigins = ["https://evil.example", "null", "http://127.0.0.1:1", "https://cio.example.ca.evil.example", "file://"];

/** Request number `index` of the run with `seed`: the same pair always gives the same request. */
export function fuzzRequest(seed: number, index: number, target: FuzzTarget): FuzzRequest {
  const random = randomFor(seed, index);
  const draft = random.weighted<() => Draft>([
    [45, () => leadForm(random, target)],
    [6, () => booking(random, target)],
    [8, () => register(random, target)],
    [10, () => login(random)],
    [4, () => changePasswordPage(random, target)],
    [4, () => accountRecovery(random, target)],
    [4, () => signOutOrGoogle(random, target)],
    [17, () => betterAuth(random)],
    [12, () => adminAction(random, target)],
    [8, () => controlCharacterForm(random, target)],
    [5, () => adminWithControlCharacters(random, target)],
    [3, () => publicQuery(random)],
  ])();
  const notes = [...(draft.notes ?? [])];
  const headers = { ...draft.headers };
  let { path, body, expectation } = draft;
  let chunked = false;

  // Where the request says it comes from: mostly nowhere (curl) or our own pages; sometimes another site.
  const origin = random.weighted([
    [60, null],
    [30, target.ownOrigin],
    [4, "foreign"],
    [1, "cross-site"],
  ] as const);
  if (origin === "foreign") {
    headers.origin = random.pick(foreignOrigins);
    notes.push(`Origin ${headers.origin}`);
  } else if (origin === "cross-site") {
    headers["sec-fetch-site"] = "cross-site";
    notes.push("Sec-Fetch-Site: cross-site");
  } else if (origin) {
    headers.origin = origin;
    headers["sec-fetch-site"] = "same-origin";
  }
  if (random.chance(0.15) && !headers.cookie && draft.endpoint !== "/logout") {
    const cookie = random.pick(junkCookies);
    headers.cookie = cookie;
  }

  const brokenPath = random.chance(0.03);
  if (brokenPath) {
    const at = path.indexOf("?") === -1 ? path.length : path.indexOf("?");
    path = `${path.slice(0, at)}${random.pick(brokenPercent.filter((piece) => piece !== "%00"))}${path.slice(at)}`;
    notes.push("broken percent-encoding in the path");
  }
  const huge = draft.method !== "GET" && random.chance(0.006);
  if (huge) {
    // A well-formed content type, so the size is the only thing wrong with it.
    const json = draft.endpoint.startsWith("/api/auth/");
    headers["content-type"] = json ? "application/json" : "application/x-www-form-urlencoded";
    const size = MEGABYTE + 1 + random.int(200_000);
    body = json ? text(`{"email":"${"x".repeat(size)}"}`) : Buffer.alloc(size, "message=x&".repeat(10));
    chunked = random.chance(0.5);
    notes.push(`${body.length} bytes${chunked ? ", chunked" : ""}`);
  } else if (random.chance(0.1)) {
    chunked = true;
  }

  // What the answer must be, the earliest check first (as the server runs them).
  const crossSite = (origin === "foreign" || origin === "cross-site") && draft.method !== "GET";
  if (crossSite) expectation = { status: 403 };
  else if (brokenPath) expectation = path.startsWith("/api/auth/") ? expectation : { status: 400 };
  else if (huge && (!chunked || draft.readsBody)) expectation = { status: 413 };

  return {
    index,
    endpoint: draft.endpoint,
    method: draft.method,
    path,
    headers,
    body,
    chunked,
    localAddress: `127.0.0.${2 + random.int(32)}`,
    notes,
    expectation,
    mustFail: huge || crossSite ? undefined : draft.mustFail,
  };
}

/**
 * Whether the server, applying the site's own form rules to this body the way it reads it,
 * must refuse it: a content type it does not take, a body it cannot read, or a form that fails.
 */
export async function provablyRefused(request: FuzzRequest): Promise<boolean> {
  if (!request.mustFail || !request.body) return true;
  const contentType = request.headers["content-type"] ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) return true;
  const fails = (data: FormData | URLSearchParams) => !parseForm(request.mustFail!, data).ok;
  let asFormData: FormData | null = null;
  try {
    asFormData = await new Response(new Uint8Array(request.body), { headers: { "content-type": contentType } }).formData();
  } catch {
    // Unreadable by the route's action; the fast path below reads urlencoded bodies itself.
  }
  if (asFormData && !fails(asFormData)) return false;
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    return fails(new URLSearchParams(request.body.toString("utf8")));
  }
  return true;
}
