import * as S from "./api-shapes.ts";
import { CONTACT, fromFixture, json, NO_SUCH_ID, refused, therapistPath, type ContractCase } from "./api-contract.ts";

// The API contract's public part (tests/support/api-contract.ts says how it reads): the directory, signing in,
// articles.

export const PUBLIC_CONTRACT: Record<string, ContractCase[]> = {
  // An address under /api/ that no call has, whatever the method.
  "GET /api/*": [{ ...refused("anonymous", 404), path: () => "/api/no-such-call" }],
  "POST /api/*": [{ ...refused("anonymous", 404), path: () => "/api/no-such-call", body: json({}) }],
  "PUT /api/*": [{ ...refused("anonymous", 404), path: () => "/api/no-such-call", body: json({}) }],
  "PATCH /api/*": [{ ...refused("anonymous", 404), path: () => "/api/no-such-call", body: json({}) }],
  "DELETE /api/*": [{ ...refused("anonymous", 404), path: () => "/api/no-such-call" }],
  // The public directory.
  "GET /api/therapists": [
    { as: "anonymous", path: () => "/api/therapists?limit=3", status: 200, shape: S.SearchResult, filled: true },
    { as: "anonymous", path: () => "/api/therapists?page=nonsense", status: 400, shape: S.FieldErrorBody },
  ],
  "GET /api/therapists/filters/cities": [{ as: "anonymous", status: 200, shape: S.Cities, filled: true }],
  "GET /api/therapists/filters/specialties": [{ as: "anonymous", status: 200, shape: S.Specialties, filled: true }],
  "GET /api/therapists/by-slug/:slug": [
    { as: "anonymous", path: (f) => `/api/therapists/by-slug/${f.therapistSlug}`, status: 200, shape: S.PublicProfile },
    { ...refused("anonymous", 404), path: () => "/api/therapists/by-slug/nobody-here" },
  ],
  "GET /api/therapists/:id": [
    { as: "anonymous", path: therapistPath(), status: 200, shape: S.PublicProfile },
    { ...refused("anonymous", 404), path: () => `/api/therapists/${NO_SUCH_ID}` },
  ],
  "GET /api/therapists/:id/blog-posts": [
    { as: "anonymous", path: therapistPath("/blog-posts"), status: 200, shape: S.PostList, filled: true },
    {
      as: "anonymous",
      path: (f) => `/api/therapists/${f.unlinkedTherapistId}/blog-posts`,
      status: 200,
      shape: S.PostList,
    },
    { ...refused("anonymous", 404), path: () => `/api/therapists/${NO_SUCH_ID}/blog-posts` },
    { ...refused("anonymous", 404), path: () => "/api/therapists/xyz/blog-posts" },
  ],
  "POST /api/therapists/:id/contact": [
    { as: "anonymous", path: therapistPath("/contact"), body: json(CONTACT), status: 200, shape: S.ContactSent },
    { as: "anonymous", path: therapistPath("/contact"), body: json({}), status: 400, shape: S.FieldErrorBody },
    { ...refused("anonymous", 404), path: () => `/api/therapists/${NO_SUCH_ID}/contact`, body: json(CONTACT) },
  ],
  "POST /api/events": [
    {
      as: "anonymous",
      body: fromFixture((f) => ({ type: "profile_view", therapistId: f.therapistId })),
      status: 204,
      shape: null,
    },
    { as: "anonymous", body: json({}), status: 400, shape: S.FieldErrorBody },
  ],

  // Signing in.
  "GET /api/login": [{ as: "anonymous", status: 302, shape: null }],
  "POST /api/auth/request-magic-link": [
    { as: "anonymous", body: json({ email: "contract-reader@example.com" }), status: 200, shape: S.Message },
    { as: "anonymous", body: json({ email: "not an address" }), status: 400, shape: S.FieldErrorBody },
  ],
  "GET /api/auth/verify-magic-link": [
    { ...refused("anonymous", 400), path: () => "/api/auth/verify-magic-link?token=no-such-token" },
    { ...refused("anonymous", 403), path: (f) => `/api/auth/verify-magic-link?token=${f.linkToken}` },
    {
      as: "link holder",
      path: (f) => `/api/auth/verify-magic-link?token=${f.linkToken}`,
      status: 200,
      shape: S.SignedIn,
    },
  ],
  "GET /api/auth/user": [{ as: "therapist", status: 200, shape: S.CurrentUser }, refused("anonymous", 401)],

  // Articles.
  "GET /api/blog-posts": [
    { as: "anonymous", status: 200, shape: S.BlogSearchResult, filled: true },
    { as: "anonymous", path: () => "/api/blog-posts?sortBy=nonsense", status: 400, shape: S.FieldErrorBody },
  ],
  "GET /api/blog-posts/by-slug/:slug": [
    { as: "anonymous", path: (f) => `/api/blog-posts/by-slug/${f.publishedSlug}`, status: 200, shape: S.BlogPost },
    { ...refused("anonymous", 404), path: (f) => `/api/blog-posts/by-slug/${f.draftSlug}` },
  ],
  "POST /api/blog-posts": [
    { as: "therapist", body: fromFixture((f) => f.newPost), status: 201, shape: S.PostSaved },
    { as: "therapist", body: fromFixture((f) => f.newPost), status: 409, shape: S.SlugTaken },
    { as: "therapist", body: json({}), status: 400, shape: S.FieldErrorBody },
    { ...refused("user", 403), body: fromFixture((f) => f.newPost) },
    { ...refused("anonymous", 401), body: json({}) },
  ],
  "PUT /api/blog-posts/:id": [
    {
      as: "therapist",
      path: (f) => `/api/blog-posts/${f.draftId}`,
      body: fromFixture((f) => f.draftInput),
      status: 200,
      shape: S.PostSaved,
    },
    { ...refused("therapist", 404), path: () => `/api/blog-posts/${NO_SUCH_ID}`, body: fromFixture((f) => f.newPost) },
  ],
  "PATCH /api/blog-posts/:id": [
    {
      as: "therapist",
      path: (f) => `/api/blog-posts/${f.draftId}`,
      body: json({ status: "draft" }),
      status: 200,
      shape: S.PostSaved,
    },
    {
      as: "therapist",
      path: (f) => `/api/blog-posts/${f.draftId}`,
      body: json({ status: "gone" }),
      status: 400,
      shape: S.FieldErrorBody,
    },
  ],
  "DELETE /api/blog-posts/:id": [
    { as: "therapist", path: (f) => `/api/blog-posts/${f.doomedPostId}`, status: 200, shape: S.PostSaved },
    { ...refused("therapist", 404), path: (f) => `/api/blog-posts/${f.doomedPostId}` },
  ],
};
