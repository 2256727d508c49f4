import type en from "./inquiry-answer.en.ts";

// Les pages des liens des courriels de demande : « J’ai répondu » du thérapeute, le oui / non et « plus de
// courriels » de la personne qui a écrit, avant et après le clic sur leur bouton.
export default {
  "answer.title.replied": "Marquer ce message comme répondu",
  "answer.title.heard": "Avez-vous eu une réponse?",
  "answer.title.followups-off": "Arrêter les courriels de suivi",
  "answer.ask.replied":
    "Une personne vous a écrit depuis votre profil le {on}. Cliquez sur le bouton si vous lui avez répondu.",
  "answer.button.replied": "J’ai répondu",
  "answer.ask.followups-off": "Nous n’enverrons plus de courriels au sujet de votre message du {on} à {therapist}.",
  "answer.button.followups-off": "Arrêter les courriels de suivi",
  "answer.ask.heard": "Vous avez écrit à {therapist} le {on}. Cliquez sur le bouton pour nous le dire.",
  "answer.button.heard-yes": "Oui, j’ai eu une réponse",
  "answer.button.heard-no": "Non, je n’ai pas eu de réponse",
  "answer.already.title": "Réponse déjà enregistrée",
  "answer.already.text": "Nous avons déjà une réponse pour ce message.",
  "answer.replied.title": "Message marqué comme répondu",
  "answer.replied.text": "Merci : le message est marqué comme répondu.",
  "answer.off.title": "Courriels de suivi arrêtés",
  "answer.off.text": "Nous n’enverrons plus de courriels au sujet de votre message à {therapist}.",
  "answer.thanks": "Merci",
  "answer.yes.text":
    "Nous sommes heureux que {therapist} vous ait répondu. Nous n’enverrons plus de courriels au sujet de ce message.",
  "answer.no.text": "Votre réponse est enregistrée.",
  "answer.no.suggestions":
    "Votre réponse est enregistrée. S’il n’y a toujours pas de réponse trois jours ouvrables après votre message, nous vous enverrons par courriel jusqu’à trois autres thérapeutes qui pourraient vous aider.",
  "answer.used.title": "Lien déjà utilisé",
  "answer.used.text": "Ce lien a déjà servi : la réponse qu’il donne est enregistrée.",
  "answer.expired.title": "Lien expiré",
  "answer.expired.text": "Ce lien a expiré.",
  "answer.invalid.title": "Lien non valide",
  "answer.invalid.text":
    "Ce lien ne fonctionne pas : une partie de son adresse manque peut-être, ou la fiche qu’il concernait ne figure plus au répertoire. Rien n’a été modifié.",
  "answer.meta": "Demande",
} as const satisfies Record<keyof typeof en, string>;
