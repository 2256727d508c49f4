import * as S from "./api-shapes.ts";
import { AccountExport } from "./api-shapes-export.ts";
import { fromFixture, json, NO_SUCH_ID, refused, type ContractCase, type ContractFixture } from "./api-contract.ts";

// The API contract's signed-in part (tests/support/api-contract.ts says how it reads): applying, a therapist's own
// profile, Featured, one's own data and account, the admin console.

export const ACCOUNT_CONTRACT: Record<string, ContractCase[]> = {
  // Applying, the therapist's own profile, Featured.
  "POST /api/therapist-submissions": [
    { as: "newcomer", body: fromFixture(validApplicationOf), status: 201, shape: S.SubmissionCreated },
    { ...refused("newcomer", 409), body: fromFixture(validApplicationOf) },
    { as: "user", body: json({}), status: 400, shape: S.FieldErrorBody },
    { ...refused("anonymous", 401), body: json({}) },
  ],
  "GET /api/therapist/my-profile": [
    { as: "therapist", status: 200, shape: S.MyProfile },
    { as: "applicant", status: 200, shape: S.MyProfile },
    refused("anonymous", 401),
  ],
  "PUT /api/therapist/my-profile": [
    { as: "therapist", body: json({ availability: "Weekday evenings" }), status: 200, shape: S.ProfileUpdated },
    { as: "therapist", body: json({ firstName: "" }), status: 400, shape: S.FieldErrorBody },
    { ...refused("user", 404), body: json({ availability: "Weekday evenings" }) },
  ],
  "GET /api/therapist/inquiry-count": [{ as: "therapist", status: 200, shape: S.InquiryCount }, refused("user", 404)],
  "POST /api/profile-images": [
    { as: "therapist", body: "photo", status: 201, shape: S.UploadedPhoto },
    { as: "therapist", body: json({}), status: 400, shape: S.FieldErrorBody },
    { ...refused("anonymous", 401), body: "photo" },
  ],
  // The three-call upload: an upload URL, one PUT of the image's bytes to it (the fixture's URL, the therapist's),
  // then its path.
  "POST /api/objects/upload": [{ as: "therapist", status: 200, shape: S.UploadUrl }, refused("anonymous", 401)],
  "PUT /api/objects/uploads/:token": [
    { ...refused("user", 403), path: (f) => f.uploadPath, body: "png" },
    { as: "therapist", path: (f) => f.uploadPath, body: "png", status: 200, shape: S.UploadedPhoto },
    { ...refused("therapist", 410), path: (f) => f.uploadPath, body: "png" },
    { ...refused("therapist", 403), path: () => `/api/objects/uploads/${"A".repeat(43)}`, body: "png" },
    { ...refused("anonymous", 401), path: (f) => f.uploadPath, body: "png" },
  ],
  "PUT /api/profile-images": [
    {
      as: "therapist",
      body: fromFixture((f) => ({ profileImageURL: f.uploadURL })),
      status: 200,
      shape: S.FinishedUpload,
    },
    { as: "user", body: fromFixture((f) => ({ profileImageURL: f.uploadURL })), status: 400, shape: S.FieldErrorBody },
    { as: "therapist", body: json({}), status: 400, shape: S.FieldErrorBody },
    { ...refused("anonymous", 401), body: json({ profileImageURL: "/uploads/profile-images/0a.webp" }) },
  ],
  "POST /api/create-subscription-checkout": [
    // The upgrade of an approved profile, and the signup's Featured plan of someone without one: the same empty body.
    { as: "therapist", status: 200, shape: S.CheckoutStarted },
    { as: "applicant", status: 200, shape: S.CheckoutStarted },
    { ...refused("user", 403), body: json({ flow: "upgrade" }) },
    { as: "therapist", body: json({ flow: "nonsense" }), status: 400, shape: S.FieldErrorBody },
    refused("anonymous", 401),
  ],
  "POST /api/stripe/webhook": [
    {
      as: "anonymous",
      body: fromFixture((f) => f.paymentEvent),
      signed: true,
      status: 200,
      shape: S.WebhookReceived,
    },
    { as: "anonymous", body: fromFixture((f) => f.paymentEvent), status: 400, shape: S.ErrorBody },
  ],

  // One's own data, and deleting one's account (confirmed by its address; an admin's account is refused).
  "GET /api/account/export": [{ as: "therapist", status: 200, shape: AccountExport }, refused("anonymous", 401)],
  "DELETE /api/account": [
    { as: "therapist", body: json({ confirmEmail: "someone.else@example.com" }), status: 400, shape: S.FieldErrorBody },
    { ...refused("admin", 403), body: json({ confirmEmail: "contract-admin@example.com" }) },
    { ...refused("anonymous", 401), body: json({ confirmEmail: "" }) },
    { as: "leaver", body: fromFixture((f) => ({ confirmEmail: f.leaverEmail })), status: 200, shape: S.Message },
    { ...refused("leaver", 401), body: fromFixture((f) => ({ confirmEmail: f.leaverEmail })) },
  ],

  // The admin console. The decisions come before the lists, so the lists show reviewed applications.
  "GET /api/admin/stats": [
    { as: "admin", status: 200, shape: S.AdminStats },
    refused("therapist", 403),
    refused("anonymous", 401),
  ],
  "PATCH /api/admin/submissions/:id/status": [
    {
      as: "admin",
      path: (f) => `/api/admin/submissions/${f.rejectId}/status`,
      body: json({ status: "rejected", adminNotes: "Licence number not found in the register." }),
      status: 200,
      shape: S.Rejected,
    },
    {
      ...refused("admin", 409),
      path: (f) => `/api/admin/submissions/${f.rejectId}/status`,
      body: json({ status: "rejected" }),
    },
    {
      as: "admin",
      path: (f) => `/api/admin/submissions/${f.rejectId}/status`,
      body: json({ status: "approved" }),
      status: 400,
      shape: S.FieldErrorBody,
    },
  ],
  "POST /api/admin/submissions/:id/approve": [
    {
      as: "admin",
      path: (f) => `/api/admin/submissions/${f.approveId}/approve`,
      body: json({}),
      status: 200,
      shape: S.Approved,
    },
    { ...refused("admin", 404), path: () => `/api/admin/submissions/${NO_SUCH_ID}/approve`, body: json({}) },
  ],
  "GET /api/admin/submissions": [
    { as: "admin", status: 200, shape: S.AdminSubmissionList, filled: true },
    { as: "admin", path: () => "/api/admin/submissions?status=rejected", status: 200, shape: S.AdminSubmissionList },
    { as: "admin", path: () => "/api/admin/submissions?status=nonsense", status: 400, shape: S.FieldErrorBody },
    refused("applicant", 403),
  ],
  "GET /api/admin/therapists": [
    { as: "admin", status: 200, shape: S.AdminTherapistList, filled: true },
    {
      as: "admin",
      path: (f) => `/api/admin/therapists?email=${encodeURIComponent(f.therapistEmail)}`,
      status: 200,
      shape: S.AdminTherapist,
    },
    { ...refused("admin", 404), path: () => "/api/admin/therapists?email=nobody%40example.com" },
  ],
  "DELETE /api/admin/therapists/:id": [
    { as: "admin", path: (f) => `/api/admin/therapists/${f.spareTherapistId}`, status: 200, shape: S.Message },
    { ...refused("admin", 404), path: (f) => `/api/admin/therapists/${f.spareTherapistId}` },
  ],
  "GET /api/admin/therapist/:email": [
    {
      as: "admin",
      path: (f) => `/api/admin/therapist/${encodeURIComponent(f.therapistEmail)}`,
      status: 200,
      shape: S.AdminTherapist,
    },
    { ...refused("admin", 404), path: () => "/api/admin/therapist/nobody%40example.com" },
  ],
  "PUT /api/admin/therapist/:email": [
    {
      as: "admin",
      path: (f) => `/api/admin/therapist/${encodeURIComponent(f.therapistEmail)}`,
      body: json({ availability: "Mornings" }),
      status: 200,
      shape: S.AdminTherapist,
    },
    {
      as: "admin",
      path: (f) => `/api/admin/therapist/${encodeURIComponent(f.therapistEmail)}`,
      body: json({ firstName: "" }),
      status: 400,
      shape: S.FieldErrorBody,
    },
  ],
  "GET /api/admin/users/search": [
    { as: "admin", path: () => "/api/admin/users/search?email=example", status: 200, shape: S.UserList, filled: true },
    { as: "admin", path: () => "/api/admin/users/search?email=ex", status: 400, shape: S.FieldErrorBody },
  ],
  "POST /api/admin/therapists/:id/link-user": [
    {
      as: "admin",
      path: (f) => `/api/admin/therapists/${f.unlinkedTherapistId}/link-user`,
      body: fromFixture((f) => ({ userId: f.userId, reason: "Confirmed by phone with the therapist." })),
      status: 200,
      shape: S.Message,
    },
    {
      ...refused("admin", 404),
      path: () => `/api/admin/therapists/${NO_SUCH_ID}/link-user`,
      body: fromFixture((f) => ({ userId: f.userId })),
    },
  ],
  "POST /api/admin/send-linking-reminders": [{ as: "admin", status: 200, shape: S.RemindersSent }],
  "GET /api/admin/inquiries": [{ as: "admin", status: 200, shape: S.InquiryList, filled: true }],
};

/** The application a newcomer sends, with the address they signed in with. */
function validApplicationOf(f: ContractFixture) {
  return {
    firstName: "Noa",
    lastName: "Newcomer",
    email: f.newcomerEmail,
    phone: "416-555-0100",
    credentials: "M.A., RP (CRPO)",
    licenseNumber: "CRPO-12345",
    yearsExperience: "3-5",
    specialties: ["Anxiety"],
    therapyTypes: ["CBT"],
    city: "Toronto",
    province: "ON",
    bio: "I help adults with anxiety, depression and life transitions. My approach is warm, collaborative and practical, drawing on CBT and mindfulness. Sessions in person and online.",
  };
}
