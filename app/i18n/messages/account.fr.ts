import type en from "./account.en.ts";

// La page de confirmation de l’adresse courriel du compte.
export default {
  "account.title": "Confirmer l’adresse courriel",
  "account.confirm.heading": "Confirmez votre nouvelle adresse courriel",
  "account.confirm.application": "Confirmez votre adresse courriel",
  "account.confirm.applicationLead":
    "Confirmez que cette adresse est bien la vôtre, pour qu’elle puisse paraître sur la fiche que votre demande propose.",
  "account.confirm.use": "Utiliser cette adresse courriel",
  "account.confirm.prove": "Confirmer cette adresse courriel",
  "account.changed.heading": "Adresse courriel modifiée",
  "account.changed.text":
    "Votre compte et votre profil utilisent maintenant {email}. Connectez-vous désormais avec cette adresse.",
  "account.proved.heading": "Adresse courriel confirmée",
  "account.proved.text":
    "L’adresse {email} est confirmée comme la vôtre : notre équipe pourra publier votre fiche avec elle une fois votre demande approuvée.",
  "account.toDashboard": "Aller au tableau de bord",
  "account.invalid":
    "Ce lien de confirmation est invalide, a expiré ou a déjà servi. Demandez le changement de nouveau depuis votre profil.",
  "account.invalidProof":
    "Ce lien de confirmation est invalide, a expiré ou a déjà servi. L’état de votre demande figure dans votre tableau de bord.",
  "account.taken": "Cette adresse courriel est déjà utilisée par un autre compte.",
} satisfies Record<keyof typeof en, string>;
