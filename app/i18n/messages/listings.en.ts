// What the server writes into the directory's pages in their language: titles and descriptions (head and
// structured data), and each card's cost and availability lines. Never sent to the browser.
export default {
  "srv.title.home": "Find a Licensed Therapist in Ontario",
  "srv.title.specialty": "{focus} Therapists {where}",
  "srv.title.issue": "Therapists for {focus} {where}",
  "srv.title.city": "Therapists {where}",
  "srv.in": "in {city}",
  "srv.inOntario": "in Ontario",
  "srv.acrossOntario": "across Ontario",
  "srv.description.all":
    "Search {total} licensed, verified therapists, psychotherapists, social workers and psychologists {where} by specialty, approach, fees and availability.",
  "srv.description.focus":
    "Browse {total} licensed therapists for {focus} {where}. Compare credentials, approaches, fees and availability, and contact a therapist directly.",
  "srv.description.place":
    "Browse {total} licensed therapists {where}. Compare credentials, approaches, fees and availability, and contact a therapist directly.",
  "srv.page": " - Page {page}",
  "srv.cost.rate": "{amount} / {minutes} min",
  "srv.cost.scale": "Sliding scale",
  "srv.cost.scaleFrom": "Sliding scale from {amount}",
  "srv.cost.consult": "Free {minutes}-min consult",
  "srv.cost.billing": "Direct billing: {insurers}",
  "srv.languages": "Sessions in {names}",
  "srv.languages.only": "Sessions only in {names}",
  "srv.badge.crpo": "CRPO-Registered",
  "srv.badge.rsw": "Registered Social Worker",
  "srv.badge.psychologist": "Registered Psychologist",
  "srv.badge.ccpa": "CCPA Member",
} as const;
