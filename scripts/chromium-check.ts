// `npm test` needs Chromium for the browser tests (Debian's, never a downloaded one; decision 0004),
// and SpamAssassin for the e-mails' spam test (at the end of this file).
// Checked before anything else, so a machine without it learns so in a second, not after the
// minutes the other suites take: as root with apt-get, the runner installs Debian's package itself;
// otherwise it stops with the one command to run.
import { accessSync, constants, existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { chromiumPath } from "../tests/support/chromium";

export type Machine = {
  /** Where the browser tests look for Chromium. */
  chromiumPath: string;
  /** True when CHROMIUM_PATH chose that path: then it is the owner's Chromium, not Debian's to install. */
  chosenPath: boolean;
  runnable: (file: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
};

export type ChromiumPlan = { action: "run" } | { action: "install"; commands: string[][] } | { action: "stop"; message: string };

const aptInstall = ["apt-get", "install", "-y", "chromium"];

/** What the runner does about Chromium on this machine. */
export function chromiumPlan(machine: Machine): ChromiumPlan {
  if (machine.runnable(machine.chromiumPath)) return { action: "run" };
  if (machine.chosenPath) {
    return {
      action: "stop",
      message: `CHROMIUM_PATH is ${machine.chromiumPath}, and no Chromium runs there. Point it at a Chromium, or unset it to use Debian's at /usr/bin/chromium.`,
    };
  }
  if (machine.hasAptGet && machine.isRoot) return { action: "install", commands: [["apt-get", "update"], aptInstall] };
  const command = machine.hasAptGet
    ? `sudo ${aptInstall.join(" ")}`
    : "CHROMIUM_PATH=/path/to/chromium npm test   (after installing Chromium with this system's package manager)";
  return {
    action: "stop",
    message: `The browser tests need Chromium at ${machine.chromiumPath}, and it is not there. Run this, then npm test again:\n\n  ${command}\n`,
  };
}

function runnable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** This machine, as chromiumPlan sees it. */
export function thisMachine(): Machine {
  return {
    chromiumPath,
    chosenPath: Boolean(process.env.CHROMIUM_PATH),
    runnable,
    isRoot: process.getuid?.() === 0,
    hasAptGet: existsSync("/usr/bin/apt-get"),
  };
}

/** Returns once Chromium is there (installing Debian's package when it can); otherwise ends the process. */
export function ensureChromium(machine = thisMachine()): void {
  const plan = chromiumPlan(machine);
  if (plan.action === "run") return;
  if (plan.action === "install") {
    console.log(`Chromium is missing at ${machine.chromiumPath}: installing Debian's package (${aptInstall.join(" ")}).`);
    for (const command of plan.commands) {
      const result = spawnSync(command[0]!, command.slice(1), {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      if (result.status !== 0) break;
    }
    if (machine.runnable(machine.chromiumPath)) return;
    console.error(
      `\nInstalling Chromium failed, and the browser tests need it at ${machine.chromiumPath}. Run ${aptInstall.join(" ")}, then npm test again.`,
    );
    process.exit(1);
  }
  console.error(plan.message);
  process.exit(1);
}

/**
 * The e-mails' spam test needs Debian's SpamAssassin (its local rules only): installed as Chromium
 * is when the runner can (without the recommended rule compiler, which the test does not use),
 * otherwise the run stops with the command to run.
 */
export function ensureSpamAssassin(machine = thisMachine()): void {
  const installed = () => spawnSync("spamassassin", ["--version"], { stdio: "ignore" }).status === 0;
  if (installed()) return;
  const install = ["apt-get", "install", "-y", "--no-install-recommends", "spamassassin"];
  if (machine.hasAptGet && machine.isRoot) {
    console.log(`SpamAssassin is missing: installing Debian's package (${install.join(" ")}).`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (spawnSync("apt-get", ["update"], { stdio: "inherit", env }).status === 0)
      spawnSync(install[0]!, install.slice(1), { stdio: "inherit", env });
    if (installed()) return;
  }
  console.error(`The e-mail tests need SpamAssassin. Run this, then npm test again:\n\n  sudo ${install.join(" ")}\n`);
  process.exit(1);
}
