import type en from "./near.en.ts";

// « Près de (code postal) » dans les filtres du répertoire et sur ses fiches.
export default {
  "near.label": "Près de (code postal)",
  "near.placeholder": "p. ex. M5V 2T6",
  "near.hint": "Seuls les trois premiers caractères servent, et le code n’est pas conservé.",
  "near.credit": "Régions postales : GeoNames (CC BY 4.0).",
  "near.radius": "Distance",
  "near.radius.all": "Toute distance",
  "near.radius.option": "À {km} km ou moins",
  "near.invalid": "Entrez un code postal canadien, par exemple M5V 2T6.",
  "near.needed": "Entrez un code postal pour chercher dans un rayon autour de celui-ci.",
  "near.neededToSort": "Entrez un code postal pour trier selon la distance à partir de celui-ci.",
  "near.unknown": "Nous ne connaissons pas la région postale {near} en Ontario. Essayez un code postal voisin.",
  "near.sort": "Les plus près de {near}",
  "near.about": "à environ {km, number} km",
} satisfies Record<keyof typeof en, string>;
