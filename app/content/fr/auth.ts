import type { Widen } from "../dictionary-types";
import type * as en from "../auth";

// The account pages in French (../auth.ts says what each is for): signing in, signing up,
// confirming the address, and choosing a new password. The admin workspace behind them stays
// English. Neutral wording, so that nobody is addressed in a gender they did not give.

/** « Mot de passe oublié ? », as the sign-in page's link reads. */
const forgotLinkName = "«\u00a0Mot de passe oublié\u00a0?\u00a0»";

/** « 1 seconde », « 30 secondes », « 5 minutes »: the number and its unit kept on one line. */
export const waitText: Widen<typeof en.waitText> = (seconds) =>
  seconds < 90 ? `${seconds}\u00a0seconde${seconds < 2 ? "" : "s"}` : `${Math.ceil(seconds / 60)}\u00a0minutes`;

export const signOutLabel: Widen<typeof en.signOutLabel> = "Se déconnecter";

export const loginPage: Widen<typeof en.loginPage> = {
  meta: { title: "Connexion", description: "Connectez-vous à votre compte Fractional CIO Canada." },
  title: "Bienvenue de nouveau",
  submit: "Se connecter",
  busy: "Connexion…",
  signUpPrompt: "Pas encore de compte\u00a0?",
  signUpLink: "Créer un compte",
  divider: "OU",
  google: "Continuer avec Google",
  googleNotConfigured:
    "La connexion avec Google n'est pas encore offerte sur ce site. Utilisez plutôt votre adresse courriel et votre mot de passe.",
  verified: "Votre adresse courriel est confirmée.",
  forgotLink: "Mot de passe oublié\u00a0?",
  passwordReset:
    "Votre nouveau mot de passe est enregistré, et toutes les autres connexions au compte ont pris fin. Connectez-vous avec ce mot de passe.",
  signedInAs: "Votre session est ouverte avec l'adresse",
  noAdminAccess: "Ce compte n'a pas accès à l'espace d'administration.",
};

export const registerPage: Widen<typeof en.registerPage> = {
  meta: { title: "Créer un compte", description: "Créez un compte Fractional CIO Canada." },
  title: "Créer un compte",
  submit: "Créer le compte",
  busy: "Création du compte…",
  signInPrompt: "Vous avez déjà un compte\u00a0?",
  signInLink: "Se connecter",
  sentTitle: "Consultez vos courriels",
  sent: "Nous avons envoyé un lien à votre adresse courriel. Suivez-le et entrez votre mot de passe pour confirmer l'adresse\u00a0; le lien expire après 24\u00a0heures.",
  sentNext:
    "Une fois votre adresse confirmée, votre session s'ouvre. L'accès à l'espace d'administration est réservé aux adresses de l'équipe.",
  sentExisting:
    "Si vous avez déjà un compte avec cette adresse, le courriel vous explique plutôt comment vous connecter ou choisir un nouveau mot de passe.",
};

export const confirmAddressPage: Widen<typeof en.confirmAddressPage> = {
  meta: { title: "Confirmer votre adresse courriel", description: "Confirmez l'adresse courriel de votre compte." },
  title: "Confirmer votre adresse courriel",
  intro: "Pour confirmer cette adresse, entrez le mot de passe choisi lors de l'inscription avec l'adresse",
  submit: "Confirmer et se connecter",
  busy: "Confirmation…",
  notYours: "Vous n'êtes pas à l'origine de cette inscription, ou vous avez oublié le mot de passe\u00a0?",
  chooseNew: "Choisir un nouveau mot de passe",
  wrongPassword:
    "Ce n'est pas le mot de passe choisi lors de l'inscription avec cette adresse. Réessayez, ou choisissez un nouveau mot de passe.",
  invalid:
    "Ce lien n'est pas valide. Ouvrez le lien le plus récent que nous vous avons envoyé, ou connectez-vous pour en recevoir un nouveau.",
  expired: "Ce lien a expiré. Connectez-vous avec votre adresse courriel et votre mot de passe pour en recevoir un nouveau.",
  replaced:
    "Ce lien correspond à une inscription antérieure avec cette adresse, remplacée depuis par une plus récente. Ouvrez le lien le plus récent que nous vous avons envoyé.",
  done: "Cette adresse est déjà confirmée. Connectez-vous avec votre adresse courriel et votre mot de passe.",
  signIn: "Aller à la connexion",
};

export const forgotPasswordPage: Widen<typeof en.forgotPasswordPage> = {
  meta: { title: "Mot de passe oublié", description: "Choisissez un nouveau mot de passe pour votre compte." },
  title: "Mot de passe oublié\u00a0?",
  intro:
    "Entrez l'adresse courriel de votre compte. Nous y enverrons un lien pour choisir un nouveau mot de passe\u00a0; le lien ne fonctionne qu'une fois et expire après une heure.",
  submit: "Envoyer le lien",
  busy: "Envoi…",
  sent: (email) =>
    `Si un compte utilise l'adresse ${email}, nous y avons envoyé un lien pour choisir un nouveau mot de passe. Il ne fonctionne qu'une fois et expire après une heure. Si rien n'arrive, vérifiez votre dossier de courrier indésirable.`,
  tooMany: (wait) => `Nous avons déjà envoyé plusieurs liens à cette adresse. Veuillez attendre ${wait}, puis réessayer.`,
  backToSignIn: "Retour à la connexion",
};

export const resetPasswordPage: Widen<typeof en.resetPasswordPage> = {
  meta: { title: "Choisir un nouveau mot de passe", description: "Choisissez un nouveau mot de passe pour votre compte." },
  title: "Choisir un nouveau mot de passe",
  intro: "Choisissez un nouveau mot de passe pour votre compte. Toutes les autres connexions au compte prendront fin.",
  submit: "Enregistrer le mot de passe",
  busy: "Enregistrement…",
  invalid: "Ce lien n'est plus valide\u00a0: il a déjà été utilisé ou il a expiré. Demandez-en un nouveau.",
  askAgain: "Demander un nouveau lien",
};

export const authMessages: Widen<typeof en.authMessages> = {
  formErrorTitle: "Cela n'a pas fonctionné",
  wrongCredentials:
    "Cette adresse courriel et ce mot de passe ne correspondent à aucun compte. Vérifiez-les, ou créez un compte si vous n'en avez pas encore.",
  weakPassword: "Choisissez un mot de passe plus long\u00a0: au moins 8\u00a0caractères.",
  googleFailed:
    "La connexion avec Google n'a pas fonctionné. Veuillez réessayer, ou utilisez votre adresse courriel et votre mot de passe.",
  googleNotConfigured: loginPage.googleNotConfigured,
  linkInvalid:
    "Ce lien de vérification n'est plus valide\u00a0: il a déjà été utilisé ou il a expiré. Connectez-vous pour en recevoir un nouveau.",
  notConfirmed:
    "Confirmez d'abord votre adresse courriel\u00a0: nous vous avons envoyé un nouveau lien. Suivez-le et entrez-y votre mot de passe.",
  unavailable: "Nous n'avons pas pu joindre le service de connexion. Veuillez réessayer dans une minute.",
  tooManyAttempts: (wait) => `Trop de tentatives de connexion. Veuillez attendre ${wait}, puis réessayer.`,
  addressLocked: (wait) =>
    `Trop de tentatives de connexion. Veuillez attendre ${wait}, puis réessayer. Si le compte est le vôtre, vous pouvez vous connecter dès maintenant à partir d'un navigateur avec lequel vous vous êtes déjà connecté, ou choisir un nouveau mot de passe avec ${forgotLinkName} ci-dessous.`,
};
