/** A small server-rendered horizontal bar chart (SVG, no dependency), with the numbers as text for everyone. */
export function BarChart({ title, rows }: { title: string; rows: readonly { label: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const rowHeight = 28;
  const height = rows.length * rowHeight;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No data yet.</p>
      ) : (
        <svg
          role="img"
          aria-label={`${title}: ${rows.map((r) => `${r.label} ${r.count}`).join(", ")}`}
          viewBox={`0 0 320 ${height}`}
          className="mt-3 w-full"
          style={{ height: "auto" }}
        >
          {rows.map((row, i) => {
            const width = Math.max(2, (row.count / max) * 150);
            const y = i * rowHeight;
            return (
              <g key={row.label}>
                <text x={0} y={y + 18} fontSize={11} fill="#334155">
                  {row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label}
                </text>
                <rect x={140} y={y + 6} width={width} height={16} rx={3} fill="#0f766e" />
                <text x={144 + width} y={y + 18} fontSize={11} fill="#0f172a">
                  {row.count}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
