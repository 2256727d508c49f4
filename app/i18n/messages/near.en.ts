// "Near (postal code)" in the directory's filter panel and on its cards. Loaded with the directory's words
// (directory-words.ts), as a script per language.
export default {
  "near.label": "Near (postal code)",
  "near.placeholder": "e.g. M5V 2T6",
  "near.hint": "Only the first three characters are used, and the code is not kept.",
  "near.credit": "Postal areas: GeoNames (CC BY 4.0).",
  "near.radius": "Distance",
  "near.radius.all": "Any distance",
  "near.radius.option": "Within {km} km",
  "near.invalid": "Enter a Canadian postal code, such as M5V 2T6.",
  "near.needed": "Enter a postal code to search within a distance of it.",
  "near.neededToSort": "Enter a postal code to sort by distance from it.",
  "near.unknown": "We do not know the postal area {near} in Ontario. Try a nearby postal code.",
  "near.sort": "Nearest to {near}",
  "near.about": "about {km, number} km",
} as const;
