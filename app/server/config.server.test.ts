import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

describe("parseConfig", () => {
  it("runs with no environment at all, on sensible defaults", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmails).toEqual([]);
    expect(config.google).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ PORT: "", SMTP_URL: "", BASE_URL: "" }).port).toBe(3000);
  });

  it("normalises lists of e-mail addresses and the base URL", () => {
    const config = parseConfig({
      ADMIN_EMAILS: " Admin@Example.ca, ops@example.ca ,",
      BASE_URL: "https://cio.example.ca/",
      DATA_DIR: "/srv/cio",
    });
    expect(config.adminEmails).toEqual(["admin@example.ca", "ops@example.ca"]);
    expect(config.baseUrl).toBe("https://cio.example.ca");
    expect(config.dataDir).toBe("/srv/cio");
    expect(config.mailFrom).toEqual({ name: "Fractional CIO Canada", address: "no-reply@cio.example.ca" });
  });

  it.each([
    ["PORT", "70000"],
    ["PORT", "3000abc"],
    ["BASE_URL", "example.ca"],
    ["DATABASE_URL", "mysql://db/cio"],
    ["SMTP_URL", "http://mail.example.ca"],
    ["AUTH_SECRET", "too-short"],
    ["NOTIFY_EMAILS", "team@example.ca;sales@example.ca"],
    ["NODE_ENV", "staging"],
    ["TIME_ZONE", "America/Torronto"],
    ["TIME_ZONE", "EST5EDT; DROP"],
    ["LOG_LEVEL", "verbose"],
    ["DIGEST_TIME", "8am"],
    ["DIGEST_TIME", "24:00"],
  ])("rejects %s=%s with a message naming it", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`${name}: .+`));
  });

  it("names the sender after the site when MAIL_FROM is a bare address, and keeps a name it gives", () => {
    expect(parseConfig({ MAIL_FROM: "Hello@Cio.example.ca" }).mailFrom).toEqual({
      name: "Fractional CIO Canada",
      address: "hello@cio.example.ca",
    });
    expect(parseConfig({ MAIL_FROM: '"Smith, Jones & Co" <team@cio.example.ca>' }).mailFrom).toEqual({
      name: "Smith, Jones & Co",
      address: "team@cio.example.ca",
    });
    expect(parseConfig({ MAIL_FROM: "Marie <marie@cio.example.ca>" }).mailFrom).toEqual({ name: "Marie", address: "marie@cio.example.ca" });
  });

  it.each(["no-reply", "a@example.ca, b@example.ca", "Name <not an address>"])("refuses MAIL_FROM=%s at start, naming it", (value) => {
    expect(() => parseConfig({ MAIL_FROM: value })).toThrow(/MAIL_FROM: must be one e-mail address/);
  });

  it("signs e-mails as the team, or as the person and title configured", () => {
    expect(parseConfig({}).teamSignature).toBeUndefined();
    expect(parseConfig({ TEAM_SIGNATURE_NAME: " Marie Tremblay " }).teamSignature).toEqual({ name: "Marie Tremblay", title: undefined });
    expect(parseConfig({ TEAM_SIGNATURE_NAME: "Marie Tremblay", TEAM_SIGNATURE_TITLE: "Director of Partnerships" }).teamSignature).toEqual({
      name: "Marie Tremblay",
      title: "Director of Partnerships",
    });
    expect(() => parseConfig({ TEAM_SIGNATURE_TITLE: "Director" })).toThrow(/TEAM_SIGNATURE_TITLE needs TEAM_SIGNATURE_NAME/);
    expect(() => parseConfig({ TEAM_SIGNATURE_NAME: "Marie\nBcc: x@example.com" })).toThrow(/TEAM_SIGNATURE_NAME: must be plain text/);
  });

  it("shows admin times in Toronto unless TIME_ZONE names another zone", () => {
    expect(parseConfig({}).timeZone).toBe("America/Toronto");
    expect(parseConfig({ TIME_ZONE: "America/Vancouver" }).timeZone).toBe("America/Vancouver");
    expect(() => parseConfig({ TIME_ZONE: "Mars/Olympus" })).toThrow(
      /TIME_ZONE: must be an IANA time zone such as America\/Toronto \(got "Mars\/Olympus"\)/,
    );
  });

  it("sends the morning digest at 08:00 by default, at another 24-hour time when set, never when off", () => {
    expect(parseConfig({}).digestAtMinutes).toBe(8 * 60);
    expect(parseConfig({ DIGEST_TIME: "07:30" }).digestAtMinutes).toBe(7 * 60 + 30);
    expect(parseConfig({ DIGEST_TIME: "off" }).digestAtMinutes).toBeNull();
  });

  it("holds decision e-mails 10 minutes by default, 0 to 1440 when set, and stops on anything else", () => {
    expect(parseConfig({}).decisionUndoMs).toBe(10 * 60_000);
    expect(parseConfig({ DECISION_UNDO_MINUTES: "0" }).decisionUndoMs).toBe(0);
    expect(parseConfig({ DECISION_UNDO_MINUTES: "1440" }).decisionUndoMs).toBe(1440 * 60_000);
    for (const bad of ["-1", "1441", "2.5", "ten"]) {
      expect(() => parseConfig({ DECISION_UNDO_MINUTES: bad })).toThrow(new RegExp(`DECISION_UNDO_MINUTES: .*got "${bad}"`));
    }
  });

  it("names every bad variable at once", () => {
    expect(() => parseConfig({ PORT: "x", BASE_URL: "y" })).toThrow(/PORT[\s\S]*BASE_URL/);
  });

  it("needs both Google variables or neither", () => {
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(parseConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).google).toEqual({
      clientId: "id",
      clientSecret: "secret",
      discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
    });
  });

  it("reads the team's phone, e-mail and city for /contact, each only when set", () => {
    expect(parseConfig({}).contactDetails).toEqual({});
    expect(
      parseConfig({ CONTACT_PHONE: "+1 (514) 555-0142", CONTACT_EMAIL: "Team@CIO.example.ca", CONTACT_CITY: "  Montréal " }).contactDetails,
    ).toEqual({ phone: "+1 (514) 555-0142", email: "team@cio.example.ca", city: "Montréal" });
    expect(parseConfig({ CONTACT_CITY: "   " }).contactDetails.city).toBeUndefined();
  });

  it("reads the legal entity's name for the footer only when set, as plain text", () => {
    expect(parseConfig({}).legalName).toBeUndefined();
    expect(parseConfig({ LEGAL_NAME: "  Gestion Exemple inc. " }).legalName).toBe("Gestion Exemple inc.");
    expect(parseConfig({ LEGAL_NAME: "   " }).legalName).toBeUndefined();
  });

  it("reads the calls' video link only when set, as an http(s) URL", () => {
    expect(parseConfig({}).meetingUrl).toBeUndefined();
    expect(parseConfig({ MEETING_URL: "https://meet.example.ca/our team" }).meetingUrl).toBe("https://meet.example.ca/our%20team");
    expect(() => parseConfig({ MEETING_URL: "javascript:alert(1)" })).toThrow(/MEETING_URL: must be an http\(s\) URL/);
    expect(() => parseConfig({ TEAM_SIGNATURE_NAME: "Jeanne\u0000Roy" })).toThrow(/TEAM_SIGNATURE_NAME: must be plain text/);
  });

  it.each([
    ["CONTACT_PHONE", "call us", /CONTACT_PHONE: must be a phone number of digits/],
    ["CONTACT_PHONE", "555-01", /CONTACT_PHONE: must have 7 to 20 digits/],
    ["CONTACT_PHONE", "+1 514 555 0142 ext 9", /CONTACT_PHONE: must be a phone number/],
    ["CONTACT_EMAIL", "team at cio.example.ca", /CONTACT_EMAIL: must be an e-mail address/],
    ["CONTACT_EMAIL", "team@cio.example.ca <evil@x.example>", /CONTACT_EMAIL: must be an e-mail address/],
    ["CONTACT_CITY", "Montr\u0000éal", /CONTACT_CITY: must be plain text/],
    ["CONTACT_CITY", "x".repeat(101), /CONTACT_CITY: must be at most 100 characters/],
    ["LEGAL_NAME", "Exemple\ninc.", /LEGAL_NAME: must be plain text/],
    ["LEGAL_NAME", "x".repeat(101), /LEGAL_NAME: must be at most 100 characters/],
  ])("refuses %s=%j at start, naming it", (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  it("reads the sign-in limits, with defaults", () => {
    expect(parseConfig({}).signInLimits).toEqual({ attemptsPerMinutePerIp: 10, failuresPerHourPerEmail: 10 });
    expect(() => parseConfig({ FAILED_SIGN_INS_PER_HOUR_PER_EMAIL: "0" })).toThrow(/FAILED_SIGN_INS_PER_HOUR_PER_EMAIL/);
  });

  it("takes a chat webhook over https, or http on this machine, and never repeats a bad one", () => {
    expect(parseConfig({}).notifyWebhookUrl).toBeUndefined();
    const slack = "https://hooks.slack.com/services/T0/B0/secretpart";
    expect(parseConfig({ NOTIFY_WEBHOOK_URL: slack }).notifyWebhookUrl).toBe(slack);
    expect(parseConfig({ NOTIFY_WEBHOOK_URL: "http://127.0.0.1:4000/hook" }).notifyWebhookUrl).toBe("http://127.0.0.1:4000/hook");
    expect(parseConfig({ NOTIFY_WEBHOOK_URL: "http://localhost:4000/hook" }).notifyWebhookUrl).toBe("http://localhost:4000/hook");
    for (const bad of [
      "http://hooks.example.net/secretpart",
      "ftp://127.0.0.1/secretpart",
      "hooks.slack.com/secretpart",
      "javascript:secretpart",
    ]) {
      let message = "";
      try {
        parseConfig({ NOTIFY_WEBHOOK_URL: bad });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, bad).toMatch(/NOTIFY_WEBHOOK_URL: must be an https:\/\/ URL/);
      expect(message, bad).not.toContain("secretpart");
    }
  });
});
