import type en from "./emails-admin.en.ts";

// Les courriels des demandes d’inscription et des vérifications : l’accusé de réception de la demande, la décision
// de l’équipe sur la demande et sur les changements aux renseignements vérifiés, et le rappel de relier un profil
// inscrit à un compte.
export default {
  "emails.admin.helloName": "Bonjour {name},",
  "emails.admin.receipt.subject": "Nous avons reçu votre demande d’inscription à {site}",
  "emails.admin.receipt.thanks":
    "Merci d’avoir demandé à figurer dans {site}. Notre équipe examine chaque demande dans un délai de 2 à 3 jours\nouvrables et vous communiquera le résultat par courriel.",
  "emails.admin.receipt.prove":
    "Nous avons envoyé un lien à {email}, l’adresse courriel indiquée dans votre demande : ouvrez-le pour confirmer\nqu’elle vous appartient. Nous ne pourrons publier votre fiche avec cette adresse qu’une fois celle-ci confirmée.",
  "emails.admin.receipt.dashboard": "Vous pouvez suivre l’état de votre demande dans votre tableau de bord : {url}",
  "emails.admin.approved.subject": "Votre profil sur {site} est en ligne",
  "emails.admin.approved.live":
    "Bonne nouvelle : votre demande a été approuvée et votre profil est maintenant publié dans le répertoire :",
  "emails.admin.approved.dashboard": "Gérez-le à partir de votre tableau de bord : {url}",
  "emails.admin.approved.featured": "La mise en vedette que vous avez payée est maintenant active.",
  "emails.admin.approved.note": "Un mot de notre équipe : {note}",
  "emails.admin.rejected.subject": "Au sujet de votre demande d’inscription à {site}",
  "emails.admin.rejected.body": "Merci de votre demande. Nous ne pouvons pas l’approuver dans sa forme actuelle.",
  "emails.admin.rejected.note": "La note de notre équipe : {note}",
  "emails.admin.rejected.again": "Vous pouvez présenter une nouvelle demande : {url}",
  "emails.admin.changes.approvedSubject": "Les changements à votre profil sur {site} sont approuvés",
  "emails.admin.changes.rejectedSubject": "Au sujet des changements à votre profil sur {site}",
  "emails.admin.changes.approved":
    "Nous avons vérifié les changements à votre nom, à votre permis ou à vos titres professionnels : ils figurent maintenant sur votre profil public.",
  "emails.admin.changes.rejected":
    "Nous n’avons pas pu vérifier les changements à votre nom, à votre permis ou à vos titres professionnels; votre profil conserve donc ses renseignements vérifiés. Répondez à ce courriel si vous avez des questions.",
  "emails.admin.linking.subject": "Reliez votre profil sur {site} à votre compte",
  "emails.admin.linking.body":
    "Votre profil figure dans {site}. Connectez-vous avec cette adresse courriel ({email}) pour le gérer :",
  "emails.admin.linking.explain":
    "Une fois que vous serez connecté, notre équipe reliera le profil à ce compte pour que vous puissiez le modifier\net voir vos demandes de renseignements. Un profil n’est relié qu’à un compte qui se connecte avec l’adresse qu’il\naffiche : pour utiliser une autre adresse, connectez-vous d’abord avec celle-ci, puis changez-la dans votre profil.",
} satisfies Record<keyof typeof en, string>;
