// `npm run db:seed -- <count>`: adds <count> made-up applications (CIO and Company, some decided,
// one a minute back from now) to the database the server would use, configured as `npm start`
// reads it (the environment, then `.env`): PostgreSQL in DATABASE_URL, or PGlite under DATA_DIR
// (stop the server first: PGlite allows one process per folder). It says how far it has got every
// tenth of the way. For trying the admin list with many rows, and for the benchmarks.
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { optionCodes, provinceCodes } from "../app/domain/forms/lead-forms";
import { type Database, openDatabase } from "../app/server/db/client.server";
import { applications } from "../app/server/db/schema.server";
import { databaseName, scriptConfig } from "./script-config";

const { availabilities, companySizes, contractDurations, experienceRanges, expertise, industries, workModels } = optionCodes;

const firstNames = ["Amélie", "Noah", "Priya", "Liam", "Chloé", "Wei", "Olivia", "Mateo", "Fatima", "Jack"];
const lastNames = ["Tremblay", "Singh", "Nguyen", "MacDonald", "Roy", "Chen", "Gagnon", "Smith", "Côté", "Ahmed"];
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const BATCH = 1_000;

function madeUpApplication(index: number, now: number) {
  const isCio = index % 3 !== 0;
  const first = pick(firstNames, index);
  const last = pick(lastNames, Math.floor(index / firstNames.length));
  return {
    id: randomUUID(),
    type: isCio ? ("CIO" as const) : ("Company" as const),
    companyName: isCio ? null : `${last} Holdings ${index}`,
    firstName: first,
    lastName: last,
    email: `seed.${index}@example.ca`,
    phone: `416555${String(index % 10_000).padStart(4, "0")}`,
    linkedin: isCio ? `https://www.linkedin.com/in/seed-${index}` : null,
    companyUrl: isCio ? null : `https://seed-${index}.example.ca`,
    companySize: isCio ? null : pick(companySizes, index),
    contractDuration: isCio ? null : pick(contractDurations, index),
    experience: isCio ? pick(experienceRanges, index) : null,
    city: pick(["Toronto", "Montréal", "Vancouver", "Calgary", "Halifax"], index),
    province: pick(provinceCodes, index),
    workModel: pick(workModels, index),
    availability: pick(availabilities, index),
    message: index % 4 === 0 ? null : `Seeded application number ${index}.`,
    industries: [pick(industries, index), pick(industries, index + 3)],
    areasOfExpertise: isCio ? [pick(expertise, index), pick(expertise, index + 5)] : null,
    requiredExpertise: isCio ? null : [pick(expertise, index + 2)],
    status: index % 5 === 0 ? ("Accepted" as const) : index % 7 === 0 ? ("Denied" as const) : null,
    submissionKey: randomUUID(),
    createdAt: new Date(now - index * 60_000),
  };
}

/** Inserts `count` applications in batches, the newest dated `now`; `onProgress` hears the total after each batch. */
export async function seedApplications(
  db: Database,
  count: number,
  options: { now?: number; onProgress?: (added: number) => void } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => madeUpApplication(start + offset, now));
    await db.insert(applications).values(rows);
    options.onProgress?.(start + rows.length);
  }
}

/** Prints "Added 20,000 of 100,000 applications (20%)…" each time another tenth is in, short of the end. */
function progressPrinter(count: number): (added: number) => void {
  let tenthsShown = 0;
  return (added) => {
    const tenths = Math.floor((added * 10) / count);
    if (added >= count || tenths <= tenthsShown) return;
    tenthsShown = tenths;
    const percent = Math.floor((added * 100) / count);
    console.log(`Added ${added.toLocaleString("en-CA")} of ${count.toLocaleString("en-CA")} applications (${percent}%)…`);
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const count = Number(process.argv[2]);
  if (!Number.isSafeInteger(count) || count < 1) {
    console.error("Usage: npm run db:seed -- <number of applications>");
    process.exit(1);
  }
  const config = scriptConfig();
  console.log(`Seeding ${count.toLocaleString("en-CA")} applications into ${databaseName(config)}.`);
  const handle = await openDatabase(config);
  try {
    await seedApplications(handle.db, count, { onProgress: progressPrinter(count) });
    console.log(`Added ${count.toLocaleString("en-CA")} applications to ${databaseName(config)}.`);
  } finally {
    await handle.close();
  }
}
