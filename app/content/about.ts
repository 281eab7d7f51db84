import type { PageMetaCopy, Point } from "./types";

export const aboutMeta: PageMetaCopy = {
  title: "About",
  description:
    "Our mission is to give growing Canadian businesses executive IT leadership they can afford, through a network of experienced fractional CIOs.",
};

export const aboutPage = {
  title: "About us",
  missionTitle: "Our mission",
  mission:
    "Every growing business deserves the technology leadership that large companies take for granted. We connect small and mid-sized businesses with experienced CIOs who work part-time, so that good IT decisions no longer depend on the size of the payroll.",
  valuesTitle: "Our values",
  values: [
    {
      title: "Partnership",
      body: "We work alongside your team and measure our success by yours.",
    },
    {
      title: "Growth",
      body: "We help businesses and CIOs alike take their next step.",
    },
    {
      title: "Flexibility",
      body: "Engagements shaped around your needs, in hours, scope and way of working.",
    },
    {
      title: "Trust",
      body: "Vetted CIOs, candid advice and care with the information you share with us.",
    },
  ] satisfies Point[],
  promiseTitle: "Our promise",
  promise:
    "Every inquiry gets a reply from a person within one business day. We only introduce CIOs we would trust with our own business, and we stay involved after the match.",
};
