import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config.server";
import { createMailTransport } from "./transport.server";

// Who a French e-mail says it is from: the brand with its French descriptor, as the file transport
// writes the very message SMTP would carry.

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function fromHeaderOf(mailFrom: string | undefined, language: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "sender-name-"));
  folders.push(dataDir);
  const transport = createMailTransport({ dataDir });
  const from = parseConfig({ BASE_URL: "https://cio.example.ca", ...(mailFrom ? { MAIL_FROM: mailFrom } : {}) }).mailFrom;
  await transport.send({ id: "1", from, to: ["marie@example.ca"], subject: "Objet", text: "Bonjour", html: "<p>Bonjour</p>", language });
  transport.close();
  const [file] = await readdir(path.join(dataDir, "mail"));
  const raw = await readFile(path.join(dataDir, "mail", file!), "utf8");
  const header = /^From: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  // Decode RFC 2047 words so the test reads the name a mail client shows.
  const decoded = header.replace(/\r?\n[ \t]/g, " ").replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
  return decoded.replace(/\s*</, " <");
}

describe("the sender's name", () => {
  it("is « Fractional CIO Canada – DPI à temps partagé » on a French e-mail", async () => {
    expect(await fromHeaderOf(undefined, "fr-CA")).toMatch(/^"?Fractional CIO Canada – DPI à temps partagé"? <no-reply@cio\.example\.ca>$/);
  });

  it("stays the brand alone in English, and what MAIL_FROM names in either language", async () => {
    expect(await fromHeaderOf(undefined, "en-CA")).toMatch(/^"?Fractional CIO Canada"? <no-reply@cio\.example\.ca>$/);
    expect(await fromHeaderOf("Équipe Exemple <equipe@exemple.ca>", "fr-CA")).toMatch(/^"?Équipe Exemple"? <equipe@exemple\.ca>$/);
  });
});
