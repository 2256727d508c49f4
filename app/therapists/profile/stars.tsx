import { Icon } from "#app/components/icon.tsx";

/** Five stars, as many filled as the whole part of the rating; `label` names them ("4.5 out of 5 stars"). */
export function Stars({ rating, label, size = "size-5" }: { rating: number; label: string; size?: string }) {
  const filled = Math.floor(rating);
  return (
    <span className="inline-flex" role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Icon
          key={index}
          name="star"
          className={`${size} ${index < filled ? "fill-amber-400 text-amber-500" : "text-slate-300"}`}
        />
      ))}
    </span>
  );
}
