// Who a therapist is (by choice, with consent), who they work with and their practice's access: the forms, the
// profile's lines and the directory's filters.
export default {
  "fit.populations": "Who You Work With",
  "fit.populations.hint": "Tick the people your practice offers sessions to.",
  "fit.access": "Access",
  "fit.access.hint": "Tick what your practice offers.",
  "fit.identityTitle": "Your Identity (optional)",
  "fit.identity.explain":
    "Some clients look for a therapist who shares or understands their identity. You may state any of these, each only if you wish: what you tick is shown on your public profile and found by the directory's “Therapist identity” filter. Leave them unticked to keep them private.",
  "fit.group.gender": "Gender",
  "fit.group.community": "Communities",
  "fit.group.nation": "Indigenous: First Nations, Métis or Inuit",
  "fit.group.faith": "Faith tradition",
  "fit.consent": "I consent to showing the identity I ticked above on my public profile and in the directory's search.",
  "fit.consent.hint":
    "Nothing above is shown without this consent. Untick it at any time to withdraw it: your identity is then erased from your profile and from search within seconds.",
  "fit.consent.since": "Consent given {date}.",
  "fit.admin.identity": "Identity stated by the therapist: {list}",
  "fit.admin.none": "The therapist states no identity.",
  "fit.admin.consent":
    "The therapist consents to showing their identity (untick to erase it when they withdraw consent; only they can give it)",
  "fit.line.populations": "Works with: {list}",
  "fit.line.access": "Access: {list}",
  "fit.line.identity": "Identity (self-described): {list}",
  "fit.error.identityUnknown": "Choose identities from the list",
  "fit.error.populationsUnknown": "Choose the people you work with from the list",
  "fit.error.accessUnknown": "Choose access features from the list",
  "fit.error.twice": "Each may be chosen only once",
  "fit.error.consentNeeded": "Tick the consent box to show these on your profile, or untick them",
  "fit.error.adminConsent": "Only the therapist can give consent to show their identity",
};
