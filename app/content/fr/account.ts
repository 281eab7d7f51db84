import type { Widen } from "../dictionary-types";
import type * as en from "../account";
import type * as enForms from "../forms";
import { formErrors } from "./form-errors";
import { fieldHints, fieldLabels, fieldMessages } from "./forms";

// The signed-in person's own account in French: the change-password page.

export const changePasswordLink: Widen<typeof en.changePasswordLink> = "Changer le mot de passe";

export const changePasswordPage: Widen<typeof en.changePasswordPage> = {
  meta: { title: "Changer le mot de passe", description: "Changez le mot de passe de votre compte." },
  title: "Changer le mot de passe",
  signedInAs: "Session ouverte avec l'adresse",
  submit: "Changer le mot de passe",
  busy: "Changement…",
  changed:
    "Mot de passe changé. Tous les autres appareils connectés à ce compte ont été déconnectés\u00a0; votre session reste ouverte ici.",
  backToAdmin: "Retour à l'espace d'administration",
  backToAccount: "Retour à votre compte",
};

export const changePasswordMessages: Widen<typeof en.changePasswordMessages> = {
  wrongCurrent: "Ce n'est pas votre mot de passe actuel.",
  noPassword: "Ce compte se connecte avec Google\u00a0: il n'a donc pas de mot de passe à changer ici.",
};

/** The account forms' words (../forms.ts's accountFormWords): the French fields, and these messages. */
export const accountFormWords: Widen<typeof enForms.accountFormWords> = {
  fields: { labels: fieldLabels, messages: fieldMessages, hints: fieldHints, controlCharacter: formErrors.controlCharacter },
  newPasswordLabels: { confirmPassword: "Confirmer le nouveau mot de passe" },
  messages: {
    passwordMissing: "Entrez votre mot de passe.",
    choosePassword: "Choisissez un mot de passe.",
    repeatPassword: "Entrez de nouveau le mot de passe.",
    passwordsDiffer: "Les mots de passe ne correspondent pas.",
    currentPasswordMissing: "Entrez votre mot de passe actuel.",
    chooseNewPassword: "Choisissez un nouveau mot de passe.",
    repeatNewPassword: "Entrez de nouveau le nouveau mot de passe.",
    newPasswordsDiffer: "Les nouveaux mots de passe ne correspondent pas.",
    sameAsCurrent: "Choisissez un nouveau mot de passe différent de l'actuel.",
    signUpPasswordMissing: "Entrez le mot de passe choisi lors de l'inscription.",
  },
};
