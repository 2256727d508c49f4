import { citySlug, HOME_CITIES } from "#app/reference/city-pages.ts";

// The fixed texts and links of the home page, kept apart from the components that lay them out.

/** Popular Searches: the four collection links, with their exact texts and URLs. */
export const COLLECTION_LINKS = [
  {
    label: "Online Anywhere in Ontario",
    href: "/?virtualSessions=true",
    text: "Video sessions with therapists across the province.",
  },
  { label: "Available This Week", href: "/?acceptingClients=true", text: "Therapists accepting new clients now." },
  {
    label: "Student-Friendly",
    href: "/?issue=Academic%20Stress",
    text: "Support with academic stress and student life.",
  },
  { label: "Low-Cost / Sliding Scale", href: "/?price=under-100", text: "Sessions under $100." },
] as const;

/** Find Therapists by City: the 12 home cities, each to its city page. */
export const CITY_LINKS = HOME_CITIES.map((name) => ({ name, href: `/ontario/${citySlug(name)}` }));

export const HOW_TO_BOOK_STEPS = [
  {
    title: "Search and filter",
    text: "Search by name, concern or approach, then narrow by city, online sessions, fees and insurance.",
  },
  {
    title: "Compare profiles",
    text: "Read each therapist's credentials, specialties, approaches and availability to find a good fit.",
  },
  {
    title: "Reach out",
    text: "Contact the therapist from their profile with your questions; you can ask whether they offer a short introductory call.",
  },
  {
    title: "Book your first session",
    text: "Agree on a time, online or in person, and check your benefits plan for coverage before you go.",
  },
] as const;

/** Questions answered on the home page; also its FAQPage structured data. */
export const HOME_FAQ = [
  {
    question: "Are the therapists in the directory licensed?",
    answer:
      "Yes. Every listed therapist is a licensed or registered professional, such as a Registered Psychotherapist (CRPO), Registered Social Worker or Registered Psychologist, and applications are reviewed before a profile is published.",
  },
  {
    question: "How much does therapy cost in Ontario?",
    answer:
      "Fees vary by professional and city; many sessions cost between $100 and $160. Use the price filter to see lower-cost and sliding-scale options, and check whether your workplace or student benefits cover sessions.",
  },
  {
    question: "Can I see a therapist online?",
    answer:
      "Yes. Many therapists offer secure video sessions anywhere in Ontario. Tick Virtual Sessions or choose the Online mode in the filters.",
  },
  {
    question: "Does it cost anything to use the directory?",
    answer:
      "No. Searching and contacting therapists is free for visitors, and therapists can list their practice for free.",
  },
] as const;
