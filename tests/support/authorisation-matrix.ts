import { frenchEntries } from "./authorisation-matrix-french.ts";
import { ROLES, type Fixture, type RequestBody, type Role } from "./authorisation-roles.ts";

// The authorisation matrix: for every route of app/routes.ts and every method its module answers, the status each
// role gets (authorisation-matrix.test.ts makes the requests; a route or method without an entry fails it). Key:
// "METHOD /pattern" as app/routes.ts writes the pattern. GET stands for HEAD too (same statuses). A writing method
// that an action does not accept has no entry: every role must get 405 for it.
// Requests change nothing that a later check sees: ids that do not exist, bodies that do not validate, or a change
// to what the thing already is, so a role that passes the guard gets 400/404 (or the unchanged answer).
// Paths: a pattern without parameters is requested as written; `path` gives the others, from the demo therapist's
// data (tests/support/authorisation-roles.ts).

export type Statuses = Record<Role, number>;
export type Entry = {
  path?: (f: Fixture) => string;
  body?: RequestBody | ((f: Fixture) => RequestBody);
  expect: Statuses;
  /** The request ends the session it is sent with: each role is signed in afresh for it. */
  endsSession?: boolean;
};

export const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/** Every role gets `status`, but for `except`. */
export const anyone = (status: number, except: Partial<Statuses> = {}): Statuses => ({
  ...(Object.fromEntries(ROLES.map((role) => [role, status])) as Statuses),
  ...except,
});
/** Signed in: an API answers the anonymous 401. */
const userApi = (ok: number, except: Partial<Statuses> = {}) => anyone(ok, { anonymous: 401, ...except });
/** Signed in: a page sends the anonymous to sign in (302). */
const userPage = (ok: number, except: Partial<Statuses> = {}) => anyone(ok, { anonymous: 302, ...except });
/** Admin APIs: 401 signed out, 403 for the rest, an admin who has not passed the second factor included. */
const adminApi = (ok: number) => anyone(403, { anonymous: 401, admin: ok });
/** Admin pages: the anonymous get a sign-in prompt (401, no data), an admin before 2FA goes to enter the code. */
const adminPage = (ok: number) => anyone(403, { anonymous: 401, "admin before 2FA": 302, admin: ok });
/** Admin forms: the anonymous go to sign in, an admin before 2FA to enter the code. */
const adminForm = (ok: number) => anyone(403, { anonymous: 302, "admin before 2FA": 302, admin: ok });
/** Only the demo therapist (the owner) and an admin may; the others get `others`. */
const ownerOrAdmin = (ok: number, others: number, signedOut: number) =>
  anyone(others, { anonymous: signedOut, therapist: ok, admin: ok });
/** An approved therapist's own things: either therapist gets `ok`, everyone else signed in `others`. */
const therapists = (ok: number, others: number, signedOut: number) =>
  anyone(others, { anonymous: signedOut, therapist: ok, "other therapist": ok });

const form = (fields: Record<string, string> = {}): RequestBody => ({ form: fields });
const json = (value: unknown = {}): RequestBody => ({ json: value });

const ENGLISH: Record<string, Entry> = {
  // The public site.
  "GET /": { expect: anyone(200) },
  // the filter panel posted without JavaScript: a redirect to its search's URL (the index route takes it at ?index)
  "POST /": { path: () => "/?index", body: form({ near: "M5V 2T6" }), expect: anyone(303) },
  "GET /therapists": { path: () => "/therapists?city=Toronto", expect: anyone(301) },
  "GET /fr/therapeutes": { expect: anyone(301) },
  "GET /therapists/:slug": { path: (f) => `/therapists/${f.therapistSlug}`, expect: anyone(200) },
  "POST /therapists/:slug": { path: (f) => `/therapists/${f.therapistSlug}`, body: form(), expect: anyone(400) },
  "GET /privacy-policy": { expect: anyone(200) },
  "GET /terms-and-conditions": { expect: anyone(200) },
  "GET /contact": { expect: anyone(200) },
  "GET /healthz": { expect: anyone(200) },
  "GET /dev/mailbox": { expect: anyone(200) },
  "GET /ontario": { expect: anyone(200) },
  "GET /ontario/:city": { path: () => "/ontario/toronto", expect: anyone(200) },
  "GET /issues/:issue": { path: () => "/issues/anxiety", expect: anyone(200) },
  "GET /sitemap.xml": { expect: anyone(200) },
  "GET /robots.txt": { expect: anyone(200) },
  "GET /sitemaps/:file": { path: () => "/sitemaps/pages.xml", expect: anyone(200) },
  "GET /pricing": { expect: anyone(200) },
  "GET /badge/:file": { path: (f) => `/badge/${f.therapistSlug}.svg`, expect: anyone(200) },
  "GET /uploads/*": { path: () => "/uploads/no-such-photo.webp", expect: anyone(404) },
  "GET /*": { path: () => "/no-such-page", expect: anyone(404) },
  "POST /*": { path: () => "/no-such-page", body: form(), expect: anyone(404) },
  // An address under /api/ that no call has: 404 as JSON, whatever the method.
  "GET /api/*": { path: () => "/api/no-such-call", expect: anyone(404) },
  "POST /api/*": { path: () => "/api/no-such-call", body: { json: {} }, expect: anyone(404) },
  "PUT /api/*": { path: () => "/api/no-such-call", body: { json: {} }, expect: anyone(404) },
  "PATCH /api/*": { path: () => "/api/no-such-call", body: { json: {} }, expect: anyone(404) },
  "DELETE /api/*": { path: () => "/api/no-such-call", expect: anyone(404) },
  "GET /api/therapists": { expect: anyone(200) },
  "GET /api/therapists/filters/cities": { expect: anyone(200) },
  "GET /api/therapists/filters/specialties": { expect: anyone(200) },
  "GET /api/therapists/by-slug/:slug": {
    path: (f) => `/api/therapists/by-slug/${f.therapistSlug}`,
    expect: anyone(200),
  },
  "GET /api/therapists/:id": { path: (f) => `/api/therapists/${f.therapistId}`, expect: anyone(200) },
  "POST /api/therapists/:id/contact": {
    path: (f) => `/api/therapists/${f.therapistId}/contact`,
    body: json(),
    expect: anyone(400),
  },
  "GET /api/therapists/:id/blog-posts": {
    path: (f) => `/api/therapists/${f.therapistId}/blog-posts`,
    expect: anyone(200),
  },
  "POST /api/events": { body: json(), expect: anyone(400) },

  // Signing in and out.
  "GET /login": { expect: anyone(200) },
  "POST /login": { body: form({ email: "not an address" }), expect: anyone(400) },
  "GET /auth/verify": { expect: anyone(200) },
  "POST /auth/verify": { body: form({ token: "no-such-token" }), expect: anyone(400) },
  "GET /join": { expect: anyone(302) },
  "GET /account/confirm-email": { expect: anyone(200) },
  "POST /account/confirm-email": { body: form({ token: "no-such-token" }), expect: anyone(400) },
  "GET /availability/confirm": { expect: anyone(404) },
  "POST /availability/confirm": { body: form({ token: "no-such-token" }), expect: anyone(404) },
  "GET /availability/update": { expect: anyone(404) },
  "POST /availability/update": {
    body: form({ token: "no-such-token", acceptingClients: "yes", acceptingWait: "" }),
    expect: anyone(404),
  },
  "GET /inquiry/:answer": { path: () => "/inquiry/replied?token=no-such-token", expect: anyone(404) },
  "POST /inquiry/:answer": {
    path: () => "/inquiry/heard-no",
    body: form({ token: "no-such-token" }),
    expect: anyone(404),
  },
  "GET /logout": { expect: anyone(302) },
  "POST /logout": { expect: anyone(302), endsSession: true },
  "GET /api/login": { expect: anyone(302) },
  "POST /api/auth/request-magic-link": { body: json({ email: "not an address" }), expect: anyone(400) },
  "GET /api/auth/verify-magic-link": {
    path: () => "/api/auth/verify-magic-link?token=no-such-token",
    expect: anyone(400),
  },
  "GET /api/auth/user": { expect: userApi(200) },

  // One's own data and account: the export, and a deletion sent unconfirmed (an admin's account is refused first).
  "GET /account": { expect: userPage(200) },
  "POST /account": { body: form({ confirmEmail: "" }), expect: userPage(400, { "admin before 2FA": 403, admin: 403 }) },
  "GET /account/deleted": { expect: anyone(200) },
  "GET /api/account/export": { expect: userApi(200) },
  "DELETE /api/account": {
    body: json({ confirmEmail: "" }),
    expect: userApi(400, { "admin before 2FA": 403, admin: 403 }),
  },

  // Articles. The draft is the demo therapist's: only its author and an admin see or change it.
  "GET /blog": { expect: anyone(200) },
  "GET /blog/rss.xml": { expect: anyone(200) },
  "GET /blog/create": { expect: userPage(200) },
  "POST /blog/create": { body: form(), expect: userPage(400) },
  "GET /blog/:slug": { path: (f) => `/blog/${f.draftSlug}`, expect: ownerOrAdmin(200, 404, 404) },
  "POST /blog/:slug": {
    path: (f) => `/blog/${f.draftSlug}`,
    body: (f) => form({ intent: "unpublish", postId: f.draftId }),
    expect: ownerOrAdmin(302, 403, 302),
  },
  "GET /blog/:slug/edit": { path: (f) => `/blog/${f.draftSlug}/edit`, expect: ownerOrAdmin(200, 404, 302) },
  "POST /blog/:slug/edit": {
    path: (f) => `/blog/${f.draftSlug}/edit`,
    body: form(),
    expect: ownerOrAdmin(400, 404, 302),
  },
  "GET /api/blog-posts": { expect: anyone(200) },
  "POST /api/blog-posts": {
    body: json(),
    expect: userApi(400, { "no profile": 403, applicant: 403, "admin before 2FA": 403 }),
  },
  "GET /api/blog-posts/by-slug/:slug": { path: (f) => `/api/blog-posts/by-slug/${f.draftSlug}`, expect: anyone(404) },
  "PUT /api/blog-posts/:id": {
    path: (f) => `/api/blog-posts/${f.draftId}`,
    body: (f) => json(f.draftInput),
    expect: ownerOrAdmin(200, 403, 401),
  },
  "PATCH /api/blog-posts/:id": {
    path: (f) => `/api/blog-posts/${f.draftId}`,
    body: json({ status: "draft" }),
    expect: ownerOrAdmin(200, 403, 401),
  },
  "DELETE /api/blog-posts/:id": {
    path: () => `/api/blog-posts/${NO_SUCH_ID}`,
    expect: userApi(404, { "no profile": 403, applicant: 403, "admin before 2FA": 403 }),
  },

  // Therapists: applying, the dashboard, the profile, Featured.
  "GET /therapist/signup": { expect: anyone(200) },
  "POST /therapist/signup": { body: form(), expect: userPage(400) },
  "POST /api/therapist-submissions": { body: json(), expect: userApi(400) },
  "GET /therapist/dashboard": { expect: userPage(200) },
  "POST /therapist/dashboard": { body: form({ intent: "nonsense" }), expect: userPage(400) },
  "GET /therapist/edit-profile": { expect: therapists(200, 404, 302) },
  "POST /therapist/edit-profile": { body: form({ firstName: "" }), expect: userPage(400) },
  "GET /api/therapist/my-profile": { expect: userApi(200) },
  "PUT /api/therapist/my-profile": { body: json({ firstName: "" }), expect: userApi(400) },
  "GET /api/therapist/inquiry-count": { expect: therapists(200, 404, 401) },
  "POST /api/profile-images": { body: json(), expect: userApi(400) },
  // No body names a finished upload.
  "PUT /api/profile-images": { body: json(), expect: userApi(400) },
  // A new upload URL for whoever is signed in (its row is not a table the checks compare).
  "POST /api/objects/upload": { expect: userApi(200) },
  // A token no URL has: signed in, 403 whoever asks.
  "PUT /api/objects/uploads/:token": {
    path: () => `/api/objects/uploads/${"A".repeat(43)}`,
    body: json(),
    expect: userApi(403),
  },
  "POST /api/create-subscription-checkout": { body: json({ flow: "nonsense" }), expect: userApi(400) },
  // No payment provider is configured in the tests; the signature check is featured-webhook.test.ts's.
  "POST /api/stripe/webhook": { body: json(), expect: anyone(404) },
  "GET /dev/billing-portal": { expect: userPage(200) },
  "POST /dev/billing-portal": { body: form(), expect: userPage(400) },
  "GET /dev/checkout/:id": {
    path: (f) => `/dev/checkout/${f.checkoutId}`,
    expect: anyone(404, { anonymous: 302, therapist: 200 }),
  },
  "POST /dev/checkout/:id": {
    path: (f) => `/dev/checkout/${f.checkoutId}`,
    body: form({ intent: "nonsense" }),
    expect: anyone(404, { anonymous: 302, therapist: 400 }),
  },

  // The admin console.
  "GET /admin": { expect: adminPage(200) },
  "POST /admin": { body: form({ intent: "nonsense" }), expect: adminForm(400) },
  "GET /admin/dashboard": { expect: adminPage(200) },
  "POST /admin/dashboard": { body: form({ intent: "nonsense" }), expect: adminForm(400) },
  "GET /admin/submissions/:id": { path: (f) => `/admin/submissions/${f.submissionId}`, expect: adminPage(200) },
  "POST /admin/submissions/:id": {
    path: (f) => `/admin/submissions/${f.submissionId}`,
    body: form({ intent: "nonsense" }),
    expect: adminForm(400),
  },
  "GET /admin/edit-therapist/:email?": {
    path: (f) => `/admin/edit-therapist/${f.therapistEmail}`,
    expect: adminPage(200),
  },
  "POST /admin/edit-therapist/:email?": {
    path: (f) => `/admin/edit-therapist/${f.therapistEmail}`,
    body: form({ firstName: "" }),
    expect: adminForm(400),
  },
  "GET /admin/link-therapists": { expect: adminPage(200) },
  "POST /admin/link-therapists": { body: form({ intent: "nonsense" }), expect: adminForm(400) },
  "GET /admin/inquiries": { expect: adminPage(200) },
  "GET /admin/jobs": { expect: adminPage(200) },
  "POST /admin/jobs": { body: form(), expect: adminForm(400) },
  // The second step of an admin's sign-in: for admins only; an admin who passed it goes on to the admin page.
  "GET /admin/second-factor": { expect: anyone(403, { anonymous: 302, "admin before 2FA": 200, admin: 302 }) },
  "POST /admin/second-factor": {
    body: form(),
    expect: anyone(403, { anonymous: 302, "admin before 2FA": 400, admin: 302 }),
  },
  "GET /api/admin/stats": { expect: adminApi(200) },
  "GET /api/admin/submissions": { expect: adminApi(200) },
  "PATCH /api/admin/submissions/:id/status": {
    path: () => `/api/admin/submissions/${NO_SUCH_ID}/status`,
    body: json({ status: "rejected" }),
    expect: adminApi(404),
  },
  "POST /api/admin/submissions/:id/approve": {
    path: () => `/api/admin/submissions/${NO_SUCH_ID}/approve`,
    body: json({}),
    expect: adminApi(404),
  },
  "GET /api/admin/therapists": { expect: adminApi(200) },
  "DELETE /api/admin/therapists/:id": { path: () => `/api/admin/therapists/${NO_SUCH_ID}`, expect: adminApi(404) },
  "GET /api/admin/therapist/:email": { path: (f) => `/api/admin/therapist/${f.therapistEmail}`, expect: adminApi(200) },
  "PUT /api/admin/therapist/:email": {
    path: (f) => `/api/admin/therapist/${f.therapistEmail}`,
    body: json({ firstName: "" }),
    expect: adminApi(400),
  },
  "GET /api/admin/users/search": { path: () => "/api/admin/users/search?email=example", expect: adminApi(200) },
  "POST /api/admin/therapists/:id/link-user": {
    path: () => `/api/admin/therapists/${NO_SUCH_ID}/link-user`,
    body: json(),
    expect: adminApi(400),
  },
  // Sends the reminders that are due: none, as every unlinked therapist was reminded today (the fixture).
  "POST /api/admin/send-linking-reminders": { body: json(), expect: adminApi(200) },
  "GET /api/admin/inquiries": { expect: adminApi(200) },
};

/** Every route: the English ones above and their French twins, which answer as they do. */
export const MATRIX: Record<string, Entry> = { ...ENGLISH, ...frenchEntries<Fixture, Entry>(ENGLISH) };
