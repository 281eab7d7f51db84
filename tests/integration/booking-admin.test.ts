import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, postForm, readMailFiles, submitCioApplication } from "../support/accounts";
import { bookingFields, bookingFormOf, confirmLinkIn, confirmThrough, freeSlotsOn, inviteIn, postBooking } from "../support/bookings";
import { databaseKinds } from "../support/database";
import { fastForms, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { until } from "../support/until";

// The team's side of booking: /admin/availability changes /book at once; /admin/calls lists the
// calls linked to the caller's applications, and cancels one with a reason the visitor is e-mailed.

const admin = { email: "admin@example.ca", password: "correct horse battery" };
const mailed = (raw: string) => ({ from: "", to: [], raw });

describe.each(databaseKinds)("the team's booking pages on %s", (kind) => {
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    const env: Record<string, string> = { ...fastForms, AUTH_SECRET: TEST_AUTH_SECRET, ADMIN_EMAILS: admin.email, MAIL_POLL_SECONDS: "1" };
    server = await startServerOn(kind, env, 150_000);
    cookie = (await createAccount(server, admin.email, admin.password, { verify: true }))!;
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
  });

  const adminPage = async (path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
  const saveAvailability = (values: Record<string, string>) =>
    postForm(
      `${server.url}/admin/availability`,
      {
        "hours-1": "",
        "hours-2": "",
        "hours-3": "",
        "hours-4": "",
        "hours-5": "",
        "hours-6": "",
        "hours-0": "",
        slotMinutes: "30",
        bufferMinutes: "0",
        noticeHours: "24",
        horizonDays: "21",
        closedDates: "",
        ...values,
      },
      cookie,
    );

  it("shows a saved availability on /book at once, and refuses a bad one without saving it", async () => {
    const saved = await saveAvailability({ "hours-6": "10:00-12:00", slotMinutes: "60", horizonDays: "30" });
    expect(saved.status).toBe(200);
    const slots = await freeSlotsOn(server.url);
    expect(slots.length).toBeGreaterThan(0);
    // Saturdays only, on the hour, 10:00 and 11:00 Toronto time.
    for (const slot of slots) {
      const local = new Intl.DateTimeFormat("en-CA", {
        timeZone: "America/Toronto",
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(new Date(slot));
      expect(local).toMatch(/^Sat,? 1[01]:00$/);
    }
    const firstSaturday = slots[0]!.slice(0, 10);
    const closed = await saveAvailability({ "hours-6": "10:00-12:00", slotMinutes: "60", horizonDays: "30", closedDates: firstSaturday });
    expect(closed.status).toBe(200);
    expect((await freeSlotsOn(server.url)).some((slot) => slot.startsWith(firstSaturday))).toBe(false);

    const bad = await saveAvailability({ "hours-6": "12:00-10:00", slotMinutes: "0" });
    expect(bad.status).toBe(400);
    const html = (await bad.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Write opening hours like 09:00-12:00");
    expect(html).toContain('value="12:00-10:00"');
    expect(await adminPage("/admin/availability")).toContain('value="10:00-12:00"');
  });

  it("lists a call with the caller's application, and cancels it with a reason the visitor is told", async () => {
    await saveAvailability({
      "hours-1": "09:00-17:00",
      "hours-2": "09:00-17:00",
      "hours-3": "09:00-17:00",
      "hours-4": "09:00-17:00",
      "hours-5": "09:00-17:00",
    });
    const caller = bookingFields(1, `admincalls${kind}`);
    await submitCioApplication(server, { firstName: "Caller1", lastName: "Applicant", email: caller.email!.toUpperCase() });
    const [slot] = await freeSlotsOn(server.url);
    expect((await postBooking(server.url, { ...(await bookingFormOf(server.url, slot!)), ...caller })).status).toBe(303);
    // Until the visitor confirms, the call is marked so; they confirm from the e-mail (decision 0058).
    expect(await adminPage("/admin/calls")).toContain("Not confirmed by the visitor yet");
    const mailTo = async (subject: RegExp) =>
      (await readMailFiles(server.dataDir)).find((file) => file.to.includes(caller.email!) && subject.test(file.subject));
    await until(async () => (await mailTo(/^Please confirm/)) !== undefined, 20_000, "the request to confirm");
    expect((await confirmThrough(server.url, confirmLinkIn((await mailTo(/^Please confirm/))!.text)!)).status).toBe(200);

    const calls = await adminPage("/admin/calls");
    expect(calls).toContain(caller.name);
    expect(calls).not.toContain("Not confirmed by the visitor yet");
    expect(calls).toMatch(/href="\/admin\/applications\/[0-9a-f-]+"[^>]*>CIO application: Caller1 Applicant<\/a>/);
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(calls)?.[1];
    // The application's Personal data section says its download and deletion take the call too.
    const application = /href="(\/admin\/applications\/[0-9a-f-]+)"/.exec(calls)?.[1];
    expect(await adminPage(application!)).toContain("the contact inquiries from the address, and the call booked with it.");

    const missing = await postForm(`${server.url}/admin/calls`, { id: id!, reason: "" }, cookie);
    expect(missing.status).toBe(400);
    const cancelled = await postForm(
      `${server.url}/admin/calls`,
      { id: id!, reason: "Our consultant is ill; please pick another time." },
      cookie,
    );
    expect(cancelled.status).toBe(200);
    expect(await freeSlotsOn(server.url)).toContain(slot);
    expect(await adminPage("/admin/calls")).toContain(`Cancelled by ${admin.email}`);

    await until(
      async () =>
        (await readMailFiles(server.dataDir)).some((mail) => mail.to.includes(caller.email!) && mail.subject.startsWith("Cancelled")),
      20_000,
      "the cancellation e-mail",
    );
    const mail = (await readMailFiles(server.dataDir)).find(
      (file) => file.to.includes(caller.email!) && file.subject.startsWith("Cancelled"),
    )!;
    expect(mail.text).toContain("Our consultant is ill; please pick another time.");
    expect(inviteIn(mailed(mail.text))).toMatchObject({ method: "CANCEL", start: slot });
  });
});
