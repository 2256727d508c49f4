import { useId, useState } from "react";
import { Icon } from "#app/components/icon.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { toast } from "#app/components/toasts.tsx";
import { useT } from "#app/i18n/i18n.tsx";
import { photoMessage } from "./photo-messages.ts";
import { ACCEPTED_PHOTO_TYPES, PHOTO_FIELD, PHOTO_MESSAGES, checkPhotoFile } from "./photo-rules.ts";

/**
 * The profile photo: choose one image, checked here (size, type) and by the server (by content), uploaded to
 * POST /api/profile-images; the stored path goes into the form's hidden profileImageUrl. A refused photo is told
 * under the control (and in a toast). Before the page's scripts run (or without them), a form that takes its photo
 * with it (`sentWithForm`: a multipart form whose action stores its `photo` field, photo-form.server.ts) sends the
 * chosen file in its post; any other form's control is off, so no form is saved with a photo silently left out.
 * Once uploaded here, the file is taken out of the control, so the form never sends it again.
 */
export function PhotoUpload({
  defaultUrl,
  sentWithForm = false,
  refusal,
}: {
  defaultUrl: string | null;
  sentWithForm?: boolean;
  /** Why the server refused the photo sent with the form (its `profileImageUrl` error), told beside the field. */
  refusal?: string;
}) {
  const t = useT();
  const [url, setUrl] = useState(defaultUrl ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(refusal ? photoMessage(refusal, t) : null);
  // before the page's scripts run (or without them), choosing a file uploads nothing: the hint says so
  const hydrated = useHydrated();
  const inputId = useId();
  const refuse = (title: string, reason: string) => {
    setError(reason);
    toast.error(title, { description: reason });
  };
  const fail = (reason: string) => refuse(t("pf.photo.uploadFailed"), photoMessage(reason, t));

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = input.files ? [...input.files] : [];
    if (files.length !== 1 || !files[0]) return fail(t("pf.photo.chooseOne"));
    const problem = checkPhotoFile(files[0]);
    if (problem) {
      input.value = "";
      return fail(problem);
    }
    setError(null);
    const body = new FormData();
    body.append("file", files[0]);
    setBusy(true);
    try {
      const response = await fetch("/api/profile-images", { method: "POST", body });
      const answer = (await response.json().catch(() => ({}))) as { objectPath?: string; message?: string };
      if (response.ok && answer.objectPath) {
        setUrl(answer.objectPath);
        toast.success(t("pf.photo.uploaded"), { description: t("pf.photo.saved") });
      } else if (response.status === 422 || response.status >= 500) {
        refuse(t("pf.photo.processingFailed"), photoMessage(answer.message ?? PHOTO_MESSAGES.unreadable, t));
      } else {
        fail(answer.message ?? t("pf.photo.failed"));
      }
    } catch {
      fail(t("pf.photo.offline"));
    } finally {
      setBusy(false);
      input.value = "";
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <input type="hidden" name="profileImageUrl" value={url} />
      {url ? (
        <img
          src={url}
          alt={t("pf.photo.alt")}
          width={96}
          height={96}
          className="size-24 rounded-full object-cover ring-1 ring-slate-200"
        />
      ) : (
        <div className="flex size-24 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Icon name="image-up" className="size-8" />
        </div>
      )}
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t("pf.photo")}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES.join(",")}
          name={sentWithForm ? PHOTO_FIELD : undefined}
          onChange={choose}
          disabled={busy || (!hydrated && !sentWithForm)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
          className="mt-1 block text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-white"
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {busy ? t("pf.photo.uploading") : t("pf.photo.note")}
          {!busy && !hydrated && ` ${t(sentWithForm ? "pf.photo.withForm" : "pf.photo.needsScript")}`}
        </p>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
