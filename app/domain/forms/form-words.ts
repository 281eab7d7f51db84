/**
 * The words a form needs from app/content/ (words(locale).forms), in the shape the domain takes
 * them: the domain never imports words, they are passed in, so one form speaks either language.
 */

/** What a field's own check says, on any form. */
export type FieldMessages = {
  tooLong: (maxLength: number) => string;
  tooShort: (minLength: number) => string;
  required: (label: string) => string;
  requiredChoice: (label: string) => string;
  notListed: string;
  emailMissing: string;
  emailInvalid: string;
  phoneMissing: string;
  phoneInvalid: string;
  webAddressInvalid: string;
  linkedinInvalid: string;
  /** A field sent as a file upload, or twice. */
  notText: string;
  sentTwice: string;
};

/** The words a form's fields speak in one language: labels by field name, messages, hints. */
export type FieldWords = {
  labels: Readonly<Record<string, string>>;
  messages: FieldMessages;
  hints: { webAddress: string; linkedinProfile: string; newPassword: (minLength: number) => string };
  /** What a text field holding a control character says. */
  controlCharacter: string;
};

/** The news e-mail box's messages (../consent.ts). */
export type ConsentMessages = { notABox: string; unknownWording: string };

/**
 * What a lead form says in one language: its fields' words, the company form's own labels for
 * fields it names its own way (by field name), and the box's messages.
 */
export type FormWords = { fields: FieldWords; companyLabels: Readonly<Record<string, string>>; consent: ConsentMessages };
