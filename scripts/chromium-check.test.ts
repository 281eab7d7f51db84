import { describe, expect, it } from "vitest";
import { chromiumPlan, type Machine } from "./chromium-check";

const fresh: Machine = {
  chromiumPath: "/nowhere/chromium",
  chosenPath: false,
  runnable: (file) => file === "/usr/bin/chromium",
  isRoot: false,
  hasAptGet: true,
};

describe("chromiumPlan (before npm test runs anything)", () => {
  it("runs the tests when Chromium is there", () => {
    expect(chromiumPlan({ ...fresh, chromiumPath: "/usr/bin/chromium" })).toEqual({ action: "run" });
  });

  it("installs Debian's package itself when it runs as root with apt-get", () => {
    expect(chromiumPlan({ ...fresh, isRoot: true })).toEqual({
      action: "install",
      commands: [
        ["apt-get", "update"],
        ["apt-get", "install", "-y", "chromium"],
      ],
    });
  });

  it("stops with the one command to run when it may not install", () => {
    const plan = chromiumPlan(fresh);
    expect(plan.action).toBe("stop");
    expect(plan.action === "stop" && plan.message).toContain("Chromium at /nowhere/chromium");
    expect(plan.action === "stop" && plan.message).toContain("\n  sudo apt-get install -y chromium\n");
  });

  it("names CHROMIUM_PATH on a system without apt-get", () => {
    const plan = chromiumPlan({ ...fresh, hasAptGet: false, isRoot: true });
    expect(plan.action === "stop" && plan.message).toContain("CHROMIUM_PATH=/path/to/chromium npm test");
  });

  it("installs nothing over a CHROMIUM_PATH that leads nowhere: it says so", () => {
    const plan = chromiumPlan({ ...fresh, chosenPath: true, isRoot: true });
    expect(plan.action === "stop" && plan.message).toContain("CHROMIUM_PATH is /nowhere/chromium, and no Chromium runs there");
  });
});
