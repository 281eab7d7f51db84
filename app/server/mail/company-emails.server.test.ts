import { describe, expect, it } from "vitest";
import { notPickedMessage, shortlistIntroductionMessages } from "./company-emails.server";

// A pick's introductions as the templates write them (decision 0078): each to its person alone,
// the team in Cc and answering replies; a team address that is the person's own is not copied.

const baseUrl = "https://cio.example.ca";
const company = {
  email: "ada@acme.example",
  firstName: "Ada",
  lastName: "Byron",
  locale: "en",
  companyName: "Acme Widgets",
  phone: "4165550100",
  companyUrl: null,
};
const cio = { email: "grace@example.ca", firstName: "Grace", lastName: "Hopper", locale: "fr", phone: "5145550111", linkedin: null };

describe("a pick's introductions", () => {
  it("go to each person, with the team in Cc and Reply-To the team", () => {
    const team = ["team@cio.example.ca", "partners@cio.example.ca"];
    const [toCompany, toCio] = shortlistIntroductionMessages({ company, cio, team, baseUrl });
    expect(toCompany).toMatchObject({ kind: "shortlist-introduction-company", recipients: [company.email], cc: team, replyTo: team[0] });
    expect(toCio).toMatchObject({ kind: "shortlist-introduction-cio", recipients: [cio.email], cc: team, replyTo: team[0] });
  });

  it("copy no one twice: a team address that is the person's own stays in To only", () => {
    const team = ["Grace@Example.ca", "team@cio.example.ca"];
    const [toCompany, toCio] = shortlistIntroductionMessages({ company, cio, team, baseUrl });
    expect(toCio).toMatchObject({ recipients: [cio.email], cc: ["team@cio.example.ca"] });
    expect(toCompany).toMatchObject({ recipients: [company.email], cc: team });
  });

  it("leave every other e-mail without copies", () => {
    expect(notPickedMessage({ cio, baseUrl })).not.toHaveProperty("cc");
  });
});
