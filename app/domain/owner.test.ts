import { describe, expect, it } from "vitest";
import { canOwn, judgeAssignment, ownerChoices, ownerForm } from "./owner";

const admins = ["ana@example.ca", "bo@example.ca"];

describe("a record's owner", () => {
  it("offers every admin, and keeps an owner who is no longer one, marked", () => {
    expect(ownerChoices(admins, null)).toEqual([
      { email: "ana@example.ca", isAdmin: true },
      { email: "bo@example.ca", isAdmin: true },
    ]);
    expect(ownerChoices(admins, "bo@example.ca")).toHaveLength(2);
    expect(ownerChoices(admins, "gone@example.ca").at(-1)).toEqual({ email: "gone@example.ca", isAdmin: false });
  });

  it("lets only an admin own a record, whatever the case of the address", () => {
    expect(canOwn("Ana@Example.ca ", admins)).toBe(true);
    expect(canOwn("eve@example.ca", admins)).toBe(false);
    expect(canOwn("", admins)).toBe(false);
  });

  it("refuses a page that showed another owner, before anything else", () => {
    const judge = (shown: string, owner: string, stored: string | null) => judgeAssignment({ shown, owner, stored }, admins);
    expect(judge("", "ana@example.ca", null)).toBe("assign");
    expect(judge("ana@example.ca", "", "ana@example.ca")).toBe("assign");
    expect(judge("", "ana@example.ca", "bo@example.ca")).toBe("changed-meanwhile");
    expect(judge("ana@example.ca", "eve@example.ca", "bo@example.ca")).toBe("changed-meanwhile");
    expect(judge("ANA@example.ca", "bo@example.ca", "ana@example.ca")).toBe("assign");
    expect(judge("", "", null)).toBe("unchanged");
    expect(judge("bo@example.ca", "Bo@example.ca", "bo@example.ca")).toBe("unchanged");
    expect(judge("", "eve@example.ca", null)).toBe("not-an-admin");
    // An owner no longer on the list can be changed, and given to nobody.
    expect(judge("gone@example.ca", "", "gone@example.ca")).toBe("assign");
  });

  it("reads the form's two addresses, absent or too long refused", () => {
    expect(ownerForm.safeParse({ shown: "", owner: " ana@example.ca " }).data).toEqual({ shown: "", owner: "ana@example.ca" });
    expect(ownerForm.safeParse({ owner: "ana@example.ca" }).success).toBe(false);
    expect(ownerForm.safeParse({ shown: "", owner: `${"a".repeat(250)}@x.ca` }).success).toBe(false);
  });
});
