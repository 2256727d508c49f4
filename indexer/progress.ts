// How a command-line tool shows long work: on a terminal, a bar redrawn in place (done/total, percentage, rate and
// time left); elsewhere (a log file, a container's output), a plain line when the work starts, one every few
// seconds while it goes on, and one when it ends.

export type ProgressOutput = { write: (text: string) => unknown; isTTY?: boolean; columns?: number };

export type Progress = {
  /** `done` of the total are finished. */
  update: (done: number) => void;
  /** The work is over: the last state, with the time it took. */
  finish: (done?: number) => void;
};

export type ProgressOptions = {
  output?: ProgressOutput;
  /** Milliseconds, for tests. */
  now?: () => number;
  /** The least time between two plain lines (default 5 s); a terminal's bar is redrawn up to 10 times a second. */
  lineEveryMs?: number;
};

const BAR_WIDTH = 24;
const REDRAW_MS = 100;
const number = (value: number) => Math.round(value).toLocaleString("en-CA");

/** 45 s, 3m 05s, 1h 02m. */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

/** Starts showing the progress of `label` (e.g. "Therapists") over `total` items. */
export function startProgress(label: string, total: number, options: ProgressOptions = {}): Progress {
  const output = options.output ?? process.stderr;
  const now = options.now ?? (() => performance.now());
  const lineEveryMs = options.lineEveryMs ?? 5000;
  const started = now();
  let done = 0;
  let shownAt = Number.NEGATIVE_INFINITY;

  const state = () => {
    const elapsed = now() - started;
    const rate = elapsed > 0 ? (done * 1000) / elapsed : 0;
    const left = rate > 0 ? ((total - done) * 1000) / rate : undefined;
    const percent = total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 100;
    return { elapsed, rate, left, percent };
  };
  const counts = () => `${number(done)}/${number(total)}`;

  const bar = () => {
    const { rate, left, percent } = state();
    const filled = Math.round((percent / 100) * BAR_WIDTH);
    const text = `${label} [${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${percent}% ${counts()} · ${number(rate)}/s · ${left === undefined ? "…" : `${duration(left)} left`}`;
    // cut to the terminal's width, so that the line never wraps (a terminal that reports none: 120 columns)
    const width = output.columns && output.columns > 20 ? output.columns - 1 : 119;
    output.write(`\r${text.slice(0, width)}\x1b[K`);
  };
  const line = () => {
    const { rate, left, percent } = state();
    const pace = done > 0 ? `, ${number(rate)}/s, about ${duration(left ?? 0)} left` : "";
    output.write(`${label}: ${counts()} (${percent}%)${pace}\n`);
  };

  const show = (force: boolean) => {
    const at = now();
    if (!force && at - shownAt < (output.isTTY ? REDRAW_MS : lineEveryMs)) return;
    shownAt = at;
    if (output.isTTY) bar();
    else line();
  };

  show(true);
  return {
    update(value) {
      done = value;
      show(false);
    },
    finish(value = done) {
      done = value;
      const { elapsed, rate } = state();
      if (output.isTTY) bar();
      output.write(
        `${output.isTTY ? "\n" : ""}${label}: ${counts()} done in ${duration(elapsed)} (${number(rate)}/s)\n`,
      );
    },
  };
}
