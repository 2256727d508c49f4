import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("therapists/:slug", "routes/therapist-profile.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("contact", "routes/contact.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("login", "routes/login.tsx"),
  route("auth/verify", "routes/auth.verify.tsx"),
  route("join", "routes/join.tsx"),
  route("logout", "routes/logout.ts"),
  route("api/login", "routes/api.login.ts"),
  route("api/auth/request-magic-link", "routes/api.auth.request-magic-link.ts"),
  route("api/auth/verify-magic-link", "routes/api.auth.verify-magic-link.ts"),
  route("api/auth/user", "routes/api.auth.user.ts"),
  route("api/therapists/:id/contact", "routes/api.therapists.id.contact.ts"),
  route("api/therapists/:id/blog-posts", "routes/api.therapists.id.blog-posts.ts"),
  route("api/events", "routes/api.events.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
