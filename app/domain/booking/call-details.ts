// What a booked call is, said the same way on /book, the call's page, its e-mail and its invite:
// how long it lasts, how it happens, who hosts it and what to prepare.

/** The words this needs, as words(locale).booking.callDetails holds them in each language. */
export type CallWords = {
  when: string;
  length: string;
  lengthValue: (minutes: number) => string;
  how: string;
  video: string;
  phone: (phone: string) => string;
  phoneFromForm: string;
  host: string;
  team: string;
  prepare: string;
  prepareValue: string;
  phoneLocation: (phone: string) => string;
  topic: string;
  line: (label: string, value: string) => string;
};

/** What the configuration says of every call: the video link, if any, and who signs for the team. */
export type CallSetup = {
  meetingUrl: string | undefined;
  /** The configured signer; undefined: the team. */
  teamSignature: { name: string; title: string | undefined } | undefined;
};

/** How the call happens: a video link, or the team phoning the visitor (at `phone` once known). */
export type CallMeans = { video: string } | { phone: string | null };

export type CallDetails = {
  length: string;
  means: CallMeans;
  /** "Jane Doe, Principal", or the team in the reader's language when no name is configured. */
  host: string;
  prepare: string;
};

/** The host as signed: the name with its title, the name alone, or the team. */
export function hostOf(setup: CallSetup, copy: CallWords): string {
  if (!setup.teamSignature) return copy.team;
  const { name, title } = setup.teamSignature;
  return title ? `${name}, ${title}` : name;
}

export function callDetailsOf(copy: CallWords, setup: CallSetup, minutes: number, phone: string | null): CallDetails {
  return {
    length: copy.lengthValue(minutes),
    means: setup.meetingUrl ? { video: setup.meetingUrl } : { phone },
    host: hostOf(setup, copy),
    prepare: copy.prepareValue,
  };
}

/** How the call happens, as one sentence (the video link written out). */
export function meansText(means: CallMeans, copy: CallWords): string {
  if ("video" in means) return `${copy.video} ${means.video}`;
  return means.phone ? copy.phone(means.phone) : copy.phoneFromForm;
}

/**
 * The invite's LOCATION, URL and DESCRIPTION in the visitor's language (its time first, when given): the video link as both
 * location and URL (calendars offer a "join" button for either), or the phone number as location.
 */
export function inviteTextOf(details: CallDetails, copy: CallWords, topic: string, when?: string) {
  const description = [
    // The time in words, in the team's zone and the reader's language: a calendar shows the event
    // in the device's zone, and this line keeps the time the e-mail and the page said.
    ...(when ? [copy.line(copy.when, when)] : []),
    copy.line(copy.length, details.length),
    copy.line(copy.host, details.host),
    copy.line(copy.how, meansText(details.means, copy)),
    copy.line(copy.prepare, details.prepare),
    ...(topic ? [copy.line(copy.topic, topic)] : []),
  ];
  return {
    location: "video" in details.means ? details.means.video : details.means.phone ? copy.phoneLocation(details.means.phone) : null,
    url: "video" in details.means ? details.means.video : null,
    description: description.join("\n"),
  };
}
