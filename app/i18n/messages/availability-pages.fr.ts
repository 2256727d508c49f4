import type en from "./availability-pages.en.ts";

// Les pages des liens du rappel de disponibilité : « Toujours exact » (confirmer) et « Mettre à jour ».
export default {
  "avail.confirm.title": "Confirmer vos disponibilités",
  "avail.confirm.says": "{name}, votre fiche indique : <b>{text}</b>. Est-ce toujours exact?",
  "avail.confirm.button": "Toujours exact",
  "avail.confirm.billing":
    "« Toujours exact » confirme aussi que vous facturez directement ces assureurs : {insurers}.",
  "avail.confirmed": "Disponibilités confirmées",
  "avail.update.title": "Mettre à jour vos disponibilités",
  "avail.update.ask": "{name}, que doit indiquer votre fiche?",
  "avail.update.button": "Enregistrer les disponibilités",
  "avail.updated": "Disponibilités mises à jour",
  "avail.saved.text": "Merci. Votre fiche indique maintenant : {text}.",
  "avail.saved.view": "Voir votre fiche",
  "avail.toDashboard": "Aller au tableau de bord",
  "avail.link.used":
    "Ce lien a déjà servi : chaque lien du rappel ne fonctionne qu’une fois. Vous pouvez toujours confirmer ou modifier vos disponibilités depuis votre tableau de bord, après connexion.",
  "avail.link.expired":
    "Ce lien a expiré : les liens du rappel sont valides {days} jours. Vous pouvez toujours confirmer ou modifier vos disponibilités depuis votre tableau de bord, après connexion.",
  "avail.link.invalid":
    "Ce lien ne fonctionne pas : une partie de son adresse manque peut-être (ouvrez le lien complet du courriel), ou la fiche qu’il visait ne figure plus au répertoire. Rien n’a été modifié. Si votre fiche figure toujours au répertoire, vous pouvez confirmer ou modifier vos disponibilités depuis votre tableau de bord, après connexion.",
} as const satisfies Record<keyof typeof en, string>;
