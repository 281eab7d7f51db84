import { expect, type Page, test } from "@playwright/test";
import { currentConsent } from "~/domain/consent";
import { desktop } from "./support/browser";
import {
  checkbox,
  cioForm,
  companyForm,
  contactForm,
  control,
  expectFormValues,
  expectThankYou,
  fieldSpec,
  fillForm,
  openMore,
  type FormSpec,
  leadForms,
  recordPosts,
  submitButton,
  validInput,
  watchSubmitButton,
} from "./support/forms";
import { uniqueAddress } from "./support/unique";

test.use({ viewport: desktop });

const busyState = "Sending... (aria-disabled)";

const industries = ["Finance", "Healthcare", "Manufacturing", "Education", "Government", "Tech / SaaS", "Other"];
const expertise = [
  "Digital Transformation",
  "Cybersecurity",
  "M&A Integration",
  "ERP / CRM Deployments",
  "IT Governance & Compliance",
  "Team Development",
  "Vendor & Contract Negotiation",
];

/** /form is the CIO application too; it posts to /form/cio. */
const openedAt: FormSpec[] = [contactForm, { ...cioForm, path: "/form" }, cioForm, companyForm];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const form of openedAt) {
      test(`${form.path}: a complete ${form.title} is thanked for, and a reload sends nothing again`, async ({ page }) => {
        expect((await page.goto(form.path))?.status()).toBe(200);
        await fillForm(page, form, validInput(form, uniqueAddress("sent")));
        const posted = page.waitForResponse((response) => response.request().method() === "POST");
        await submitButton(page).click();
        expect((await posted).status()).toBe(303);
        // A company's thank-you carries its request's booking link (its "Book a call now").
        await expect(page).toHaveURL(new RegExp(`${form.postPath}\\?submitted=1(&from=[\\w.-]+)?$`));
        await expectThankYou(page);

        const posts = recordPosts(page);
        const reloaded = await page.reload();
        expect(reloaded?.request().method()).toBe("GET");
        expect(reloaded?.status()).toBe(200);
        await expectThankYou(page);
        expect(posts).toEqual([]);
      });
    }
  });
}

test("/form shows the CIO application", async ({ page }) => {
  await page.goto("/form");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Network of Elite Fractional CIOs");
  await expect(page.getByRole("textbox", { name: "LinkedIn Profile", exact: true })).toBeVisible();
  const experience = page.getByRole("combobox", { name: "Years of Experience", exact: true });
  await expect(experience.locator("option")).toHaveText(["Select…", "5-10", "11-15", "16-20", "More than 20"]);
  for (const option of expertise) await expect(checkbox(page, "Areas of Expertise", option)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Company Size" })).toHaveCount(0);
});

test("/form/company asks for the company's name, its contact's names, size, contract duration and required expertise", async ({ page }) => {
  await page.goto("/form/company");
  await expect(page.getByRole("textbox", { name: "Company Name", exact: true })).toHaveAttribute("name", "companyName");
  await expect(page.getByRole("textbox", { name: "Contact First Name", exact: true })).toHaveAttribute("autocomplete", "given-name");
  await expect(page.getByRole("textbox", { name: "Contact Last Name", exact: true })).toHaveAttribute("autocomplete", "family-name");
  await expect(page.getByRole("textbox", { name: "First Name", exact: true })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Company Size" }).locator("option")).toHaveText(["Select…", "1-49", "50-199", "200+"]);
  await expect(page.getByRole("combobox", { name: "Contract Duration" }).locator("option")).toHaveText([
    "Select…",
    "3-6 months",
    "6-12 months",
    "1 year+",
  ]);
  await openMore(page);
  for (const option of expertise) await expect(checkbox(page, "Required Expertise", option)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "LinkedIn Profile" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Years of Experience" })).toHaveCount(0);
});

test("provinces are shown by their full names and sent as codes", async ({ page }) => {
  await page.goto("/form/company");
  const province = page.getByRole("combobox", { name: "Province", exact: true });
  await expect(province.locator("option")).toHaveCount(14);
  await expect(province.locator('option[value="ON"]')).toHaveText("Ontario");
  await expect(province.locator('option[value="QC"]')).toHaveText("Quebec");
  await expect(province.locator('option[value="YT"]')).toHaveText("Yukon");
});

for (const form of leadForms) {
  test(`${form.path}: required fields show a * and the browser knows each field's kind`, async ({ page }) => {
    await page.goto(form.path);
    await openMore(page);
    await expect(page.getByText("Fields marked * are required.")).toBeVisible();
    for (const spec of form.fields) {
      const element = control(page, spec);
      if (spec.kind === "checkboxes") {
        await expect(element.locator("legend"), spec.label).toHaveText(spec.label);
        for (const box of await element.getByRole("checkbox").all()) {
          await expect(box).toHaveAttribute("name", spec.name);
          await expect(box).toHaveJSProperty("required", false);
        }
        continue;
      }
      const labelText = await element.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? "");
      expect(labelText.replace(/\s+/g, " ").trim(), spec.label).toBe(spec.required ? `${spec.label} *` : spec.label);
      await expect(element, spec.label).toHaveJSProperty("required", spec.required);
      await expect(element, spec.label).toHaveAttribute("name", spec.name);
      if (spec.kind === "textarea") await expect(element, spec.label).toHaveAttribute("rows", "4");
      else if (spec.kind === "url") {
        // A text box with the URL keyboard: type="url" would refuse `acme.example.ca` (decision 0048).
        await expect(element, spec.label).toHaveAttribute("type", "text");
        await expect(element, spec.label).toHaveAttribute("inputmode", "url");
      } else if (spec.kind !== "select") await expect(element, spec.label).toHaveAttribute("type", spec.kind);
    }
  });

  test(`${form.path}: the button reads 'Sending...' while sending, and a second click sends nothing more`, async ({ page }) => {
    const button = await watchSubmitButton(page, busyState);
    await page.goto(form.path);
    await fillForm(page, form, validInput(form, uniqueAddress("busy")));
    const posts = recordPosts(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(
      (url) => url.pathname === form.postPath,
      async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        arrive();
        await held;
        await route.continue();
      },
    );

    // The click resolves once its navigation is done, which the held POST delays.
    const clickedAgain = button.clickedAgain();
    const firstClick = submitButton(page).click();
    await arrived;
    await expect.poll(() => button.states.at(-1)).toBe(busyState);
    await clickedAgain;
    expect(button.states.at(-1)).toBe(busyState);
    release();
    await firstClick;
    await expectThankYou(page);
    expect(button.states).toEqual(["Submit (enabled)", busyState]);
    expect(posts).toEqual([form.postPath]);
  });

  test(`${form.path}: after sending, Back shows the form with a usable Submit button`, async ({ page }) => {
    await page.goto(form.path);
    await fillForm(page, form, validInput(form, uniqueAddress("back")));
    await submitButton(page).click();
    await expectThankYou(page);
    await page.goBack();
    await expect(submitButton(page)).toBeVisible();
    await expect(submitButton(page)).not.toHaveAttribute("aria-disabled", "true");
  });

  // Chromium itself folds a double click into one navigation; the test above holds the POST
  // to check that the page ignores a second click.
  test(`${form.path}: a double click on Submit sends the form once`, async ({ page }) => {
    await page.goto(form.path);
    await fillForm(page, form, validInput(form, uniqueAddress("double")));
    const posts = recordPosts(page);
    await submitButton(page).dblclick();
    await expect(page).toHaveURL(/\?submitted=1(&from=[\w.-]+)?$/);
    await expectThankYou(page);
    expect(posts).toEqual([form.postPath]);
  });

  test(`${form.path}: Tab never reaches the hidden bot trap`, async ({ page }) => {
    await page.goto(form.path);
    // Tab round the whole page, from the skip link back to it.
    const reached: string[] = [];
    while (reached.filter((name) => name === "Skip to content").length < 2 && reached.length < 150) {
      await page.keyboard.press("Tab");
      reached.push(await focusedName(page));
    }
    expect(reached).toContain("firstName");
    expect(reached).toContain("Submit");
    expect(reached).not.toContain("leave_this_empty");
    await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
    await expect(page.getByLabel("Leave this field empty")).not.toBeInViewport();
  });
}

/** The focused element's field name, or else its text: what a test can compare. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "";
    return element.getAttribute("name") ?? element.textContent?.trim() ?? element.tagName;
  });
}

test("the CIO form can be filled in and sent with the keyboard alone", async ({ page }) => {
  const email = uniqueAddress("keyboard");
  await page.goto("/form/cio");
  const reached: string[] = [];
  while (reached.at(-1) !== "firstName" && reached.length < 40) {
    await page.keyboard.press("Tab");
    reached.push(await focusedName(page));
  }
  expect(reached).not.toContain("leave_this_empty");
  const field = (label: string) => control(page, fieldSpec(cioForm, label));
  await expect(field("First Name")).toBeFocused();
  await page.keyboard.type("Amélie");

  const tabTo = async (target: ReturnType<typeof field>) => {
    await page.keyboard.press("Tab");
    await expect(target).toBeFocused();
  };
  const typeInto = async (label: string, text: string) => {
    await tabTo(field(label));
    await page.keyboard.type(text);
  };
  const press = async (...keys: string[]) => {
    for (const key of keys) await page.keyboard.press(key);
  };
  const tickBoxes = async (group: string, options: string[], chosen: string[]) => {
    for (const option of options) {
      await tabTo(checkbox(page, group, option));
      if (chosen.includes(option)) await press("Space");
    }
  };

  // The fields in the form's order; a field added since these steps were written gets its first
  // option, or a word typed.
  const steps: Record<string, () => Promise<void>> = {
    "Last Name": () => typeInto("Last Name", "Tremblay"),
    Email: () => typeInto("Email", email),
    Phone: () => typeInto("Phone", "514 555 0142"),
    "LinkedIn Profile": () => typeInto("LinkedIn Profile", "https://www.linkedin.com/in/amelie-tremblay"),
    "Years of Experience": async () => {
      await tabTo(field("Years of Experience"));
      await press("ArrowDown", "ArrowDown");
    },
    City: () => typeInto("City", "Montréal"),
    Province: async () => {
      await tabTo(field("Province"));
      await page.keyboard.type("Quebec");
    },
    "Work Model": async () => {
      await tabTo(field("Work Model"));
      await press("ArrowDown");
    },
    Availability: async () => {
      await tabTo(field("Availability"));
      await press("End");
    },
    Industries: () => tickBoxes("Industries", industries, ["Finance", "Government"]),
    "Areas of Expertise": () => tickBoxes("Areas of Expertise", expertise, ["Cybersecurity", "Team Development"]),
    Message: () => typeInto("Message", "Happy to start next month."),
  };
  for (const spec of cioForm.fields.slice(1)) {
    const step = steps[spec.label];
    if (step) await step();
    else if (spec.kind === "select") {
      await tabTo(field(spec.label));
      await press("ArrowDown");
    } else if (spec.kind === "checkboxes") await tickBoxes(spec.label, spec.options, []);
    else await typeInto(spec.label, "Sample");
  }
  // The optional news e-mail box, then the privacy notice's link, sit between the fields and Submit.
  await tabTo(page.getByRole("checkbox", { name: currentConsent.text }));
  await press("Space");
  await expect(page.getByRole("checkbox", { name: currentConsent.text })).toBeChecked();
  await tabTo(page.getByRole("link", { name: "Read our privacy policy" }));
  await tabTo(submitButton(page));

  await expectFormValues(page, cioForm, {
    "First Name": "Amélie",
    Email: email,
    "Years of Experience": "11-15",
    Province: "Quebec",
    "Work Model": "Remote",
    Availability: "1–3 Months",
    Industries: ["Finance", "Government"],
    "Areas of Expertise": ["Cybersecurity", "Team Development"],
  });
  await press("Enter");
  await expect(page).toHaveURL(/\/form\/cio\?submitted=1$/);
  await expectThankYou(page);
});
