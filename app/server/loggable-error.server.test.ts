import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loggableError, loggableMessage, withoutAddresses } from "./loggable-error.server";

// What reaches the log of an error that carries a visitor's data: the log is kept and read by more
// people than the database, so no address may end up in it.

describe("loggable errors", () => {
  it("blanks every address, including one inside another or in angle brackets", () => {
    expect(withoutAddresses("550 5.1.1 <oe.smith@corp.example>: Recipient rejected")).toBe("550 5.1.1 <[address]>: Recipient rejected");
    expect(withoutAddresses("to joe.smith+tag@corp.example, ann@x.example.")).toBe("to [address], [address]");
    expect(withoutAddresses('"a@b@c.example" and mailto:zeb@q.example')).toBe('"[address]" and mailto:[address]');
    // Not an address: a package scope.
    expect(withoutAddresses("from @better-auth/core")).toBe("from @better-auth/core");
  });

  it("gives a failed query's driver error, never its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const error = new DrizzleQueryError("insert into inquiries (first_name, email) values ($1, $2)", ["Zébulon\0", "zeb@q.example"], cause);
    expect(error.message).toContain("zeb@q.example");
    expect(loggableMessage(error)).toBe('a database query failed: invalid byte sequence for encoding "UTF8": 0x00');
    expect(loggableError(error)).not.toMatch(/Zébulon|zeb@|insert into/);
    expect(loggableError(error)).toMatch(/\n\s+at /);
  });

  it("hides the value PostgreSQL quotes back when it cannot read it", () => {
    const error = new Error('invalid input syntax for type uuid: "Quartermaine ""the"" Zébulon"');
    expect(loggableMessage(error)).toBe('invalid input syntax for type uuid: "…"');
  });

  it("keeps an error on one line, and reads a code or a thrown string", () => {
    expect(loggableMessage(new Error("first\n  second"))).toBe("first second");
    expect(loggableMessage(Object.assign(new Error(""), { code: "ECONNREFUSED" }))).toBe("ECONNREFUSED");
    expect(loggableMessage("no mailbox for ann@x.example")).toBe("no mailbox for [address]");
  });
});
