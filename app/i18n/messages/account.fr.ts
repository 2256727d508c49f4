import type en from "./account.en.ts";

// Les pages du compte : la confirmation de son adresse courriel, ses données et sa suppression, et la page où
// arrive un compte supprimé.
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
  "account.data.title": "Vos données et votre compte",
  "account.data.lead":
    "Téléchargez tout ce que nous conservons à votre sujet, ou supprimez votre compte et les données qu’il contient. La loi canadienne sur la protection des renseignements personnels (LPRPDE) vous en donne le droit.",
  "account.export.heading": "Télécharger mes données",
  "account.export.text":
    "Un fichier (JSON) contenant tout ce que nous conservons à votre sujet : votre compte, votre fiche, vos demandes d’inscription, les messages que des visiteurs vous ont envoyés, les messages que vous avez envoyés à des thérapeutes depuis votre adresse, vos articles de blogue, les photos que vous avez téléversées, votre abonnement de mise en vedette et vos paiements, et les consentements que vous avez donnés.",
  "account.export.button": "Télécharger mes données",
  "account.delete.heading": "Supprimer mon compte",
  "account.delete.lead": "La suppression de votre compte efface immédiatement :",
  "account.delete.listing": "votre fiche, qui quitte aussitôt le répertoire et sa recherche;",
  "account.delete.applications": "vos demandes d’inscription et nos notes à leur sujet;",
  "account.delete.messages": "les messages que des visiteurs vous ont envoyés, et nos rappels à leur sujet;",
  "account.delete.sent":
    "les messages que vous avez envoyés à des thérapeutes depuis votre adresse, et nos suivis à leur sujet (la copie envoyée par courriel à un thérapeute lui appartient);",
  "account.delete.posts": "vos articles de blogue, publiés ou en brouillon;",
  "account.delete.photos": "les photos que vous avez téléversées (retirées de notre stockage d’ici deux jours);",
  "account.delete.account": "votre compte, et votre connexion sur tous vos appareils.",
  "account.delete.featured":
    "<strong>Un abonnement de mise en vedette actif est annulé immédiatement</strong> auprès de notre fournisseur de paiement : vous ne serez plus facturé, et les jours déjà payés ne sont pas remboursés.",
  "account.delete.kept":
    "Nous conservons vos dossiers de paiement (montants et dates, qui ne sont plus liés à vous) pendant {paymentYears, plural, one {# an} other {# ans}}, comme l’exige la loi fiscale canadienne. Le registre de nos administrateurs ne garde que qui a fait quoi, et quand.",
  "account.delete.undo":
    "Cette action est irréversible. Téléchargez d’abord vos données si vous voulez en garder une copie.",
  "account.delete.confirmLabel": "Pour confirmer, saisissez votre adresse courriel ({email})",
  "account.delete.button": "Supprimer mon compte",
  "account.delete.unconfirmed":
    "Pour supprimer votre compte, saisissez l’adresse courriel avec laquelle vous vous connectez.",
  "account.delete.admin":
    "Le compte d’un administrateur ne peut pas être supprimé depuis cette page, pour que le site ne se retrouve jamais sans administrateur. Demandez d’abord à un autre administrateur de retirer votre accès d’administration.",
  "account.deleted.title": "Compte supprimé",
  "account.deleted.heading": "Votre compte a été supprimé",
  "account.deleted.text":
    "Votre fiche ne figure plus au répertoire, et votre compte, vos demandes, vos messages, vos articles et vos photos sont effacés. Un abonnement de mise en vedette est en cours d’annulation auprès de notre fournisseur de paiement : vous ne serez plus facturé. Vous êtes déconnecté.",
  "account.deleted.home": "Aller à la page d’accueil",
} satisfies Record<keyof typeof en, string>;
