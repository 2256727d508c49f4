import pg from "pg";

// Follows the index's writes as they commit: a connection of its own listens on the 'search_index' channel
// (sql/027_search_index_notify.sql) and runs `written` for each notification, and once after every (re)connection,
// for the writes it may have missed meanwhile. One run at a time: notifications during a run make one more run.
// `listening` says when notifications start arriving and when they stop (a lost connection, the end). A lost
// connection is opened again, waiting 1 s, then twice as long each time up to 30 s.

export type FollowLog = { warn: (details: object, message: string) => void };
export type FollowHooks = { written: () => Promise<void>; listening: (on: boolean) => void };

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/** Follows until `signal` aborts. */
export function followIndex(databaseUrl: string, hooks: FollowHooks, log: FollowLog, signal: AbortSignal): void {
  let retryMs = FIRST_RETRY_MS;
  let running = false;
  let again = false;
  const written = async () => {
    again = true;
    if (running) return;
    running = true;
    try {
      while (again && !signal.aborted) {
        again = false;
        await hooks.written();
      }
    } catch (error) {
      log.warn({ err: error }, "search index copy not brought up to date; the next search will");
    } finally {
      running = false;
    }
  };
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    timer = null;
    if (signal.aborted) return;
    const next = new pg.Client({ connectionString: databaseUrl, application_name: "search-index-follower" });
    client = next;
    next.on("notification", () => void written());
    next.on("error", () => undefined); // the 'end' that follows opens it again
    next.on("end", () => lost(next, null));
    try {
      await next.connect();
      await next.query("LISTEN search_index");
      retryMs = FIRST_RETRY_MS;
      if (client === next) hooks.listening(true);
      void written();
    } catch (error) {
      lost(next, error);
    }
  };

  const lost = (gone: pg.Client, error: unknown) => {
    if (client !== gone || signal.aborted) return;
    client = null;
    hooks.listening(false);
    void gone.end().catch(() => undefined);
    log.warn({ err: error, retryInMs: retryMs }, "search index notifications lost; listening again soon");
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  signal.addEventListener(
    "abort",
    () => {
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      hooks.listening(false);
      void open?.end().catch(() => undefined);
    },
    { once: true },
  );
  void connect();
}
