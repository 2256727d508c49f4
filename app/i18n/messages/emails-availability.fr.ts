import type en from "./emails-availability.en.ts";

// Le courriel qui demande à un thérapeute si la disponibilité de sa fiche (et sa liste de facturation directe)
// est toujours exacte.
export default {
  "emails.availability.subject": "Votre disponibilité est-elle toujours exacte?",
  "emails.availability.hello": "Bonjour {name},",
  "emails.availability.says": "Votre fiche sur le {site} indique : {state} ({age}).",
  "emails.availability.state.yes": "Accepte de nouveaux clients",
  "emails.availability.state.waitlist": "Liste d’attente",
  "emails.availability.state.no": "N’accepte pas de nouveaux clients",
  "emails.availability.state.wait": "{state} · {wait}",
  "emails.availability.wait.under-2-weeks": "moins de 2 semaines",
  "emails.availability.wait.2-6-weeks": "environ 2 à 6 semaines",
  "emails.availability.wait.over-6-weeks": "plus de 6 semaines",
  "emails.availability.age.never": "jamais confirmée",
  "emails.availability.age.today": "confirmée aujourd’hui",
  "emails.availability.age.day": "confirmée il y a {count, plural, one {# jour} other {# jours}}",
  "emails.availability.age.week": "confirmée il y a {count, plural, one {# semaine} other {# semaines}}",
  "emails.availability.age.month": "confirmée il y a {count} mois",
  "emails.availability.visitors":
    "Les visiteurs voient depuis quand vous l’avez confirmée, et les fiches non confirmées depuis 30 jours passent après les autres.",
  "emails.availability.billing":
    "« Toujours exact » confirme aussi que vous facturez directement ces assureurs : {insurers}.",
  "emails.availability.billingAge":
    "Une facturation directe qui n’a pas été confirmée depuis 12 mois n’est plus affichée.",
  "emails.availability.confirm": "Toujours exact : {url}",
  "emails.availability.update": "Mettre à jour : {url}",
  "emails.availability.links":
    "Chaque lien fonctionne une seule fois, pendant {days} jours, sans connexion. Vous pouvez aussi confirmer votre\ndisponibilité dans votre tableau de bord.",
} satisfies Record<keyof typeof en, string>;
