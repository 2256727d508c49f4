import { Star } from "lucide";
import { Icon } from "#app/components/icon.tsx";

/** Five stars, as many filled as the whole part of the rating. */
export function Stars({ rating, size = "size-5" }: { rating: number; size?: string }) {
  const filled = Math.floor(rating);
  return (
    <span className="inline-flex" role="img" aria-label={`${rating.toFixed(1)} out of 5 stars`}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Icon
          key={index}
          icon={Star}
          className={`${size} ${index < filled ? "fill-amber-400 text-amber-500" : "text-slate-300"}`}
        />
      ))}
    </span>
  );
}
