import type en from "./blog.en.ts";

// Le blogue : la liste avec la recherche et les filtres, et la page d’un billet.
export default {
  "blog.heading": "Blogue sur la santé mentale",
  "blog.title": "Blogue sur la santé mentale{specialty, select, none {} other { : {specialty}}}{page}",
  "blog.description":
    "Des articles sur l’anxiété, la dépression, les relations et le bien-être, écrits par des thérapeutes agréés au Canada.",
  "blog.create": "Rédiger un billet",
  "blog.lead": "Des articles écrits par des thérapeutes agréés.",
  "blog.corrected": "Résultats pour <b>{query}</b>",
  "blog.empty.heading": "Aucun article trouvé",
  "blog.empty.filtered": "Essayez de modifier vos filtres de recherche",
  "blog.empty.none": "Revenez bientôt : nos thérapeutes publieront de nouveaux articles",
  "blog.search.label": "Rechercher des articles",
  "blog.search.placeholder": "Rechercher des articles…",
  "blog.search.button": "Rechercher",
  "blog.topic.label": "Sujet",
  "blog.topic.all": "Tous les sujets",
  "blog.language.label": "Langue",
  "blog.language.all": "Toutes les langues",
  "blog.card.read": "Lire l’article",
  "post.back": "Retour au blogue",
  "post.draft": "Brouillon",
  "post.by": "Par <author>{name}</author>",
  "post.aboutAuthor": "À propos de l’auteur",
  "post.viewProfile": "Voir le profil complet",
  "post.notFound.title": "Article introuvable",
  "post.notFound.text": "L’article que vous cherchez n’existe pas ou a été retiré.",
  "post.edit": "Modifier",
} as const satisfies Record<keyof typeof en, string>;
