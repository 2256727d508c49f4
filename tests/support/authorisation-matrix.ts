// The authorisation matrix: each route of app/routes.ts that has a guard, with its checks: a request made as each
// role (signed out, applicant, therapist, another therapist, admin) and the status each must get. Writes use an id
// that does not exist or a body that does not validate, so an allowed role gets 400/404 (it passed the guard) and
// nothing changes between checks. The checks are made by authorisation-matrix.test.ts; a route in neither this
// matrix nor the public list fails authorisation-matrix-routes.test.ts, so a new route is decided on before it ships.

export type Role = "signed out" | "applicant" | "therapist" | "other therapist" | "admin";
export const ROLES: readonly Role[] = ["signed out", "applicant", "therapist", "other therapist", "admin"];
export type Statuses = Record<Role, number>;
export type Check = { method?: string; path: (f: Fixture) => string; body?: unknown; expect: Statuses };
export type Fixture = {
  therapistId: string;
  therapistSlug: string;
  therapistEmail: string;
  postId: string;
  postSlug: string;
  submissionId: string;
};

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/**
 * Status rows: a page sends the signed-out to sign in (302), an API answers 401; a role without the right gets 403.
 * Admin pages answer the signed-out with their own sign-in prompt (200, no data) and others 403.
 */
const adminApi = (ok: number): Statuses => ({
  "signed out": 401,
  applicant: 403,
  therapist: 403,
  "other therapist": 403,
  admin: ok,
});
const adminPage = (ok: number): Statuses => ({
  "signed out": 200,
  applicant: 403,
  therapist: 403,
  "other therapist": 403,
  admin: ok,
});
const signedInApi = (ok: number, overrides: Partial<Statuses> = {}): Statuses => ({
  "signed out": 401,
  applicant: ok,
  therapist: ok,
  "other therapist": ok,
  admin: ok,
  ...overrides,
});
const signedInPage = (ok: number, overrides: Partial<Statuses> = {}): Statuses => ({
  "signed out": 302,
  applicant: ok,
  therapist: ok,
  "other therapist": ok,
  admin: ok,
  ...overrides,
});

/** Routes with a guard: each check is made as every role. */
export const MATRIX: Record<string, Check[]> = {
  join: [{ path: () => "/join", expect: signedInPage(302) }],
  "api/auth/user": [{ path: () => "/api/auth/user", expect: signedInApi(200) }],
  "blog/create": [{ path: () => "/blog/create", expect: signedInPage(200) }],
  "blog/:slug/edit": [
    { path: (f) => `/blog/${f.postSlug}/edit`, expect: signedInPage(200, { applicant: 404, "other therapist": 404 }) },
  ],
  "api/blog-posts": [
    {
      path: () => "/api/blog-posts",
      expect: { "signed out": 200, applicant: 200, therapist: 200, "other therapist": 200, admin: 200 },
    },
    { method: "POST", path: () => "/api/blog-posts", body: {}, expect: signedInApi(400, { applicant: 403 }) },
  ],
  "api/blog-posts/:id": [
    {
      method: "PATCH",
      path: (f) => `/api/blog-posts/${f.postId}`,
      body: { status: "published" },
      expect: signedInApi(200, { applicant: 403, "other therapist": 403 }),
    },
  ],
  "api/create-subscription-checkout": [
    {
      method: "POST",
      path: () => "/api/create-subscription-checkout",
      body: {},
      expect: signedInApi(200, { applicant: 403, admin: 403 }),
    },
  ],
  "dev/checkout/:id": [{ path: () => `/dev/checkout/${NO_SUCH_ID}`, expect: signedInPage(404) }],
  "api/therapist-submissions": [
    { method: "POST", path: () => "/api/therapist-submissions", body: {}, expect: signedInApi(400) },
  ],
  "therapist/dashboard": [{ path: () => "/therapist/dashboard", expect: signedInPage(200) }],
  "api/therapist/my-profile": [
    { path: () => "/api/therapist/my-profile", expect: signedInApi(200) },
    { method: "PUT", path: () => "/api/therapist/my-profile", body: { firstName: "" }, expect: signedInApi(400) },
  ],
  "api/therapist/inquiry-count": [
    { path: () => "/api/therapist/inquiry-count", expect: signedInApi(200, { applicant: 404, admin: 404 }) },
  ],
  "therapist/edit-profile": [
    { path: () => "/therapist/edit-profile", expect: signedInPage(200, { applicant: 404, admin: 404 }) },
  ],
  "api/profile-images": [{ method: "POST", path: () => "/api/profile-images", body: {}, expect: signedInApi(400) }],
  admin: [{ path: () => "/admin", expect: adminPage(200) }],
  // The second step of an admin's sign-in: an admin who passed it goes on to the admin page.
  "admin/second-factor": [
    {
      path: () => "/admin/second-factor",
      expect: { "signed out": 302, applicant: 403, therapist: 403, "other therapist": 403, admin: 302 },
    },
  ],
  "admin/dashboard": [{ path: () => "/admin/dashboard", expect: adminPage(200) }],
  "admin/submissions/:id": [{ path: (f) => `/admin/submissions/${f.submissionId}`, expect: adminPage(200) }],
  "api/admin/stats": [{ path: () => "/api/admin/stats", expect: adminApi(200) }],
  "api/admin/submissions": [{ path: () => "/api/admin/submissions", expect: adminApi(200) }],
  "api/admin/submissions/:id/status": [
    {
      method: "PATCH",
      path: (f) => `/api/admin/submissions/${f.submissionId}/status`,
      body: { status: "nonsense" },
      expect: adminApi(400),
    },
  ],
  "api/admin/submissions/:id/approve": [
    { method: "POST", path: () => `/api/admin/submissions/${NO_SUCH_ID}/approve`, body: {}, expect: adminApi(404) },
  ],
  "admin/edit-therapist/:email?": [
    { path: (f) => `/admin/edit-therapist/${f.therapistEmail}`, expect: adminPage(200) },
  ],
  "api/admin/therapists": [{ path: () => "/api/admin/therapists", expect: adminApi(200) }],
  "api/admin/therapists/:id": [
    { method: "DELETE", path: () => `/api/admin/therapists/${NO_SUCH_ID}`, expect: adminApi(404) },
  ],
  "api/admin/therapist/:email": [
    { path: (f) => `/api/admin/therapist/${f.therapistEmail}`, expect: adminApi(200) },
    {
      method: "PUT",
      path: (f) => `/api/admin/therapist/${f.therapistEmail}`,
      body: { firstName: "" },
      expect: adminApi(400),
    },
  ],
  "admin/link-therapists": [{ path: () => "/admin/link-therapists", expect: adminPage(200) }],
  "api/admin/users/search": [{ path: () => "/api/admin/users/search?email=example", expect: adminApi(200) }],
  "api/admin/therapists/:id/link-user": [
    { method: "POST", path: () => `/api/admin/therapists/${NO_SUCH_ID}/link-user`, body: {}, expect: adminApi(400) },
  ],
  "api/admin/send-linking-reminders": [
    {
      method: "POST",
      path: () => "/api/admin/send-linking-reminders",
      body: { confirm: "nonsense" },
      expect: adminApi(200),
    },
  ],
  "admin/inquiries": [{ path: () => "/admin/inquiries", expect: adminPage(200) }],
  "admin/jobs": [{ path: () => "/admin/jobs", expect: adminPage(200) }],
  "api/admin/inquiries": [{ path: () => "/api/admin/inquiries", expect: adminApi(200) }],
};
