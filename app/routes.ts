import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("therapists/:slug", "routes/therapist-profile.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("contact", "routes/contact.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
