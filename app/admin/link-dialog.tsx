import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "#app/components/button.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { LinkTherapist } from "./linking.server.ts";

export type UserSearch = {
  therapist: LinkTherapist;
  email: string;
  users:
    | readonly {
        id: string;
        email: string;
        firstName: string | null;
        lastName: string | null;
        /** Signs in with the listing's address, or confirmed it: linked without a reason. */
        provesAddress: boolean;
      }[]
    | null;
};

/** The id of a row's "Link User" link, the control that opens the dialog for that therapist. */
export const linkOpenerId = (therapistId: string) => `link-user-${therapistId}`;

/**
 * The Link User dialog: search users by email (3+ characters), then link one. An account that has not proved the
 * listing's address is linked only with a reason, which is emailed to that address. Plain GET and POST forms.
 *
 * The page renders it open when its address names a therapist (?linkFor=), so it is in the server's HTML and works
 * without JavaScript; × is a link to the page without it. Once scripts run, Radix Dialog makes it modal: focus
 * moves to the search field when it opens and stays inside; Escape, a click outside and × close it (the router goes
 * to ×'s address, nothing reloads) and give focus back to the row's link that opened it. It is rendered in place
 * (no portal), like the contact dialog, so that the server's HTML has it too.
 */
export function LinkDialog({ search, closeHref }: { search: UserSearch; closeHref: string }) {
  const { therapist, email, users } = search;
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const field = useRef<HTMLInputElement>(null);
  const close = () => {
    setOpen(false);
    void navigate(closeHref, { preventScrollReset: true });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Dialog.Content
        id="link-dialog"
        aria-labelledby="link-dialog-title"
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          field.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // However the dialog closes, focus goes back to the row's link that opened it (no Dialog.Trigger here).
          event.preventDefault();
          document.getElementById(linkOpenerId(therapist.id))?.focus();
        }}
        className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title id="link-dialog-title" className="text-xl font-semibold text-slate-900">
            Link User to {therapist.firstName} {therapist.lastName}
          </Dialog.Title>
          <Link
            to={closeHref}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            aria-label="Close"
            className="rounded p-1 text-slate-700 hover:bg-slate-100"
          >
            <Icon name="x" className="size-5" />
          </Link>
        </div>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
          <input type="hidden" name="linkFor" value={therapist.id} />
          <div className="flex flex-col gap-1">
            <label htmlFor="user-email" className="text-sm font-medium text-slate-800">
              Search users by email
            </label>
            <input
              ref={field}
              id="user-email"
              name="email"
              type="search"
              defaultValue={email}
              autoComplete="off"
              className="h-10 w-64 max-w-full rounded-md border border-slate-500 px-3"
              aria-describedby="user-email-hint"
            />
          </div>
          <Button type="submit" size="sm" className="h-10">
            Search
          </Button>
        </Form>
        {/* the search's outcome: the field's description, said when it changes */}
        <p id="user-email-hint" role="status" className="mt-3 text-sm text-slate-700">
          {users === null
            ? "Type at least 3 characters to search"
            : users.length === 0
              ? `No users found matching "${email}"`
              : `${users.length} ${users.length === 1 ? "user" : "users"} found matching "${email}"`}
        </p>
        {users !== null && users.length > 0 && (
          <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
            {users.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="text-sm text-slate-900">
                  {user.email}
                  {(user.firstName || user.lastName) && (
                    <span className="text-slate-600">
                      {" "}
                      ({[user.firstName, user.lastName].filter(Boolean).join(" ")})
                    </span>
                  )}
                  <span className={`block text-xs ${user.provesAddress ? "text-emerald-800" : "text-amber-800"}`}>
                    {user.provesAddress
                      ? "Proved the listing's address"
                      : `Has not proved ${therapist.email}: linking needs a reason, emailed to that address`}
                  </span>
                </span>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="therapistId" value={therapist.id} />
                  <input type="hidden" name="userId" value={user.id} />
                  {!user.provesAddress && (
                    <label className="flex flex-col gap-1 text-xs font-medium text-slate-800">
                      Reason
                      <input
                        name="reason"
                        required
                        maxLength={1000}
                        aria-label={`Reason for linking ${user.email}`}
                        className="h-9 w-56 max-w-full rounded-md border border-slate-500 px-2 text-sm font-normal"
                      />
                    </label>
                  )}
                  <Button name="intent" value="link" aria-label={`Link ${user.email}`} variant="success" size="sm">
                    Link
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
